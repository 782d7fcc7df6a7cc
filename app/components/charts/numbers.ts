/**
 * Numbers and month names of charts and their tables in the reader's language, the same on the
 * server and in the browser.
 */
const locale = (language: string) => (language === "da" ? "da-DK" : "en-GB");

const numberFormats = new Map<string, Intl.NumberFormat>();
const monthNames = new Map<string, string[]>();

/** A number with exactly `digits` decimals (0 to 3), grouped as the language groups thousands. */
export function formatFixed(value: number, language: string, digits: number) {
  const places = Math.max(0, Math.min(3, Math.round(digits)));
  const key = `${locale(language)}:${places}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale(language), { minimumFractionDigits: places, maximumFractionDigits: places });
    numberFormats.set(key, format);
  }
  // -0.0 reads as a change where there is none.
  const shown = format.format(value);
  return /^-0([.,]0*)?$/.test(shown) ? shown.slice(1) : shown;
}

/** Decimals that keep a set of figures readable: 2 below 10, 1 below 100, none from there on. */
export function decimalsFor(largest: number) {
  const size = Math.abs(largest);
  return size < 10 ? 2 : size < 100 ? 1 : 0;
}

/** The twelve months' names: narrow ("J"), short ("Jan", "jan.") or long ("January", "januar"). */
export function monthNamesOf(language: string, width: "narrow" | "short" | "long" = "short"): string[] {
  const key = `${locale(language)}:${width}`;
  let names = monthNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale(language), { month: width, timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
    monthNames.set(key, names);
  }
  return names;
}

const changeFormats = new Map<string, Intl.NumberFormat>();

/** A change as a signed percentage with one decimal: "+4.5%", "−12,0 %". */
export function formatChange(ratio: number, language: string) {
  let format = changeFormats.get(locale(language));
  if (!format) {
    format = new Intl.NumberFormat(locale(language), {
      style: "percent",
      signDisplay: "exceptZero",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    changeFormats.set(locale(language), format);
  }
  return format.format(ratio);
}

/** Months of the year that have begun: all of a past year, none of a year to come. */
export function begunMonths(year: number, today: string) {
  const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return year < thisYear ? 12 : year > thisYear ? 0 : thisMonth;
}

/**
 * Months of the year to hold against the same months of the year before: the whole year once it is
 * over, the months that have ended in the current one (the running month is not whole yet).
 */
export function comparableMonths(year: number, today: string) {
  const begun = begunMonths(year, today);
  return begun === 12 && year < Number(today.slice(0, 4)) ? 12 : Math.max(0, begun - 1);
}
