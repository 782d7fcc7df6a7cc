import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_STAGES,
  NOTIFICATION_TOPICS,
} from "../../domain/notifications";
import {
  dateOnly,
  id,
  json,
  jsonBody,
  listOf,
  noContent,
  pagingSortedBy,
  standardProblems,
  timestamp,
  z,
} from "../schemas/common";
import { anyUser, defineOperation, publicAccess } from "./operation";

const named = z.object({ id, name: z.string() });
const tags = ["User"];

export const notification = z
  .object({
    id,
    topic: z.enum(NOTIFICATION_TOPICS),
    stage: z.enum(NOTIFICATION_STAGES),
    days_before: z.number().int().nullable().openapi({ description: "For a reminder before the deadline: its days" }),
    record_id: id.openapi({ description: "As in my work: the id the record's page is found by" }),
    detail: z.string().nullable(),
    title: z.string().openapi({ description: "The record's title when the notification was made" }),
    organization: named,
    work_in: named,
    due_date: dateOnly.nullable(),
    created_date: timestamp,
    read_date: timestamp.nullable(),
  })
  .openapi("Notification");

/** Unread first, newest first within each. */
export const NOTIFICATION_SORT_FIELDS = ["created_date"] as const;
export const notificationQuery = pagingSortedBy(NOTIFICATION_SORT_FIELDS);

export const MAX_MARKED_AT_ONCE = 200;
const markRead = z
  .strictObject({
    ids: z.array(id).min(1).max(MAX_MARKED_AT_ONCE).optional().openapi({ description: "These; without it, all" }),
  })
  .openapi("NotificationsRead");

const delivery = z.enum(NOTIFICATION_DELIVERIES);
const deliveries = z.object(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, delivery])) as Record<
    (typeof NOTIFICATION_TOPICS)[number],
    typeof delivery
  >,
);

export const notificationSettings = z
  .object({
    digest_frequency: z.enum(DIGEST_FREQUENCIES),
    deliveries: deliveries.openapi({ description: "Per topic: a mail each (IMMEDIATE), in the digest, or none" }),
  })
  .openapi("NotificationSettings");

const notificationSettingsInput = z
  .strictObject({
    digest_frequency: z.enum(DIGEST_FREQUENCIES).optional(),
    deliveries: deliveries.partial().strict().optional().openapi({ description: "A topic left out keeps its choice" }),
  })
  .openapi("NotificationSettingsInput");

const unsubscribeInput = z
  .strictObject({ token: z.string().min(1).max(200).openapi({ description: "From the mail's link" }) })
  .openapi("Unsubscribe");

/** What the product told the signed-in user. */
export const notificationsApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/notifications",
    tags,
    summary: "The caller's notifications, unread first, newest first",
    request: { query: notificationQuery },
    responses: {
      200: json(listOf(notification).extend({ unread: z.number().int().nonnegative() })),
      ...standardProblems,
    },
  }),
  unread: defineOperation(anyUser, {
    method: "get",
    path: "/notifications/unread",
    tags,
    summary: "How many of the caller's notifications are unread (the header's count)",
    responses: { 200: json(z.object({ unread: z.number().int().nonnegative() })), ...standardProblems },
  }),
  markRead: defineOperation(anyUser, {
    method: "post",
    path: "/notifications/read",
    tags,
    summary: "Marks the caller's notifications read: those named, or all; marking one twice changes nothing",
    request: { body: jsonBody(markRead) },
    responses: { 204: noContent, ...standardProblems },
  }),
  settings: defineOperation(anyUser, {
    method: "get",
    path: "/notification-settings",
    tags,
    summary: "How the caller hears of each topic, and how often their digest comes",
    responses: { 200: json(notificationSettings), ...standardProblems },
  }),
  saveSettings: defineOperation(anyUser, {
    method: "put",
    path: "/notification-settings",
    tags,
    request: { body: jsonBody(notificationSettingsInput) },
    responses: { 200: json(notificationSettings), ...standardProblems },
  }),
  unsubscribe: defineOperation(publicAccess, {
    method: "post",
    path: "/unsubscribe",
    tags,
    summary:
      "Stops the mails a signed link names (a topic, or all), without signing in; a mail's one-click unsubscribe (RFC 8058) ends here",
    request: { body: jsonBody(unsubscribeInput) },
    responses: { 204: noContent, ...standardProblems },
  }),
};
