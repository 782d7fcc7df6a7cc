import { casProblem, ecProblem } from "./chemical-identifiers";

/**
 * The substances section 3 of a safety data sheet lists: each with its name, CAS and EC numbers
 * (only numbers whose check digit holds) and its concentration range. A sheet puts a substance on one
 * row of a table ("Ethanol 64-17-5 200-578-6 10 - <25 % Flam. Liq. 2, H225") or over a few labelled
 * lines ("CAS-nr.: 64-17-5"); a row starts where a number is met that the substance being read
 * already has.
 */
export type ReadSubstance = {
  name: string;
  casNumber: string | null;
  ecNumber: string | null;
  /** Percent by weight; null: no lower bound given ("< 1 %"). */
  min: number | null;
  max: number | null;
};

export const MAX_SUBSTANCES = 100;

const CAS = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g;
const EC = /(?<![\d-])\d{3}-\d{3}-\d(?![\d-])/g;
const NUMBER = String.raw`(\d{1,3}(?:[.,]\d+)?)`;
const DASH = String.raw`\s*(?:-|–|—|to|til)\s*`;
const RANGE = new RegExp(String.raw`(?:≥|>=|>|=)?\s*${NUMBER}${DASH}(?:<=|≤|<)?\s*${NUMBER}\s*%`);
const BELOW = new RegExp(String.raw`(?:<=|≤|<)\s*${NUMBER}\s*%`);
const SINGLE = new RegExp(String.raw`(?:≥|>=|>|=|ca\.?|approx\.?)?\s*${NUMBER}\s*%`);
const LABELS =
  /\b(cas[\s-]*(?:no|nr|number|nummer)?|ec[\s-]*(?:no|nr|number)?|ef[\s-]*(?:nr|nummer)?|einecs|elincs|index[\s-]*(?:no|nr)?|reach[^:]*|name|navn|kemisk navn|stofnavn|substance|stof)\s*\.?\s*:?\s*$/i;

// Where a row's numbers start: a CAS, EC or index number, a bound or a percentage.
const FIRST_NUMBER = /(?<![\d-])\d{2,7}-\d{2,3}-\d|[≥≤<>]|\d+(?:[.,]\d+)?\s*%/;

const percent = (typed: string) => Number(typed.replace(",", "."));

/** The concentration range written on the line, or null; bounds outside 0–100 % or reversed read as none. */
export function concentration(line: string): { min: number | null; max: number } | null {
  const range = RANGE.exec(line);
  const below = BELOW.exec(line);
  const single = SINGLE.exec(line);
  const read = range
    ? { min: percent(range[1]!), max: percent(range[2]!) }
    : below
      ? { min: null, max: percent(below[1]!) }
      : single
        ? { min: percent(single[1]!), max: percent(single[1]!) }
        : null;
  if (!read || read.max > 100 || (read.min !== null && read.min > read.max)) return null;
  return read;
}

const valid = (pattern: RegExp, line: string, problem: (typed: string) => unknown) =>
  [...line.matchAll(pattern)].map((match) => match[0]).find((typed) => problem(typed) === null) ?? null;

/** The text before the first number of a row, without a label it ends in ("CAS-nr.:"). */
function nameBefore(line: string): string {
  const first = line.search(FIRST_NUMBER);
  const before = (first < 0 ? line : line.slice(0, first)).replace(LABELS, "").trim();
  return /\p{L}{2}/u.test(before) ? before.replace(/[\s:;,–-]+$/, "") : "";
}

export function readSubstances(lines: readonly string[]): ReadSubstance[] {
  const substances: ReadSubstance[] = [];
  let current: ReadSubstance | null = null;
  let lastText = "";
  for (const line of lines) {
    const casNumber = valid(CAS, line, casProblem);
    const ecNumber = valid(EC, line, ecProblem);
    if (!casNumber && !ecNumber) {
      const range = concentration(line);
      if (current && current.max === null && range) Object.assign(current, range);
      else lastText = nameBefore(line);
      continue;
    }
    if (!current || (casNumber && current.casNumber) || (ecNumber && current.ecNumber) || nameBefore(line)) {
      if (substances.length === MAX_SUBSTANCES) break;
      current = { name: nameBefore(line) || lastText, casNumber: null, ecNumber: null, min: null, max: null };
      substances.push(current);
      lastText = "";
    }
    current.casNumber ??= casNumber;
    current.ecNumber ??= ecNumber;
    if (current.max === null) Object.assign(current, concentration(line.replace(CAS, " ").replace(EC, " ")) ?? {});
  }
  return substances.filter((substance) => substance.name || substance.casNumber);
}
