import { singleCodes } from "./hazard-statements";

/**
 * The danger code colour of a chemical, from its hazard statements (decision 015):
 * - RED: a hazard that calls for substitution first and exposure kept as low as possible:
 *   carcinogenic, mutagenic or toxic to reproduction (every category, with effects on or via
 *   lactation), acute toxicity category 1–2 (fatal), specific target organ toxicity category 1,
 *   respiratory sensitisation, and endocrine disruption for human health category 1;
 * - YELLOW: any other hazard statement, and the supplemental EUH statements that describe a hazard
 *   (EUH0xx, and the 2023 classes EUH380–EUH451);
 * - GREEN: none of those; label information such as EUH208 or EUH210 alone does not make a hazard.
 */
export const DANGER_CODES = ["GREEN", "YELLOW", "RED"] as const;
export type DangerCode = (typeof DANGER_CODES)[number];

const RED = new Set([
  // Acute toxicity category 1–2: fatal if swallowed, in contact with skin, if inhaled.
  "H300",
  "H310",
  "H330",
  // Germ cell mutagenicity, carcinogenicity, reproductive toxicity (CMR).
  "H340",
  "H341",
  "H350",
  "H350i",
  "H351",
  "H360",
  "H360F",
  "H360D",
  "H360FD",
  "H360Fd",
  "H360Df",
  "H361",
  "H361f",
  "H361d",
  "H361fd",
  "H362",
  // Specific target organ toxicity category 1, single and repeated exposure.
  "H370",
  "H372",
  // Respiratory sensitisation.
  "H334",
  // Endocrine disruption for human health, category 1.
  "EUH380",
]);

const describesHazard = (code: string) => !/^EUH(2\d\d|401)/.test(code);

export function dangerCodeOf(hazardCodes: Iterable<string>): DangerCode {
  const codes = [...hazardCodes].flatMap(singleCodes);
  if (codes.some((code) => RED.has(code))) return "RED";
  return codes.some(describesHazard) ? "YELLOW" : "GREEN";
}
