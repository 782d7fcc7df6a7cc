/**
 * The control book's rules: agreements recur by a calendar period, each occurrence is an inspection
 * that is PENDING until it is done, and completing one schedules the next (spec §4).
 */
import { addPeriod, DUE_SOON_DAYS, isRecurrencePeriod } from "./recurrence";
import type { DateOnly } from "./wire-casing";

export const AGREEMENT_TYPES = [
  "COMMUNICATION",
  "SERVICE_AND_INSPECTION",
  "ANALYSIS",
  "CALIBRATION",
  "COMPLIANCE",
  "REGISTRATION",
] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const INSPECTION_STATUSES = ["PENDING", "DONE"] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const INSPECTION_RESULTS = ["PASSED", "PASSED_WITH_REMARKS", "FAILED"] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const INSPECTION_CHANGE_KINDS = ["SCHEDULED", "DUE_MOVED", "COMPLETED", "REOPENED"] as const;
export type InspectionChangeKind = (typeof INSPECTION_CHANGE_KINDS)[number];

/** Where an inspection stands in the control book today. */
export const INSPECTION_STANDINGS = ["OVERDUE", "DUE_SOON", "LATER", "DONE"] as const;
export type InspectionStanding = (typeof INSPECTION_STANDINGS)[number];

export function inspectionStanding(inspection: { status: InspectionStatus; dueDate: string }, today: string) {
  if (inspection.status === "DONE") return "DONE" satisfies InspectionStanding;
  if (inspection.dueDate < today) return "OVERDUE" satisfies InspectionStanding;
  if (inspection.dueDate <= addPeriod(today, `P${DUE_SOON_DAYS}D`)) return "DUE_SOON" satisfies InspectionStanding;
  return "LATER" satisfies InspectionStanding;
}

/** The due date of an agreement's first inspection: the day it starts. */
export const firstDueDate = (agreement: { startsAt: DateOnly }) => agreement.startsAt;

/**
 * The next inspection after one performed on `performedAt`: the agreement's frequency later, or the
 * shorter interval a failed result asked for. None for a once-only agreement (P0D), and none past the
 * agreement's end.
 */
export function nextInspectionDue(
  agreement: { frequency: string; endsAt: string | null },
  performedAt: string,
  shorterInterval: string | null = null,
): DateOnly | null {
  const period = shorterInterval ?? agreement.frequency;
  if (period === "P0D") return null;
  const due = addPeriod(performedAt, period) as DateOnly;
  if (agreement.endsAt !== null && due > agreement.endsAt) return null;
  return due;
}

/** Why a change of an inspection is refused; each has a translated message on the screens. */
export type InspectionRefusal =
  | "performedInFuture"
  | "performedMissing"
  | "resultMissing"
  | "reasonMissing"
  | "intervalNotShorter"
  | "intervalWithoutFailure";

/** Days in an ISO period of our recurrence list, to compare two of them (P1M is 30 days here). */
function approximateDays(period: string) {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(period);
  if (!match) return Number.POSITIVE_INFINITY;
  const [years, months, weeks, days] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  return years! * 365 + months! * 30 + weeks! * 7 + days!;
}

export type Completion = {
  performedAt: string | null;
  result: InspectionResult | null;
  nextInterval: string | null;
};

/**
 * What refuses completing an inspection: a performed date is needed and may not be in the future, a
 * result is needed, and a shorter interval to the next one only follows a failed result and must be
 * shorter than the agreement's frequency.
 */
export function completionRefusals(completion: Completion, agreement: { frequency: string }, today: string) {
  const refusals: Partial<Record<keyof Completion, InspectionRefusal>> = {};
  if (completion.performedAt === null) refusals.performedAt = "performedMissing";
  else if (completion.performedAt > today) refusals.performedAt = "performedInFuture";
  if (completion.result === null) refusals.result = "resultMissing";
  if (completion.nextInterval !== null) {
    if (completion.result !== "FAILED") refusals.nextInterval = "intervalWithoutFailure";
    else if (
      !isRecurrencePeriod(completion.nextInterval) ||
      completion.nextInterval === "P0D" ||
      (agreement.frequency !== "P0D" &&
        approximateDays(completion.nextInterval) >= approximateDays(agreement.frequency))
    )
      refusals.nextInterval = "intervalNotShorter";
  }
  return refusals;
}

/** Reopening a done inspection, or moving a due date, needs a reason kept in the history. */
export const needsReason = (reason: string | null | undefined) => !reason || reason.trim() === "";
