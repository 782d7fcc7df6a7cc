import { WORK_KINDS, type WorkKind } from "./my-work";

/**
 * Notifications tell a member what waits for them without their opening a page. A reminder is due at
 * each of the organization's stages before a deadline and on its first day overdue; escalation tells
 * the managers of the record's organization too once it is overdue by the organization's days.
 */
export const NOTIFICATION_STAGES = ["BEFORE", "OVERDUE", "ESCALATION"] as const;
export type NotificationStage = (typeof NOTIFICATION_STAGES)[number];

/** What a notification is about: a kind of deadline of "my work" (the immediate ones join them). */
export const NOTIFICATION_TOPICS = WORK_KINDS;
export type NotificationTopic = WorkKind;

/** How a user wants to hear of a topic: a mail each, in their digest, or in the product only. */
export const NOTIFICATION_DELIVERIES = ["IMMEDIATE", "DIGEST", "NONE"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
/** Reminders wait for the digest unless the user asks otherwise. */
export const DEFAULT_DELIVERY: NotificationDelivery = "DIGEST";

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
