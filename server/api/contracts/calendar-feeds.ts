import { calendarFeedCreated, calendarFeedParams, calendarFeedState } from "../schemas/calendar-feeds";
import { json, noContent, organizationParams, standardProblems, z } from "../schemas/common";
import { anyUser, defineOperation, inOrganization, publicAccess } from "./operation";

const tags = ["Control book"];
/**
 * Subscribing changes nothing but the caller's own subscription: reading the control book is enough.
 * The feed itself is read without a session, and opens only while its owner still holds this.
 */
export const calendarFeedAccess = inOrganization("READ", "control-book");
const read = calendarFeedAccess;

/** The caller's calendar subscriptions (the organization's control book, their own work) and the feed one opens. */
export const calendarFeedsApi = {
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/calendar-feed",
    tags,
    request: { params: organizationParams },
    responses: { 200: json(calendarFeedState), ...standardProblems },
  }),
  create: defineOperation(read, {
    method: "post",
    path: "/organizations/{org}/calendar-feed",
    tags,
    summary: "A new secret address for the caller's calendar; an earlier one stops working",
    request: { params: organizationParams },
    responses: { 201: json(calendarFeedCreated, "Created: the token is shown this once"), ...standardProblems },
  }),
  revoke: defineOperation(read, {
    method: "delete",
    path: "/organizations/{org}/calendar-feed",
    tags,
    request: { params: organizationParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  getWork: defineOperation(anyUser, {
    method: "get",
    path: "/my-work/calendar-feed",
    tags: ["User"],
    summary: "Whether the caller subscribes to their own work in a calendar",
    responses: { 200: json(calendarFeedState), ...standardProblems },
  }),
  createWork: defineOperation(anyUser, {
    method: "post",
    path: "/my-work/calendar-feed",
    tags: ["User"],
    summary: "A new secret address for the caller's own work in a calendar; an earlier one stops working",
    responses: { 201: json(calendarFeedCreated, "Created: the token is shown this once"), ...standardProblems },
  }),
  revokeWork: defineOperation(anyUser, {
    method: "delete",
    path: "/my-work/calendar-feed",
    tags: ["User"],
    responses: { 204: noContent, ...standardProblems },
  }),
  feed: defineOperation(publicAccess, {
    method: "get",
    path: "/calendar-feeds/{token}",
    tags,
    summary:
      "The control book's due dates, or the subscriber's own work, as iCalendar in the subscriber's language; " +
      "404 for an unknown or revoked token, and once the subscriber may no longer read the control book",
    request: { params: calendarFeedParams },
    responses: {
      200: {
        description: "An iCalendar document (RFC 5545)",
        content: { "text/calendar": { schema: z.string() } },
      },
      404: standardProblems[404],
    },
  }),
};
