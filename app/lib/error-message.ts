import type { TFunction } from "i18next";

/**
 * Validation and form errors travel as translation keys, optionally with values:
 * `key` or `key|{"minutes":5}`. They are translated where they are shown, in the page's language.
 */
export const errorKey = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

export function translateError(t: TFunction, error: string): string {
  const separator = error.indexOf("|");
  if (separator < 0) return t(error);
  try {
    return t(error.slice(0, separator), JSON.parse(error.slice(separator + 1)) as Record<string, unknown>);
  } catch {
    return t(error.slice(0, separator));
  }
}
