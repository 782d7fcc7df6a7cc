import hazardData from "./reference/clp-hazard-statements.json";
import precautionaryData from "./reference/clp-precautionary-statements.json";

/**
 * The CLP hazard statements (H, with the combined acute-toxicity ones), the EU supplemental statements
 * (EUH) and the precautionary statements (P), with their official English and Danish texts
 * (Regulation (EC) No 1272/2008, Annexes III and IV, consolidated 2025-09-01; `reference/` names the
 * source and its licence). Both languages are complete in the data.
 */
export type StatementText = { en: string; da: string };

export type HazardStatement = {
  code: string;
  /** EUH statements are the EU's supplemental ones; the rest are the CLP (GHS) hazard statements. */
  kind: "H" | "EUH";
  group: "physical" | "health" | "environmental" | "supplemental";
  combined: boolean;
  text: StatementText;
};

export type PrecautionaryStatement = {
  code: string;
  group: "general" | "prevention" | "response" | "storage" | "disposal";
  combined: boolean;
  text: StatementText;
};

const HAZARD_GROUPS: Record<string, HazardStatement["group"]> = {
  "physical hazard": "physical",
  "health hazard": "health",
  "environmental hazard": "environmental",
};

/** An EU supplemental statement (EUH), as against a CLP hazard statement (H). */
export const isSupplemental = (code: string) => code.startsWith("EUH");

export const HAZARD_STATEMENTS: readonly HazardStatement[] = hazardData.entries.map((entry) => ({
  code: entry.code,
  kind: isSupplemental(entry.code) ? "EUH" : "H",
  group: HAZARD_GROUPS[entry.group] ?? "supplemental",
  combined: entry.combined,
  text: { en: entry.text_en, da: entry.text_da },
}));

export const PRECAUTIONARY_STATEMENTS: readonly PrecautionaryStatement[] = precautionaryData.entries.map((entry) => ({
  code: entry.code,
  group: entry.group as PrecautionaryStatement["group"],
  combined: entry.combined,
  text: { en: entry.text_en, da: entry.text_da },
}));

/** The codes of each kind, as inputs are checked against them. */
export const HAZARD_CODES: Record<HazardStatement["kind"], string[]> = {
  H: HAZARD_STATEMENTS.filter((statement) => statement.kind === "H").map((statement) => statement.code),
  EUH: HAZARD_STATEMENTS.filter((statement) => statement.kind === "EUH").map((statement) => statement.code),
};

export const HAZARD_STATEMENT_SOURCE = {
  title: hazardData.meta.underlying_legal_source,
  licence: hazardData.meta.license,
};

const hazardByCode = new Map(HAZARD_STATEMENTS.map((statement) => [statement.code, statement]));
const precautionaryByCode = new Map(PRECAUTIONARY_STATEMENTS.map((statement) => [statement.code, statement]));

export const hazardStatement = (code: string) => hazardByCode.get(code);
export const precautionaryStatement = (code: string) => precautionaryByCode.get(code);

/** The single statements a combined one ("H300+H310") is made of; a single one is its own. */
export const singleCodes = (code: string) => code.split("+");

/** CLP Annex IV numbers the precautionary statements by kind: P1 general, P2 prevention, P3 response, P4 storage, P5 disposal. */
export const PRECAUTION_KINDS = ["GENERAL", "PREVENTION", "RESPONSE", "STORAGE", "DISPOSAL"] as const;
export type PrecautionKind = (typeof PRECAUTION_KINDS)[number];
/** A combined statement is of the kind of its first (P303+P361+P353 is a response). */
export const precautionKind = (code: string): PrecautionKind | null => PRECAUTION_KINDS[Number(code[1]) - 1] ?? null;

/**
 * Codes in the order of the regulation's annex, each once (the order a label and an SDS use); a
 * combined statement stands after the first statement it combines.
 */
export function inAnnexOrder(codes: Iterable<string>, catalogue: readonly { code: string }[]): string[] {
  const position = new Map(catalogue.map((statement, index) => [statement.code, index]));
  const rank = (code: string) => [position.get(singleCodes(code)[0]!) ?? Infinity, position.get(code) ?? Infinity];
  const known = [...new Set(codes)].filter((code) => position.has(code));
  return known.sort((a, b) => {
    const [firstA, ownA] = rank(a);
    const [firstB, ownB] = rank(b);
    return firstA! - firstB! || ownA! - ownB!;
  });
}

/** Each catalogue's codes by their lower-case spelling: a few codes differ by case only (H360FD, H360Fd). */
function byLowerCase(catalogue: readonly { code: string }[]) {
  const codes = new Map<string, string[]>();
  for (const { code } of catalogue) codes.set(code.toLowerCase(), [...(codes.get(code.toLowerCase()) ?? []), code]);
  return codes;
}

function parseCodes(typed: string, catalogue: readonly { code: string }[], byLower: Map<string, string[]>) {
  const words = typed
    .replace(/\s*\+\s*/g, "+")
    .split(/[\s,;]+/)
    .filter(Boolean);
  const codes: string[] = [];
  const unknown: string[] = [];
  for (const word of words) {
    const candidates = byLower.get(word.toLowerCase()) ?? [];
    const code = candidates.includes(word) ? word : candidates.length === 1 ? candidates[0] : undefined;
    if (code) codes.push(code);
    else unknown.push(word);
  }
  return { codes: inAnnexOrder(codes, catalogue), unknown };
}

const hazardByLower = byLowerCase(HAZARD_STATEMENTS);
const precautionaryByLower = byLowerCase(PRECAUTIONARY_STATEMENTS);

/**
 * Hazard statement codes as typed or pasted from a safety data sheet ("H225, H319; EUH066",
 * "H300 + H310"): each as the catalogue writes it, and the words that are none. Case only matters where
 * it tells two statements apart (H360FD, H360Fd).
 */
export function parseHazardCodes(typed: string): { codes: string[]; unknown: string[] } {
  return parseCodes(typed, HAZARD_STATEMENTS, hazardByLower);
}

/** Precautionary statement codes as typed or pasted ("P210, p233; P301 + P310"), read as hazard codes are. */
export function parsePrecautionaryCodes(typed: string): { codes: string[]; unknown: string[] } {
  return parseCodes(typed, PRECAUTIONARY_STATEMENTS, precautionaryByLower);
}
