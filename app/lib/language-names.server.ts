import type { Language } from "~/i18n/config";

/**
 * Language names from the server's ICU data, in the reader's language ("dansk", "Danish"), for the same
 * reason territory names are (territories.server.ts): the page hydrates with the text it was rendered with.
 */
const displayNames = new Map<Language, Intl.DisplayNames>();

export function languageName(code: string, language: Language) {
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames([language], { type: "language" })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** What safety data sheets are written in here: the EU's official languages, Norwegian and Icelandic. */
const SHEET_LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "ga",
  "hr",
  "hu",
  "is",
  "it",
  "lt",
  "lv",
  "mt",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
];
const PINNED = ["da", "en"];

/** The languages a sheet may be filed in, Danish and English first, the rest by name. */
export function sheetLanguageOptions(language: Language) {
  const named = (code: string) => ({ code, name: languageName(code, language) });
  const rest = SHEET_LANGUAGES.filter((code) => !PINNED.includes(code))
    .map(named)
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...PINNED.map(named), ...rest];
}
