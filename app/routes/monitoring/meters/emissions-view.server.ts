import type { metersApi } from "../../../../server/api/contracts/meters";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { monthlyBars, seriesSummary } from "~/components/charts/monthly-bars.server";
import { begunMonths, decimalsFor, monthNamesOf } from "~/components/charts/numbers";
import type { Translate } from "~/i18n/translations.server";
import { likeMonths, monthRanges, sumAt } from "~/lib/like-months";

type Report = ResultOf<typeof metersApi.emissions>;

const YEAR = /^\d{4}$/;

/** The year the address asks for (`?year=2025`), or none (the API's default, this year). */
export function requestedYear(url: URL): number | undefined {
  const year = url.searchParams.get("year") ?? "";
  return YEAR.test(year) && Number(year) >= 1000 ? Number(year) : undefined;
}

// To the kilogram: finer than any figure shows, and short in the page's data.
const tonnes = (kilograms: number) => Math.round(kilograms) / 1000;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A year's total against the same months of the year before, as a ratio; null with nothing to hold it against. */
function change(current: number[], previous: number[], months: number[]) {
  const before = sumAt(previous, months);
  return months.length > 0 && before > 0 ? (sumAt(current, months) - before) / before : null;
}

/** Which factor values the year used, and whether each factor had one of its own for the year. */
function factorsOf(report: Report) {
  return report.factors.map((factor) => ({
    id: factor.emissionFactor.id,
    name: factor.emissionFactor.name,
    biogenic: factor.biogenic,
    ownValue: factor.ownValue,
    values: factor.values.map(({ sourceYear, startDate, endDate }) => ({
      sourceYear,
      undated: startDate === null && endDate === null,
    })),
    standIn: factor.values
      .filter((value) => value.earlier)
      .map((value) => ({ sourceYear: value.sourceYear, undated: false })),
  }));
}

/**
 * What the report page shows, in tonnes: the months of both years per scope, the totals and their
 * change, the two charts (drawn from here, on the server), the organizations and the recalculations.
 */
export function emissionsView(report: Report, language: string, t: Translate, today: string) {
  const { year } = report;
  const previous = year - 1;
  const series = {
    scope1: report.months.map((month) => tonnes(month.scope1Kg)),
    scope2: report.months.map((month) => tonnes(month.scope2Kg)),
    previousScope1: report.months.map((month) => tonnes(month.previousScope1Kg)),
    previousScope2: report.months.map((month) => tonnes(month.previousScope2Kg)),
  };
  const total = series.scope1.map((value, index) => value + series.scope2[index]!);
  const previousTotal = series.previousScope1.map((value, index) => value + series.previousScope2[index]!);
  const digits = decimalsFor(Math.max(0, ...total, ...previousTotal));
  const compared = likeMonths(report.months, year, today);
  const longMonths = monthNamesOf(language, "long");
  const shortMonths = monthNamesOf(language, "short");
  const unit = t("meterEmissions.unit");

  const narrowMonths = monthNamesOf(language, "narrow");
  const begun = begunMonths(year, today);
  // Months still to come have no figures yet: no bar, rather than a zero.
  const sofar = (values: number[]) => values.map((value, index) => (index < begun ? value : null));

  const chartOf = (scope: "scope1" | "scope2", previousScope: "previousScope1" | "previousScope2") => {
    const input = {
      unit,
      language,
      digits,
      categories: shortMonths.map((label, index) => ({
        label,
        narrowLabel: narrowMonths[index]!,
        longLabel: longMonths[index]!,
      })),
      series: [
        { label: String(year), values: sofar(series[scope]) },
        { label: String(previous), values: series[previousScope] },
      ],
    };
    const scopeName = t(`meterEmissions.${scope}`);
    return monthlyBars({
      ...input,
      id: `emissions-${scope}`,
      title: t("meterEmissions.chartTitle", { scope: scopeName, year, previous }),
      summary: seriesSummary(input, { total: t("meterEmissions.inAll"), highest: t("meterEmissions.mostIn") }),
    });
  };

  return {
    year,
    previous,
    thisYear: Number(today.slice(0, 4)),
    digits,
    months: report.months.map((month, index) => ({
      month: month.month,
      name: longMonths[index]!,
      begun: index < begun,
      scope1: series.scope1[index]!,
      previousScope1: series.previousScope1[index]!,
      scope2: series.scope2[index]!,
      previousScope2: series.previousScope2[index]!,
      total: total[index]!,
      previousTotal: previousTotal[index]!,
    })),
    totals: (
      [
        ["scope1", series.scope1, series.previousScope1],
        ["scope2", series.scope2, series.previousScope2],
        ["total", total, previousTotal],
      ] as const
    ).map(([key, current, before]) => ({
      key,
      value: sum(current),
      previous: sum(before),
      change: change(current, before, compared.like),
    })),
    /** The months the change compares: "January–October 2025", "March, May 2025", or the whole year before. */
    comparedWith:
      compared.like.length === 12
        ? String(previous)
        : compared.like.length > 0
          ? `${monthRanges(compared.like, longMonths)} ${previous}`
          : null,
    /** How many months have ended, how many of them both years read, and how many months the year before read. */
    comparison: { ended: compared.ended, like: compared.like.length, previousRead: compared.previousRead },
    biogenic: {
      value: sum(report.months.map((month) => tonnes(month.biogenicKg))),
      previous: sum(report.months.map((month) => tonnes(month.previousBiogenicKg))),
    },
    factors: factorsOf(report),
    charts: [chartOf("scope1", "previousScope1"), chartOf("scope2", "previousScope2")],
    organizations: report.organizations.map((row) => ({
      id: row.organization.id,
      name: row.organization.name,
      scope1: tonnes(row.scope1Kg),
      scope2: tonnes(row.scope2Kg),
      total: tonnes(row.scope1Kg + row.scope2Kg),
    })),
    incomplete: report.incomplete,
    recalculations: report.recalculations.map((row, index) => ({
      key: `${row.at}-${row.emissionFactor.id}-${row.year}-${index}`,
      at: row.at,
      factor: row.emissionFactor.name,
      year: row.year,
      before: tonnes(row.emissionsBeforeKg),
      after: tonnes(row.emissionsAfterKg),
    })),
  };
}

export type EmissionsView = ReturnType<typeof emissionsView>;
