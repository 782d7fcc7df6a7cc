import { STAKEHOLDER_SORT_FIELDS, stakeholderAssociationsApi } from "../../../../server/api/contracts/stakeholders";
import { defineRegister } from "~/register/list.server";

/** The organization's stakeholders: entries adopted from the catalogue, with what the organization records of them. */
export const stakeholderRegister = defineRegister({
  path: "/organization/stakeholders",
  routeId: "routes/organization/stakeholders/list",
  section: "stakeholders",
  list: stakeholderAssociationsApi.list,
  sortable: STAKEHOLDER_SORT_FIELDS,
  defaultSort: { field: "name", direction: "asc" },
  // The catalogue's fields the list shows, then the organization's.
  csvColumns: [
    { label: (t) => t("stakeholders.name"), cell: (row) => row.stakeholder.name },
    { label: (t) => t("stakeholders.kind"), cell: (row, t) => t(`stakeholders.kindOptions.${row.stakeholder.kind}`) },
    { label: (t) => t("stakeholders.city"), cell: (row) => row.stakeholder.city },
    {
      label: (t) => t("stakeholders.complianceObligation"),
      cell: (row, t) => t(`stakeholders.complianceObligationOptions.${row.complianceObligation}`),
    },
  ],
});
