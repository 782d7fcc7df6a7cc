import { addPeriod } from "./recurrence";
import { REVIEW_PERIODS, type ReviewPeriod } from "./risks";
import type { DateOnly } from "./wire-casing";

/** What an evaluation of compliance with a binding obligation found (ISO 14001 9.1.2, ISO 45001 9.1.2). */
export const EVALUATION_RESULTS = ["COMPLIANT", "PARTLY_COMPLIANT", "NOT_COMPLIANT"] as const;
export type EvaluationResult = (typeof EVALUATION_RESULTS)[number];

/** How often an obligation is evaluated: the risk register's periods; once a year unless chosen. */
export const EVALUATION_PERIODS = REVIEW_PERIODS;
export type EvaluationPeriod = ReviewPeriod;
export const DEFAULT_EVALUATION_PERIOD: EvaluationPeriod = "P1Y";

/** Where an obligation stands: never evaluated, evaluated and not yet due again, or past its next evaluation. */
export const EVALUATION_STANDINGS = ["NEVER", "ON_TIME", "OVERDUE"] as const;
export type EvaluationStanding = (typeof EVALUATION_STANDINGS)[number];

export function evaluationStanding(nextEvaluationDate: string | null, today: DateOnly): EvaluationStanding {
  if (nextEvaluationDate === null) return "NEVER";
  return nextEvaluationDate < today ? "OVERDUE" : "ON_TIME";
}

/** A result short of compliance asks for an action in the action plan. */
export const asksForAction = (result: EvaluationResult) => result !== "COMPLIANT";

/** The next evaluation: one period after the day evaluated. */
export const nextEvaluation = (evaluatedOn: DateOnly, period: EvaluationPeriod) =>
  addPeriod(evaluatedOn, period) as DateOnly;
