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
