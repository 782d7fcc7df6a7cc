import pictogramData from "./reference/ghs-pictograms-by-hazard.json";
import { singleCodes } from "./hazard-statements";

/**
 * The label elements a set of hazard statements calls for: GHS pictograms and the signal word, from
 * CLP Annex I (label elements per hazard class and category) and Annex V (pictograms), with the
 * precedence of Article 26 applied. `reference/ghs-pictograms-by-hazard.json` says how each row was
 * verified.
 *
 * A hazard statement does not always name one category: H221 is flammable gas category 1B (flame,
 * Danger) or 2 (no pictogram, Warning). Then the strictest reading is taken and the statement is
 * named in `uncertain`, so the screen can ask the user to check the safety data sheet (H228 is
 * flammable solid 1, Danger, or 2, Warning); so is a statement whose signal word the data does not give.
 */
export const PICTOGRAMS = ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

export const SIGNAL_WORDS = ["NORMAL", "WARNING", "DANGER"] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

export type HazardLabel = { pictograms: Pictogram[]; signalWord: SignalWord; uncertain: string[] };

type Row = { pictograms: string[]; signal_word: string | null };
const rowsByCode = pictogramData.by_hazard_statement as Record<string, Row[]>;

const SIGNAL_OF: Record<string, SignalWord> = { Danger: "DANGER", Warning: "WARNING" };
const stricter = (a: SignalWord, b: SignalWord) => (SIGNAL_WORDS.indexOf(a) >= SIGNAL_WORDS.indexOf(b) ? a : b);

const SKIN_AND_EYE_IRRITATION = ["H315", "H319"];
const SKIN_SENSITISATION = ["H317"];
const RESPIRATORY_SENSITISATION = "H334";

export function labelOf(hazardCodes: Iterable<string>): HazardLabel {
  const reasons = new Map<Pictogram, Set<string>>();
  let signalWord: SignalWord = "NORMAL";
  const uncertain = new Set<string>();
  for (const code of new Set([...hazardCodes].flatMap(singleCodes))) {
    const rows = rowsByCode[code] ?? [];
    for (const row of rows) {
      for (const pictogram of row.pictograms as Pictogram[]) {
        reasons.set(pictogram, (reasons.get(pictogram) ?? new Set()).add(code));
      }
      if (row.signal_word) signalWord = stricter(signalWord, SIGNAL_OF[row.signal_word]!);
    }
    const signals = new Set(rows.map((row) => row.signal_word));
    const pictogramSets = new Set(rows.map((row) => [...row.pictograms].sort().join()));
    if (rows.length > 0 && (signals.size > 1 || signals.has(null) || pictogramSets.size > 1)) uncertain.add(code);
  }
  applyPrecedence(reasons);
  return {
    pictograms: PICTOGRAMS.filter((pictogram) => reasons.has(pictogram)),
    signalWord,
    uncertain: [...uncertain].sort(),
  };
}

/**
 * CLP Article 26(1): with the skull and crossbones the exclamation mark does not appear; with the
 * corrosion pictogram it does not appear for skin or eye irritation; with the health hazard for
 * respiratory sensitisation it does not appear for skin sensitisation or skin or eye irritation.
 * The gas cylinder is optional beside the flame or the skull and crossbones and is left off; the
 * flame and flame over circle beside the exploding bomb are kept (optional, and always correct).
 */
function applyPrecedence(reasons: Map<Pictogram, Set<string>>) {
  const exclamation = reasons.get("GHS07");
  if (exclamation) {
    if (reasons.has("GHS06")) exclamation.clear();
    if (reasons.has("GHS05")) SKIN_AND_EYE_IRRITATION.forEach((code) => exclamation.delete(code));
    if (reasons.get("GHS08")?.has(RESPIRATORY_SENSITISATION)) {
      [...SKIN_AND_EYE_IRRITATION, ...SKIN_SENSITISATION].forEach((code) => exclamation.delete(code));
    }
    if (exclamation.size === 0) reasons.delete("GHS07");
  }
  if (reasons.has("GHS02") || reasons.has("GHS06")) reasons.delete("GHS04");
}

const SIGNAL_WORD_EN = { DANGER: "Danger", WARNING: "Warning" } as const;

/** The signal word as a label prints it (Danish from ECHA, decision 021); null for none. */
export function signalWordText(signalWord: SignalWord, language: "en" | "da"): string | null {
  if (signalWord === "NORMAL") return null;
  const english = SIGNAL_WORD_EN[signalWord];
  return language === "en" ? english : pictogramData.signal_words[english].da;
}

/** English names only: the data has no Danish ones (the screens show the pictogram and its code). */
export const PICTOGRAM_NAMES = Object.fromEntries(
  PICTOGRAMS.map((pictogram) => [pictogram, pictogramData.pictogram_names[pictogram].en]),
) as Record<Pictogram, string>;

export const pictogramImage = (pictogram: Pictogram) => `/pictograms/${pictogram}.svg`;

export const pictogramsNamed = (pictograms: Pictogram[]) =>
  pictograms.map((code) => ({ code, name: PICTOGRAM_NAMES[code] }));
