import nace from "./reference/nace-rev2.json";

/**
 * NACE Rev. 2, the EU's classification of economic activities (Regulation (EC) No 1893/2006), as
 * published by Eurostat; Danish titles from Danmarks Statistik's DB07 exist for divisions only
 * (`reference/nace-rev2.json` names its sources and licence). Codes are written with their section:
 * `C` (section), `C20` (division), `C20.1` (group), `C20.14` (class).
 */
export type NaceLevel = "SECTION" | "DIVISION" | "GROUP" | "CLASS";

export type NaceActivity = {
  code: string;
  level: NaceLevel;
  /** The code of the level above; null for a section. */
  parentCode: string | null;
  titleEn: string;
  /** Null where the source has no Danish title: never a translation of our own. */
  titleDa: string | null;
};

type Entry = (typeof nace.entries)[number];

const LEVELS: Record<number, NaceLevel> = { 1: "SECTION", 2: "DIVISION", 3: "GROUP", 4: "CLASS" };
const written = (entry: Pick<Entry, "code" | "section" | "level">) =>
  entry.level === 1 ? entry.code : `${entry.section}${entry.code}`;

// Section titles are upper case in the source; read as a sentence, like the other levels.
const sentence = (title: string) => title.charAt(0) + title.slice(1).toLowerCase();

const bySourceCode = new Map(nace.entries.map((entry) => [entry.code, entry]));

/** In the classification's tree order: a section, its first division, that division's groups and classes, … */
export const NACE_ACTIVITIES: readonly NaceActivity[] = nace.entries
  .map((entry) => {
    const parent = entry.parent === null ? undefined : bySourceCode.get(entry.parent);
    return {
      code: written(entry),
      level: LEVELS[entry.level]!,
      parentCode: parent ? written(parent) : null,
      titleEn: entry.level === 1 ? sentence(entry.title_en) : entry.title_en,
      titleDa: entry.title_da,
    };
  })
  .sort((a, b) => (a.code < b.code ? -1 : 1));

const byCode = new Map(NACE_ACTIVITIES.map((activity) => [activity.code, activity]));

export const NACE_SOURCE = { title: nace.meta.title, licence: nace.meta.license };

export const naceActivity = (code: string): NaceActivity | undefined => byCode.get(code.trim().toUpperCase());

export const isNaceCode = (code: string) => byCode.has(code);

/** The activity and the levels above it, the section first. */
export function naceAncestry(code: string): NaceActivity[] {
  const chain: NaceActivity[] = [];
  for (
    let activity = naceActivity(code);
    activity;
    activity = activity.parentCode ? byCode.get(activity.parentCode) : undefined
  ) {
    chain.unshift(activity);
  }
  return chain;
}

// Accents off, and ø and æ as a keyboard without them writes them.
const folded = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replaceAll("ø", "o").replaceAll("æ", "ae");
const searchable = NACE_ACTIVITIES.map((activity) => ({
  activity,
  // With and without the section letter and the dot, as people write them: "20.14", "2014", "C20.14".
  codes: [activity.code, activity.code.slice(1), activity.code.slice(1).replace(".", "")].map((code) =>
    code.toLowerCase(),
  ),
  text: folded(`${activity.titleEn} ${activity.titleDa ?? ""}`),
}));

/**
 * Activities whose code starts with the query (with or without the section letter or the dot), or
 * whose English or Danish title holds every word of it; codes first, then in the classification's order.
 */
export function searchNace(query: string): NaceActivity[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...NACE_ACTIVITIES];
  const single = words.length === 1 ? words[0]! : null;
  const byCodeMatch = single ? searchable.filter((entry) => entry.codes.some((code) => code.startsWith(single))) : [];
  const matched = new Set(byCodeMatch.map((entry) => entry.activity));
  const byTitle = searchable.filter(
    (entry) => !matched.has(entry.activity) && words.every((word) => entry.text.includes(word)),
  );
  return [...byCodeMatch, ...byTitle].map((entry) => entry.activity);
}
