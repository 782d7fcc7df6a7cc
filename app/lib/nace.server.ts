import { naceActivity } from "../../server/domain/nace";
import type { Language } from "~/i18n/config";

export type NaceLabel = { code: string; title: string | null; lang: Language };

/**
 * An activity's code and title in the reader's language; NACE has Danish titles for divisions only,
 * so a Danish reader may get the English one, marked as English.
 */
export function naceLabel(code: string | null, language: Language): NaceLabel | null {
  if (!code) return null;
  const activity = naceActivity(code);
  if (!activity) return { code, title: null, lang: language };
  const danish = language === "da" ? activity.titleDa : null;
  return { code: activity.code, title: danish ?? activity.titleEn, lang: danish ? "da" : "en" };
}
