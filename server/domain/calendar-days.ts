/**
 * Day and month arithmetic on yyyy-mm-dd days and yyyy-mm months: whole UTC days since 1970-01-01 and
 * months counted from year 0, so no local time zone shifts a day and no time of day creeps in.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** The day number of a (possibly overflowing) 0-based month and day; unlike Date.UTC, years below 100 stay. */
export function dayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / DAY_MS;
}

export const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
export const daysInMonth = (year: number, month: number) =>
  month === 1 ? (isLeap(year) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;

/** The day number of a yyyy-mm-dd day; a RangeError for anything that is not a calendar day. */
export function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, -1, 0];
  if (!match || year < 1 || month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return dayOf(year, month, day);
}

export function dateOf(dayNo: number): string {
  const date = new Date(dayNo * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A month as one number (year × 12 + 0-based month), so months are counted and compared as integers. */
export function monthIndex(month: string): number {
  const match = ISO_MONTH.exec(month);
  const [year, index] = match ? [Number(match[1]), Number(match[2]) - 1] : [0, -1];
  if (!match || year < 1 || index < 0 || index > 11) throw new RangeError(`Not a month: ${month}`);
  return year * 12 + index;
}

export const monthOfIndex = (index: number) => `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;

/** The month index of a day number. */
export function monthIndexOfDay(dayNo: number): number {
  const date = new Date(dayNo * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** The day number of the first day of a month index. */
export const firstDayOfMonth = (index: number) => dayOf(Math.floor(index / 12), index % 12, 1);

/** The days of the months `first` to `last` (month indexes, both included). */
export const daysOfMonths = (first: number, last: number) => firstDayOfMonth(last + 1) - firstDayOfMonth(first);
