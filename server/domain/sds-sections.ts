/**
 * The sixteen sections of a safety data sheet (REACH Annex II, Part B), found in its text as lines.
 * A section starts at a heading with its number: "SECTION 1: Identification of …" in English,
 * "PUNKT 1: Identifikation af …" (or "Afsnit 1") in Danish. Sections come in order, so a heading whose
 * number is not past the last one found (a table of contents, "see section 8") starts nothing.
 */
export const SDS_SECTION_COUNT = 16;

export type SheetLanguage = "en" | "da";

export type SheetSections = {
  /** Each found section's lines, its heading line first. */
  sections: Map<number, string[]>;
  /** The lines before section 1: the sheet's own heading (its title, dates, version). */
  preamble: string[];
  language: SheetLanguage | null;
};

const HEADING_WORDS: Record<string, SheetLanguage> = { section: "en", punkt: "da", afsnit: "da", sektion: "da" };

// The number stands alone (not "1.1"), and what follows reads as a heading: a separator, the line's
// end, or a capital ("Afsnit 8 indeholder …" is a sentence, not a heading).
const HEADING = /^(\p{L}+)\s*(\d{1,2})(?![\d.,]\d)\s*(?:[:.\u2013\u2014-]|$|(?=\p{Lu}))/u;

export function findSections(lines: readonly string[]): SheetSections {
  const sections = new Map<number, string[]>();
  const preamble: string[] = [];
  const languages: SheetLanguage[] = [];
  let current: string[] = preamble;
  let number = 0;
  for (const line of lines) {
    const heading = HEADING.exec(line);
    const language = heading ? HEADING_WORDS[heading[1]!.toLowerCase()] : undefined;
    const found = heading ? Number(heading[2]) : 0;
    if (language && found > number && found <= SDS_SECTION_COUNT) {
      number = found;
      current = [];
      sections.set(number, current);
      languages.push(language);
    }
    current.push(line);
  }
  const danish = languages.filter((language) => language === "da").length;
  const language = languages.length === 0 ? null : danish * 2 > languages.length ? "da" : "en";
  return { sections, preamble, language };
}

const SUBSECTION = /^(\d{1,2})\.(\d{1,2})\.?(?!\d)\s*(.*)$/;

/**
 * A subsection's lines (`7.2`: its heading line first, up to the next subsection), or none. The
 * heading's own text after its number is given apart, since a sheet often writes the value there
 * ("1.1 Product identifier: Acme Degreaser").
 */
export function subsection(section: readonly string[] | undefined, sectionNumber: number, part: number) {
  if (!section) return null;
  const partOf = (line: string) => {
    const match = SUBSECTION.exec(line);
    return match && Number(match[1]) === sectionNumber ? Number(match[2]) : null;
  };
  const start = section.findIndex((line) => partOf(line) === part);
  if (start < 0) return null;
  const next = section.findIndex((line, index) => index > start && (partOf(line) ?? 0) > part);
  return {
    heading: SUBSECTION.exec(section[start]!)![3]!,
    lines: section.slice(start + 1, next < 0 ? undefined : next),
  };
}
