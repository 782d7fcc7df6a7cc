import type { ReactNode } from "react";
import { DepartmentOptions } from "~/components/form/department-options";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { handlerPath } from "./paths";
import type { WasteReportView } from "./report-view.server";

type Split = { total: number; hazardous: number; nonHazardous: number; recovery: number; disposal: number };
const SPLIT_COLUMNS = ["total", "hazardous", "nonHazardous", "recovery", "disposal"] as const;

// The figures' cells are styled from their table: a hundred cells need not each carry the classes.
export const CELLS =
  "[&_td]:px-2 [&_td]:py-2 [&_td]:text-right [&_td]:whitespace-nowrap [&_td]:tabular-nums sm:[&_td]:px-3";
export const HEAD_CELL = "px-2 py-2 text-right font-semibold whitespace-nowrap text-slate-700 sm:px-3";
// A month still to come: no figure yet, rather than a zero.
const NOT_YET = "–";

/** A table that scrolls sideways on a phone, reached by keyboard too, named by its heading. */
export function FigureTable({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card print:break-inside-avoid print:shadow-none">
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      <div
        className="overflow-x-auto"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-heading`}
      >
        <table className={`min-w-full divide-y divide-slate-200 text-sm ${CELLS}`}>
          <caption className="sr-only">{title}</caption>
          {children}
        </table>
      </div>
    </section>
  );
}

/** Rows of tonnes split hazardous against not and recovery against disposal: months, departments, years. */
export function SplitRows({
  first,
  rows,
  digits,
  sum,
}: {
  first: string;
  rows: (Split & { key: string | number; label: ReactNode; begun?: boolean })[];
  digits: number;
  sum?: { label: string; split: Split };
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatFixed(value, i18n.language, digits);
  return (
    <>
      <thead>
        <tr>
          <th scope="col" className="py-2 pr-3 text-left font-semibold text-slate-700">
            {first}
          </th>
          {SPLIT_COLUMNS.map((column) => (
            <th key={column} scope="col" className={HEAD_CELL}>
              {t(`waste.report.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-2 pr-3 text-left font-normal whitespace-nowrap">
              {row.label}
            </th>
            {SPLIT_COLUMNS.map((column) => (
              <td key={column} className={column === "total" ? "font-medium" : undefined}>
                {row.begun === false ? NOT_YET : number(row[column])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {sum ? (
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left">
              {sum.label}
            </th>
            {SPLIT_COLUMNS.map((column) => (
              <td key={column}>{number(sum.split[column])}</td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </>
  );
}

/** The year's tonnes in all, and split by hazard and by treatment. */
export function ReportTotals({ view }: { view: WasteReportView }) {
  const { t, i18n } = useTranslation();
  const tonnes = (value: number) => `${formatFixed(value, i18n.language, view.digits)} ${t("waste.report.unit")}`;
  const groups = [["total"], ["hazardous", "nonHazardous"], ["recovery", "disposal", "unknownTreatment"]] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {groups.map((keys) => (
        <div key={keys[0]} className="card space-y-1 print:shadow-none">
          <dl className="space-y-1">
            {keys.map((key) => (
              <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <dt className="text-sm font-medium text-slate-600">
                  {key === "total" ? t("waste.report.totalOf", { year: view.year }) : t(`waste.report.${key}`)}
                </dt>
                <dd className={`font-semibold text-slate-900 tabular-nums ${key === "total" ? "text-2xl" : "text-lg"}`}>
                  {tonnes(view.totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          {keys[0] === "total" ? <NotCounted view={view} /> : null}
        </div>
      ))}
    </div>
  );
}

/** What the tonnes leave out: quantities the arrangement cannot weigh, such as pieces without a weight. */
function NotCounted({ view }: { view: WasteReportView }) {
  const { t, i18n } = useTranslation();
  if (!view.notCounted.length) return null;
  return (
    <div className="text-sm text-amber-900">
      {view.notCounted.map(({ unit, quantity }) => (
        <p key={unit}>
          {unit === "PIECES"
            ? t("waste.report.piecesNotCounted", { count: quantity })
            : t("waste.report.notCounted", {
                quantity: formatFixed(quantity, i18n.language, 0),
                unit: t(`waste.units.${unit}`).toLowerCase(),
              })}
        </p>
      ))}
    </div>
  );
}

/** The year and the department: a GET form, so each view has its own address and works without script. */
export function ReportFilters({
  view,
  years,
  departments,
  departmentId,
}: {
  view: WasteReportView;
  years: number[];
  departments: { id: number; name: string; depth: number }[];
  departmentId?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="print:hidden">
      <ListFilters>
        <FilterField label={t("waste.report.year")}>
          <select name="year" defaultValue={view.year} className="input mt-1 w-32">
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label={t("waste.report.department")}>
          <select name="department" defaultValue={departmentId ?? ""} className="input mt-1 w-64 max-w-full">
            <option value="">{t("waste.report.allDepartments")}</option>
            <DepartmentOptions departments={departments} />
          </select>
        </FilterField>
      </ListFilters>
    </div>
  );
}

/** Handlers whose registration in the waste register has run out: each links to its page. */
export function ExpiredHandlers({ view }: { view: WasteReportView }) {
  const { t, i18n } = useTranslation();
  if (view.expired.length === 0) return null;
  return (
    <aside
      aria-labelledby="expired-heading"
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="expired-heading" className="font-semibold">
        {t("waste.report.expiredTitle")}
      </h2>
      <p className="mt-1">{t("waste.report.expiredText")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {view.expired.map((handler) => (
          <li key={handler.id}>
            <a href={handlerPath(handler.id)} className="font-medium underline">
              {handler.name}
            </a>{" "}
            {t("waste.report.validUntil", { date: formatDate(handler.validUntil, i18n.language) })}
          </li>
        ))}
      </ul>
    </aside>
  );
}
