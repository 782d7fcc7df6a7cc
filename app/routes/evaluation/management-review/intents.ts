/** The forms of a review's page, each posted with its own intent. */
export const REVIEW_INTENTS = ["status", "assemble", "minutes", "addAction"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];
