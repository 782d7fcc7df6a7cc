import da from "../../app/locales/da.json";
import en from "../../app/locales/en.json";
import type { Language } from "../../app/i18n/config";
import { translate, type Values } from "../../app/i18n/translate";
import { formatDate } from "../../app/lib/format";

export type MailTexts = {
  language: Language;
  t: (key: string, values?: Values) => string;
  date: (day: string | null) => string;
};

const resources = { en, da };

/** The product's own translations for a mail in `language` (the user's; English when they chose none). */
export function mailTexts(language: Language | null): MailTexts {
  const chosen = language ?? "en";
  return {
    language: chosen,
    t: (key, values) => translate(resources[chosen], chosen, key, values),
    date: (day) => formatDate(day, chosen),
  };
}
