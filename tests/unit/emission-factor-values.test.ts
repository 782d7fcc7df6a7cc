import { describe, expect, it } from "vitest";
import {
  checkFactorValues,
  currentFactorValue,
  isFactorUnit,
  valuesForYear,
  yearPeriod,
  type FactorValue,
} from "../../server/domain/emission-factor-values";
import type { DateOnly } from "../../server/domain/wire-casing";

const value = (overrides: Partial<FactorValue> = {}): FactorValue => ({
  value: 0.192,
  meterUnit: "kWh",
  emissionUnit: "KILOGRAMS",
  startDate: null,
  endDate: null,
  source: "Energinet: Miljødeklaration 2015",
  sourceUrl: null,
  sourceYear: null,
  ...overrides,
});
const dated = (start: string, end: string | null, overrides: Partial<FactorValue> = {}) =>
  value({ startDate: start as DateOnly, endDate: end as DateOnly | null, ...overrides });
const codes = (values: FactorValue[], type: Parameters<typeof checkFactorValues>[0] = "ELECTRICITY") =>
  checkFactorValues(type, values).map((refusal) => `${refusal.path} ${refusal.code}`);

describe("checkFactorValues", () => {
  it("takes one undated value", () => {
    expect(codes([value()])).toEqual([]);
  });

  it("takes dated periods that follow each other, the last open-ended, in any order", () => {
    expect(
      codes([dated("2016-01-01", null), dated("2014-01-01", "2014-12-31"), dated("2015-01-01", "2015-12-31")]),
    ).toEqual([]);
    // Gaps between periods are allowed: a year without a published figure has no value.
    expect(codes([dated("2010-01-01", "2010-12-31"), dated("2015-01-01", "2015-12-31")])).toEqual([]);
  });

  it("needs at least one value and at most 100", () => {
    expect(codes([])).toEqual(["values values_required"]);
    const many = Array.from({ length: 101 }, (_, year) => dated(`${1900 + year}-01-01`, `${1900 + year}-12-31`));
    expect(codes(many)).toEqual(["values values_too_many"]);
    expect(codes(many.slice(0, 100))).toEqual([]);
  });

  it("refuses an undated value among others, even two undated ones", () => {
    expect(codes([dated("2015-01-01", "2015-12-31"), value()])).toEqual(["values.1.start_date undated_among_dated"]);
    expect(codes([value(), value()])).toEqual([
      "values.0.start_date undated_among_dated",
      "values.1.start_date undated_among_dated",
    ]);
  });

  it("refuses periods that overlap, end dates counting as days of the period", () => {
    expect(codes([dated("2015-01-01", "2015-12-31"), dated("2015-12-31", "2016-12-31")])).toEqual([
      "values.1.start_date values_overlap",
    ]);
    expect(codes([dated("2015-06-01", "2015-12-31"), dated("2015-01-01", "2015-06-01")])).toEqual([
      "values.0.start_date values_overlap",
    ]);
    expect(codes([dated("2015-01-01", "2015-12-31"), dated("2015-01-01", "2015-12-31")])).toEqual([
      "values.1.start_date values_overlap",
    ]);
  });

  it("lets only the latest period be open-ended", () => {
    expect(codes([dated("2014-01-01", null), dated("2015-01-01", null)])).toEqual([
      "values.0.end_date open_end_not_last",
    ]);
  });

  it("refuses an end before the start, and an end without a start", () => {
    expect(codes([dated("2015-12-31", "2015-01-01")])).toEqual(["values.0.end_date ends_before_start"]);
    expect(codes([value({ endDate: "2015-12-31" as DateOnly })])).toEqual(["values.0.end_date end_without_start"]);
    expect(codes([dated("2015-03-01", "2015-03-01")])).toEqual([]);
  });

  it("takes only the units of the utility type's group; a custom type any short unit", () => {
    expect(codes([value({ meterUnit: "m3" })])).toEqual(["values.0.meter_unit unit_not_allowed"]);
    expect(codes([value({ meterUnit: " MWh " })])).toEqual([]);
    expect(codes([value({ meterUnit: "L" })], "FLEET")).toEqual([]);
    expect(codes([value({ meterUnit: "wood pellets kg" })], "HEAT")).toEqual([]);
    expect(codes([value({ meterUnit: "wood pellets kg" })], "ELECTRICITY")).toEqual([
      "values.0.meter_unit unit_not_allowed",
    ]);
    expect(codes([value({ meterUnit: "pallets" })], "CUSTOM")).toEqual([]);
    expect(codes([value({ meterUnit: "" })], "CUSTOM")).toEqual(["values.0.meter_unit unit_not_allowed"]);
    expect(codes([value({ meterUnit: "x".repeat(21) })], "CUSTOM")).toEqual(["values.0.meter_unit unit_not_allowed"]);
    expect(isFactorUnit("CONCENTRATION_MASS_TO_VOLUME", "\u03bcg/L")).toBe(true);
  });

  it("checks the number, the emission unit and the source of each value", () => {
    expect(codes([value({ value: -0.1 })])).toEqual(["values.0.value value_invalid"]);
    expect(codes([value({ value: Number.NaN })])).toEqual(["values.0.value value_invalid"]);
    expect(codes([value({ value: Number.POSITIVE_INFINITY })])).toEqual(["values.0.value value_invalid"]);
    expect(codes([value({ value: 0 })])).toEqual([]);
    expect(codes([value({ emissionUnit: "POUNDS" as never })])).toEqual([
      "values.0.emission_unit emission_unit_invalid",
    ]);
    expect(codes([value({ source: "  " })])).toEqual(["values.0.source source_required"]);
    expect(codes([value({ source: "s".repeat(501) })])).toEqual(["values.0.source source_too_long"]);
    expect(codes([value({ sourceUrl: "ftp://example.com/factors" })])).toEqual([
      "values.0.source_url source_url_invalid",
    ]);
    expect(codes([value({ sourceUrl: "https://energinet.dk/" })])).toEqual([]);
    expect(codes([value({ sourceYear: 1899 })])).toEqual(["values.0.source_year source_year_out_of_range"]);
    expect(codes([value({ sourceYear: 2101 })])).toEqual(["values.0.source_year source_year_out_of_range"]);
    expect(codes([value({ sourceYear: 2015 })])).toEqual([]);
  });

  it("gives every refusal a message", () => {
    const refusals = checkFactorValues("ELECTRICITY", [dated("2015-01-01", null), value({ value: -1 })]);
    expect(refusals.length).toBeGreaterThan(1);
    for (const refusal of refusals) expect(refusal.message).not.toBe("");
  });
});

describe("currentFactorValue", () => {
  const series = [dated("2014-01-01", "2014-12-31"), dated("2015-01-01", "2015-12-31"), dated("2017-01-01", null)];

  it("is the undated value", () => {
    const only = value();
    expect(currentFactorValue([only], "2026-05-01")).toBe(only);
  });

  it("is the value whose period holds the day, its end day included", () => {
    expect(currentFactorValue(series, "2015-12-31")).toBe(series[1]);
    expect(currentFactorValue(series, "2030-01-01")).toBe(series[2]);
  });

  it("is the latest value begun when no period holds the day, else the first to come", () => {
    expect(currentFactorValue(series, "2016-06-01")).toBe(series[1]);
    const past = series.slice(0, 2);
    expect(currentFactorValue(past, "2026-05-01")).toBe(past[1]);
    expect(currentFactorValue(series, "2010-01-01")).toBe(series[0]);
    expect(currentFactorValue([], "2026-05-01")).toBeNull();
  });

  it("makes a year a period from 1 January to 31 December", () => {
    expect(yearPeriod(2015)).toEqual({ startDate: "2015-01-01", endDate: "2015-12-31" });
  });
});

describe("the values a year takes", () => {
  const series = [yearPeriod(2014), yearPeriod(2015)].map((period, index) => ({ ...period, id: index }));

  it("are its own, or the latest published before it, marked as standing in", () => {
    expect(valuesForYear(series, 2015)).toEqual([{ ...series[1], earlier: false }]);
    expect(valuesForYear(series, 2026)).toEqual([{ ...series[1], earlier: true }]);
    expect(valuesForYear(series, 2013)).toEqual([]);
    const always = { startDate: null, endDate: null };
    expect(valuesForYear([always], 2026)).toEqual([{ ...always, earlier: false }]);
  });
});
