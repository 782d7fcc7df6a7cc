import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { FileActions } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { fileKind, formatBytes, formatDate, formatDateTime } from "~/lib/format";
import { requireOwnDocument } from "./document.server";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { document } = await requireOwnDocument(request, context, "routes/documents/own-documents/detail", params.id);
  return { document, back: `/documents/own-documents${new URL(request.url).search}` };
}

/** An own document in view mode: what it is, and its actions. Opening it needs EDIT (spec §2). */
export default function OwnDocument() {
  const { t, i18n } = useTranslation();
  const { document, back } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={document.name}
        crumbs={[{ label: t("menu.groups.documents") }, { label: t("ownDocuments.title"), to: back }]}
        actions={
          <>
            <a href={`/files/${document.id}/download`} className="button-secondary" download>
              {t("files.download")}
            </a>
            <EditLink to={`/documents/own-documents/${document.id}/edit`} allowed={!document.deleted} />
            {/* Opening a document needs EDIT already. */}
            <HistoryLink entity="file" id={document.id} allowed />
          </>
        }
      />
      {document.deleted ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("ownDocuments.isDeleted")}
        </p>
      ) : null}
      <div className="card">
        <DetailList
          items={[
            { label: t("ownDocuments.name"), value: document.name },
            { label: t("ownDocuments.description"), value: document.description },
            { label: t("ownDocuments.date"), value: document.date ? formatDate(document.date, i18n.language) : null },
            { label: t("ownDocuments.type"), value: fileKind(document.contentType) },
            { label: t("ownDocuments.size"), value: formatBytes(document.size, i18n.language) },
            { label: t("ownDocuments.uploaded"), value: formatDateTime(document.createdDate, i18n.language) },
            { label: t("ownDocuments.lastModified"), value: formatDateTime(document.lastModifiedDate, i18n.language) },
            { label: t("ownDocuments.checksum"), value: <code className="text-xs break-all">{document.sha256}</code> },
          ]}
        />
        <div className="mt-4 border-t border-slate-200 pt-4">
          <FileActions
            action="/resources/files?owner=own-documents"
            file={document}
            details={false}
            replace={!document.deleted}
          />
        </div>
      </div>
      <p className="mt-4 text-sm">
        <Link to={back} className="link">
          {t("ownDocuments.backToList")}
        </Link>
      </p>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.document.name ?? "Document" }];
