import { createHash } from "node:crypto";
import da from "../locales/da.json";
import en from "../locales/en.json";
import { LANGUAGES, type Language } from "./config";
import { translate, type Values } from "./translate";
import { addTranslations } from "./translation";

export const resources: Record<Language, Record<string, unknown>> = { en, da };

/** A short content hash per language, for cache-busting the translation files. */
export const translationVersions = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    createHash("sha256").update(JSON.stringify(resources[language])).digest("hex").slice(0, 12),
  ]),
) as Record<Language, string>;

// The server renders every language: `useTranslation()` finds them all loaded.
for (const language of LANGUAGES) addTranslations(language, resources[language]);

export type Translate = (key: string, values?: Values) => string;

const translators = Object.fromEntries(
  LANGUAGES.map((language): [Language, Translate] => [
    language,
    (key, values) => translate(resources[language], language, key, values),
  ]),
) as Record<Language, Translate>;

/** Translation on the server, in loaders and actions (titles, mails): the translator pages render with. */
export const fixedT = (language: Language): Translate => translators[language];
