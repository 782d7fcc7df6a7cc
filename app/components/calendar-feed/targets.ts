/** What a calendar subscription follows: an organization's control book, or the user's own work. */
export type CalendarFeedTarget = "control-book" | "my-work";

export const CALENDAR_FEED_INTENTS = { create: "create", revoke: "revoke" } as const;

/** Whether the user subscribes (`createdDate` is an ISO moment); the link itself cannot be read back. */
export type CalendarFeedState = { subscribed: boolean; createdDate: string | null };
