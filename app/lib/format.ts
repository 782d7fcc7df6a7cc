import { utcMidnight } from "../../server/domain/wire-casing";

/**
 * Dates and sizes for people, the same on the server and in the browser (so hydration matches):
 * dates without time are shown as the calendar date they are (UTC), moments in Danish time.
 */
const DISPLAY_TIME_ZONE = "Europe/Copenhagen";

const locale = (language: string) => (language === "da" ? "da-DK" : "en-GB");

/** Building an Intl formatter costs far more than using one (a list of 20 rows built 40), so keep them. */
function cachedFormatter<F>(create: (locale: string) => F): (language: string) => F {
  const byLocale = new Map<string, F>();
  return (language) => {
    const key = locale(language);
    let formatter = byLocale.get(key);
    if (!formatter) byLocale.set(key, (formatter = create(key)));
    return formatter;
  };
}

const dateFormat = cachedFormatter((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }));
const momentDateFormat = cachedFormatter(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: DISPLAY_TIME_ZONE }),
);
const dateTimeFormat = cachedFormatter(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: DISPLAY_TIME_ZONE }),
);
const monthFormat = cachedFormatter(
  (tag) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }),
);
const weekdayFormat = cachedFormatter((tag) => new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" }));
const longDayFormat = cachedFormatter(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
);

/**
 * A stored value in words, or as the text it was when it is no date a formatter takes (a year beyond
 * 9999 written before dates were bounded): a page shows an odd date rather than fail (decision 020).
 */
function formatSafely(format: Intl.DateTimeFormat, value: Date | string) {
  const date = typeof value === "string" ? dateOf(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === "string" ? value : "";
  return format.format(date);
}

/** A date-only text at UTC midnight, an ISO instant otherwise. */
const dateOf = (text: string) => (/^\d+-\d\d-\d\d$/.test(text) ? utcMidnight(text) : new Date(text));

/** A calendar's words for a month (`yyyy-mm`), a weekday and a day (`yyyy-mm-dd`). */
export const formatMonth = (month: string, language: string) => formatSafely(monthFormat(language), `${month}-01`);
export const formatWeekday = (day: string, language: string) => formatSafely(weekdayFormat(language), day);
export const formatLongDay = (day: string, language: string) => formatSafely(longDayFormat(language), day);

const quantityFormats = [0, 1, 2, 3].map((digits) =>
  cachedFormatter((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits })),
);

/** A measured quantity in the reader's language, with up to `digits` decimals (at most 3). */
export function formatQuantity(value: number | null | undefined, language: string, digits = 2) {
  if (value === null || value === undefined) return "";
  return quantityFormats[Math.max(0, Math.min(3, digits))]!(language).format(value);
}

const byteFormats = [0, 1].map((digits) =>
  cachedFormatter((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits })),
);

/** A date for people; never throws on a stored value (see formatSafely). */
export function formatDate(value: Date | string | null | undefined, language: string) {
  if (!value) return "";
  return formatSafely(dateFormat(language), value);
}

/**
 * The day of a moment (a timestamp: when a document was published, an event closed) as people here count
 * it, in the display time zone: `formatDate` reads a date-only value, whose Date is UTC's midnight.
 */
export function formatMomentDate(value: Date | string | null | undefined, language: string) {
  if (!value) return "";
  return formatSafely(momentDateFormat(language), value);
}

export function formatDateTime(value: Date | string | null | undefined, language: string) {
  if (!value) return "";
  return formatSafely(dateTimeFormat(language), value);
}

/** `yyyy-mm-dd` for a date input; empty for a date it cannot hold. */
export const dateInputValue = (value: Date | null | undefined) => {
  const text = value && !Number.isNaN(value.getTime()) ? value.toISOString() : "";
  return /^\d{4}-/.test(text) ? text.slice(0, 10) : "";
};

export function formatBytes(bytes: number, language: string) {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${byteFormats[digits]!(language).format(value)} ${units[unit]}`;
}

/** A short label for a stored content type. */
export function fileKind(contentType: string) {
  const kinds: Record<string, string> = {
    "application/pdf": "PDF",
    "image/png": "PNG",
    "image/jpeg": "JPEG",
    "image/gif": "GIF",
    "image/webp": "WebP",
    "application/msword": "Word",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
    "application/vnd.ms-excel": "Excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
    "application/vnd.ms-powerpoint": "PowerPoint",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
    "application/vnd.oasis.opendocument.text": "ODT",
    "application/vnd.oasis.opendocument.spreadsheet": "ODS",
    "application/vnd.oasis.opendocument.presentation": "ODP",
  };
  return (
    kinds[contentType] ??
    (contentType.startsWith("text/csv") ? "CSV" : contentType.startsWith("text/") ? "Text" : contentType)
  );
}
