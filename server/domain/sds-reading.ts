import { isSupplemental, parseHazardCodes, parsePrecautionaryCodes, singleCodes } from "./hazard-statements";
import { revisionDate } from "./sds-dates";
import { findSections, subsection, type SheetLanguage } from "./sds-sections";
import { readSubstances, type ReadSubstance } from "./sds-substances";
import type { DateOnly } from "./wire-casing";

/**
 * A draft of a chemical read from the text of its safety data sheet, for a person to check before
 * anything is saved. Each value says where on the sheet it was read: the section or subsection of
 * REACH Annex II ("1.1", "2", "7.2"), or null for the sheet's own heading above section 1.
 */
export type Read<T> = { value: T; section: string | null };

export type SheetDraft = {
  language: SheetLanguage | null;
  /** The numbers of the sections found, of the sixteen the regulation prescribes. */
  sections: number[];
  productName: Read<string> | null;
  supplier: Read<string> | null;
  revisionDate: Read<DateOnly> | null;
  hazardCodes: Read<string[]> | null;
  euHazardCodes: Read<string[]> | null;
  precautionaryCodes: Read<string[]> | null;
  substances: Read<ReadSubstance[]> | null;
  unNumber: Read<string> | null;
  storageHints: Read<string> | null;
};

export const MAX_READ_LINES = 20_000;
export const MAX_TEXT_LENGTH = 200;
export const MAX_STORAGE_HINTS_LENGTH = 1000;

const PRODUCT_LABEL =
  /^(?:product name|trade name|name of the product|product identifier|handelsnavn|produktnavn|produktets navn|produktidentifikator)\s*:?\s*/i;
const SUPPLIER_LABEL =
  /^(?:company name|company|supplier|manufacturer|firmanavn|firma|leverandør|virksomhed|producent|fabrikant)\s*:\s*/i;
// Lines of 1.1 and 1.3 that carry something other than the name.
const OTHER_LABEL =
  /^(?:[\p{L} /.-]{2,30}(?:code|number|no\.?|nr\.?|nummer|ufi|cas|ec|reach)[\p{L} /.-]{0,20}|address|adresse|telephone|telefon|phone|e-?mail|www|web)\b/iu;

const short = (text: string, max = MAX_TEXT_LENGTH) => {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
};
const read = <T>(value: T | null | undefined, section: string | null): Read<T> | null =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0) ? null : { value, section };

/** A name from a subsection: after its label where it has one, else the heading's own text or the first plain line. */
function nameIn(part: ReturnType<typeof subsection>, label: RegExp, headingWords: RegExp): string | null {
  if (!part) return null;
  const labelled = part.lines.find((line) => label.test(line) && line.replace(label, "").trim());
  if (labelled) return short(labelled.replace(label, "").split(/\s{2,}|\s\p{Lu}[\p{L} -]{1,25}:\s/u)[0]!);
  const inHeading = part.heading.replace(headingWords, "").replace(/^[\s:–-]+/, "");
  if (/\p{L}/u.test(inHeading)) return short(inHeading);
  const plain = part.lines.find((line) => /\p{L}{2}/u.test(line) && !OTHER_LABEL.test(line) && !/:\s*$/.test(line));
  return plain ? short(plain.replace(label, "")) : null;
}

/** Every statement code written in the section, each checked against the regulation's lists. */
function statementCodes(section: readonly string[]) {
  const text = section.join(" ");
  const combined = text.match(
    /\b(?:EUH\d{3}|H\d{3}[A-Za-z]{0,2}|P\d{3})(?:\s*\+\s*(?:EUH\d{3}|H\d{3}[A-Za-z]{0,2}|P\d{3}))*/gi,
  );
  const hazard = new Set<string>();
  const precautionary = new Set<string>();
  for (const written of combined ?? []) {
    const isPrecautionary = /^p/i.test(written);
    const parse = isPrecautionary ? parsePrecautionaryCodes : parseHazardCodes;
    const target = isPrecautionary ? precautionary : hazard;
    const whole = parse(written.replace(/\s+/g, ""));
    // A combination the regulation does not list is read as the statements it is made of.
    const codes =
      whole.unknown.length === 0 ? whole.codes : parse(singleCodes(written.replace(/\s+/g, "")).join(" ")).codes;
    codes.forEach((code) => target.add(code));
  }
  const ordered = (codes: Set<string>, parseCodes: typeof parseHazardCodes) => parseCodes([...codes].join(" ")).codes;
  const hazardCodes = ordered(hazard, parseHazardCodes);
  return {
    hazard: hazardCodes.filter((code) => !isSupplemental(code)),
    supplemental: hazardCodes.filter(isSupplemental),
    precautionary: ordered(precautionary, parsePrecautionaryCodes),
  };
}

/** The UN number of 14.1, or of section 14 where it has no subsections: four digits, "UN 1170" or after the label. */
function unNumber(section: readonly string[] | undefined): Read<string> | null {
  if (!section) return null;
  const part = subsection(section, 14, 1);
  const text = part ? [part.heading, ...part.lines].join(" ") : section.join(" ");
  const number = /\bUN\s*-?\s*(\d{4})\b/.exec(text) ?? (part ? /(?<![\d.,-])(\d{4})(?![\d.,-])/.exec(text) : null);
  return read(number?.[1], part ? "14.1" : "14");
}

/** The revision date in the sheet's heading, else in the first section that writes one (often 16). */
function revisedOn(preamble: string[], sections: Map<number, string[]>, today: DateOnly): Read<DateOnly> | null {
  const inHeading = revisionDate(preamble, today);
  if (inHeading) return read(inHeading.date, null);
  for (const [number, section] of sections) {
    const found = revisionDate(section, today);
    if (found) return read(found.date, String(number));
  }
  return null;
}

function storageHints(section: readonly string[] | undefined) {
  const part = subsection(section, 7, 2);
  const text = part?.lines.join(" ").trim();
  return text ? short(text, MAX_STORAGE_HINTS_LENGTH) : null;
}

/** Reads a safety data sheet's text (its lines, as a PDF's text gives them) into a draft of a chemical. */
export function readSafetyDataSheet(lines: readonly string[], today: DateOnly): SheetDraft {
  const bounded = lines.slice(0, MAX_READ_LINES).map((line) => line.slice(0, 1000));
  const { sections, preamble, language } = findSections(bounded);
  const codes = statementCodes(sections.get(2) ?? []);
  return {
    language,
    sections: [...sections.keys()],
    productName: read(
      nameIn(subsection(sections.get(1), 1, 1), PRODUCT_LABEL, /^(product identifier|produktidentifikator)/i),
      "1.1",
    ),
    supplier: read(
      nameIn(
        subsection(sections.get(1), 1, 3),
        SUPPLIER_LABEL,
        /^(details of the supplier.*|nærmere oplysninger om leverandøren.*)$/i,
      ),
      "1.3",
    ),
    revisionDate: revisedOn(preamble, sections, today),
    hazardCodes: read(codes.hazard, "2"),
    euHazardCodes: read(codes.supplemental, "2"),
    precautionaryCodes: read(codes.precautionary, "2"),
    substances: read(readSubstances(sections.get(3) ?? []), "3"),
    unNumber: unNumber(sections.get(14)),
    storageHints: read(storageHints(sections.get(7)), "7.2"),
  };
}
