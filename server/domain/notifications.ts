import { WORK_KINDS, workPath, type WorkKind } from "./my-work";

/**
 * Notifications tell a member what waits for them without their opening a page. A reminder is due at
 * each of the organization's stages before a deadline and on its first day overdue; escalation tells
 * the managers of the record's organization too once it is overdue by the organization's days.
 */
export const NOTIFICATION_STAGES = ["BEFORE", "OVERDUE", "ESCALATION", "NOW"] as const;
export type NotificationStage = (typeof NOTIFICATION_STAGES)[number];

/** News that cannot wait for a deadline: told at once (stage NOW) to whom it concerns. */
export const NEWS_TOPICS = [
  "ACTION_ASSIGNED",
  "INSPECTION_FAILED",
  "ACCIDENT_TO_REPORT",
  // Sign-off of policies and procedures (decision 044).
  "APPROVAL_REQUESTED",
  "DOCUMENT_SENT_BACK",
  "DOCUMENT_APPROVED",
  "ACKNOWLEDGEMENT_REQUESTED",
] as const;
export type NewsTopic = (typeof NEWS_TOPICS)[number];

/** What a notification is about: a kind of deadline of "my work", or news. */
export const NOTIFICATION_TOPICS = [...WORK_KINDS, ...NEWS_TOPICS] as const;
export type NotificationTopic = WorkKind | NewsTopic;

/** The kind of work whose record a piece of news opens. */
const NEWS_WORK_KIND: Partial<Record<NewsTopic, WorkKind>> = {
  ACTION_ASSIGNED: "ACTION",
  INSPECTION_FAILED: "INSPECTION",
  APPROVAL_REQUESTED: "DOCUMENT_APPROVAL",
  DOCUMENT_SENT_BACK: "DOCUMENT_APPROVAL",
  DOCUMENT_APPROVED: "DOCUMENT_APPROVAL",
  ACKNOWLEDGEMENT_REQUESTED: "DOCUMENT_ACKNOWLEDGEMENT",
};

const isNews = (topic: NotificationTopic): topic is NewsTopic => (NEWS_TOPICS as readonly string[]).includes(topic);

/** The page a notification opens: its deadline's record, or the record the news is of. */
export function notificationPath(notification: { topic: NotificationTopic; recordId: number; detail: string | null }) {
  const { topic, recordId, detail } = notification;
  if (topic === "ACCIDENT_TO_REPORT") return `/evaluation/event-handling/${recordId}`;
  return workPath({ kind: NEWS_WORK_KIND[topic as NewsTopic] ?? (topic as WorkKind), recordId, detail });
}

/** How a user wants to hear of a topic: a mail each, in their digest, or in the product only. */
export const NOTIFICATION_DELIVERIES = ["IMMEDIATE", "DIGEST", "NONE"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
/** Unless the user asks otherwise, news is mailed at once and reminders wait for the digest. */
export const defaultDelivery = (topic: NotificationTopic): NotificationDelivery =>
  isNews(topic) ? "IMMEDIATE" : "DIGEST";

export const DIGEST_FREQUENCIES = ["DAILY", "WEEKLY"] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * A notification older than this is no longer mailed (the product still lists it): a weekly digest
 * covers its week, and a preference changed late does not mail a backlog.
 */
export const MAIL_WITHIN_DAYS = 8;

/** Days before a deadline a reminder goes out, unless the organization sets its own. */
export const DEFAULT_REMINDER_DAYS = [30, 7, 1] as const;
/** Days overdue after which the managers hear of it, unless the organization sets its own (null: never). */
export const DEFAULT_ESCALATION_DAYS = 7;

/** Bounds of the settings: a reminder more than a year ahead or a sixth stage helps nobody. */
export const REMINDER_DAYS_RANGE = { min: 1, max: 365, stages: 5 } as const;
export const ESCALATION_DAYS_RANGE = { min: 1, max: 90 } as const;

/**
 * Reminder stages as a person types them ("30, 7, 1"; commas, semicolons or spaces between): each
 * day once, furthest first. Null for anything but whole days in range, or too many; none is allowed
 * (then only what is overdue is told).
 */
export function parseReminderDays(typed: string): number[] | null {
  const { min, max, stages } = REMINDER_DAYS_RANGE;
  const words = typed.split(/[\s,;]+/).filter(Boolean);
  if (words.some((word) => !/^\d{1,3}$/.test(word))) return null;
  const days = [...new Set(words.map(Number))].sort((a, b) => b - a);
  return days.length <= stages && days.every((day) => day >= min && day <= max) ? days : null;
}

/** The key of the line that says what a notification tells (with `date` and `organization` in it). */
export const notificationLineKey = (notification: { topic: NotificationTopic; stage: NotificationStage }) =>
  notification.stage === "NOW"
    ? `notifications.news.${notification.topic}`
    : `notifications.stages.${notification.stage}`;

/** Overdue, escalated, failed or to report: shown as asking for action now (a reminder ahead or an assignment is not). */
export const isUrgent = (notification: { topic: NotificationTopic; stage: NotificationStage }) =>
  notification.stage !== "BEFORE" && !NOT_URGENT_NEWS.has(notification.topic);

/** News that hands someone work with time to do it, rather than something gone wrong. */
const NOT_URGENT_NEWS: ReadonlySet<NotificationTopic> = new Set([
  "ACTION_ASSIGNED",
  "APPROVAL_REQUESTED",
  "DOCUMENT_APPROVED",
  "ACKNOWLEDGEMENT_REQUESTED",
]);
