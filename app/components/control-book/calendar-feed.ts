/** Where the calendar card posts, and what it asks for. */
export const CALENDAR_FEED_PATH = "/monitoring/control-book/calendar-feed";
export const CALENDAR_FEED_INTENTS = { create: "create", revoke: "revoke" } as const;

/** Whether the user subscribes (`createdDate` is an ISO moment); the link itself cannot be read back. */
export type CalendarFeedState = { subscribed: boolean; createdDate: string | null };
