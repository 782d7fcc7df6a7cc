import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type HeaderGroup,
  type RowSelectionState,
  type Table,
  type VisibilityState,
} from "@tanstack/react-table";
import { useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translation";
import { nextSort, PAGE_SIZES, pageWindow, withParams, type ListQuery } from "~/lib/list-query";
import { useHydrated } from "~/lib/use-hydrated";
import { SubmitButton } from "~/components/form/submit-button";
import type { ShellData } from "~/routes/app/layout";
import { ColumnChoice } from "./column-choice";

export type DataColumn<Row> = {
  id: string;
  header: string;
  /** The API's sort field; columns without one cannot be sorted. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** A heading over this column and its neighbours of the same group. */
  group?: string;
  /** Hidden until the reader shows it (in the table's column choice). */
  hiddenByDefault?: boolean;
};

type ColumnMeta = { sortField?: string; className?: string };

/**
 * A register's table. Its model is @tanstack/react-table's: column definitions, header groups, the
 * sorting state (read from the URL: the rows arrive sorted and paged by the server), the columns the
 * reader hid (kept in a cookie, per table `name`), and the rows chosen for a bulk action. What changes
 * the state is a link or a plain form, so everything works the same without script and every state
 * can be bookmarked (decisions 007 and 029).
 */
export type DataTableProps<Row> = {
  rows: Row[];
  columns: DataColumn<Row>[];
  total: number;
  query: ListQuery;
  caption: string;
  empty: ReactNode;
  rowKey: (row: Row) => string | number;
  /** The name the reader's choice of columns is kept under; without one, every column shows. */
  name?: string;
  /**
   * Rows chosen for a bulk action: a checkbox per row, named `id`, that belongs to the action's form
   * (`form`, see SelectionActions), so choosing and sending work without script.
   */
  selection?: { form: string; label: (row: Row) => string };
};

const CHOSEN = "chosen";

export function DataTable<Row>({
  rows,
  columns,
  total,
  query,
  caption,
  empty,
  rowKey,
  name,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const kept = useRouteLoaderData<ShellData>("routes/app/layout")?.hiddenColumns;
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() =>
    visibility(columns, name ? kept?.[name] : undefined),
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const table = useReactTable({
    data: rows,
    columns: columnDefinitions(columns, selection, t("table.select")),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(selection),
    state: { sorting: sortingState(columns, query), columnVisibility, rowSelection },
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
  });
  const hideable = columns.filter((column, index) => index > 0);
  return (
    <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      {name && hideable.length ? <ColumnChoice table={table} name={name} columns={hideable} /> : null}
      {/* relative: hidden (sr-only) texts in the table scroll with it instead of widening the page */}
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <HeaderRows groups={table.getHeaderGroups()} query={query} />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={`px-4 py-2.5 align-top ${(cell.column.columnDef.meta as ColumnMeta | undefined)?.className ?? ""}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
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

/** The columns as the table model takes them: grouped where neighbours share a group, a chooser first. */
function columnDefinitions<Row>(
  columns: DataColumn<Row>[],
  selection: DataTableProps<Row>["selection"],
  selectLabel: string,
): ColumnDef<Row>[] {
  const definitions: ColumnDef<Row>[] = [];
  if (selection) {
    definitions.push({
      id: CHOSEN,
      header: ({ table }) => <ChooseAll table={table} label={selectLabel} />,
      cell: ({ row }) => (
        <ChooseRow
          value={row.id}
          form={selection.form}
          label={selection.label(row.original)}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
      meta: { className: "w-10" },
    });
  }
  for (const column of columns) {
    const definition: ColumnDef<Row> = {
      id: column.id,
      header: column.header,
      cell: ({ row }) => column.cell(row.original),
      enableSorting: Boolean(column.sortField),
      meta: { sortField: column.sortField, className: column.className } satisfies ColumnMeta,
    };
    const last = definitions.at(-1);
    const group = column.group && last?.id === `group-${column.group}` && "columns" in last ? last.columns : undefined;
    if (group) group.push(definition);
    else if (column.group)
      definitions.push({ id: `group-${column.group}`, header: column.group, columns: [definition] });
    else definitions.push(definition);
  }
  return definitions;
}

/** The URL's sort as the model's sorting state, on the columns that sort by those fields. */
function sortingState<Row>(columns: DataColumn<Row>[], query: ListQuery) {
  return query.sort.flatMap((order) => {
    const column = columns.find((candidate) => candidate.sortField === order.field);
    return column ? [{ id: column.id, desc: order.direction === "desc" }] : [];
  });
}

function visibility<Row>(columns: DataColumn<Row>[], hidden: string[] | undefined): VisibilityState {
  return Object.fromEntries(
    columns.map((column, index) => [
      column.id,
      index === 0 || (hidden ? !hidden.includes(column.id) : !column.hiddenByDefault),
    ]),
  );
}

/**
 * The header rows: a group's heading spans its columns, and a column outside any group is headed once,
 * over all rows (the model gives it an empty placeholder in the rows above).
 */
function HeaderRows<Row>({ groups, query }: { groups: HeaderGroup<Row>[]; query: ListQuery }) {
  const headed = new Set<string>();
  return groups.map((group, row) => (
    <tr key={group.id}>
      {group.headers.map((header) => {
        if (headed.has(header.column.id)) return null;
        if (header.isPlaceholder || header.subHeaders.length === 0) headed.add(header.column.id);
        const rowSpan = header.isPlaceholder ? groups.length - row : undefined;
        return <HeaderCell key={header.id} header={header} query={query} rowSpan={rowSpan} />;
      })}
    </tr>
  ));
}

function HeaderCell<Row>({
  header,
  query,
  rowSpan,
}: {
  header: Header<Row, unknown>;
  query: ListQuery;
  rowSpan?: number;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const field = (column.columnDef.meta as ColumnMeta | undefined)?.sortField;
  const sorted = column.getIsSorted();
  const grouping = !header.isPlaceholder && header.subHeaders.length > 0;
  // Only the first sort field is shown as the table's sort: the others only break its ties.
  const leading = sorted && query.sort[0]?.field === field;
  const ariaSort = !field ? undefined : !leading ? "none" : sorted === "asc" ? "ascending" : "descending";
  return (
    <th
      scope={grouping ? "colgroup" : "col"}
      colSpan={header.colSpan}
      rowSpan={rowSpan}
      aria-sort={ariaSort}
      className={`px-4 py-2.5 font-semibold whitespace-nowrap text-slate-700 ${grouping ? "border-b border-slate-200 text-center" : "text-left"}`}
    >
      {field ? (
        <Link
          to={withParams(search, { sort: nextSort(query.sort, field) })}
          className="inline-flex items-center gap-1 hover:underline"
        >
          {label}
          <span aria-hidden className="text-slate-400">
            {leading ? (sorted === "asc" ? "▲" : "▼") : "↕"}
          </span>
          <span className="sr-only">{t("table.sortBy", { column: String(column.columnDef.header) })}</span>
        </Link>
      ) : (
        label
      )}
    </th>
  );
}

function ChooseRow(props: {
  value: string;
  form: string;
  label: string;
  checked: boolean;
  onChange: (event: unknown) => void;
}) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      name="id"
      value={props.value}
      form={props.form}
      checked={props.checked}
      onChange={props.onChange}
      aria-label={t("table.selectRow", { name: props.label })}
      className="size-4"
    />
  );
}

/** With script, one box chooses every row of the page; without, each row is chosen on its own. */
function ChooseAll<Row>({ table, label }: { table: Table<Row>; label: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return <span className="sr-only">{label}</span>;
  return (
    <input
      type="checkbox"
      checked={table.getIsAllPageRowsSelected()}
      ref={(input) => {
        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      aria-label={t("table.selectPage")}
      className="size-4"
    />
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
