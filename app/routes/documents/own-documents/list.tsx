import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { FileActions } from "~/components/files/file-list";
import { UploadForm } from "~/components/files/upload-form";
import type { DataColumn } from "~/components/table/data-table";
import { fileKind, formatBytes, formatDate, formatDateTime } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { ownDocumentRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(ownDocumentRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The own documents: uploaded here, opened and changed by editors, and deleted ones restored. */
export default function OwnDocuments() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { canEdit, filters } = data;
  const location = useLocation();
  const search = filters.find((filter) => filter.name === "search")?.value ?? "";
  const deleted = filters.find((filter) => filter.name === "deleted")?.value === "true";
  const action = "/resources/files?owner=own-documents";
  const columns: DataColumn<Row>[] = [
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
    <RegisterList
      path="/documents/own-documents"
      section="ownDocuments"
      crumbs={[{ label: t("menu.groups.documents") }]}
      data={data}
      columns={columns}
      rowLabel={(file) => file.name}
      creates={false}
      caption={deleted ? t("ownDocuments.deletedCaption") : undefined}
      empty={
        search
          ? t("ownDocuments.noMatches", { search })
          : deleted
            ? t("ownDocuments.noneDeleted")
            : t("ownDocuments.none")
      }
    >
      {canEdit && !deleted ? (
        <section className="card mt-6" aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="mb-3 text-lg font-semibold">
            {t("ownDocuments.uploadTitle")}
          </h2>
          <UploadForm action={action} label={t("ownDocuments.choose")} id="own-documents-upload" />
        </section>
      ) : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Own documents" }];
