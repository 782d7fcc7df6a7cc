import { dayNumber, daysOfMonths, firstDayOfMonth, monthIndex, monthIndexOfDay, monthOfIndex } from "./calendar-days";
import type { Interval } from "./consumption";

/**
 * What the intervals between readings come to per calendar month, kept as spans: a month that an
 * interval begins or ends in is a span of its own; the whole months inside one interval are one span,
 * used evenly by day. A reading a century after the one before is three spans, not 1,200 months, so
 * the work and the rows follow the readings, never the calendar between them.
 */
export type MonthSpan = {
  /** The first month, yyyy-mm. */
  month: string;
  /** The last month, yyyy-mm: `month` itself, or a later one for a run of whole months. */
  through: string;
  /** Over the whole span; each month of a run has its days' share. */
  consumption: number;
  /** The days of the span the readings cover: every day of a run, some or all of a single month's. */
  days: number;
  /** Part of the consumption is unknown (a replaced counter whose last value was not read). */
  partial: boolean;
};

type Piece = { first: number; last: number; consumption: number; days: number; partial: boolean };

const spanOf = (piece: Piece): MonthSpan => ({
  month: monthOfIndex(piece.first),
  through: monthOfIndex(piece.last),
  consumption: piece.consumption,
  days: piece.days,
  partial: piece.partial,
});

/**
 * Each interval's consumption spread evenly over its days: partly covered months summed per month (a
 * month is partial when any interval in it is), and the whole months inside an interval as one run.
 * Sorted by month; the spans never overlap.
 */
export function splitByMonth(intervalList: readonly Interval[]): MonthSpan[] {
  const single = new Map<number, Piece>();
  const runs: Piece[] = [];
  const addDays = (month: number, days: number, consumption: number, partial: boolean) => {
    const sum = single.get(month);
    if (sum) {
      sum.consumption += consumption;
      sum.days += days;
      sum.partial ||= partial;
    } else single.set(month, { first: month, last: month, consumption, days, partial });
  };
  for (const { from, to, consumption, partial } of intervalList) {
    const [firstDay, lastDay] = [dayNumber(from) + 1, dayNumber(to)];
    const days = lastDay - firstDay + 1;
    if (days < 1) throw new RangeError(`Empty interval (${from}, ${to}]`);
    const share = (count: number) => (consumption * count) / days;
    const [firstMonth, lastMonth] = [monthIndexOfDay(firstDay), monthIndexOfDay(lastDay)];
    // The whole months: from the first day's month when it is the 1st, to the last day's when it ends it.
    const wholeFrom = firstDay === firstDayOfMonth(firstMonth) ? firstMonth : firstMonth + 1;
    const wholeTo = lastDay === firstDayOfMonth(lastMonth + 1) - 1 ? lastMonth : lastMonth - 1;
    if (wholeFrom > wholeTo) {
      if (firstMonth === lastMonth) addDays(firstMonth, days, consumption, partial);
      else {
        const head = firstDayOfMonth(lastMonth) - firstDay;
        addDays(firstMonth, head, share(head), partial);
        addDays(lastMonth, days - head, share(days - head), partial);
      }
      continue;
    }
    const head = firstDayOfMonth(wholeFrom) - firstDay;
    const tail = lastDay - firstDayOfMonth(wholeTo + 1) + 1;
    if (head > 0) addDays(firstMonth, head, share(head), partial);
    const whole = days - head - tail;
    runs.push({ first: wholeFrom, last: wholeTo, consumption: share(whole), days: whole, partial });
    if (tail > 0) addDays(lastMonth, tail, share(tail), partial);
  }
  return [...single.values(), ...runs].sort((a, b) => a.first - b.first).map(spanOf);
}

export type FactorValue = {
  id: number;
  /** Emission per unit of consumption, in the units wanted. */
  value: number;
  startDate: string | null;
  /** Inclusive. */
  endDate: string | null;
};

/** A stretch of days over which one value applies, its own or carried on from before. */
type Stretch = { first: number; last: number; value: FactorValue; carried: boolean };

/**
 * The values' days, and after each value the days until the next as its carried stretch: a factor
 * published for a year stands for the years after it until a newer one is entered, and says so.
 * Values of a factor do not overlap (a RangeError if they do).
 */
function stretchesOf(factorValues: readonly FactorValue[]): Stretch[] {
  const own = factorValues
    .map((value) => ({
      value,
      first: value.startDate === null ? -Infinity : dayNumber(value.startDate),
      last: value.endDate === null ? Infinity : dayNumber(value.endDate),
    }))
    .sort((a, b) => a.first - b.first);
  return own.flatMap((span, index) => {
    if (span.last < span.first) throw new RangeError(`Factor value ${span.value.id} ends before it starts`);
    const next = own[index + 1];
    if (next && next.first <= span.last) {
      throw new RangeError(`Factor values ${span.value.id} and ${next.value.id} overlap`);
    }
    const gapEnd = next ? next.first - 1 : Infinity;
    const stretch = { first: span.first, last: span.last, value: span.value, carried: false };
    return span.last < gapEnd
      ? [stretch, { first: span.last + 1, last: gapEnd, value: span.value, carried: true }]
      : [stretch];
  });
}

/** Merges neighbouring runs of whole months used at the same daily rate: their months' figures are the same either way. */
function mergeRuns(spans: readonly MonthSpan[]): MonthSpan[] {
  const merged: MonthSpan[] = [];
  const whole = (span: MonthSpan) => span.days === daysOfMonths(monthIndex(span.month), monthIndex(span.through));
  const rate = (span: MonthSpan) => span.consumption / span.days;
  for (const span of spans) {
    const before = merged.at(-1);
    const adjacent = before && monthIndex(before.through) + 1 === monthIndex(span.month);
    const sameRate = before && Math.abs(rate(before) - rate(span)) <= 1e-12 * Math.max(1, Math.abs(rate(span)));
    if (before && adjacent && sameRate && whole(before) && whole(span) && before.partial === span.partial) {
      merged[merged.length - 1] = {
        ...before,
        through: span.through,
        consumption: before.consumption + span.consumption,
        days: before.days + span.days,
      };
    } else merged.push(span);
  }
  return merged;
}

/**
 * A run cut where the value that applies changes: at a month's first day between two runs, or around
 * a month a change falls inside, which becomes a single month weighed by day.
 */
function cutAt(span: MonthSpan, changes: readonly number[]): MonthSpan[] {
  const [first, last] = [monthIndex(span.month), monthIndex(span.through)];
  if (first === last) return [span];
  const pieces: MonthSpan[] = [];
  const take = (from: number, to: number) => {
    if (from > to) return;
    const days = daysOfMonths(from, to);
    const consumption = (span.consumption * days) / span.days;
    pieces.push({ ...span, month: monthOfIndex(from), through: monthOfIndex(to), consumption, days });
  };
  let start = first;
  const [firstDay, lastDay] = [firstDayOfMonth(first), firstDayOfMonth(last + 1) - 1];
  for (const day of changes) {
    if (day <= firstDay) continue;
    if (day > lastDay) break;
    const month = monthIndexOfDay(day);
    if (month < start) continue;
    take(start, month - 1);
    if (day === firstDayOfMonth(month)) start = month;
    else {
      take(month, month);
      start = month + 1;
    }
  }
  take(start, last);
  return pieces;
}

export type Emissions = {
  /** Null when no value applies to any day of the span. */
  emissions: number | null;
  /** A value applies to every day of the span (its own, or an earlier one's carried on). */
  complete: boolean;
  /** Some day has no value of its own and takes the latest before it (a year not yet published). */
  carried: boolean;
  factorValueIds: number[];
};

/**
 * A factor over time: the days its value changes, and a span's emissions: its consumption, taken as
 * even over its days, times the value applying on each day, so consumption × Σ(days × value) / days
 * of the span. A day after the factor's last value takes that value, marked `carried`; a day before
 * its first has none (emissions are then a lower bound, and `complete` is false).
 */
export function factorOverTime(factorValues: readonly FactorValue[]) {
  const stretches = stretchesOf(factorValues);
  const changes = stretches.flatMap((stretch) => [stretch.first, stretch.last + 1]).filter(Number.isFinite);
  return {
    changes,
    of(span: MonthSpan): Emissions {
      const first = firstDayOfMonth(monthIndex(span.month));
      const last = firstDayOfMonth(monthIndex(span.through) + 1) - 1;
      let [covered, weighted, carried] = [0, 0, false];
      const factorValueIds: number[] = [];
      for (const stretch of stretches) {
        const days = Math.min(stretch.last, last) - Math.max(stretch.first, first) + 1;
        if (days <= 0) continue;
        covered += days;
        weighted += days * stretch.value.value;
        carried ||= stretch.carried;
        if (!factorValueIds.includes(stretch.value.id)) factorValueIds.push(stretch.value.id);
      }
      const calendarDays = last - first + 1;
      return {
        emissions: covered === 0 ? null : (span.consumption * weighted) / calendarDays,
        complete: covered === calendarDays,
        carried,
        factorValueIds,
      };
    },
  };
}

/**
 * The spans as emissions are worked out on them: runs merged where they may be, and cut on every day
 * a factor's value changes, so each month of a run has its days' share of the run's emissions.
 */
export function spansForFactors(spans: readonly MonthSpan[], factors: readonly { changes: number[] }[]) {
  const changes = [...new Set(factors.flatMap((factor) => factor.changes))].sort((a, b) => a - b);
  return mergeRuns(spans).flatMap((span) => cutAt(span, changes));
}

/** Each span's emissions by one factor's values, the spans cut where its value changes. */
export function spanEmissions(spans: readonly MonthSpan[], factorValues: readonly FactorValue[]) {
  const factor = factorOverTime(factorValues);
  return spansForFactors(spans, [factor]).map((span) => ({ ...span, ...factor.of(span) }));
}

export type MonthFigures = { month: string; consumption: number; emissions: number | null };

/**
 * The calendar months of spans between `from` and `to` (yyyy-mm, both included), each month of a run
 * with its days' share: the only place a run becomes months, for as many as are asked for.
 */
export function monthsOf<S extends { month: string; through: string; consumption: number; emissions: number | null }>(
  spans: readonly S[],
  from: string,
  to: string,
): (S & MonthFigures)[] {
  const [lowest, highest] = [monthIndex(from), monthIndex(to)];
  return spans.flatMap((span) => {
    const [first, last] = [monthIndex(span.month), monthIndex(span.through)];
    const spanDays = daysOfMonths(first, last);
    const months: (S & MonthFigures)[] = [];
    for (let month = Math.max(first, lowest); month <= Math.min(last, highest); month += 1) {
      const days = daysOfMonths(month, month);
      months.push({
        ...span,
        month: monthOfIndex(month),
        consumption: (span.consumption * days) / spanDays,
        emissions: span.emissions === null ? null : (span.emissions * days) / spanDays,
      });
    }
    return months;
  });
}
