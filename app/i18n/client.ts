import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nOptions, isLanguage, translationsUrl, type Language } from "./config";

const loaded = new Set<Language>();

/** Fetches a language's translations (cacheable forever: the URL carries their version). */
export async function loadLanguage(instance: I18n, language: Language, version: string) {
  if (loaded.has(language)) return;
  const response = await fetch(translationsUrl(language, version));
  if (!response.ok) throw new Error(`Could not load the ${language} translations (${response.status})`);
  instance.addResourceBundle(language, "translation", await response.json(), true, true);
  loaded.add(language);
}

/** The browser's i18next, in the language the server rendered (`<html lang>`). */
export async function initClientI18n(): Promise<I18n> {
  const lang = document.documentElement.lang;
  const language: Language = isLanguage(lang) ? lang : "en";
  const version = document.querySelector<HTMLMetaElement>('meta[name="translations-version"]')?.content ?? "0";
  await i18next.use(initReactI18next).init({ ...i18nOptions, lng: language, resources: {} });
  await loadLanguage(i18next, language, version);
  return i18next;
}
