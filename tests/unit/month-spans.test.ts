import { describe, expect, it } from "vitest";
import { intervals, type Interval, type Reading } from "../../server/domain/consumption";
import {
  monthsOf,
  spanEmissions,
  splitByMonth,
  type FactorValue,
  type MonthSpan,
} from "../../server/domain/month-spans";

const counter = { cumulative: true, frequency: "P1M" };
const relativeDifference = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const interval = (from: string, to: string, consumption: number, partial = false): Interval => ({
  from,
  to,
  consumption,
  partial,
});

/** A span's months one by one, as a reader sees them. */
const allMonths = (spans: { month: string; through: string; consumption: number; emissions?: number | null }[]) =>
  monthsOf(
    spans.map((span) => ({ ...span, emissions: span.emissions ?? null })),
    spans[0]!.month,
    spans.at(-1)!.through,
  ).map((month) => [month.month, month.consumption]);

const single = (month: string, consumption: number, days: number, partial = false): MonthSpan => ({
  month,
  through: month,
  consumption,
  days,
  partial,
});

describe("consumption by month", () => {
  it("spreads an interval evenly over its days, the whole months inside it as one run", () => {
    expect(splitByMonth([interval("2026-01-15", "2026-03-10", 540)])).toEqual([
      single("2026-01", 160, 16),
      { month: "2026-02", through: "2026-02", consumption: 280, days: 28, partial: false },
      single("2026-03", 100, 10),
    ]);
    const long = splitByMonth([interval("2026-01-15", "2026-06-10", 146)]);
    expect(long).toEqual([
      single("2026-01", 16, 16),
      { month: "2026-02", through: "2026-05", consumption: 28 + 31 + 30 + 31, days: 120, partial: false },
      single("2026-06", 10, 10),
    ]);
    expect(allMonths(long)).toEqual([
      ["2026-01", 16],
      ["2026-02", 28],
      ["2026-03", 31],
      ["2026-04", 30],
      ["2026-05", 31],
      ["2026-06", 10],
    ]);
  });

  it("counts a leap February's 29 days and crosses a year end", () => {
    expect(allMonths(splitByMonth([interval("2028-01-31", "2028-03-01", 30)]))).toEqual([
      ["2028-02", 29],
      ["2028-03", 1],
    ]);
    expect(allMonths(splitByMonth([interval("2026-12-20", "2027-01-10", 21)]))).toEqual([
      ["2026-12", 11],
      ["2027-01", 10],
    ]);
  });

  it("sums intervals per month, sorted, partial when any is, leaving months no interval covers out", () => {
    const spans = splitByMonth([
      interval("2026-05-31", "2026-06-30", 30),
      interval("2026-01-10", "2026-01-20", 10),
      interval("2026-01-20", "2026-01-31", 11, true),
      interval("2026-01-31", "2026-02-01", 1),
    ]);
    expect(spans).toEqual([
      single("2026-01", 21, 21, true),
      single("2026-02", 1, 1),
      { month: "2026-06", through: "2026-06", consumption: 30, days: 30, partial: false },
    ]);
  });

  it("refuses an interval without days", () => {
    expect(() => splitByMonth([interval("2026-01-10", "2026-01-10", 1)])).toThrow(RangeError);
    expect(() => splitByMonth([interval("2026-01-10", "2026-01-09", 1)])).toThrow(RangeError);
  });

  it("keeps the total of awkward intervals", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const readings: Reading[] = [];
    let day = "1990-01-01";
    let value = 0;
    for (let index = 0; index < 2_000; index += 1) {
      day = addDays(day, 1 + Math.floor(random() * 400));
      value += random() * 1e6 + random() / 3;
      readings.push({ performedAt: day, value });
    }
    const split = intervals(readings, counter);
    const spans = splitByMonth(split);
    const total = sum(spans.map((span) => span.consumption));
    expect(relativeDifference(total, sum(split.map((i) => i.consumption)))).toBeLessThan(1e-9);
    expect(relativeDifference(total, value - readings[0]!.value)).toBeLessThan(1e-9);
    expect(relativeDifference(sum(allMonths(spans).map(([, used]) => used as number)), total)).toBeLessThan(1e-9);
  });

  it("walks month boundaries rather than days, for 100,000 daily readings", () => {
    const start = Date.UTC(1900, 0, 1);
    const readings: Reading[] = Array.from({ length: 100_000 }, (_, index) => ({
      performedAt: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      value: index * 2.5,
    }));
    const spans = splitByMonth(intervals(readings, counter));
    expect(spans[0]).toEqual(single("1900-01", 30 * 2.5, 30));
    expect(spans.at(-1)?.through).toBe(readings.at(-1)?.performedAt.slice(0, 7));
    expect(relativeDifference(sum(spans.map((span) => span.consumption)), 99_999 * 2.5)).toBeLessThan(1e-9);
  });

  it("keeps a reading millennia after the one before as a few spans, not a month each", () => {
    const started = performance.now();
    const spans = splitByMonth([interval("0001-12-31", "9999-12-31", 1)]);
    expect(spans).toEqual([
      { month: "0002-01", through: "9999-12", consumption: 1, days: expect.any(Number), partial: false },
    ]);
    const far = splitByMonth([interval("2026-03-15", "9999-12-31", 1), interval("2026-01-31", "2026-03-15", 0)]);
    expect(far.map((span) => [span.month, span.through])).toEqual([
      ["2026-02", "2026-02"],
      ["2026-03", "2026-03"],
      ["2026-04", "9999-12"],
    ]);
    // The months a page asks for, and those only.
    const months = monthsOf(
      far.map((span) => ({ ...span, emissions: null })),
      "2026-03",
      "2026-05",
    );
    expect(months.map((month) => month.month)).toEqual(["2026-03", "2026-04", "2026-05"]);
    const days = (far[2]!.days + 16) as number;
    expect(months[0]!.consumption).toBeCloseTo(16 / days, 15);
    expect(months[1]!.consumption).toBeCloseTo(30 / days, 15);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

/** `date` plus whole days, in UTC. */
function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("emissions by month", () => {
  const value = (id: number, factor: number, startDate: string | null, endDate: string | null): FactorValue => ({
    id,
    value: factor,
    startDate,
    endDate,
  });
  const whole = (month: string, consumption: number): MonthSpan => ({
    month,
    through: month,
    consumption,
    days: daysOfRun(month, month),
    partial: false,
  });

  it("multiplies by a value without dates for every month", () => {
    expect(spanEmissions([whole("2026-01", 100), whole("2028-02", 0)], [value(3, 0.5, null, null)])).toEqual([
      { ...whole("2026-01", 100), emissions: 50, complete: true, carried: false, factorValueIds: [3] },
      { ...whole("2028-02", 0), emissions: 0, complete: true, carried: false, factorValueIds: [3] },
    ]);
  });

  it("weighs two values changing in the month by the days each covers", () => {
    const values = [value(2, 0.5, "2026-02-15", null), value(1, 0.3, null, "2026-02-14")];
    const months = spanEmissions([whole("2026-01", 100), whole("2026-02", 280), whole("2026-03", 100)], values);
    expect(months.map((month) => month.factorValueIds)).toEqual([[1], [1, 2], [2]]);
    expect(months.map((month) => month.complete)).toEqual([true, true, true]);
    expect(months[0]?.emissions).toBeCloseTo(30, 12);
    expect(months[1]?.emissions).toBeCloseTo(280 * ((14 * 0.3 + 14 * 0.5) / 28), 12);
    expect(months[2]?.emissions).toBeCloseTo(50, 12);
  });

  it("cuts a run where a value changes, so each month has its own year's value", () => {
    // Two years and a half at 1 a day, a value for each of two years.
    const run = {
      month: "2014-07",
      through: "2016-12",
      consumption: 0,
      days: daysOfRun("2014-07", "2016-12"),
      partial: false,
    };
    run.consumption = run.days;
    const values = [value(14, 2, "2014-01-01", "2014-12-31"), value(15, 1, "2015-01-01", "2015-12-31")];
    const spans = spanEmissions([run], values);
    expect(spans.map((span) => [span.month, span.through, span.factorValueIds, span.carried])).toEqual([
      ["2014-07", "2014-12", [14], false],
      ["2015-01", "2015-12", [15], false],
      // No figure for 2016 (yet): 2015's stands in, and says so.
      ["2016-01", "2016-12", [15], true],
    ]);
    expect(spans.map((span) => span.emissions)).toEqual([184 * 2, 365, 366]);
    expect(spans.every((span) => span.complete)).toBe(true);
    const months = monthsOf(spans, "2014-12", "2016-01");
    expect(months.map((month) => [month.month, month.emissions])).toEqual([
      ["2014-12", 62],
      ...months.slice(1, -1).map((month) => [month.month, month.consumption]),
      ["2016-01", 31],
    ]);
  });

  it("a month a value changes inside becomes a month of its own, weighed by day", () => {
    const run = { month: "2026-01", through: "2026-03", consumption: 90, days: 90, partial: false };
    const spans = spanEmissions([run], [value(1, 1, null, "2026-02-14"), value(2, 3, "2026-02-15", null)]);
    expect(spans.map((span) => [span.month, span.through, span.consumption])).toEqual([
      ["2026-01", "2026-01", 31],
      ["2026-02", "2026-02", 28],
      ["2026-03", "2026-03", 31],
    ]);
    expect(spans[1]?.emissions).toBeCloseTo(28 * ((14 * 1 + 14 * 3) / 28), 12);
  });

  it("counts only the covered days of a month before a factor's first value, null when none is covered", () => {
    const months = spanEmissions(
      [whole("2026-02", 280), whole("2026-03", 310), whole("2026-04", 300), whole("2026-05", 310)],
      [value(1, 1, "2026-03-11", "2026-03-31"), value(2, 2, "2026-05-01", "2026-05-01")],
    );
    expect(
      months.map(({ month, emissions, complete, carried, factorValueIds }) => [
        month,
        emissions,
        complete,
        carried,
        factorValueIds,
      ]),
    ).toEqual([
      ["2026-02", null, false, false, []],
      ["2026-03", 210, false, false, [1]],
      ["2026-04", 300, true, true, [1]],
      ["2026-05", 20 + 300 * 2, true, true, [2]],
    ]);
    expect(spanEmissions([whole("2026-01", 1)], [])).toEqual([
      { ...whole("2026-01", 1), emissions: null, complete: false, carried: false, factorValueIds: [] },
    ]);
  });

  it("merges runs used at the same daily rate, as a recalculation reads them back", () => {
    const pieces = [
      { month: "2026-01", through: "2026-01", consumption: 31, days: 31, partial: false },
      { month: "2026-02", through: "2026-04", consumption: 89, days: 89, partial: false },
    ];
    expect(spanEmissions(pieces, [value(1, 1, null, null)]).map((span) => [span.month, span.through])).toEqual([
      ["2026-01", "2026-04"],
    ]);
  });

  it("refuses values that overlap or end before they start, and what is not a month", () => {
    const month = [whole("2026-01", 1)];
    expect(() => spanEmissions(month, [value(1, 1, null, null), value(2, 1, "2030-01-01", null)])).toThrow(RangeError);
    expect(() => spanEmissions(month, [value(1, 1, null, "2026-01-10"), value(2, 1, "2026-01-10", null)])).toThrow(
      RangeError,
    );
    expect(() => spanEmissions(month, [value(1, 1, "2026-01-10", "2026-01-09")])).toThrow(RangeError);
    expect(() => spanEmissions([{ ...whole("2026-01", 1), month: "2026-13" }], [])).toThrow(RangeError);
  });
});

function daysOfRun(from: string, through: string) {
  const [fy, fm] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = through.split("-").map(Number) as [number, number];
  return (Date.UTC(ty, tm, 1) - Date.UTC(fy, fm - 1, 1)) / 86_400_000;
}
