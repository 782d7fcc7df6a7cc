/**
 * What a meter's readings come to: the consumption of each interval between readings, spread over
 * calendar months, and the months' emissions by a factor's dated values. Values are in the meter's one
 * unit already; dates are yyyy-mm-dd days, reckoned in UTC so no local time zone shifts a day.
 */

export type Meter = {
  /** Readings are counter values rather than the consumption of the period. */
  cumulative: boolean;
  /** How often it is read, an ISO period; P0D once. */
  frequency: string;
  /** Digits of the counter, for a rollover; otherwise the previous value's. */
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
  "rollover_beyond_counter",
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

// Day arithmetic: whole UTC days since 1970-01-01; Date only converts, so ms never carry a time of day.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const ISO_PERIOD = /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/;

/** The day number of a (possibly overflowing) 0-based month and day; unlike Date.UTC, years below 100 stay. */
function dayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() / DAY_MS;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const lastDayOfMonth = (year: number, month: number) => dayOf(year, month + 1, 0);
const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 1 ? (isLeap(year) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month]!;

function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]) - 1, Number(match[3])] : [0, -1, 0];
  if (!match || year < 1 || month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a date: ${date}`);
  }
  return dayOf(year, month, day);
}

function dateOf(dayNo: number): string {
  const date = new Date(dayNo * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseMonth(month: string): { year: number; month: number } {
  const match = ISO_MONTH.exec(month);
  const [year, index] = match ? [Number(match[1]), Number(match[2]) - 1] : [0, -1];
  if (!match || year < 1 || index < 0 || index > 11) throw new RangeError(`Not a month: ${month}`);
  return { year, month: index };
}

/** Days from `from` to `to` (negative when `to` is earlier); the length of the interval (from, to]. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/**
 * The day `period` before `date`: addPeriod of recurrence.ts undone, so its days and weeks first, then
 * the years and months, keeping the day unless the month is shorter (31 March less P1M is 28/29 Feb).
 */
export function subtractPeriod(date: string, period: string): string {
  const match = ISO_PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a period of whole days, weeks, months or years: ${period}`);
  const [years, months, weeks, days] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  const start = new Date((dayNumber(date) - weeks * 7 - days) * DAY_MS);
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() - years * 12 - months;
  const [year, month] = [Math.floor(monthIndex / 12), monthIndex % 12];
  if (year < 1) throw new RangeError(`${period} before ${date} is before year 1`);
  return dateOf(dayOf(year, month, Math.min(start.getUTCDate(), daysInMonth(year, month))));
}

// Readings

const ref = (reading: Reading): ReadingRef => ({ performedAt: reading.performedAt, value: reading.value });

/** A counter wraps at 10^digits; without the meter's digits, those of the previous value's integer part. */
const wrapOf = (previousValue: number, counterDigits: number | null | undefined) =>
  10 ** (counterDigits ?? String(Math.trunc(Math.abs(previousValue))).length);

/** Where a period meter's first reading starts: its period before, or the day before for a once-only meter. */
const firstFrom = (performedAt: string, frequency: string) =>
  frequency === "P0D" ? dateOf(dayNumber(performedAt) - 1) : subtractPeriod(performedAt, frequency);

/**
 * The interval a reading closes (null for a counter's starting point), or why it is refused. The
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
      from: previous ? previous.performedAt : firstFrom(reading.performedAt, meter.frequency),
      to: reading.performedAt,
      consumption,
      partial,
      ...(reading.id === undefined ? {} : { readingId: reading.id }),
    },
  });

  // The flags explain a counter going down; a period meter's values are consumptions already.
  if (!meter.cumulative) return reading.value < 0 ? refuse("negative_consumption") : close(reading.value);

  if (reading.rollover && reading.newCounter) return refuse("rollover_with_new_counter");
  const start = reading.newCounterStart ?? 0;
  if (reading.newCounter && reading.value < start) return refuse("below_counter_start");
  if (previous === undefined) return { interval: null };

  if (reading.rollover) {
    const wrap = wrapOf(previous.value, meter.counterDigits);
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
 * The consumption of each interval between readings sorted by day. A counter's first reading (and a
 * new counter's, with nothing before) is only a starting point; a period meter's first covers its
 * frequency before. Throws ReadingRefusedError for the first reading refused.
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

// Months

export type MonthConsumption = { month: string; consumption: number; partial: boolean };

/**
 * Each interval's consumption spread evenly over its days and summed per calendar month, sorted; a
 * month is partial when any interval in it is. Walks month boundaries, not days: a meter may have
 * 100,000 readings.
 */
export function splitByMonth(intervalList: readonly Interval[]): MonthConsumption[] {
  const months = new Map<string, MonthConsumption>();
  for (const { from, to, consumption, partial } of intervalList) {
    const last = dayNumber(to);
    let day = dayNumber(from) + 1;
    const days = last - day + 1;
    if (days < 1) throw new RangeError(`Empty interval (${from}, ${to}]`);
    const first = new Date(day * DAY_MS);
    let [year, month] = [first.getUTCFullYear(), first.getUTCMonth()];
    while (day <= last) {
      const end = Math.min(lastDayOfMonth(year, month), last);
      const key = `${pad(year, 4)}-${pad(month + 1)}`;
      const share = (consumption * (end - day + 1)) / days;
      const sum = months.get(key);
      if (sum) {
        sum.consumption += share;
        sum.partial ||= partial;
      } else months.set(key, { month: key, consumption: share, partial });
      day = end + 1;
      [year, month] = month === 11 ? [year + 1, 0] : [year, month + 1];
    }
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export type FactorValue = {
  id: number;
  /** Emission per unit of consumption, in the units wanted. */
  value: number;
  startDate: string | null;
  /** Inclusive. */
  endDate: string | null;
};

export type MonthEmissions = {
  month: string;
  /** Null when no factor value covers any day of the month. */
  emissions: number | null;
  /** Every day of the month is covered by a factor value. */
  complete: boolean;
  factorValueIds: number[];
};

/**
 * Each month's emissions: its consumption, taken as uniform over the month, times the value valid on
 * each day, so consumption × Σ(days covered × value) / days in month. Days no value covers add nothing
 * (emissions are then a lower bound, and `complete` is false); a value without dates covers every day.
 * Values of a factor do not overlap (a RangeError if they do).
 */
export function monthlyEmissions(
  months: readonly { month: string; consumption: number }[],
  factorValues: readonly FactorValue[],
): MonthEmissions[] {
  const spans = factorValues
    .map((factorValue) => ({
      id: factorValue.id,
      value: factorValue.value,
      first: factorValue.startDate === null ? -Infinity : dayNumber(factorValue.startDate),
      last: factorValue.endDate === null ? Infinity : dayNumber(factorValue.endDate),
    }))
    .sort((a, b) => a.first - b.first);
  spans.forEach((span, index) => {
    if (span.last < span.first) throw new RangeError(`Factor value ${span.id} ends before it starts`);
    const before = spans[index - 1];
    if (before && span.first <= before.last) throw new RangeError(`Factor values ${before.id} and ${span.id} overlap`);
  });

  return months.map(({ month, consumption }) => {
    const { year, month: index } = parseMonth(month);
    const [first, last] = [dayOf(year, index, 1), lastDayOfMonth(year, index)];
    let [covered, weighted] = [0, 0];
    const factorValueIds: number[] = [];
    for (const span of spans) {
      const days = Math.min(span.last, last) - Math.max(span.first, first) + 1;
      if (days <= 0) continue;
      covered += days;
      weighted += days * span.value;
      factorValueIds.push(span.id);
    }
    const monthDays = last - first + 1;
    return {
      month,
      emissions: covered === 0 ? null : (consumption * weighted) / monthDays,
      complete: covered === monthDays,
      factorValueIds,
    };
  });
}
