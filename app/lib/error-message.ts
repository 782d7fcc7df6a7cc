import type { Values } from "~/i18n/translate";

/**
 * Validation and form errors travel as translation keys, optionally with values:
 * `key` or `key|{"minutes":5}`. They are translated where they are shown, in the page's language.
 */
export const errorKey = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}|${JSON.stringify(values)}` : key;

export function translateError(t: (key: string, values?: Values) => string, error: string): string {
  const separator = error.indexOf("|");
  if (separator < 0) return t(error);
  try {
    return t(error.slice(0, separator), JSON.parse(error.slice(separator + 1)) as Values);
  } catch {
    return t(error.slice(0, separator));
  }
}
