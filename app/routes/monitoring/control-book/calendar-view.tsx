import { Link, useLocation } from "@remix-run/react";
import type { InspectionStanding } from "../../../../server/domain/control-book";
import { inspectionPath } from "~/components/control-book/paths";
import { StandingBadge } from "~/components/control-book/standing";
import { PlainLinks } from "~/components/navigation/plain-links";
import { useTranslation } from "~/i18n/translation";
import { formatLongDay, formatMonth, formatWeekday } from "~/lib/format";
import { withParams } from "~/lib/list-query";
import type { monthGrid } from "~/lib/month-grid";

const EMPTY_DAY = "min-h-24 border-t border-slate-100 px-2 py-1 text-xs text-slate-700";
const OTHER_MONTH_DAY = "min-h-24 border-t border-slate-100 bg-slate-50 px-2 py-1 text-xs text-slate-500";

type Entry = { id: number; dueDate: string | Date; standing: InspectionStanding; name: string };

const dayOf = (date: string | Date) => (typeof date === "string" ? date : date.toISOString()).slice(0, 10);

/**
 * A month of due dates: a grid of weeks on a wide screen, a list of the days with something due on a
 * narrow one (the same list, laid out by the screen's width). Moving between months are links, so it
 * works without JavaScript.
 */
export function CalendarView({
  grid,
  entries,
  total,
  limit,
}: {
  grid: ReturnType<typeof monthGrid>;
  entries: Entry[];
  total: number;
  limit: number;
}) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const byDay = new Map<string, Entry[]>();
  for (const entry of entries) byDay.set(dayOf(entry.dueDate), [...(byDay.get(dayOf(entry.dueDate)) ?? []), entry]);
  const monthName = formatMonth(grid.month, i18n.language);
  const inMonth = (day: string) => day.startsWith(grid.month);
  const items = (day: string) =>
    byDay.has(day) ? (
      <ul className="space-y-1">
        {(byDay.get(day) ?? []).map((entry) => (
          <li key={entry.id}>
            <a href={inspectionPath(entry.id)} className="block rounded text-xs hover:bg-slate-50">
              <StandingBadge standing={entry.standing} />
              <span className="mt-0.5 block wrap-anywhere text-slate-900">{entry.name}</span>
            </a>
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <PlainLinks className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <Link to={withParams(search, { month: grid.previous })} className="button-secondary py-1">
          <span aria-hidden>‹ </span>
          {t("controlBook.previousMonth")}
        </Link>
        <h2 className="text-lg font-semibold capitalize">{monthName}</h2>
        <Link to={withParams(search, { month: grid.next })} className="button-secondary py-1">
          {t("controlBook.nextMonth")}
          <span aria-hidden> ›</span>
        </Link>
      </div>
      {total > limit ? (
        <p className="px-4 pt-3 text-sm text-amber-900">{t("controlBook.calendarLimit", { shown: limit, total })}</p>
      ) : null}
      {/* One list of days: a grid of weeks on a wide screen, only the days with something due on a narrow one. */}
      <div aria-hidden className="hidden grid-cols-7 border-b border-slate-100 md:grid">
        {grid.weeks[0]!.map((day) => (
          <span key={day} className="px-2 py-2 text-sm font-medium text-slate-600">
            {formatWeekday(day, i18n.language)}
          </span>
        ))}
      </div>
      <ol aria-label={monthName} className="divide-y divide-slate-100 md:grid md:grid-cols-7 md:divide-y-0">
        {grid.weeks.flat().map((day) =>
          byDay.has(day) ? (
            <li
              key={day}
              className={`px-4 py-3 md:min-h-24 md:border-t md:border-slate-100 md:px-2 md:py-1 ${
                inMonth(day) ? "" : "hidden md:block md:bg-slate-50"
              }`}
            >
              <h3 className="mb-1 text-sm font-medium text-slate-700 md:text-xs md:font-normal">
                <span aria-hidden className="hidden md:inline">
                  {Number(day.slice(8))}
                </span>
                <span className="md:sr-only">{formatLongDay(day, i18n.language)}</span>
              </h3>
              {items(day)}
            </li>
          ) : (
            // A day with nothing due is only a square of the grid: left out on a phone and to screen readers.
            <li key={day} aria-hidden className={`hidden md:block ${inMonth(day) ? EMPTY_DAY : OTHER_MONTH_DAY}`}>
              {Number(day.slice(8))}
            </li>
          ),
        )}
      </ol>
      {entries.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-600">{t("controlBook.nothingThisMonth")}</p>
      ) : null}
    </PlainLinks>
  );
}
