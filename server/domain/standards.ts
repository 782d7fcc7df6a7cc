export const ISO_STANDARDS = ["ISO_14001", "ISO_27001", "ISO_45001"] as const;
export type IsoStandard = (typeof ISO_STANDARDS)[number];

export const LANGUAGES = ["en", "da"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
