import { describe, expect, it } from "vitest";
import {
  checkReading,
  daysBetween,
  intervals,
  ReadingRefusedError,
  type Meter,
  type Reading,
} from "../../server/domain/consumption";

const counter: Meter = { cumulative: true, frequency: "P1M", counterDigits: 5 };
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

describe("days", () => {
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

  it("counts a rollover past the counter's digits, and refuses one on a counter of unknown digits", () => {
    const readings: Reading[] = [
      { performedAt: "2026-01-01", value: 99_850 },
      { performedAt: "2026-02-01", value: 120, rollover: true },
    ];
    expect(consumptions(readings)).toEqual([270]);
    expect(consumptions(readings, { ...counter, counterDigits: 6 })).toEqual([900_270]);
    // Never guessed from the previous value: 998.5 → 2 is no rollover of a 3-digit counter but of this one.
    const small = [
      { performedAt: "2026-01-01", value: 998.5 },
      { ...readings[1]!, value: 2 },
    ];
    expect(consumptions(small)).toEqual([99_003.5]);
    const unknown = refusalOf(readings, { ...counter, counterDigits: null });
    expect([unknown.code, unknown.readingIndex]).toEqual(["rollover_needs_digits", 1]);
  });

  it("refuses a counter value below zero or beyond its digits, as a rollover's too", () => {
    const previous: Reading = { performedAt: "2026-01-01", value: 10_000 };
    // The typing error that booked 893,372 m3: −500 taken for a rollover.
    expect(refusalOf([previous, { performedAt: "2026-02-01", value: -500, rollover: true }]).code).toBe(
      "negative_counter",
    );
    expect(
      refusalOf([previous, { performedAt: "2026-02-01", value: -500 }], { ...counter, counterDigits: null }).code,
    ).toBe("negative_counter");
    expect(refusalOf([previous, { performedAt: "2026-02-01", value: 100_000 }]).code).toBe("beyond_counter_digits");
    expect(
      refusalOf([previous, { performedAt: "2026-02-01", value: 5, newCounter: true, replacedCounterFinal: 123_456 }])
        .code,
    ).toBe("beyond_counter_digits");
    expect(consumptions([previous, { performedAt: "2026-02-01", value: 99_999.9 }])[0]).toBeCloseTo(89_999.9, 6);
  });

  it("refuses a rollover that is not lower, or from beyond the counter's digits", () => {
    const rollover = refusalOf([
      { performedAt: "2026-01-01", value: 500 },
      { performedAt: "2026-02-01", value: 500, rollover: true },
    ]);
    expect(rollover.code).toBe("rollover_not_lower");
    expect(rollover.readingIndex).toBe(1);
    expect(rollover.previous).toEqual({ performedAt: "2026-01-01", value: 500 });

    // A reading saved before the counter's digits were set (or made fewer) is beyond them.
    const beyond = refusalOf(
      [
        { performedAt: "2026-01-01", value: 12_000 },
        { performedAt: "2026-02-01", value: 100, rollover: true },
      ],
      { ...counter, counterDigits: 4 },
    );
    expect(beyond.code).toBe("beyond_counter_digits");
    expect(beyond.readingIndex).toBe(0);
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
  it("starts the series with the first reading: what it says was used is spread over no days", () => {
    const readings: Reading[] = [
      { id: 1, performedAt: "2026-02-28", value: 30 },
      { id: 2, performedAt: "2026-03-31", value: 40 },
    ];
    // Not 29 January to 28 February: the day the first period began is not known.
    expect(intervals(readings, periodic)).toEqual([
      { from: "2026-02-28", to: "2026-03-31", consumption: 40, partial: false, readingId: 2 },
    ]);
    for (const frequency of ["P7D", "P1M", "P1Y"]) {
      expect(intervals(readings.slice(0, 1), { ...periodic, frequency })).toEqual([]);
    }
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
    expect(consumptions(readings, periodic)).toEqual([0]);
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
