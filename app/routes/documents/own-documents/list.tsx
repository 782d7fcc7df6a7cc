import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { listFiles, type FileItem } from "~/api/files.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileActions } from "~/components/files/file-list";
import { UploadForm } from "~/components/files/upload-form";
import { PageHeader } from "~/components/page/page-header";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { fixedT } from "~/i18n/translations.server";
import { fileKind, formatBytes, formatDate, formatDateTime } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { ExportLink } from "~/components/table/export-link";
import { SORTABLE } from "./list-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/documents/own-documents/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const search = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const deleted = url.searchParams.get("deleted") === "1";
  const page = await listFiles(api, organizationId, {
    page: query.page - 1,
    size: query.size,
    sort: query.sort,
    search,
    standalone: true,
    deleted,
  });
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("ownDocuments.title"),
    documents: page.content,
    total: page.totalElements,
    query,
    search,
    deleted,
    canEdit,
  };
}

export default function OwnDocuments() {
  const { t, i18n } = useTranslation();
  const { documents, total, query, search, deleted, canEdit } = useLoaderData<typeof loader>();
  const location = useLocation();
  const action = "/resources/files?owner=own-documents";
  const columns: DataColumn<FileItem>[] = [
    {
      id: "name",
      header: t("ownDocuments.name"),
      sortField: "name",
      cell: (file) =>
        canEdit ? (
          <Link to={`/documents/own-documents/${file.id}${location.search}`} className="link wrap-anywhere">
            {file.name}
          </Link>
        ) : (
          <span className="wrap-anywhere">{file.name}</span>
        ),
      className: "min-w-48",
    },
    {
      id: "date",
      header: t("ownDocuments.date"),
      sortField: "date",
      cell: (file) => formatDate(file.date, i18n.language),
    },
    { id: "type", header: t("ownDocuments.type"), cell: (file) => fileKind(file.contentType) },
    {
      id: "size",
      header: t("ownDocuments.size"),
      sortField: "size",
      cell: (file) => formatBytes(file.size, i18n.language),
      className: "tabular-nums whitespace-nowrap",
    },
    {
      id: "modified",
      header: t("ownDocuments.lastModified"),
      sortField: "last_modified_date",
      cell: (file) => formatDateTime(file.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
    {
      id: "actions",
      header: t("ownDocuments.actions"),
      cell: (file) => (
        <div className="flex flex-wrap items-center gap-2">
          <a href={`/files/${file.id}/download`} className="link" download>
            {t("files.download")}
            <span className="sr-only"> {file.name}</span>
          </a>
          {canEdit && deleted ? <FileActions action={action} file={file} details={false} replace={false} /> : null}
        </div>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("ownDocuments.title")}
        crumbs={[{ label: t("menu.groups.documents") }]}
        description={t("ownDocuments.intro")}
      />
      <ListFilters>
        <FilterField label={t("ownDocuments.search")}>
          <input type="search" name="q" defaultValue={search} className="input mt-1 w-72" />
        </FilterField>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" name="deleted" value="1" defaultChecked={deleted} />
          {t("ownDocuments.showDeleted")}
        </label>
      </ListFilters>
      <div className="mb-3 flex justify-end">
        <ExportLink to="/documents/own-documents/export" />
      </div>
      <DataTable
        rows={documents}
        columns={columns}
        total={total}
        query={query}
        caption={deleted ? t("ownDocuments.deletedCaption") : t("ownDocuments.title")}
        empty={
          search
            ? t("ownDocuments.noMatches", { search })
            : deleted
              ? t("ownDocuments.noneDeleted")
              : t("ownDocuments.none")
        }
        rowKey={(file) => file.id}
      />
      {canEdit && !deleted ? (
        <section className="card mt-6" aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="mb-3 text-lg font-semibold">
            {t("ownDocuments.uploadTitle")}
          </h2>
          <UploadForm action={action} label={t("ownDocuments.choose")} id="own-documents-upload" />
        </section>
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Own documents" }];
