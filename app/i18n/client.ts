import { addTranslations, hasTranslations } from "./translation";
import { isLanguage, translationsUrl, type Language } from "./config";

/** Fetches a language's translations (cacheable forever: the URL carries their version). */
export async function loadLanguage(language: Language, version: string) {
  if (hasTranslations(language)) return;
  const response = await fetch(translationsUrl(language, version));
  if (!response.ok) throw new Error(`Could not load the ${language} translations (${response.status})`);
  addTranslations(language, await response.json());
}

/** The language the server rendered the page in (`<html lang>`), its translations loaded. */
export async function loadPageLanguage(): Promise<Language> {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : "en";
  const version = document.querySelector<HTMLMetaElement>('meta[name="translations-version"]')?.content ?? "0";
  await loadLanguage(language, version);
  return language;
}
