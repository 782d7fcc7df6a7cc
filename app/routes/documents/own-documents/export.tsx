import type { LoaderFunctionArgs } from "@remix-run/node";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { listFiles } from "~/api/files.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { dateInputValue, fileKind } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { SORTABLE } from "./list-query";

/** The own documents as CSV, searched and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/documents/own-documents/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const search = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const deleted = url.searchParams.get("deleted") === "1";
  const rows = await allPages((page) =>
    listFiles(api, organizationId, { page, size: EXPORT_PAGE, sort, search, standalone: true, deleted }),
  );
  const t = fixedT(language);
  return csvResponse(
    "own-documents.csv",
    [
      [
        t("ownDocuments.name"),
        t("ownDocuments.date"),
        t("ownDocuments.description"),
        t("ownDocuments.type"),
        t("ownDocuments.size"),
        t("ownDocuments.lastModified"),
      ],
      ...rows.map((file) => [
        file.name,
        dateInputValue(file.date),
        file.description,
        fileKind(file.contentType),
        file.size,
        new Date(file.lastModifiedDate).toISOString(),
      ]),
    ],
    language,
  );
}
