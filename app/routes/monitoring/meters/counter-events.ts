/** What happened to the counter since the reading before: nothing, a rollover past its maximum, or a new counter. */
export const COUNTER_EVENTS = ["none", "rollover", "newCounter"] as const;
