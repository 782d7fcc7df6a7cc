import { decimalsFor, formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { EmissionsView } from "./emissions-view.server";

// The figures' cells are styled from their table: a hundred cells need not each carry the classes.
const CELLS = "[&_td]:px-2 [&_td]:py-2 [&_td]:text-right [&_td]:whitespace-nowrap [&_td]:tabular-nums sm:[&_td]:px-3";
// A month still to come: no figure yet, rather than a zero.
const NOT_YET = "–";
const headCell = "px-2 py-2 text-right font-semibold whitespace-nowrap text-slate-700 sm:px-3";

/**
 * The chart's figures as a table, for screen readers and for reading off: each month's scope 1, scope
 * 2 and total of both years, and the year's sums.
 */
export function MonthTable({ view }: { view: EmissionsView }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatFixed(value, i18n.language, view.digits);
  const groups = ["scope1", "scope2", "total"] as const;
  const sums = view.totals;
  const caption = t("meterEmissions.tableCaption", { year: view.year, previous: view.previous });
  return (
    <div>
      <h3 id="month-table-heading" className="mb-2 font-semibold">
        {caption}
      </h3>
      {/* A region that scrolls sideways on a phone is reached by keyboard too. */}
      <div
        className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby="month-table-heading"
      >
        <table className={`min-w-full divide-y divide-slate-200 text-sm ${CELLS}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" rowSpan={2} className="px-3 py-2 text-left font-semibold text-slate-700">
                {t("meterEmissions.month")}
              </th>
              {groups.map((group) => (
                <th
                  key={group}
                  scope="colgroup"
                  colSpan={2}
                  className="px-3 pt-2 text-center font-semibold text-slate-700"
                >
                  {t(`meterEmissions.${group}`)}
                </th>
              ))}
            </tr>
            <tr>
              {groups.flatMap((group) => [
                <th key={`${group}-year`} scope="col" className={headCell}>
                  {view.year}
                </th>,
                <th key={`${group}-previous`} scope="col" className={headCell}>
                  {view.previous}
                </th>,
              ])}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {view.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                  {month.name}
                </th>
                <td>{month.begun ? number(month.scope1) : NOT_YET}</td>
                <td className="text-slate-600">{number(month.previousScope1)}</td>
                <td>{month.begun ? number(month.scope2) : NOT_YET}</td>
                <td className="text-slate-600">{number(month.previousScope2)}</td>
                <td className="font-medium">{month.begun ? number(month.total) : NOT_YET}</td>
                <td className="text-slate-600">{number(month.previousTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                {t("meterEmissions.yearTotal")}
              </th>
              {sums.flatMap((total) => [
                <td key={`${total.key}-year`}>{number(total.value)}</td>,
                <td key={`${total.key}-previous`}>{number(total.previous)}</td>,
              ])}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

/** The year's emissions of each organization with meters: a holding sees its companies' and departments'. */
export function OrganizationTable({ view }: { view: EmissionsView }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatFixed(value, i18n.language, view.digits);
  return (
    <section aria-labelledby="organizations-heading" className="card">
      <h2 id="organizations-heading" className="text-lg font-semibold">
        {t("meterEmissions.byOrganization", { year: view.year })}
      </h2>
      {view.organizations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("meterEmissions.noOrganizations", { year: view.year })}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className={`min-w-full divide-y divide-slate-200 text-sm ${CELLS}`}>
            <caption className="sr-only">{t("meterEmissions.byOrganization", { year: view.year })}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-semibold text-slate-700">
                  {t("meterEmissions.organization")}
                </th>
                <th scope="col" className={headCell}>
                  {t("meterEmissions.scope1")}
                </th>
                <th scope="col" className={headCell}>
                  {t("meterEmissions.scope2")}
                </th>
                <th scope="col" className={headCell}>
                  {t("meterEmissions.total")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view.organizations.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className="py-2 pr-3 text-left font-normal">
                    {row.name}
                  </th>
                  <td>{number(row.scope1)}</td>
                  <td>{number(row.scope2)}</td>
                  <td className="font-medium">{number(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Said when a month of the two years counts too little: what is missing and who can add it. */
export function IncompleteNotice() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="incomplete-heading"
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="incomplete-heading" className="font-semibold">
        {t("meterEmissions.incompleteTitle")}
      </h2>
      <p className="mt-1">{t("meterEmissions.incompleteText")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("meterEmissions.incompleteMeter")}</li>
        <li>{t("meterEmissions.incompleteFactor")}</li>
      </ul>
    </aside>
  );
}

/** Enough decimals that a correction shows: 12.34 t to 12.31 t is not "12.3 to 12.3". */
function distinctDigits(before: number, after: number, language: string) {
  let digits = decimalsFor(Math.max(before, after));
  while (digits < 3 && formatFixed(before, language, digits) === formatFixed(after, language, digits)) digits++;
  return digits;
}

/** Each correction of a factor that changed a year's total, dated, with the total before and after. */
export function Recalculations({ view }: { view: EmissionsView }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="recalculations-heading" className="card">
      <h2 id="recalculations-heading" className="text-lg font-semibold">
        {t("meterEmissions.recalculations")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("meterEmissions.recalculationsIntro")}</p>
      {view.recalculations.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("meterEmissions.noRecalculations")}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {view.recalculations.map((row) => {
            const digits = distinctDigits(row.before, row.after, i18n.language);
            const amount = (value: number) =>
              `${formatFixed(value, i18n.language, digits)} ${t("meterEmissions.unit")}`;
            return (
              <li key={row.key}>
                {t("meterEmissions.recalculation", {
                  date: formatDate(row.at, i18n.language),
                  factor: row.factor,
                  year: row.year,
                  before: amount(row.before),
                  after: amount(row.after),
                })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
