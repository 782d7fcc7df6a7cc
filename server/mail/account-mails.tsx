import { Button, Heading, Text } from "@react-email/components";
import { MailLayout, mailStyles } from "./layout";
import type { MailTexts } from "./texts";

/**
 * A mail whose point is one link (a password reset, an invitation): the texts are the product's under
 * `mail.{kind}` (subject, intro, button, note), with `values` in them.
 */
export function AccountLinkMail({
  texts,
  kind,
  url,
  values,
}: {
  texts: MailTexts;
  kind: "passwordReset" | "invitation";
  url: string;
  values?: Record<string, string>;
}) {
  const t = (part: string) => texts.t(`mail.${kind}.${part}`, values);
  return (
    <MailLayout texts={texts} preview={t("intro")} sender={{ name: texts.t("app.name"), logoUrl: null }}>
      <Heading as="h1" style={mailStyles.heading}>
        {t("subject")}
      </Heading>
      <Text style={mailStyles.text}>{t("intro")}</Text>
      <Button href={url} style={mailStyles.button}>
        {t("button")}
      </Button>
      <Text style={{ ...mailStyles.muted, marginTop: "16px" }}>{url}</Text>
      <Text style={mailStyles.muted}>{t("note")}</Text>
    </MailLayout>
  );
}
