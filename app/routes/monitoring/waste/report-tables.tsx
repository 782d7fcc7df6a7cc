import { formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import { formatQuantity } from "~/lib/format";
import { FigureTable, HEAD_CELL, SplitRows } from "./report-parts";
import type { WasteReportView } from "./report-view.server";

/** Each waste type and treatment with its tonnes, and what it has in units without a conversion. */
export function TypeTable({
  view,
  allTypesHref,
  exportHref,
}: {
  view: WasteReportView;
  allTypesHref: string;
  exportHref: string;
}) {
  const { t, i18n } = useTranslation();
  const title = t("waste.report.byType", { year: view.year });
  if (view.types.length === 0) {
    return (
      <section className="card">
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="mt-2 text-sm text-slate-700">{t("waste.report.nothing", { year: view.year })}</p>
      </section>
    );
  }
  return (
    <FigureTable id="types" title={title}>
      <thead>
        <tr>
          <th scope="col" className="py-2 pr-3 text-left font-semibold whitespace-nowrap text-slate-700">
            {t("waste.report.code")}
          </th>
          <th scope="col" className="py-2 pr-3 text-left font-semibold text-slate-700">
            {t("waste.report.wasteType")}
          </th>
          <th scope="col" className="py-2 pr-3 text-left font-semibold text-slate-700">
            {t("waste.report.treatment")}
          </th>
          <th scope="col" className={HEAD_CELL}>
            {t("waste.report.tonnes")}
          </th>
          <th scope="col" className="py-2 pl-3 text-left font-semibold text-slate-700">
            {t("waste.report.unconverted")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {view.types.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap tabular-nums">
              {row.code}
              {row.hazardous ? <span className="sr-only"> {t("waste.report.hazardous")}</span> : null}
            </th>
            <td className="min-w-48 !text-left !whitespace-normal" lang={row.nameLanguage}>
              {row.name}
            </td>
            <td className="!text-left">{row.treatmentCode ?? t("waste.report.noTreatment")}</td>
            <td className="font-medium">
              {/* Counted only in a unit without weight: no tonnes to show, rather than a zero. */}
              {row.tonnes === 0 && row.unconverted.length
                ? "–"
                : formatFixed(row.tonnes, i18n.language, view.typeDigits)}
            </td>
            <td className="!text-left">
              {row.unconverted
                .map(
                  ({ unit, quantity }) => `${t(`waste.units.${unit}`)}: ${formatQuantity(quantity, i18n.language, 3)}`,
                )
                .join("; ")}
            </td>
          </tr>
        ))}
      </tbody>
      {view.allTypes ? null : (
        <tfoot>
          <tr>
            <td colSpan={5} className="pt-3 !text-left !whitespace-normal text-slate-700">
              {t("waste.report.heaviestTypes", { shown: view.types.length, total: view.typeCount })}{" "}
              <a href={allTypesHref} className="link print:hidden">
                {t("waste.report.showAllTypes")}
              </a>
              {" · "}
              <a href={exportHref} className="link print:hidden" download>
                {t("waste.report.allTypesInExport")}
              </a>
            </td>
          </tr>
        </tfoot>
      )}
    </FigureTable>
  );
}

/** The year's tonnes of each department: the organization itself, those below it, and waste of none. */
export function DepartmentTable({ view }: { view: WasteReportView }) {
  const { t } = useTranslation();
  if (view.departments.length === 0) return null;
  return (
    <FigureTable id="departments" title={t("waste.report.byDepartment", { year: view.year })}>
      <SplitRows
        first={t("waste.report.department")}
        digits={view.digits}
        rows={view.departments.map((row) => ({ ...row, label: row.name ?? t("waste.report.noDepartment") }))}
      />
    </FigureTable>
  );
}

/** Every year with figures, each leading to its own report. */
export function YearTable({ view, query }: { view: WasteReportView; query: (year: number) => string }) {
  const { t } = useTranslation();
  if (view.years.length === 0) return null;
  return (
    <FigureTable id="years" title={t("waste.report.byYear")}>
      <SplitRows
        first={t("waste.report.year")}
        digits={view.digits}
        rows={view.years.map((row) => ({
          ...row,
          key: row.year,
          label:
            row.year === view.year ? (
              <span aria-current="page" className="font-semibold">
                {row.year}
              </span>
            ) : (
              <a href={query(row.year)} className="link">
                {row.year}
              </a>
            ),
        }))}
      />
    </FigureTable>
  );
}
