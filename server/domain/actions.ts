/**
 * Actions: what an organization decided to do about something (an event today; later a risk, an
 * aspect, an audit finding, a compliance evaluation, a management review or an objective), one plan
 * for all of them. ISO 45001 and ISO 14001 10.2 and ISO 27001 10.2 ask that a nonconformity's actions
 * are carried out and their effectiveness reviewed; 6.1.4 and 6.2.2 plan actions of the same kind.
 */
export const ACTION_KINDS = ["IMMEDIATE", "CORRECTIVE", "PREVENTIVE", "IMPROVEMENT"] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** In the order an action goes through them; a done one may be reopened by setting it back. */
export const ACTION_STATUSES = ["OPEN", "IN_PROGRESS", "DONE"] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Where an action comes from; NONE for one planned on its own. Each source has a column naming its record. */
export const ACTION_SOURCES = [
  "EVENT",
  "RISK",
  "ASPECT",
  "EVALUATION",
  "AUDIT_FINDING",
  "OBJECTIVE",
  "REVIEW",
  "NONE",
] as const;
export type ActionSource = (typeof ACTION_SOURCES)[number];

export const EFFECTIVENESS = ["EFFECTIVE", "NOT_EFFECTIVE"] as const;
export type Effectiveness = (typeof EFFECTIVENESS)[number];

export type ActionState = { status: ActionStatus; effectiveness: Effectiveness | null };

/** An action is open until done, and unchecked until its effectiveness is judged. */
export const isOpenAction = (action: ActionState) => action.status !== "DONE";
export const isUncheckedAction = (action: ActionState) => action.status === "DONE" && action.effectiveness === null;

/** Overdue: not done and its due date passed (`yyyy-mm-dd` strings order as their dates do). */
export const isOverdue = (action: { status: ActionStatus; dueDate: string | null }, today: string) =>
  action.status !== "DONE" && action.dueDate !== null && action.dueDate < today;

/** How far ahead the register's "due within" filter looks, in days. */
export const DUE_WITHIN_DAYS = ["7", "30", "90"] as const;
