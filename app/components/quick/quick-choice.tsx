import { Form, Link } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import type { Values } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";

/** How many records a shortcut lists: the soonest due; the register holds the rest. */
export const QUICK_LIMIT = 30;

/** A record's due day as its last line, in words that say when it is overdue (not only in red). */
export function dueLine(t: (key: string, values?: Values) => string, due: string, today: string, language: string) {
  const overdue = due < today;
  return { line: t(overdue ? "quick.overdue" : "quick.due", { date: formatDate(due, language) }), overdue };
}

export type QuickChoiceItem = {
  id: number;
  title: string;
  /** Short facts under the title: where it is, what was done last, when it is due. */
  lines: string[];
  to: string;
  /** Past its date: shown as asking for action now. */
  overdue?: boolean;
};

/**
 * A phone's shortcut: the records a task starts from, each one large link to the form that does it,
 * soonest first. Plain links, so it works without script; an empty list says where to begin instead.
 */
export function QuickChoice({
  section,
  items,
  total,
  register,
  search,
}: {
  /** The texts' section: its title, intro, empty (what to do first) and the register link's words. */
  section: "meterReading" | "waste" | "inspection";
  items: QuickChoiceItem[];
  /** How many the register holds: more than the list shows adds a link to it. */
  total: number;
  /** The register's address. */
  register: string;
  /** The words searched for, when the list can be searched (a long list on a phone). */
  search?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`quick.${section}.title`)} description={t(`quick.${section}.intro`)} />
      {search === undefined ? null : (
        <Form method="get" role="search" className="mb-4 flex max-w-2xl items-end gap-2">
          <label className="flex-1">
            <span className="block text-sm font-medium text-slate-700">{t(`quick.${section}.search`)}</span>
            <input type="search" name="q" defaultValue={search} maxLength={200} className="input w-full" />
          </label>
          <button type="submit" className="button-secondary">
            {t("quick.find")}
          </button>
        </Form>
      )}
      {items.length ? (
        <ul className="max-w-2xl divide-y divide-slate-200 rounded border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to} className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                <span className="link font-medium">{item.title}</span>
                {item.lines.map((line, index) => (
                  <span
                    key={index}
                    className={`block text-sm ${item.overdue && index === item.lines.length - 1 ? "font-semibold text-red-800" : "text-slate-600"}`}
                  >
                    {line}
                  </span>
                ))}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="max-w-2xl text-slate-700">
          {t(`quick.${section}.empty`)}{" "}
          <Link to={register} className="link">
            {t(`quick.${section}.register`)}
          </Link>
        </p>
      )}
      {items.length && total > items.length ? (
        <p className="mt-4 text-sm">
          <Link to={register} className="link">
            {t("quick.all", { count: total })}
          </Link>
        </p>
      ) : null}
    </>
  );
}
