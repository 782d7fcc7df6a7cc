import type { ResultOf } from "../../../../server/api/contracts/operation";
import type { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { isRecordId } from "../../../../server/domain/record-ids";
import { monthlyBars, seriesSummary } from "~/components/charts/monthly-bars.server";
import { begunMonths, decimalsFor, monthNamesOf } from "~/components/charts/numbers";
import type { Translate } from "~/i18n/translations.server";

type Report = ResultOf<typeof wasteHandlersApi.report>;
type Split = { total: number; hazardous: number; nonHazardous: number; recovery: number; disposal: number };

/** The year (`?year=2025`) and department (`?department=12`) the address asks for; none is the API's default. */
export function reportQuery(url: URL) {
  const year = url.searchParams.get("year") ?? "";
  const department = Number(url.searchParams.get("department"));
  return {
    year: /^\d{4}$/.test(year) && Number(year) >= 2000 && Number(year) <= 2100 ? Number(year) : undefined,
    departmentId: isRecordId(department) ? department : undefined,
  };
}

/** The heaviest waste types a report shows unless all are asked for (`?types=all`); the export has every one. */
export const SHOWN_TYPES = 20;
export const showsAllTypes = (url: URL) => url.searchParams.get("types") === "all";

/** Enough decimals that a set of figures reads, and that a few kilograms do not show as nothing. */
export function digitsFor(values: number[]) {
  const shown = values.filter((value) => value > 0);
  const digits = decimalsFor(Math.max(0, ...shown));
  return shown.some((value) => value < 10 ** -digits) ? 3 : digits;
}

const splitOf = ({ total, hazardous, nonHazardous, recovery, disposal }: Split): Split => ({
  total,
  hazardous,
  nonHazardous,
  recovery,
  disposal,
});

/**
 * What the waste report shows, in tonnes: the year's totals, its months as two charts drawn here (the
 * hazardous split and the treatment split) and as a table, each waste type with its treatment, each
 * department, every year, and the handlers whose registration has run out.
 */
export function wasteReportView(report: Report, language: string, t: Translate, today: string, allTypes = false) {
  const { year } = report;
  const begun = begunMonths(year, today);
  const [narrow, short, long] = (["narrow", "short", "long"] as const).map((width) => monthNamesOf(language, width));
  const months = report.months.map((month, index) => ({
    month: month.month,
    name: long![index]!,
    begun: index < begun,
    ...splitOf(month),
  }));
  const digits = digitsFor(months.map((month) => month.total));
  const unit = t("waste.report.unit");
  const categories = short!.map((label, index) => ({ label, narrowLabel: narrow![index]!, longLabel: long![index]! }));
  // Months still to come have no figures yet: no bar, rather than a zero.
  const sofar = (key: keyof Split) => months.map((month) => (month.begun ? month[key] : null));
  const unknown = months.map((month) =>
    month.begun ? Math.max(0, Math.round((month.total - month.recovery - month.disposal) * 1e6) / 1e6) : null,
  );

  const chart = (id: string, title: string, series: { label: string; values: (number | null)[] }[]) => {
    const input = { unit, language, digits, categories, series };
    const words = { total: t("waste.report.inAll"), highest: t("waste.report.mostIn") };
    return monthlyBars({ ...input, id, title, summary: seriesSummary(input, words) });
  };
  const charts = [
    {
      heading: t("waste.report.byHazard"),
      chart: chart("waste-hazard", t("waste.report.hazardChart", { year }), [
        { label: t("waste.report.hazardous"), values: sofar("hazardous") },
        { label: t("waste.report.nonHazardous"), values: sofar("nonHazardous") },
      ]),
    },
    {
      heading: t("waste.report.byTreatment"),
      chart: chart("waste-treatment", t("waste.report.treatmentChart", { year }), [
        { label: t("waste.report.recovery"), values: sofar("recovery") },
        { label: t("waste.report.disposal"), values: sofar("disposal") },
        ...(report.totals.unknownTreatment > 0 ? [{ label: t("waste.report.unknownTreatment"), values: unknown }] : []),
      ]),
    },
  ];

  return {
    year,
    thisYear: Number(today.slice(0, 4)),
    digits,
    months,
    totals: { ...splitOf(report.totals), unknownTreatment: report.totals.unknownTreatment },
    notCounted: report.totals.unconverted,
    charts,
    typeCount: report.types.length,
    allTypes: allTypes || report.types.length <= SHOWN_TYPES,
    types: (allTypes ? report.types : report.types.slice(0, SHOWN_TYPES)).map((row) => ({
      key: `${row.wasteType.id}-${row.treatmentCode ?? ""}`,
      code: row.wasteType.codeDisplay,
      name: row.wasteType.name,
      nameLanguage: row.wasteType.nameLanguage,
      hazardous: row.wasteType.hazardous === true,
      treatmentCode: row.treatmentCode,
      tonnes: row.tonnes,
      unconverted: row.unconverted,
    })),
    typeDigits: digitsFor(report.types.map((row) => row.tonnes)),
    departments: report.departments.map((row) => ({
      key: row.department?.id ?? 0,
      name: row.department?.name ?? null,
      ...splitOf(row),
    })),
    years: report.years.map((row) => ({ ...splitOf(row), year: row.year })),
    expired: report.expiredHandlers.map((row) => ({
      id: row.id,
      name: row.handler.name,
      validUntil: row.registrationValidUntil.toISOString().slice(0, 10),
    })),
  };
}

export type WasteReportView = ReturnType<typeof wasteReportView>;

// Years back the chooser offers; an older one is still read from the address.
const CHOSEN_YEARS = 10;

/** The years to choose from: the last ten, those with figures and the one asked for, newest first. */
export function yearChoices(view: WasteReportView) {
  const recent = Array.from({ length: CHOSEN_YEARS }, (_, back) => view.thisYear - back);
  const years = new Set([...recent, view.year, ...view.years.map((row) => row.year)]);
  return [...years].sort((a, b) => b - a);
}
