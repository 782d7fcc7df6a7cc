import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink, SelectionActions } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import type { ListQuery } from "~/lib/list-query";
import { isFiltered, RegisterFilters, type Filter } from "./filters";

type Crumb = { label: string; to?: string };

/** What `loadRegister` gives the page. */
export type RegisterData<Row> = {
  rows: Row[];
  total: number;
  query: ListQuery;
  filters: Filter[];
  /** The section of the fields' and filters' texts. */
  fieldSection: string;
  departments: { id: number; name: string; depth: number }[];
  canEdit: boolean;
};

/**
 * A register's list page: its heading with the way to a new record, the filters, the export of the
 * chosen rows (or all that the filters show), and the table. Texts by convention under `section`:
 * `title`, `intro`, `new`, and the empty states `noMatches` (else the fields' section's), `noneEditor`
 * (else `none`) and `none`. A register whose records are not made here (`creates={false}`, e.g.
 * adopted from a catalogue) has no `new`; what takes its place (`children`) follows the table. A
 * register with a bulk action (`bulkForm`, the id of a `ChosenRowsForm` among the children) gives
 * the rows' boxes to that form; its export is then of what the filters show.
 */
export function RegisterList<Row extends { id: number }>({
  path,
  section,
  crumbs,
  data,
  columns,
  rowLabel,
  actions,
  creates = true,
  children,
  caption,
  empty: emptyText,
  bulkForm,
}: {
  path: string;
  section: string;
  crumbs: Crumb[];
  data: RegisterData<Row>;
  columns: DataColumn<Row>[];
  rowLabel: (row: Row) => string;
  actions?: ReactNode;
  creates?: boolean;
  children?: ReactNode;
  /** The table's caption where it says more than the title (e.g. which rows a filter shows). */
  caption?: string;
  /** The empty state where the register says it otherwise (e.g. naming the search). */
  empty?: string;
  /** The form the chosen rows are sent with, where the register has a bulk action. */
  bulkForm?: string;
}) {
  const { t, has } = useTranslation();
  const exportForm = `${section}-export`;
  const first = (...keys: string[]) => t(keys.find((key) => has(key)) ?? keys[keys.length - 1]!);
  const empty =
    emptyText ??
    (isFiltered(data.filters)
      ? first(`${section}.noMatches`, `${data.fieldSection}.noMatches`)
      : data.canEdit
        ? first(`${section}.noneEditor`, `${section}.none`)
        : t(`${section}.none`));
  return (
    <>
      <PageHeader
        title={t(`${section}.title`)}
        crumbs={crumbs}
        description={t(`${section}.intro`)}
        actions={
          <>
            {actions}
            {data.canEdit && creates ? (
              <Link to={`${path}/new`} className="button-primary">
                {t(`${section}.new`)}
              </Link>
            ) : null}
          </>
        }
      />
      <RegisterFilters section={data.fieldSection} filters={data.filters} departments={data.departments} />
      <div className="mb-3 flex justify-end">
        {bulkForm ? (
          <ExportLink to={`${path}/export`} />
        ) : (
          <SelectionActions form={exportForm} exportTo={`${path}/export`} />
        )}
      </div>
      <DataTable
        name={section}
        rows={data.rows}
        columns={columns}
        total={data.total}
        query={data.query}
        caption={caption ?? t(`${section}.title`)}
        empty={empty}
        rowKey={(row) => row.id}
        selection={{ form: bulkForm ?? exportForm, label: rowLabel }}
      />
      {children}
    </>
  );
}
