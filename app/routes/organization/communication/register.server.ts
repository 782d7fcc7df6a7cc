import { communicationApi } from "../../../../server/api/contracts/communication";
import { PROGRESS_SORT_FIELDS } from "../../../../server/api/schemas/controlled-documents";
import { documentTitle } from "~/lib/document-texts";
import { defineRegister } from "~/register/list.server";

type Titles = { en: string | null; da: string | null };

/** Communication: the revisions whose acknowledgement is in force, with their progress (decision 044). */
export const communicationRegister = defineRegister({
  path: "/organization/communication",
  routeId: "routes/organization/communication/list",
  section: "communication",
  list: communicationApi.list,
  sortable: PROGRESS_SORT_FIELDS,
  defaultSort: { field: "acknowledge_by", direction: "asc" },
  csv: {
    file: "communication.csv",
    columns: ["titles", "kind", "revision", "organization", "acknowledgeBy", "acknowledged", "concerned"],
    cells: { titles: (titles: Titles, language) => documentTitle(titles, language) },
  },
});
