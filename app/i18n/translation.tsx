import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { Language } from "./config";
import { lookup, translate, type Translations, type Values } from "./translate";

/**
 * What components get from `useTranslation()`, on the server and in the browser: `t`, `i18n.language`
 * and `i18n.changeLanguage`, shaped like react-i18next's. `translate` gives what i18next gives (its test
 * holds it to that over every key), in a fraction of the bytes and time: see
 * docs/decisions/006-javascript-budget.md and 007-page-throughput.md.
 */
export interface TranslationI18n {
  language: Language;
  changeLanguage(language: Language): Promise<void>;
}

const loaded = new Map<Language, Translations>();

/** Keeps a language's translations: the server's at start, the browser's fetched by ./client.ts. */
export const addTranslations = (language: Language, translations: Translations) => loaded.set(language, translations);
export const hasTranslations = (language: Language) => loaded.has(language);

/** A text outside a component (a page's `meta`), in a language whose translations are loaded. */
export const translateIn = (language: Language, key: string, values?: Values) =>
  translate(loaded.get(language) ?? {}, language, key, values);

interface Translation {
  t: (key: string, values?: Values) => string;
  /** Whether the language has a text for the key: for texts a page shows only where one is written. */
  has: (key: string) => boolean;
  i18n: TranslationI18n;
  ready: true;
}

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ language: initial, children }: { language: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const value = useMemo((): Translation => {
    const translations = loaded.get(language) ?? {};
    return {
      t: (key, values) => translate(translations, language, key, values),
      has: (key) => lookup(translations, key) !== undefined,
      i18n: {
        language,
        changeLanguage: async (next) => {
          if (!loaded.has(next)) throw new Error(`The ${next} translations are not loaded`);
          setLanguage(next);
        },
      },
      ready: true,
    };
  }, [language]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() outside <TranslationProvider>");
  return translation;
}
