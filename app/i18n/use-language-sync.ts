import { useEffect } from "react";
import { useTranslation } from "~/i18n/translation";
import type { Language } from "./config";
import { loadLanguage } from "./client";

/** After a client-side navigation that changed the language, load it and switch the interface. */
export function useLanguageSync(language: Language, version: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === language) return;
    loadLanguage(language, version).then(
      () => i18n.changeLanguage(language),
      () => window.location.reload(),
    );
  }, [i18n, language, version]);
}
