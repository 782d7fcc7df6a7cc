import { TERRITORIES } from "../../server/domain/territories";
import { fixedT } from "~/i18n/translations.server";
import type { Language } from "~/i18n/config";

/**
 * Territory names come from the server's ICU data only, and reach the page as loader data: a browser
 * names some regions differently (Chromium says "Hong Kong" where Node says "Hong Kong SAR China"), and a
 * page must hydrate with the very text it was rendered with, or React throws away what the user typed.
 */
export type TerritoryOption = { code: string; name: string };

const PINNED = ["EU", "INTL", "DK"];
const regionNames = new Map<Language, Intl.DisplayNames>();
const optionLists = new Map<Language, TerritoryOption[]>();

const namedTerritories = new Map<string, string>();

export function territoryName(code: string, language: Language) {
  const key = `${language}:${code}`;
  let name = namedTerritories.get(key);
  if (name === undefined) {
    name = nameOf(code, language);
    // Codes are two capitals or INTL, so this holds at most a few hundred names per language.
    namedTerritories.set(key, name);
  }
  return name;
}

function nameOf(code: string, language: Language) {
  if (code === "INTL") return fixedT(language)("territories.INTL");
  let names = regionNames.get(language);
  if (!names) regionNames.set(language, (names = new Intl.DisplayNames([language], { type: "region" })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The names of the given territory codes, for a page's loader data. */
export const territoryNames = (codes: Iterable<string>, language: Language): Record<string, string> =>
  Object.fromEntries([...new Set(codes)].map((code) => [code, territoryName(code, language)]));

/** Every territory a legislation may have: EU, INTL and Denmark first, the rest by name. */
export function territoryOptions(language: Language): TerritoryOption[] {
  let options = optionLists.get(language);
  if (!options) {
    const named = (code: string) => ({ code, name: territoryName(code, language) });
    const rest = TERRITORIES.filter((code) => !PINNED.includes(code))
      .map(named)
      .sort((a, b) => a.name.localeCompare(b.name, language));
    optionLists.set(language, (options = [...PINNED.map(named), ...rest]));
  }
  return options;
}

/** The countries an address may name: two-letter territories other than the EU, Denmark first. */
export const countryOptions = (language: Language): TerritoryOption[] =>
  territoryOptions(language).filter(({ code }) => code.length === 2 && code !== "EU");
