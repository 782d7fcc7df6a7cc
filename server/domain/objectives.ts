import type { DateOnly } from "./wire-casing";

/**
 * What an objective is measured by: a figure the product computes from its own records over the
 * objective's organization and those below it, or one entered by hand (`MANUAL`).
 */
export const OBJECTIVE_MEASURES = [
  "CO2_SCOPES_1_2",
  "CO2_SCOPE_1",
  "CO2_SCOPE_2",
  "ENERGY",
  "WASTE_TONNES",
  "HAZARDOUS_WASTE_SHARE",
  "RECYCLING_SHARE",
  "ACCIDENTS",
  "LOST_TIME_INJURY_FREQUENCY",
  "OVERDUE_ACTIONS",
  "COMPETENCE_COMPLETION",
  "EVALUATIONS_ON_TIME",
  "MANUAL",
] as const;
export type ObjectiveMeasure = (typeof OBJECTIVE_MEASURES)[number];

/** How an objective stands on a day: its actual against the straight path from baseline to target. */
export const OBJECTIVE_STANDINGS = ["ACHIEVED", "ON_TRACK", "BEHIND", "NO_FIGURE"] as const;
export type ObjectiveStanding = (typeof OBJECTIVE_STANDINGS)[number];

/** An objective as the performance overview and a management review's agenda show it on a day. */
export type ObjectiveSummary = {
  id: number;
  organizationId: number;
  organizationName: string;
  title: string;
  measure: ObjectiveMeasure;
  /** The unit a `MANUAL` objective's figures are in, as entered; null for a computed measure. */
  unit: string | null;
  baselineYear: number;
  baselineValue: number;
  targetValue: number;
  deadline: DateOnly;
  /** The figure on the day, or null when the records give none. */
  actual: number | null;
  /** Where the straight path from baseline to target stands on the day. */
  expected: number | null;
  standing: ObjectiveStanding;
  ownerName: string | null;
  openActions: number;
};

/**
 * How a measure's figure is made: a total of twelve months (`TOTAL`), a share or rate over twelve months
 * (`RATE`), a count or share on the day itself (`STATE`), or the newest figure entered by hand.
 */
type MeasureKind = "TOTAL" | "RATE" | "STATE" | "MANUAL";
type MeasureRule = { kind: MeasureKind; unit: string; lowerIsBetter: boolean; upTo?: number };

/** Each measure's kind, its unit, the better way for it to go, and the most a figure of it can be. */
export const MEASURE_RULES: Record<ObjectiveMeasure, MeasureRule> = {
  CO2_SCOPES_1_2: { kind: "TOTAL", unit: "t CO2", lowerIsBetter: true },
  CO2_SCOPE_1: { kind: "TOTAL", unit: "t CO2", lowerIsBetter: true },
  CO2_SCOPE_2: { kind: "TOTAL", unit: "t CO2", lowerIsBetter: true },
  ENERGY: { kind: "TOTAL", unit: "MWh", lowerIsBetter: true },
  WASTE_TONNES: { kind: "TOTAL", unit: "t", lowerIsBetter: true },
  HAZARDOUS_WASTE_SHARE: { kind: "RATE", unit: "%", lowerIsBetter: true, upTo: 100 },
  RECYCLING_SHARE: { kind: "RATE", unit: "%", lowerIsBetter: false, upTo: 100 },
  ACCIDENTS: { kind: "TOTAL", unit: "", lowerIsBetter: true },
  LOST_TIME_INJURY_FREQUENCY: { kind: "RATE", unit: "LTIF", lowerIsBetter: true },
  OVERDUE_ACTIONS: { kind: "STATE", unit: "", lowerIsBetter: true },
  COMPETENCE_COMPLETION: { kind: "STATE", unit: "%", lowerIsBetter: false, upTo: 100 },
  EVALUATIONS_ON_TIME: { kind: "STATE", unit: "%", lowerIsBetter: false, upTo: 100 },
  MANUAL: { kind: "MANUAL", unit: "", lowerIsBetter: true },
};

/** The key of a measure's unit's text, or null for a count (accidents) and a figure by hand (its own unit). */
export const unitKey = (measure: ObjectiveMeasure) =>
  MEASURE_RULES[measure].unit ? `objectiveFields.units.${measure}` : null;

/** The largest figure any objective takes: beyond it a figure is a typing error. */
export const MAX_OBJECTIVE_FIGURE = 1e12;
/** Objectives are set for years this side of the product's records and plans. */
export const OBJECTIVE_YEARS = { first: 2000, last: 2100 } as const;

type Path = Pick<ObjectiveSummary, "measure" | "baselineYear" | "baselineValue" | "targetValue" | "deadline">;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whether lower figures are the better ones: the measure's way, or for a figure by hand, the target's. */
export const lowerIsBetter = (objective: Pick<Path, "measure" | "baselineValue" | "targetValue">) =>
  objective.measure === "MANUAL"
    ? objective.targetValue <= objective.baselineValue
    : MEASURE_RULES[objective.measure].lowerIsBetter;

/**
 * Where the straight path stands on a day: the baseline at the end of the baseline year, the target on
 * the deadline, and in between in proportion to the days gone.
 */
export function expectedOn(objective: Path, day: string): number {
  const start = dayNumber(`${objective.baselineYear + 1}-01-01`);
  const end = dayNumber(objective.deadline);
  const now = dayNumber(day);
  if (now <= start || end <= start) return now >= end ? objective.targetValue : objective.baselineValue;
  if (now >= end) return objective.targetValue;
  return objective.baselineValue + ((objective.targetValue - objective.baselineValue) * (now - start)) / (end - start);
}

/** The standing of an actual figure against the target and the path's figure on the same day. */
export function standingOf(objective: Path, actual: number | null, expected: number): ObjectiveStanding {
  if (actual === null) return "NO_FIGURE";
  const better = (a: number, b: number) => (lowerIsBetter(objective) ? a <= b : a >= b);
  if (better(actual, objective.targetValue)) return "ACHIEVED";
  return better(actual, expected) ? "ON_TRACK" : "BEHIND";
}

/**
 * Refusals of an objective's figures: a computed measure's target on the wrong side of its baseline
 * (a reduction's above it), a share over 100 %, a deadline not after the baseline year.
 */
export function objectiveRefusals(objective: Omit<Path, "baselineValue"> & { baselineValue: number | null }) {
  const refusals: { path: string; code: string; message: string }[] = [];
  const rule = MEASURE_RULES[objective.measure];
  for (const [field, value] of [
    ["baseline_value", objective.baselineValue],
    ["target_value", objective.targetValue],
  ] as const) {
    if (value !== null && rule.upTo !== undefined && value > rule.upTo) {
      refusals.push({ path: field, code: "over_100", message: "A share is at most 100 %" });
    }
  }
  if (objective.deadline <= `${objective.baselineYear}-12-31`) {
    refusals.push({ path: "deadline", code: "deadline_in_baseline_year", message: "After the baseline year" });
  }
  if (rule.kind !== "MANUAL" && objective.baselineValue !== null) {
    const wrongWay = rule.lowerIsBetter
      ? objective.targetValue > objective.baselineValue
      : objective.targetValue < objective.baselineValue;
    if (wrongWay) {
      const code = rule.lowerIsBetter ? "target_above_baseline" : "target_below_baseline";
      refusals.push({ path: "target_value", code, message: "The target lies the wrong way from the baseline" });
    }
  }
  return refusals;
}
