import { dateOf, dayNumber } from "./calendar-days";

/**
 * What a meter's readings come to: the consumption of each interval between readings, and why a
 * reading is refused. Values are in the meter's one unit already; dates are yyyy-mm-dd days, reckoned
 * in UTC so no local time zone shifts a day. `month-spans.ts` spreads the intervals over months.
 */

export type Meter = {
  /** Readings are counter values rather than the consumption of the period. */
  cumulative: boolean;
  /** How often it is read, an ISO period; P0D once. */
  frequency: string;
  /** Digits of the counter: it shows values below 10^digits and wraps there. Unknown: no rollover. */
  counterDigits?: number | null;
};

export type Reading = {
  id?: number;
  performedAt: string;
  value: number;
  rollover?: boolean;
  newCounter?: boolean;
  replacedCounterFinal?: number | null;
  newCounterStart?: number | null;
};

export type Interval = {
  /** Exclusive: the previous reading's day. */
  from: string;
  /** Inclusive: the reading's day. */
  to: string;
  consumption: number;
  /** Part of the consumption is unknown: a replaced counter whose last value was not read. */
  partial: boolean;
  readingId?: number;
};

export const REFUSAL_CODES = [
  "not_finite",
  "same_day",
  "lower_than_previous",
  "rollover_not_lower",
  "rollover_needs_digits",
  "rollover_beyond_counter",
  "beyond_counter_digits",
  "negative_counter",
  "rollover_with_new_counter",
  "final_below_previous",
  "below_counter_start",
  "negative_consumption",
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export type ReadingRef = { performedAt: string; value: number };

export type ReadingRefusal = {
  code: RefusalCode;
  /** The reading it was compared with, so a message can say "lower than the reading of 3 March (12,345)". */
  previous?: ReadingRef;
  /**
   * Set when the reading itself is acceptable but would make the following reading invalid (or falls
   * on its day): the code is then about this following reading, and `previous` is the reading itself.
   */
  next?: ReadingRef;
};

export class ReadingRefusedError extends Error {
  readonly code: RefusalCode;
  /** The refused reading's position in the list given to `intervals`. */
  readonly readingIndex: number;
  readonly previous?: ReadingRef;

  constructor(refusal: ReadingRefusal, readingIndex: number) {
    super(`Reading ${readingIndex} refused: ${refusal.code}`);
    this.name = "ReadingRefusedError";
    this.code = refusal.code;
    this.readingIndex = readingIndex;
    if (refusal.previous) this.previous = refusal.previous;
  }
}

/** Days from `from` to `to` (negative when `to` is earlier); the length of the interval (from, to]. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

// Readings

const ref = (reading: Reading): ReadingRef => ({ performedAt: reading.performedAt, value: reading.value });

/** A counter wraps at 10^digits of the meter; without them it is not known where, and none is guessed. */
const wrapOf = (counterDigits: number | null | undefined) => (counterDigits ? 10 ** counterDigits : null);

/** Why a counter's own values cannot be: below zero, or more digits than the counter has. */
function counterValueRefusal(reading: Reading, meter: Meter): RefusalCode | null {
  const values = [reading.value, reading.replacedCounterFinal, reading.newCounterStart].filter(
    (value): value is number => value !== null && value !== undefined,
  );
  if (values.some((value) => value < 0)) return "negative_counter";
  const wrap = wrapOf(meter.counterDigits);
  return wrap !== null && values.some((value) => value >= wrap) ? "beyond_counter_digits" : null;
}

/**
 * The interval a reading closes (null for the starting point of a series), or why it is refused. The
 * readings' order is the caller's to keep, so a reading before its previous one is a RangeError.
 */
function judge(
  previous: Reading | undefined,
  reading: Reading,
  meter: Meter,
): { refusal: ReadingRefusal } | { interval: Interval | null } {
  const day = dayNumber(reading.performedAt);
  const previousDay = previous === undefined ? undefined : dayNumber(previous.performedAt);
  const refuse = (code: RefusalCode) => ({ refusal: previous ? { code, previous: ref(previous) } : { code } });
  if (previousDay !== undefined && previousDay > day) {
    throw new RangeError(`Readings out of order: ${previous?.performedAt} before ${reading.performedAt}`);
  }
  const numbers = [reading.value, reading.replacedCounterFinal ?? 0, reading.newCounterStart ?? 0];
  if (!numbers.every(Number.isFinite)) return refuse("not_finite");
  if (previousDay === day) return refuse("same_day");
  const close = (consumption: number, partial = false) => ({
    interval: {
      // Only a once-only meter's first reading closes an interval: the day it was read.
      from: previous ? previous.performedAt : dateOf(day - 1),
      to: reading.performedAt,
      consumption,
      partial,
      ...(reading.id === undefined ? {} : { readingId: reading.id }),
    },
  });

  // The flags explain a counter going down; a period meter's values are consumptions already. Its
  // first reading starts the series: the day its period began is not known, so it is spread nowhere.
  if (!meter.cumulative) {
    if (reading.value < 0) return refuse("negative_consumption");
    return previous === undefined && meter.frequency !== "P0D" ? { interval: null } : close(reading.value);
  }

  if (reading.rollover && reading.newCounter) return refuse("rollover_with_new_counter");
  const valueRefusal = counterValueRefusal(reading, meter);
  if (valueRefusal) return refuse(valueRefusal);
  const start = reading.newCounterStart ?? 0;
  if (reading.newCounter && reading.value < start) return refuse("below_counter_start");
  if (reading.rollover && wrapOf(meter.counterDigits) === null) return refuse("rollover_needs_digits");
  if (previous === undefined) return { interval: null };

  if (reading.rollover) {
    const wrap = wrapOf(meter.counterDigits)!;
    if (reading.value >= previous.value) return refuse("rollover_not_lower");
    if (previous.value >= wrap) return refuse("rollover_beyond_counter");
    return close(wrap - previous.value + reading.value);
  }
  if (reading.newCounter) {
    const final = reading.replacedCounterFinal ?? null;
    if (final === null) return close(reading.value - start, true);
    if (final < previous.value) return refuse("final_below_previous");
    return close(final - previous.value + (reading.value - start));
  }
  if (reading.value < previous.value) return refuse("lower_than_previous");
  return close(reading.value - previous.value);
}

/**
 * The consumption of each interval between readings sorted by day. The first reading starts the
 * series: a counter's (and a new counter's, with nothing before) is its starting point, and a period
 * meter's is the consumption of a period whose first day is not known, so neither is spread over
 * days; only a once-only meter's first reading counts, on its own day. Throws ReadingRefusedError for
 * the first reading refused.
 */
export function intervals(readings: readonly Reading[], meter: Meter): Interval[] {
  const result: Interval[] = [];
  readings.forEach((reading, index) => {
    const judged = judge(readings[index - 1], reading, meter);
    if ("refusal" in judged) throw new ReadingRefusedError(judged.refusal, index);
    if (judged.interval) result.push(judged.interval);
  });
  return result;
}

/**
 * Why a reading may not be saved between its neighbours (those before and after its day, itself left
 * out when it is edited), or null. The following reading is judged against it too: 500 between 100 and
 * 300 on a counter makes 300 lower than its previous.
 */
export function checkReading(
  previous: Reading | undefined,
  reading: Reading,
  next: Reading | undefined,
  meter: Meter,
): ReadingRefusal | null {
  const judged = judge(previous, reading, meter);
  if ("refusal" in judged) return judged.refusal;
  if (next === undefined) return null;
  const judgedNext = judge(reading, next, meter);
  return "refusal" in judgedNext ? { ...judgedNext.refusal, next: ref(next) } : null;
}
