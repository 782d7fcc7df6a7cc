import { daysBetween, type Interval } from "./consumption";

/** How many times a meter's usual daily consumption a reading's must reach to be asked about. */
export const UNUSUAL_FACTOR = 10;
/** Intervals a meter needs before its usual consumption means anything. */
export const USUAL_AFTER = 3;
/** The latest intervals its usual consumption is taken from: about two years of monthly readings. */
export const USUAL_OVER = 24;

const dailyRate = (interval: Interval) => interval.consumption / daysBetween(interval.from, interval.to);

/**
 * How many times the meter's usual consumption an interval's is, when that is unusual (at least
 * UNUSUAL_FACTOR times the median daily consumption of the latest intervals before it), else null.
 * Per day, so a quarter read after a month compares fairly; a meter with too few intervals, or one
 * that usually uses nothing, has no usual to hold it against. A typing error of one digit too many is
 * ten times the consumption and more.
 */
export function unusualConsumption(before: readonly Interval[], interval: Interval): number | null {
  const known = before.filter((earlier) => !earlier.partial).slice(-USUAL_OVER);
  if (known.length < USUAL_AFTER || interval.partial) return null;
  const rates = known.map(dailyRate).sort((a, b) => a - b);
  const middle = Math.floor(rates.length / 2);
  const median = rates.length % 2 ? rates[middle]! : (rates[middle - 1]! + rates[middle]!) / 2;
  if (median <= 0) return null;
  const ratio = dailyRate(interval) / median;
  return ratio >= UNUSUAL_FACTOR ? ratio : null;
}
