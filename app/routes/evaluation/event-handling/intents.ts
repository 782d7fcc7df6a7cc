/** The forms of an event's page, each posted with its own intent. */
export const EVENT_INTENTS = ["status", "addAction", "authorityReport"] as const;
export type EventIntent = (typeof EVENT_INTENTS)[number];
