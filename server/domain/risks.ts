/**
 * Hazard identification and the assessment of risks (ISO 45001 6.1.2; the Danish workplace assessment,
 * APV). A risk is scored likelihood × severity on a matrix the holding sets; the controls follow the
 * hierarchy's order. The categories and the default matrix are the product's own, settable where a
 * holding works otherwise: no law prescribes them (decision 033).
 */
export const HAZARD_CATEGORIES = [
  "MECHANICAL",
  "FALL",
  "CHEMICAL",
  "PHYSICAL",
  "ERGONOMIC",
  "PSYCHOSOCIAL",
  "BIOLOGICAL",
  "FIRE_AND_EXPLOSION",
  "ELECTRICAL",
  "TRAFFIC",
  "OTHER",
] as const;
export type HazardCategory = (typeof HAZARD_CATEGORIES)[number];

/** The hierarchy of controls, most effective first (ISO 45001 8.1.2). */
export const CONTROL_LEVELS = [
  "ELIMINATION",
  "SUBSTITUTION",
  "ENGINEERING",
  "ADMINISTRATIVE",
  "PROTECTIVE_EQUIPMENT",
] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

/** Controls listed in the hierarchy's order, each level's in the order given. */
export const inHierarchyOrder = <T extends { level: ControlLevel }>(controls: readonly T[]): T[] =>
  controls
    .map((control, index) => ({ control, index }))
    .sort(
      (a, b) => CONTROL_LEVELS.indexOf(a.control.level) - CONTROL_LEVELS.indexOf(b.control.level) || a.index - b.index,
    )
    .map(({ control }) => control);

export const RISK_LEVELS = ["LOW", "MEDIUM", "HIGH", "VERY_HIGH"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * A holding's matrix: how many steps of likelihood and of severity, and the highest score (likelihood
 * × severity) of each level but the last; what scores more is VERY_HIGH.
 */
export type RiskMatrix = {
  likelihoods: number;
  severities: number;
  bounds: { LOW: number; MEDIUM: number; HIGH: number };
};

/** 5 × 5 with the bands most 5 × 5 matrices use: 1–4 low, 5–9 medium, 10–16 high, 20–25 very high. */
export const DEFAULT_RISK_MATRIX: RiskMatrix = {
  likelihoods: 5,
  severities: 5,
  bounds: { LOW: 4, MEDIUM: 9, HIGH: 16 },
};
export const MATRIX_STEPS = { min: 3, max: 6 } as const;

/** The words of a scale's steps, lowest first, in each language the product speaks. */
export type StepWords = { en: string[]; da: string[] };
/** The longest word of a step: it stands in a list and a badge. */
export const MAX_STEP_WORD = 40;

/** Why a matrix cannot be used, as codes (each a field's): none when it can. */
export function matrixRefusals(matrix: RiskMatrix): { path: string; code: string }[] {
  const refusals: { path: string; code: string }[] = [];
  for (const path of ["likelihoods", "severities"] as const) {
    const steps = matrix[path];
    if (!Number.isInteger(steps) || steps < MATRIX_STEPS.min || steps > MATRIX_STEPS.max) {
      refusals.push({ path, code: "matrix_steps" });
    }
  }
  const highest = matrix.likelihoods * matrix.severities;
  const { LOW, MEDIUM, HIGH } = matrix.bounds;
  const rising =
    [LOW, MEDIUM, HIGH].every((bound) => Number.isInteger(bound) && bound >= 1) && LOW < MEDIUM && MEDIUM < HIGH;
  // Every level must be reachable: the last band needs a score above HIGH.
  if (!rising || HIGH >= highest) refusals.push({ path: "bounds", code: "matrix_bounds" });
  return refusals;
}

/** Why a scale's words cannot be used: each language names every step, in at most MAX_STEP_WORD letters. */
export function stepWordRefusals(words: StepWords | null, steps: number, path: string) {
  if (words === null) return [];
  const fits = (list: string[]) =>
    list.length === steps && list.every((word) => word.trim().length > 0 && word.length <= MAX_STEP_WORD);
  return fits(words.en) && fits(words.da) ? [] : [{ path, code: "matrix_words" }];
}

/** Whether a likelihood or severity is a step of the matrix. */
export const isStep = (value: number, steps: number) => Number.isInteger(value) && value >= 1 && value <= steps;

/** The level of a likelihood and a severity on the matrix; RangeError for a step it does not have. */
export function riskLevel(likelihood: number, severity: number, matrix: RiskMatrix = DEFAULT_RISK_MATRIX): RiskLevel {
  if (!isStep(likelihood, matrix.likelihoods) || !isStep(severity, matrix.severities)) {
    throw new RangeError(
      `Not a cell of a ${matrix.likelihoods} × ${matrix.severities} matrix: ${likelihood} × ${severity}`,
    );
  }
  const score = likelihood * severity;
  if (score <= matrix.bounds.LOW) return "LOW";
  if (score <= matrix.bounds.MEDIUM) return "MEDIUM";
  return score <= matrix.bounds.HIGH ? "HIGH" : "VERY_HIGH";
}

/** Every cell of the matrix with its level, severity across and likelihood down from the highest (the heat map's grid). */
export function matrixCells(matrix: RiskMatrix = DEFAULT_RISK_MATRIX) {
  const rows: { likelihood: number; cells: { severity: number; score: number; level: RiskLevel }[] }[] = [];
  for (let likelihood = matrix.likelihoods; likelihood >= 1; likelihood--) {
    const cells = [];
    for (let severity = 1; severity <= matrix.severities; severity++) {
      cells.push({ severity, score: likelihood * severity, level: riskLevel(likelihood, severity, matrix) });
    }
    rows.push({ likelihood, cells });
  }
  return rows;
}

/**
 * The workplace assessment (APV) is made again at least every three years (the Danish Working
 * Environment Act, arbejdsmiljøloven, § 15 a): a department's next round is due that long after its last
 * was done.
 */
export const APV_INTERVAL = "P3Y";

/** How often a risk is reviewed; at most the APV's three years, the default. */
export const REVIEW_PERIODS = ["P6M", "P1Y", "P2Y", "P3Y"] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];

export const ROUND_STATUSES = ["OPEN", "DONE"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
