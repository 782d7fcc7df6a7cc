import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../../server/domain/standards";

export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language };

/** Shown instead of a translation that does not exist, so a missing key is seen, not hidden. */
export const missingKeyMarker = (key: string) => `⟦${key}⟧`;

/** Where the browser fetches a language's translations; the version makes the URL cacheable forever. */
export const translationsUrl = (language: Language, version: string) => `/assets/i18n/${language}.json?v=${version}`;
