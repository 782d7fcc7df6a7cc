import { NOTIFICATION_STAGES, NOTIFICATION_TOPICS } from "../../domain/notifications";
import { dateOnly, id, json, jsonBody, listOf, noContent, pagingSortedBy, standardProblems, timestamp, z } from "../schemas/common";
import { anyUser, defineOperation } from "./operation";

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
};
