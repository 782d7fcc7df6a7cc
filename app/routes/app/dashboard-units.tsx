import { formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import type { unitsOf } from "./dashboard-view.server";

type Units = ReturnType<typeof unitsOf>;
type Row = Units["rows"][number];
type Column = Exclude<keyof Row, "id" | "name">;

// The event columns count what the event register filtered by the unit lists, and link to it.
const COLUMNS: { key: Column; tonnes?: boolean; list?: string }[] = [
  { key: "inspectionsOverdue" },
  { key: "competencesOverdue" },
  { key: "openEvents", list: "/evaluation/event-handling?status=OPEN&department=" },
  { key: "overdueActions", list: "/evaluation/event-handling?overdue=1&department=" },
  { key: "obligationsDue" },
  { key: "red" },
  { key: "co2Tonnes", tonnes: true },
  { key: "wasteTonnes", tonnes: true },
];

/** Each company and department directly below, with all below it: the same figures, never per person. */
export function UnitBreakdown({ units }: { units: Units }) {
  const { t, i18n } = useTranslation();
  // A feature the organization lacks has no figures in any row: its column is left out.
  const columns = COLUMNS.filter((column) => units.rows.some((row) => row[column.key] !== null));
  const shown = (value: number | null, tonnes?: boolean) =>
    value === null ? "" : formatFixed(value, i18n.language, tonnes ? (value < 10 ? 2 : 1) : 0);
  return (
    <section className="mt-6" aria-labelledby="units-heading">
      <h2 id="units-heading" className="text-lg font-semibold">
        {t("dashboard.units.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("dashboard.units.intro")}</p>
      <div
        className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white"
        // A region that scrolls sideways on a phone is reached by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby="units-caption"
      >
        <table className="min-w-full text-sm">
          <caption id="units-caption" className="sr-only">
            {t("dashboard.units.caption")}
          </caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t("dashboard.units.unit")}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {t(`dashboard.units.columns.${column.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {units.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.name}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className="px-3 py-2 text-right tabular-nums">
                    {column.list && row[column.key] !== null ? (
                      <a className="link" href={`${column.list}${row.id}`}>
                        {shown(row[column.key])}
                      </a>
                    ) : (
                      shown(row[column.key], column.tonnes)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {units.total > units.rows.length ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("dashboard.units.more", { shown: units.rows.length, total: units.total })}
        </p>
      ) : null}
    </section>
  );
}
