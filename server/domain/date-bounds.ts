import { addPeriod, businessToday } from "./recurrence";

/**
 * The range a date a person enters may fall in, by what the date is (decision 020). A date outside
 * is a typing error ("2062" for "2026", "9999-12-31" to mean "never"), refused before it is stored
 * and before anything is worked out from it.
 */
export const DATE_BOUNDS = {
  /** Something that happened: a reading, a review, an acquisition, an event. A day of grace for time zones. */
  happened: { fromYear: 1900, ahead: "P1D", early: "date_before_1900", late: "date_after_today" },
  /** Any day of a month (a waste statement's): far ahead is a typing error; the service wants the month over. */
  month: { fromYear: 1900, ahead: "P1M", early: "date_before_1900", late: "month_not_over" },
  /** Something planned: a due date, a next review, a contract's start. */
  planned: { fromYear: 1900, ahead: "P20Y", early: "date_before_1900", late: "date_beyond_20_years" },
  /** The end of a term: a validity, an expiry, an end of use. */
  term: { fromYear: 1900, ahead: "P50Y", early: "date_before_1900", late: "date_beyond_50_years" },
  /** When a law took or takes effect: the register holds acts from the 17th century on. */
  law: { fromYear: 1600, ahead: "P20Y", early: "date_before_1600", late: "date_beyond_20_years" },
} as const;

export type DateBound = keyof typeof DATE_BOUNDS;

/** Every code a bound refuses with, for the locale files. */
export const DATE_BOUND_CODES = [
  ...new Set(Object.values(DATE_BOUNDS).flatMap((bound) => [bound.early, bound.late])),
] as const;

/**
 * The code refusing `date` (yyyy-mm-dd) for a field of this bound, or null. `today` defaults to the
 * business day, so a bound moves with the calendar.
 */
export function dateBoundRefusal(date: string, bound: DateBound, today = businessToday()): string | null {
  const { fromYear, ahead, early, late } = DATE_BOUNDS[bound];
  if (date < `${fromYear}-01-01`) return early;
  if (date > addPeriod(today, ahead)) return late;
  return null;
}
