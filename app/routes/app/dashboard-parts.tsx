import { Link } from "@remix-run/react";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import { formatChange, formatFixed } from "~/components/charts/numbers";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { co2Of, tasksOf, Tile } from "./dashboard-view.server";

const count = (value: number, language: string) => formatFixed(value, language, 0);

/** The tiles: each number a link to the list filtered to exactly the records it counts. */
export function Tiles({ tiles }: { tiles: Tile[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.key} className="card flex flex-col">
          <h3 className="font-semibold">
            <Link to={tile.href} className="link">
              {t(`dashboard.tiles.${tile.key}.title`)}
            </Link>
          </h3>
          <ul className="mt-2 space-y-1">
            {tile.lines.map((line) => {
              const attention = line.urgent && line.value > 0;
              return (
                <li key={line.key}>
                  <Link
                    to={line.href}
                    className="flex items-baseline gap-2 rounded px-1 py-0.5 hover:bg-slate-100 focus-visible:bg-slate-100"
                  >
                    <span
                      className={`min-w-[2.5rem] shrink-0 text-right text-xl font-semibold tabular-nums ${
                        attention ? "text-red-700" : line.value > 0 ? "text-slate-900" : "text-slate-500"
                      }`}
                    >
                      {tile.unit === "tonnes"
                        ? formatFixed(line.value, i18n.language, line.value < 10 ? 2 : 1)
                        : count(line.value, i18n.language)}
                    </span>
                    <span className="text-sm text-slate-800">
                      <span className="sr-only">{t(`dashboard.tiles.${tile.key}.title`)}: </span>
                      {t(`dashboard.tiles.${tile.key}.${line.key}`)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

type Co2 = NonNullable<ReturnType<typeof co2Of>>;

/** This year's CO2 against the same months of last year, and both years' months as bars. */
export function Co2Card({ co2, year }: { co2: Co2; year: number }) {
  const { t, i18n } = useTranslation();
  const tonnes = (value: number) =>
    `${formatFixed(value, i18n.language, value < 10 ? 2 : 1)} ${t("meterEmissions.unit")}`;
  const change = co2.previousTonnes > 0 ? (co2.tonnes - co2.previousTonnes) / co2.previousTonnes : null;
  return (
    <section className="card min-w-0" aria-labelledby="co2-heading">
      <h2 id="co2-heading" className="text-lg font-semibold">
        <Link to="/monitoring/meters/emissions" className="link">
          {t("dashboard.co2.title", { year })}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-800">{t("dashboard.co2.soFar", { amount: tonnes(co2.soFarTonnes) })}</p>
      {co2.compared > 0 ? (
        <p className="text-sm text-slate-800">
          {t("dashboard.co2.compared", {
            period: co2.comparedMonths,
            amount: tonnes(co2.tonnes),
            previous: tonnes(co2.previousTonnes),
          })}
          {change === null ? null : <strong className="ml-1">{formatChange(change, i18n.language)}</strong>}
        </p>
      ) : null}
      <div className="mt-3">
        <MonthlyBars chart={co2.chart} />
      </div>
    </section>
  );
}

type Tasks = ReturnType<typeof tasksOf>;

/** What the signed-in member is responsible for: each a link to the record, the soonest first. */
export function MyTasks({ tasks, today }: { tasks: Tasks; today: string }) {
  const { t, i18n } = useTranslation();
  const due = (date: string | null) =>
    date ? (
      <span className={date < today ? "font-semibold text-red-700" : "text-slate-600"}>
        {t(date < today ? "dashboard.tasks.overdueSince" : "dashboard.tasks.due", {
          date: formatDate(date, i18n.language),
        })}
      </span>
    ) : null;
  const groups = [
    {
      key: "inspections",
      total: tasks.inspections.total,
      items: tasks.inspections.content.map((row) => ({
        key: row.id,
        href: `/monitoring/control-book/inspections/${row.id}`,
        text: row.agreementName,
        detail: row.organizationName,
        when: due(row.dueDate),
      })),
    },
    {
      key: "actions",
      total: tasks.actions.total,
      items: tasks.actions.content.map((row) => ({
        key: row.id,
        href: `/planning/action-plan/${row.id}`,
        text: row.title,
        detail: [row.eventTitle, row.doneDate ? t("dashboard.tasks.checkEffectiveness") : null]
          .filter(Boolean)
          .join(" · "),
        when: row.doneDate ? null : due(row.dueDate),
      })),
    },
    {
      key: "bindingObligations",
      total: tasks.bindingObligations.total,
      items: tasks.bindingObligations.content.map((row) => ({
        key: row.legislationId,
        href: `/documents/binding-obligations/${row.legislationId}`,
        text: row.title,
        detail: t("dashboard.tasks.review"),
        when: due(row.nextReviewDate),
      })),
    },
  ].filter((group) => group.total > 0);
  return (
    <section className="card min-w-0" aria-labelledby="tasks-heading">
      <h2 id="tasks-heading" className="text-lg font-semibold">
        {t("dashboard.tasks.title")}
      </h2>
      {groups.length === 0 ? <p className="mt-2 text-sm text-slate-700">{t("dashboard.tasks.none")}</p> : null}
      {groups.map((group) => (
        <div key={group.key} className="mt-3">
          <h3 className="text-sm font-semibold text-slate-700">
            {t(`dashboard.tasks.${group.key}`, { count: group.total })}
          </h3>
          <ul className="mt-1 divide-y divide-slate-100">
            {group.items.map((item) => (
              <li key={item.key} className="py-1.5 text-sm">
                <Link to={item.href} className="link break-words">
                  {item.text}
                </Link>
                <span className="block text-xs text-slate-600">
                  {item.detail}
                  {item.when ? <> · {item.when}</> : null}
                </span>
              </li>
            ))}
          </ul>
          {group.total > group.items.length ? (
            <p className="mt-1 text-xs text-slate-600">
              {t("dashboard.tasks.more", { count: group.total - group.items.length })}
            </p>
          ) : null}
        </div>
      ))}
      <p className="mt-3 text-sm">
        <Link to="/my-work" className="link">
          {t("myWork.all")}
        </Link>
      </p>
    </section>
  );
}
