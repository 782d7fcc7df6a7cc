import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { isUrgent, notificationLineKey, type NotificationStage, type NotificationTopic } from "../domain/notifications";
import { MailLayout, mailStyles, type MailFooter } from "./layout";
import type { MailTexts } from "./texts";

export type MailedNotification = {
  id: number;
  topic: NotificationTopic;
  stage: NotificationStage;
  title: string;
  dueDate: string | null;
  organizationName: string;
  /** Opens the record in the organization the reader works in (signing in first if need be). */
  url: string;
};

const stageLine = (texts: MailTexts, notification: MailedNotification) =>
  texts.t(notificationLineKey(notification), {
    date: texts.date(notification.dueDate),
    organization: notification.organizationName,
  });

const kindLine = (texts: MailTexts, notification: MailedNotification) =>
  `${texts.t(`workItems.kindOptions.${notification.topic}`)} · ${notification.organizationName}`;

export const reminderSubject = (texts: MailTexts, notification: MailedNotification) =>
  texts.t(
    notification.stage === "NOW" ? `mail.news.${notification.topic}` : `mail.reminder.subject.${notification.stage}`,
    {
      title: notification.title,
      date: texts.date(notification.dueDate),
    },
  );

/** One notification, mailed as it happens. */
export function ReminderMail({
  texts,
  notification,
  sender,
  footer,
}: {
  texts: MailTexts;
  notification: MailedNotification;
  sender: { name: string; logoUrl: string | null };
  footer: MailFooter;
}) {
  const urgent = isUrgent(notification);
  return (
    <MailLayout texts={texts} preview={stageLine(texts, notification)} sender={sender} footer={footer}>
      <Text style={urgent ? mailStyles.alert : mailStyles.muted}>{stageLine(texts, notification)}</Text>
      <Heading as="h1" style={mailStyles.heading}>
        {notification.title}
      </Heading>
      <Text style={mailStyles.muted}>{kindLine(texts, notification)}</Text>
      <Button href={notification.url} style={mailStyles.button}>
        {texts.t("mail.open")}
      </Button>
    </MailLayout>
  );
}

export const digestSubject = (texts: MailTexts, count: number) => texts.t("mail.digest.subject", { count });

/** What waits for the reader across their organizations, in one mail, most urgent first. */
export function DigestMail({
  texts,
  notifications,
  allUrl,
  footer,
}: {
  texts: MailTexts;
  notifications: MailedNotification[];
  allUrl: string;
  footer: MailFooter;
}) {
  return (
    <MailLayout
      texts={texts}
      preview={digestSubject(texts, notifications.length)}
      sender={{ name: texts.t("app.name"), logoUrl: null }}
      footer={footer}
    >
      <Heading as="h1" style={mailStyles.heading}>
        {digestSubject(texts, notifications.length)}
      </Heading>
      {notifications.map((notification) => (
        <Section key={notification.id} style={{ borderTop: "1px solid #e2e8f0", paddingTop: "10px" }}>
          <Text style={isUrgent(notification) ? mailStyles.alert : mailStyles.muted}>
            {stageLine(texts, notification)}
          </Text>
          <Text style={{ ...mailStyles.text, margin: "0 0 2px" }}>
            <Link href={notification.url}>{notification.title}</Link>
          </Text>
          <Text style={mailStyles.muted}>{kindLine(texts, notification)}</Text>
        </Section>
      ))}
      <Button href={allUrl} style={mailStyles.button}>
        {texts.t("mail.digest.all")}
      </Button>
    </MailLayout>
  );
}
