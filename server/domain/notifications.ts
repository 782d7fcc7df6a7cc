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

/** Days before a deadline a reminder goes out, unless the organization sets its own. */
export const DEFAULT_REMINDER_DAYS = [30, 7, 1] as const;
/** Days overdue after which the managers hear of it, unless the organization sets its own (null: never). */
export const DEFAULT_ESCALATION_DAYS = 7;

/** Bounds of the settings: a reminder more than a year ahead or a sixth stage helps nobody. */
export const REMINDER_DAYS_RANGE = { min: 1, max: 365, stages: 5 } as const;
export const ESCALATION_DAYS_RANGE = { min: 1, max: 90 } as const;

/**
 * The one stage a deadline `due` has reached on `today`, or none: overdue from the day after it, else
 * the nearest stage at or beyond the days left (a deadline first seen 5 days ahead with stages 30/7/1
 * is at 7, and never gets the 30 it missed). Due today counts as one day left.
 */
export function reminderStage(
  due: string,
  today: string,
  reminderDays: readonly number[],
): { stage: "BEFORE"; days: number } | { stage: "OVERDUE" } | null {
  if (due < today) return { stage: "OVERDUE" };
  const left = Math.max(1, Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000));
  const reached = reminderDays.filter((days) => days >= left);
  return reached.length ? { stage: "BEFORE", days: Math.min(...reached) } : null;
}

/**
 * The reminder settings an organization saves: each stage once, furthest first, within bounds. Answers
 * null for input that is not a list of whole days in range.
 */
export function normalizedReminderDays(days: readonly number[]): number[] | null {
  const { min, max, stages } = REMINDER_DAYS_RANGE;
  if (days.some((day) => !Number.isInteger(day) || day < min || day > max)) return null;
  const unique = [...new Set(days)].sort((a, b) => b - a);
  return unique.length <= stages ? unique : null;
}
