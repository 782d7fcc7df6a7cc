/**
 * What a calendar subscription follows: an organization's control book, or the user's own work. Each
 * has the page its card is on, where the card posts, and the words that say what the calendar shows.
 */
// The new link's cookie goes where the page is read: its section, since with scripts the page's data
// is asked for at `<page>.data` (`/my-work.data` is outside a cookie path of `/my-work`, so: the root).
export const CALENDAR_FEED_TARGETS = {
  "control-book": {
    page: "/monitoring/control-book",
    postTo: "/monitoring/control-book/calendar-feed",
    cookiePath: "/monitoring",
    intro: "calendarFeed.intro",
  },
  "my-work": { page: "/my-work", postTo: "/my-work/calendar-feed", cookiePath: "/", intro: "calendarFeed.workIntro" },
} as const;
export type CalendarFeedTarget = keyof typeof CALENDAR_FEED_TARGETS;

export const CALENDAR_FEED_INTENTS = { create: "create", revoke: "revoke" } as const;

/** Whether the user subscribes (`createdDate` is an ISO moment); the link itself cannot be read back. */
export type CalendarFeedState = { subscribed: boolean; createdDate: string | null };
