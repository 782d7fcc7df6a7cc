import type { MeterMonth } from "~/api/types";
import { monthlyBars, seriesSummary } from "~/components/charts/monthly-bars.server";
import { decimalsFor, monthNamesOf } from "~/components/charts/numbers";
import type { Translate } from "~/i18n/translations.server";

/**
 * A meter's consumption per month of this year against the year before, drawn on the server. Months
 * still to come have no bar; months without a figure draw none either.
 */
export function meterChart(months: MeterMonth[], totalUnit: string, today: string, language: string, t: Translate) {
  const year = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const byMonth = new Map(months.map((month) => [month.month, month.consumption]));
  const valuesOf = (of: number, upTo: number) =>
    Array.from({ length: 12 }, (_, index) =>
      index < upTo ? (byMonth.get(`${of}-${String(index + 1).padStart(2, "0")}`) ?? null) : null,
    );
  const series = [
    { label: String(year), values: valuesOf(year, thisMonth) },
    { label: String(year - 1), values: valuesOf(year - 1, 12) },
  ];
  const [short, narrow, long] = (["short", "narrow", "long"] as const).map((width) => monthNamesOf(language, width));
  const largest = Math.max(0, ...series.flatMap((one) => one.values.map((value) => value ?? 0)));
  const input = {
    unit: totalUnit,
    language,
    digits: decimalsFor(largest),
    categories: short!.map((label, index) => ({ label, narrowLabel: narrow![index]!, longLabel: long![index]! })),
    series,
  };
  return monthlyBars({
    ...input,
    id: "meter-consumption",
    title: t("meters.chartTitle", { year, previous: year - 1, unit: totalUnit }),
    summary: seriesSummary(input, { total: t("meterEmissions.inAll"), highest: t("meterEmissions.mostIn") }),
  });
}
