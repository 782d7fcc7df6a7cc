import { comparableMonths } from "~/components/charts/numbers";

type Read = { comparable: boolean; previousCovered: boolean };

/**
 * The months (0-based) of a year held against the same months of the year before: ended, and read
 * through in both years by every meter read in either (the API's `comparable`), so a year read for
 * two months is never held against a whole one. Also how many months have ended, and how many of the
 * year before have readings through the month.
 */
export function likeMonths(months: readonly Read[], year: number, today: string) {
  const ended = comparableMonths(year, today);
  const like = months.flatMap((month, index) => (index < ended && month.comparable ? [index] : []));
  return { ended, like, previousRead: months.filter((month) => month.previousCovered).length };
}

/** Months (0-based, ascending) in words, runs as ranges: "January–March, May". */
export function monthRanges(indexes: readonly number[], names: readonly string[]) {
  const runs: [number, number][] = [];
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs.map(([first, last]) => (first === last ? names[first] : `${names[first]}–${names[last]}`)).join(", ");
}

/** The sum of the values at the months given. */
export const sumAt = (values: readonly number[], indexes: readonly number[]) =>
  indexes.reduce((total, index) => total + (values[index] ?? 0), 0);
