import { addPeriod } from "./recurrence";

/**
 * Environmental aspects and their impacts (ISO 14001 6.1.2): an activity's aspect, the impact it has,
 * under which condition and at which stage of the life cycle, scored on four criteria; a rule the
 * holding chooses says which are significant (decision 034). The conditions, stages, criteria and
 * rules are the product's own: no law prescribes them.
 */
export const ASPECT_CONDITIONS = ["NORMAL", "ABNORMAL", "EMERGENCY"] as const;
export type AspectCondition = (typeof ASPECT_CONDITIONS)[number];

/** The life-cycle perspective: from getting the raw materials to what becomes of the product at the end. */
export const LIFE_CYCLE_STAGES = ["RAW_MATERIALS", "DESIGN", "PRODUCTION", "TRANSPORT", "USE", "END_OF_LIFE"] as const;
export type LifeCycleStage = (typeof LIFE_CYCLE_STAGES)[number];

/** The criteria an aspect is scored on, each a step of 1 to CRITERION_STEPS. */
export const CRITERIA = ["severity", "probability", "legalRequirement", "stakeholderConcern"] as const;
export type Criterion = (typeof CRITERIA)[number];
export type Scores = Record<Criterion, number>;
export const CRITERION_STEPS = 5;

/**
 * How the scores make an aspect significant: their sum or their product at least a threshold, or any
 * criterion at the top of its scale.
 */
export const SIGNIFICANCE_RULES = ["SUM", "PRODUCT", "ANY_TOP"] as const;
export type SignificanceRule = (typeof SIGNIFICANCE_RULES)[number];

/** The thresholds a rule may take: above the lowest score (else every aspect is significant), up to the highest. */
export const THRESHOLD_RANGES = {
  SUM: { min: CRITERIA.length + 1, max: CRITERIA.length * CRITERION_STEPS },
  PRODUCT: { min: 2, max: CRITERION_STEPS ** CRITERIA.length },
} as const;

/**
 * A holding's choice: the rule, its threshold (none for ANY_TOP), and whether an aspect linked to a
 * binding obligation is significant whatever its scores.
 */
export type SignificanceSetting = {
  rule: SignificanceRule;
  threshold: number | null;
  obligationMakesSignificant: boolean;
};

/** Until a holding chooses: the sum of the four scores 12 or more (3 on average), and an obligation makes it significant. */
export const DEFAULT_SIGNIFICANCE: SignificanceSetting = {
  rule: "SUM",
  threshold: 12,
  obligationMakesSignificant: true,
};

/** Why a setting cannot be used, as codes on its fields; none when it can. */
export function settingRefusals(setting: SignificanceSetting): { path: string; code: string }[] {
  if (setting.rule === "ANY_TOP") {
    return setting.threshold === null ? [] : [{ path: "threshold", code: "significance_threshold_unused" }];
  }
  const { min, max } = THRESHOLD_RANGES[setting.rule];
  const { threshold } = setting;
  return threshold !== null && Number.isInteger(threshold) && threshold >= min && threshold <= max
    ? []
    : [{ path: "threshold", code: "significance_threshold" }];
}

const isStep = (value: number) => Number.isInteger(value) && value >= 1 && value <= CRITERION_STEPS;

/** The combined score by the rule: the sum, the product, or (any at the top) the highest criterion. */
export function combinedScore(scores: Scores, rule: SignificanceRule): number {
  const values = CRITERIA.map((criterion) => scores[criterion]);
  if (!values.every(isStep)) throw new RangeError(`Not steps of 1 to ${CRITERION_STEPS}: ${values.join(", ")}`);
  if (rule === "SUM") return values.reduce((sum, value) => sum + value, 0);
  if (rule === "PRODUCT") return values.reduce((product, value) => product * value, 1);
  return Math.max(...values);
}

/** What makes an aspect significant: its scores, or a binding obligation linked to it; null when it is not. */
export type SignificanceReason = "SCORE" | "OBLIGATION";

/** An aspect's significance, worked out when read: changing the holding's rule re-bands every aspect. */
export function significance(
  scores: Scores,
  obligations: number,
  setting: SignificanceSetting = DEFAULT_SIGNIFICANCE,
): { score: number; significant: boolean; reason: SignificanceReason | null } {
  const score = combinedScore(scores, setting.rule);
  const byScore = setting.rule === "ANY_TOP" ? score === CRITERION_STEPS : score >= (setting.threshold ?? Infinity);
  const reason = byScore ? "SCORE" : setting.obligationMakesSignificant && obligations > 0 ? "OBLIGATION" : null;
  return { score, significant: reason !== null, reason };
}

/** The longest recurrence of a review, in months (ten years). */
export const MAX_REVIEW_MONTHS = 120;

/**
 * The next review: the last review plus the recurrence where both are given, else the date given (or none).
 */
export function nextReviewDate(
  lastReviewDate: string | null,
  reviewMonths: number | null,
  given: string | null,
): string | null {
  if (lastReviewDate !== null && reviewMonths !== null) return addPeriod(lastReviewDate, `P${reviewMonths}M`);
  return given;
}
