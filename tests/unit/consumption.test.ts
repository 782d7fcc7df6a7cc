import { describe, expect, it } from "vitest";
import {
  checkReading,
  daysBetween,
  intervals,
  monthlyEmissions,
  ReadingRefusedError,
  splitByMonth,
  subtractPeriod,
  type FactorValue,
  type Interval,
  type Meter,
  type Reading,
} from "../../server/domain/consumption";

const counter: Meter = { cumulative: true, frequency: "P1M" };
const periodic: Meter = { cumulative: false, frequency: "P1M" };

/** The refusal `intervals` throws, or fails. */
function refusalOf(readings: Reading[], meter: Meter = counter): ReadingRefusedError {
  try {
    intervals(readings, meter);
  } catch (error) {
    if (error instanceof ReadingRefusedError) return error;
    throw error;
  }
  throw new Error("Not refused");
}

const consumptions = (readings: Reading[], meter: Meter = counter) =>
  intervals(readings, meter).map((interval) => interval.consumption);

const relativeDifference = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("days and periods", () => {
  it("subtracts a period keeping the end of a shorter month, as addPeriod does", () => {
    expect(subtractPeriod("2026-03-31", "P1M")).toBe("2026-02-28");
    expect(subtractPeriod("2028-03-31", "P1M")).toBe("2028-02-29");
    expect(subtractPeriod("2026-10-31", "P1M")).toBe("2026-09-30");
    expect(subtractPeriod("2026-03-15", "P1M")).toBe("2026-02-15");
    expect(subtractPeriod("2027-02-28", "P2M")).toBe("2026-12-28");
    expect(subtractPeriod("2026-01-15", "P3M")).toBe("2025-10-15");
    expect(subtractPeriod("2028-02-29", "P1Y")).toBe("2027-02-28");
    expect(subtractPeriod("2036-03-15", "P10Y")).toBe("2026-03-15");
  });

  it("subtracts days and weeks across months and years", () => {
    expect(subtractPeriod("2027-01-04", "P7D")).toBe("2026-12-28");
    expect(subtractPeriod("2028-03-01", "P1D")).toBe("2028-02-29");
    expect(subtractPeriod("2026-03-01", "P1W")).toBe("2026-02-22");
    expect(subtractPeriod("2026-03-01", "P1M1D")).toBe("2026-01-28");
    expect(subtractPeriod("2026-03-15", "P0D")).toBe("2026-03-15");
  });

  it("refuses what is not a date or a period", () => {
    for (const period of ["P", "PT1H", "P-1M", "1Y", ""]) {
      expect(() => subtractPeriod("2026-01-01", period), period).toThrow(RangeError);
    }
    for (const date of ["2026-02-29", "2026-13-01", "2026-1-1", ""]) {
      expect(() => subtractPeriod(date, "P1M"), date).toThrow(RangeError);
    }
    expect(() => subtractPeriod("0001-01-15", "P1M")).toThrow(RangeError);
  });

  it("counts the days of an interval in UTC days", () => {
    expect(daysBetween("2026-01-15", "2026-03-10")).toBe(54);
    expect(daysBetween("2028-01-31", "2028-03-01")).toBe(30);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetween("2026-03-10", "2026-01-15")).toBe(-54);
  });
});

describe("intervals of a counter", () => {
  it("takes the difference from the previous reading, the first reading being the starting point", () => {
    const readings: Reading[] = [
      { id: 1, performedAt: "2026-01-01", value: 100 },
      { id: 2, performedAt: "2026-02-01", value: 150 },
      { id: 3, performedAt: "2026-03-01", value: 150 },
      { id: 4, performedAt: "2026-04-01", value: 210.5 },
    ];
    expect(intervals(readings, counter)).toEqual([
      { from: "2026-01-01", to: "2026-02-01", consumption: 50, partial: false, readingId: 2 },
      { from: "2026-02-01", to: "2026-03-01", consumption: 0, partial: false, readingId: 3 },
      { from: "2026-03-01", to: "2026-04-01", consumption: 60.5, partial: false, readingId: 4 },
    ]);
    expect(intervals(readings.slice(0, 1), counter)).toEqual([]);
    expect(intervals([], counter)).toEqual([]);
  });

  it("counts a rollover past the previous value's digits or the counter's", () => {
    const readings: Reading[] = [
      { performedAt: "2026-01-01", value: 99_850 },
      { performedAt: "2026-02-01", value: 120, rollover: true },
    ];
    expect(consumptions(readings)).toEqual([270]);
    expect(consumptions(readings, { ...counter, counterDigits: 6 })).toEqual([900_270]);
    expect(
      consumptions([
        { performedAt: "2026-01-01", value: 998.5 },
        { ...readings[1]!, value: 2 },
      ]),
    ).toEqual([3.5]);
  });

  it("refuses a rollover that is not lower, or from beyond the counter's digits", () => {
    const rollover = refusalOf([
      { performedAt: "2026-01-01", value: 500 },
      { performedAt: "2026-02-01", value: 500, rollover: true },
    ]);
    expect(rollover.code).toBe("rollover_not_lower");
    expect(rollover.readingIndex).toBe(1);
    expect(rollover.previous).toEqual({ performedAt: "2026-01-01", value: 500 });

    const beyond = refusalOf(
      [
        { performedAt: "2026-01-01", value: 12_000 },
        { performedAt: "2026-02-01", value: 100, rollover: true },
      ],
      { ...counter, counterDigits: 4 },
    );
    expect(beyond.code).toBe("rollover_beyond_counter");
  });

  it("counts a new counter from the old one's last value and the new one's start", () => {
    const previous: Reading = { performedAt: "2026-01-01", value: 1_000 };
    const replaced: Reading = {
      id: 7,
      performedAt: "2026-02-01",
      value: 50,
      newCounter: true,
      replacedCounterFinal: 1_200,
    };
    expect(intervals([previous, replaced], counter)).toEqual([
      { from: "2026-01-01", to: "2026-02-01", consumption: 250, partial: false, readingId: 7 },
    ]);
    expect(consumptions([previous, { ...replaced, newCounterStart: 10 }])).toEqual([240]);
    expect(consumptions([previous, { ...replaced, newCounterStart: null }])).toEqual([250]);
    expect(consumptions([previous, replaced, { performedAt: "2026-03-01", value: 80 }])).toEqual([250, 30]);
  });

  it("marks the interval partial when the old counter's last value is unknown", () => {
    const readings: Reading[] = [
      { performedAt: "2026-01-01", value: 1_000 },
      { performedAt: "2026-02-01", value: 50, newCounter: true, replacedCounterFinal: null, newCounterStart: 10 },
    ];
    expect(intervals(readings, counter)).toEqual([
      { from: "2026-01-01", to: "2026-02-01", consumption: 40, partial: true },
    ]);
  });

  it("takes a new counter with nothing before as the starting point", () => {
    const first: Reading = { performedAt: "2026-01-01", value: 50, newCounter: true, replacedCounterFinal: 900 };
    expect(intervals([first, { performedAt: "2026-02-01", value: 70 }], counter)).toHaveLength(1);
    expect(consumptions([first, { performedAt: "2026-02-01", value: 70 }])).toEqual([20]);
    expect(refusalOf([{ ...first, newCounterStart: 60 }]).code).toBe("below_counter_start");
  });

  it("refuses a new counter below the previous reading or its own start, and both flags at once", () => {
    const previous: Reading = { performedAt: "2026-01-01", value: 1_000 };
    const replaced: Reading = { performedAt: "2026-02-01", value: 50, newCounter: true, replacedCounterFinal: 999 };
    expect(refusalOf([previous, replaced]).code).toBe("final_below_previous");
    expect(refusalOf([previous, { ...replaced, replacedCounterFinal: null, newCounterStart: 51 }]).code).toBe(
      "below_counter_start",
    );
    expect(refusalOf([previous, { ...replaced, rollover: true }]).code).toBe("rollover_with_new_counter");
  });

  it("refuses a lower value with the previous reading, for the message", () => {
    const refusal = refusalOf([
      { performedAt: "2026-02-01", value: 12_000 },
      { performedAt: "2026-03-03", value: 12_345 },
      { performedAt: "2026-04-01", value: 12_344 },
      { performedAt: "2026-05-01", value: 1 },
    ]);
    expect(refusal).toBeInstanceOf(ReadingRefusedError);
    expect(refusal.code).toBe("lower_than_previous");
    expect(refusal.readingIndex).toBe(2);
    expect(refusal.previous).toEqual({ performedAt: "2026-03-03", value: 12_345 });
  });

  it("refuses two readings on one day and values that are not finite", () => {
    const sameDay = refusalOf([
      { performedAt: "2026-01-01", value: 1 },
      { performedAt: "2026-01-01", value: 2 },
    ]);
    expect(sameDay.code).toBe("same_day");
    expect(sameDay.previous).toEqual({ performedAt: "2026-01-01", value: 1 });
    expect(refusalOf([{ performedAt: "2026-01-01", value: NaN }]).code).toBe("not_finite");
    expect(
      refusalOf([{ performedAt: "2026-01-01", value: 1, newCounter: true, replacedCounterFinal: Infinity }]).code,
    ).toBe("not_finite");
  });

  it("takes readings out of order or on no date for a mistake of the caller", () => {
    const unsorted = [
      { performedAt: "2026-02-01", value: 1 },
      { performedAt: "2026-01-01", value: 2 },
    ];
    expect(() => intervals(unsorted, counter)).toThrow(RangeError);
    expect(() => intervals([{ performedAt: "2026-02-30", value: 1 }], counter)).toThrow(RangeError);
  });
});

describe("intervals of a period meter", () => {
  it("starts the first reading its frequency before, keeping the end of the month", () => {
    const readings: Reading[] = [
      { id: 1, performedAt: "2026-03-31", value: 30 },
      { id: 2, performedAt: "2026-04-30", value: 40 },
    ];
    expect(intervals(readings, periodic)).toEqual([
      { from: "2026-02-28", to: "2026-03-31", consumption: 30, partial: false, readingId: 1 },
      { from: "2026-03-31", to: "2026-04-30", consumption: 40, partial: false, readingId: 2 },
    ]);
    expect(intervals(readings, { ...periodic, frequency: "P7D" })[0]?.from).toBe("2026-03-24");
    expect(intervals(readings, { ...periodic, frequency: "P1Y" })[0]?.from).toBe("2025-03-31");
  });

  it("covers only its own day for a once-only meter", () => {
    expect(intervals([{ performedAt: "2026-03-01", value: 5 }], { ...periodic, frequency: "P0D" })).toEqual([
      { from: "2026-02-28", to: "2026-03-01", consumption: 5, partial: false },
    ]);
  });

  it("takes lower values as they come, but refuses a negative one", () => {
    const readings: Reading[] = [
      { performedAt: "2026-01-31", value: 100 },
      { performedAt: "2026-02-28", value: 0 },
    ];
    expect(consumptions(readings, periodic)).toEqual([100, 0]);
    const refusal = refusalOf([...readings, { performedAt: "2026-03-31", value: -1 }], periodic);
    expect(refusal.code).toBe("negative_consumption");
    expect(refusal.readingIndex).toBe(2);
    expect(refusalOf([readings[0]!, { ...readings[0]!, value: 3 }], periodic).code).toBe("same_day");
  });
});

describe("checking a reading between its neighbours", () => {
  const before: Reading = { performedAt: "2026-01-01", value: 100 };
  const after: Reading = { performedAt: "2026-03-01", value: 300 };

  it("accepts a reading that fits, with or without neighbours", () => {
    expect(checkReading(before, { performedAt: "2026-02-01", value: 200 }, after, counter)).toBeNull();
    expect(checkReading(undefined, { performedAt: "2026-02-01", value: 200 }, undefined, counter)).toBeNull();
    expect(checkReading(undefined, { performedAt: "2025-12-01", value: 50 }, before, counter)).toBeNull();
    expect(checkReading(after, { performedAt: "2026-04-01", value: 300 }, undefined, counter)).toBeNull();
  });

  it("refuses a reading lower than the one before", () => {
    expect(checkReading(before, { performedAt: "2026-02-01", value: 99 }, after, counter)).toEqual({
      code: "lower_than_previous",
      previous: { performedAt: "2026-01-01", value: 100 },
    });
  });

  it("refuses a reading that would make the next one invalid", () => {
    expect(checkReading(before, { performedAt: "2026-02-01", value: 500 }, after, counter)).toEqual({
      code: "lower_than_previous",
      previous: { performedAt: "2026-02-01", value: 500 },
      next: { performedAt: "2026-03-01", value: 300 },
    });
    const replaced: Reading = { performedAt: "2026-03-01", value: 5, newCounter: true, replacedCounterFinal: 400 };
    expect(checkReading(before, { performedAt: "2026-02-01", value: 350 }, replaced, counter)).toBeNull();
    expect(checkReading(before, { performedAt: "2026-02-01", value: 450 }, replaced, counter)?.code).toBe(
      "final_below_previous",
    );
    const rollover: Reading = { performedAt: "2026-03-01", value: 5, rollover: true };
    expect(checkReading(undefined, { performedAt: "2026-02-01", value: 3 }, rollover, counter)).toMatchObject({
      code: "rollover_not_lower",
      next: { performedAt: "2026-03-01", value: 5 },
    });
  });

  it("refuses a second reading on a neighbour's day", () => {
    expect(checkReading(before, { performedAt: "2026-01-01", value: 150 }, after, counter)?.code).toBe("same_day");
    expect(checkReading(before, { performedAt: "2026-03-01", value: 150 }, after, counter)).toMatchObject({
      code: "same_day",
      next: { performedAt: "2026-03-01", value: 300 },
    });
    expect(checkReading(before, { performedAt: "2026-03-01", value: 1 }, after, periodic)?.code).toBe("same_day");
  });

  it("only checks a period meter's values for being negative", () => {
    const later: Reading = { performedAt: "2026-05-01", value: 0 };
    expect(checkReading(after, { performedAt: "2026-04-01", value: 1 }, later, periodic)).toBeNull();
    expect(checkReading(undefined, { performedAt: "2026-04-01", value: 1 }, later, counter)?.next).toEqual(later);
    expect(checkReading(before, { performedAt: "2026-02-01", value: -1 }, after, periodic)?.code).toBe(
      "negative_consumption",
    );
  });
});

const interval = (from: string, to: string, consumption: number, partial = false): Interval => ({
  from,
  to,
  consumption,
  partial,
});

describe("consumption by month", () => {
  it("spreads an interval evenly over its days", () => {
    expect(splitByMonth([interval("2026-01-15", "2026-03-10", 540)])).toEqual([
      { month: "2026-01", consumption: 160, partial: false },
      { month: "2026-02", consumption: 280, partial: false },
      { month: "2026-03", consumption: 100, partial: false },
    ]);
  });

  it("counts a leap February's 29 days and crosses a year end", () => {
    expect(splitByMonth([interval("2028-01-31", "2028-03-01", 30)])).toEqual([
      { month: "2028-02", consumption: 29, partial: false },
      { month: "2028-03", consumption: 1, partial: false },
    ]);
    expect(splitByMonth([interval("2026-12-20", "2027-01-10", 21)])).toEqual([
      { month: "2026-12", consumption: 11, partial: false },
      { month: "2027-01", consumption: 10, partial: false },
    ]);
  });

  it("sums intervals per month, sorted, partial when any is, leaving months no interval covers out", () => {
    const months = splitByMonth([
      interval("2026-05-31", "2026-06-30", 30),
      interval("2026-01-10", "2026-01-20", 10),
      interval("2026-01-20", "2026-01-31", 11, true),
      interval("2026-01-31", "2026-02-01", 1),
    ]);
    expect(months).toEqual([
      { month: "2026-01", consumption: 21, partial: true },
      { month: "2026-02", consumption: 1, partial: false },
      { month: "2026-06", consumption: 30, partial: false },
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
    const months = splitByMonth(split);
    expect(
      relativeDifference(sum(months.map((month) => month.consumption)), sum(split.map((i) => i.consumption))),
    ).toBeLessThan(1e-9);
    expect(relativeDifference(sum(months.map((month) => month.consumption)), value - readings[0]!.value)).toBeLessThan(
      1e-9,
    );
  });

  it("walks month boundaries rather than days, for 100,000 daily readings and an interval of millennia", () => {
    const start = Date.UTC(1900, 0, 1);
    const readings: Reading[] = Array.from({ length: 100_000 }, (_, index) => ({
      performedAt: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
      value: index * 2.5,
    }));
    const months = splitByMonth(intervals(readings, counter));
    expect(months[0]).toEqual({ month: "1900-01", consumption: 30 * 2.5, partial: false });
    expect(months.at(-1)?.month).toBe(readings.at(-1)?.performedAt.slice(0, 7));
    expect(months).toHaveLength(3_286);
    expect(relativeDifference(sum(months.map((month) => month.consumption)), 99_999 * 2.5)).toBeLessThan(1e-9);

    const millennia = splitByMonth([interval("0001-12-31", "9999-12-31", 1)]);
    expect(millennia).toHaveLength(9_998 * 12);
    expect(relativeDifference(sum(millennia.map((month) => month.consumption)), 1)).toBeLessThan(1e-9);
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

  it("multiplies by a value without dates for every month", () => {
    expect(
      monthlyEmissions(
        [
          { month: "2026-01", consumption: 100 },
          { month: "2028-02", consumption: 0 },
        ],
        [value(3, 0.5, null, null)],
      ),
    ).toEqual([
      { month: "2026-01", emissions: 50, complete: true, factorValueIds: [3] },
      { month: "2028-02", emissions: 0, complete: true, factorValueIds: [3] },
    ]);
  });

  it("weighs two values changing in the month by the days each covers", () => {
    const values = [value(2, 0.5, "2026-02-15", null), value(1, 0.3, null, "2026-02-14")];
    const months = monthlyEmissions(
      [
        { month: "2026-01", consumption: 100 },
        { month: "2026-02", consumption: 280 },
        { month: "2026-03", consumption: 100 },
      ],
      values,
    );
    expect(months.map((month) => month.factorValueIds)).toEqual([[1], [1, 2], [2]]);
    expect(months.map((month) => month.complete)).toEqual([true, true, true]);
    expect(months[0]?.emissions).toBeCloseTo(30, 12);
    expect(months[1]?.emissions).toBeCloseTo(280 * ((14 * 0.3 + 14 * 0.5) / 28), 12);
    expect(months[1]?.emissions).toBeCloseTo(112, 12);
    expect(months[2]?.emissions).toBeCloseTo(50, 12);
  });

  it("counts only the covered days of a month, null when none is covered", () => {
    const months = monthlyEmissions(
      [
        { month: "2026-02", consumption: 280 },
        { month: "2026-03", consumption: 310 },
        { month: "2026-04", consumption: 300 },
        { month: "2026-05", consumption: 310 },
      ],
      [value(1, 1, "2026-03-11", "2026-03-31"), value(2, 2, "2026-05-01", "2026-05-01")],
    );
    expect(months).toEqual([
      { month: "2026-02", emissions: null, complete: false, factorValueIds: [] },
      { month: "2026-03", emissions: 210, complete: false, factorValueIds: [1] },
      { month: "2026-04", emissions: null, complete: false, factorValueIds: [] },
      { month: "2026-05", emissions: 20, complete: false, factorValueIds: [2] },
    ]);
    expect(monthlyEmissions([{ month: "2026-01", consumption: 1 }], [])).toEqual([
      { month: "2026-01", emissions: null, complete: false, factorValueIds: [] },
    ]);
  });

  it("refuses values that overlap or end before they start, and what is not a month", () => {
    const month = [{ month: "2026-01", consumption: 1 }];
    expect(() => monthlyEmissions(month, [value(1, 1, null, null), value(2, 1, "2030-01-01", null)])).toThrow(
      RangeError,
    );
    expect(() => monthlyEmissions(month, [value(1, 1, null, "2026-01-10"), value(2, 1, "2026-01-10", null)])).toThrow(
      RangeError,
    );
    expect(() => monthlyEmissions(month, [value(1, 1, "2026-01-10", "2026-01-09")])).toThrow(RangeError);
    expect(() => monthlyEmissions([{ month: "2026-13", consumption: 1 }], [])).toThrow(RangeError);
  });
});
