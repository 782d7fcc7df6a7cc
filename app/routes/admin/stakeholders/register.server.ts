import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { STAKEHOLDER_SORT_FIELDS } from "../../../../server/api/contracts/stakeholders";
import { defineRegister } from "~/register/list.server";

/** The stakeholder catalogue every organization chooses from; its fields' texts are the stakeholders'. */
export const stakeholderCatalogue = defineRegister({
  path: "/admin/stakeholders",
  routeId: "routes/admin/stakeholders/list",
  section: "adminStakeholders",
  fields: "stakeholders",
  list: stakeholdersApi.list,
  sortable: STAKEHOLDER_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
  csv: { file: "stakeholder-catalogue.csv" },
});
