import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataTableProps } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";

/** The button to a catalogue's form for a new entry. */
export function NewEntryLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="button-primary">
      {label}
    </Link>
  );
}

/**
 * A catalogue of the admin area as a register: its heading under Administration, its filters (a
 * `ListFilters`), the CSV export of what they show, and the sortable, paged table.
 */
export function CatalogueList<Row>({
  title,
  description,
  action,
  filters,
  exportTo,
  table,
}: {
  title: string;
  description: string;
  action: ReactNode;
  filters: ReactNode;
  exportTo: string;
  table: Omit<DataTableProps<Row>, "caption">;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("admin.title"), to: "/admin" }]}
        description={description}
        actions={action}
      />
      {filters}
      <div className="mb-3 flex justify-end">
        <ExportLink to={exportTo} />
      </div>
      <DataTable {...table} caption={title} />
    </>
  );
}
