import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { FilterCheckbox } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatMomentDate } from "~/lib/format";
import { type DocumentKindScreens, documentPath } from "./kinds";
import type { listLoader } from "./list.server";

type Row = ReturnType<typeof useLoaderData<ReturnType<typeof listLoader>>>["rows"][number];

/** A register of policies or procedures: status, revision, review and public page. */
export function DocumentList({ kind }: { kind: DocumentKindScreens }) {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, canEdit } = useLoaderData<ReturnType<typeof listLoader>>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("controlled.titleField"),
      sortField: "title",
      cell: (row) => (
        <Link to={documentPath(kind, row.id)} className="link">
          {row.title}
        </Link>
      ),
    },
    { id: "status", header: t("controlled.status"), cell: (row) => t(`controlled.statuses.${row.status}`) },
    { id: "revision", header: t("controlled.revision"), cell: (row) => row.revision ?? "" },
    {
      id: "published",
      header: t("controlled.published"),
      sortField: "published_at",
      cell: (row) => formatMomentDate(row.publishedAt, i18n.language),
    },
    {
      id: "review",
      header: t("controlled.nextReview"),
      sortField: "next_review_date",
      cell: (row) => (
        <>
          {formatDate(row.nextReviewDate, i18n.language)}
          {row.reviewOverdue ? <span className="status-OVERDUE ml-2">{t("controlled.overdue")}</span> : null}
        </>
      ),
    },
    ...(kind.placed ? [{ id: "placement", header: t("controlled.placement"), cell: (row: Row) => row.placement }] : []),
    { id: "public", header: t("controlled.public"), cell: (row) => (row.public ? t("controlled.yes") : "") },
  ];
  return (
    <>
      <PageHeader
        title={t(`${kind.key}.title`)}
        crumbs={[{ label: t(`menu.groups.${kind.group}`) }]}
        description={t(`${kind.key}.intro`)}
        actions={
          canEdit ? (
            <Link to={`${kind.path}/new`} className="button-primary">
              {t(`${kind.key}.new`)}
            </Link>
          ) : null
        }
      />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
        <label className="block min-w-0 flex-1 text-sm font-medium text-slate-800 sm:max-w-sm">
          {t(`${kind.key}.search`)}
          <input type="search" name="q" defaultValue={filter.q} maxLength={200} className="input mt-1 w-full" />
        </label>
        <FilterCheckbox
          name="review"
          value="due"
          label={t("controlled.reviewDueOnly")}
          checked={Boolean(filter.reviewDue)}
        />
        <button type="submit" className="button-secondary">
          {t("controlled.searchButton")}
        </button>
      </Form>
      <div className="mb-3 flex justify-end">
        <ExportLink to={`${kind.path}/export`} />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t(`${kind.key}.title`)}
        empty={
          filter.q || filter.reviewDue
            ? t(`${kind.key}.noMatches`)
            : canEdit
              ? t(`${kind.key}.noneEditor`)
              : t(`${kind.key}.none`)
        }
        rowKey={(row) => row.id}
      />
    </>
  );
}
