import { filesApi } from "../../../../server/api/contracts/files";
import { FILE_SORT_FIELDS } from "../../../../server/api/schemas/files";
import { dateInputValue, fileKind } from "~/lib/format";
import { defineRegister } from "~/register/list.server";

/** The organization's own documents: its files that are no record's attachment. */
export const ownDocumentRegister = defineRegister({
  path: "/documents/own-documents",
  routeId: "routes/documents/own-documents/list",
  section: "ownDocuments",
  list: filesApi.list,
  fixed: { standalone: true },
  sortable: FILE_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
  csvColumns: [
    { label: (t) => t("ownDocuments.name"), cell: (file) => file.name },
    { label: (t) => t("ownDocuments.date"), cell: (file) => dateInputValue(file.date) },
    { label: (t) => t("ownDocuments.description"), cell: (file) => file.description },
    { label: (t) => t("ownDocuments.type"), cell: (file) => fileKind(file.contentType) },
    { label: (t) => t("ownDocuments.size"), cell: (file) => file.size },
    { label: (t) => t("ownDocuments.lastModified"), cell: (file) => new Date(file.lastModifiedDate).toISOString() },
  ],
});
