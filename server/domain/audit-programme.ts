import { addPeriod } from "./recurrence";

/** The most repetitions one request plans: a monthly audit for a year. */
export const MAX_REPETITIONS = 12;

/**
 * The dates of an audit's repetitions every `everyMonths` months, from the first after it up to and
 * including `until`, at most MAX_REPETITIONS; each keeps the audit's length in days.
 */
export function repetitionDates(startDate: string, endDate: string | null, everyMonths: number, until: string) {
  const length = endDate === null ? null : (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
  const dates: { startDate: string; endDate: string | null }[] = [];
  for (let step = 1; step <= MAX_REPETITIONS; step++) {
    const start = addPeriod(startDate, `P${everyMonths * step}M`);
    if (start > until) break;
    const end = length === null ? null : addPeriod(start, `P${length}D`);
    dates.push({ startDate: start, endDate: end });
  }
  return dates;
}
