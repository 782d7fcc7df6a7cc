import { describe, expect, it } from "vitest";
import type { Interval } from "../../server/domain/consumption";
import { unusualConsumption } from "../../server/domain/unusual-consumption";

/** Months of 30 days from day 0, each with its consumption. */
const months = (...consumptions: number[]): Interval[] =>
  consumptions.map((consumption, index) => ({
    from: new Date(Date.UTC(2026, 0, 1 + index * 30)).toISOString().slice(0, 10),
    to: new Date(Date.UTC(2026, 0, 31 + index * 30)).toISOString().slice(0, 10),
    consumption,
    partial: false,
  }));

describe("unusual consumption", () => {
  const usual = months(900, 1_000, 1_100, 950);
  const next = (consumption: number, days = 30): Interval => ({
    from: "2026-05-01",
    to: new Date(Date.UTC(2026, 4, 1 + days)).toISOString().slice(0, 10),
    consumption,
    partial: false,
  });

  it("answers how many times the median per day a consumption is, from ten times on", () => {
    expect(unusualConsumption(usual, next(9_700))).toBeNull();
    expect(unusualConsumption(usual, next(9_750))).toBeCloseTo(10, 12);
    // The typing error of the gas meter: 893,372 m3 where about a thousand is usual.
    expect(unusualConsumption(usual, next(893_372))).toBeGreaterThan(900);
  });

  it("compares per day, so a longer interval may use more", () => {
    expect(unusualConsumption(usual, next(9_000, 300))).toBeNull();
    expect(unusualConsumption(usual, next(3_000, 3))).toBeCloseTo(30.8, 1);
  });

  it("knows no usual for a new meter, one that usually uses nothing, or a partly known interval", () => {
    expect(unusualConsumption(months(1_000, 1_000), next(1e9))).toBeNull();
    expect(unusualConsumption(months(0, 0, 0, 5), next(1e9))).toBeNull();
    expect(unusualConsumption(usual, { ...next(1e9), partial: true })).toBeNull();
    expect(unusualConsumption([...usual.map((one) => ({ ...one, partial: true }))], next(1e9))).toBeNull();
  });

  it("takes the latest two years of intervals", () => {
    const history = [
      ...months(...Array.from({ length: 30 }, () => 10)),
      ...months(...Array.from({ length: 24 }, () => 1_000)),
    ];
    expect(unusualConsumption(history, next(2_000))).toBeNull();
  });
});
