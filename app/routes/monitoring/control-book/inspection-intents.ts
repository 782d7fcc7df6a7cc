/** The forms of an inspection's edit page, each posted with its own intent. */
export const INSPECTION_INTENTS = ["complete", "correct", "move", "reopen"] as const;
export type InspectionIntent = (typeof INSPECTION_INTENTS)[number];
