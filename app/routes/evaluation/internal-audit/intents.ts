/** The forms of an audit's page and of a finding's page, each posted with its own intent. */
export const AUDIT_INTENTS = ["status", "addFinding", "checklist", "repeat"] as const;
export type AuditIntent = (typeof AUDIT_INTENTS)[number];

export const FINDING_INTENTS = ["saveFinding", "addAction"] as const;
export type FindingIntent = (typeof FINDING_INTENTS)[number];
