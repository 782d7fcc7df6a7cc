import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import type { SortOrder } from "~/api/wire";
import { nextSort, PAGE_SIZES, pageWindow, withParams, type ListQuery } from "~/lib/list-query";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "~/components/form/submit-button";

export type DataColumn<Row> = {
  id: string;
  header: string;
  /** The API's sort field; columns without one cannot be sorted. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A table whose sorting and paging happen on the server: the header and pager are links that change
 * the URL, so it works the same with and without JavaScript, and every state can be bookmarked. The
 * rows arrive sorted and paged, so they are rendered as they are (docs/decisions/007).
 */
export type DataTableProps<Row> = {
  rows: Row[];
  columns: DataColumn<Row>[];
  total: number;
  query: ListQuery;
  caption: string;
  empty: ReactNode;
  rowKey: (row: Row) => string | number;
  /**
   * Rows chosen for a bulk action: a checkbox per row, named `id`, that belongs to the action's form
   * (`form`, see SelectionActions), so choosing and sending work without script.
   */
  selection?: { form: string; label: (row: Row) => string };
};

export function DataTable<Row>({
  rows,
  columns,
  total,
  query,
  caption,
  empty,
  rowKey,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      {/* relative: hidden (sr-only) texts in the table scroll with it instead of widening the page */}
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-4 py-2.5">
                  <span className="sr-only">{t("table.select")}</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <SortableHeader key={column.id} label={column.header} field={column.sortField} sort={query.sort} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50">
                {selection ? (
                  <td className="px-4 py-2.5 align-top">
                    <input
                      type="checkbox"
                      name="id"
                      value={rowKey(row)}
                      form={selection.form}
                      aria-label={t("table.selectRow", { name: selection.label(row) })}
                      className="size-4"
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.id} className={`px-4 py-2.5 align-top ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="px-4 py-8 text-center text-slate-600">{empty}</p> : null}
      </div>
      {total > 0 ? <Pager total={total} query={query} /> : null}
    </div>
  );
}

function SortableHeader({ label, field, sort }: { label: string; field?: string; sort: SortOrder[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const active = field && sort[0]?.field === field ? sort[0] : undefined;
  const ariaSort = active ? (active.direction === "asc" ? "ascending" : "descending") : field ? "none" : undefined;
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className="px-4 py-2.5 text-left font-semibold whitespace-nowrap text-slate-700"
    >
      {field ? (
        <Link
          to={withParams(search, { sort: nextSort(sort, field) })}
          className="inline-flex items-center gap-1 hover:underline"
        >
          {label}
          <span aria-hidden className="text-slate-400">
            {active ? (active.direction === "asc" ? "▲" : "▼") : "↕"}
          </span>
          <span className="sr-only">{t("table.sortBy", { column: label })}</span>
        </Link>
      ) : (
        label
      )}
    </th>
  );
}

export function Pager({ total, query }: { total: number; query: ListQuery }) {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const { page, pages, first, last } = pageWindow(total, query);
  const hydrated = useHydrated();
  const keep = [...new URLSearchParams(search)].filter(([name]) => name !== "size" && name !== "page");
  return (
    <nav
      aria-label={t("table.pagination")}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm"
    >
      <p className="text-slate-700">{t("table.showing", { first, last, total })}</p>
      <Form method="get" action={pathname} className="flex items-center gap-2">
        {keep.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="page-size" className="text-slate-700">
          {t("table.pageSize")}
        </label>
        <select
          id="page-size"
          name="size"
          defaultValue={query.size}
          className="input w-20 py-1"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <SubmitButton keyed={false} className="button-secondary py-1">
            {t("table.apply")}
          </SubmitButton>
        )}
      </Form>
      <div className="flex items-center gap-2">
        <PageLink page={page - 1} disabled={page <= 1} label={t("table.previous")} />
        <span className="text-slate-700">{t("table.pageOf", { page, pages })}</span>
        <PageLink page={page + 1} disabled={page >= pages} label={t("table.next")} />
      </div>
    </nav>
  );
}

function PageLink({ page, disabled, label }: { page: number; disabled: boolean; label: string }) {
  const { search } = useLocation();
  if (disabled) {
    return (
      <span aria-disabled="true" className="button-secondary cursor-not-allowed py-1 opacity-50">
        {label}
      </span>
    );
  }
  return (
    <Link to={withParams(search, { page })} className="button-secondary py-1">
      {label}
    </Link>
  );
}
