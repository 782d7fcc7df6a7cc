import { AUDIT_SORT_FIELDS, internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { defineRegister } from "~/register/list.server";
import { INTERNAL_AUDIT } from "./paths";

/** The audit programme: the audits by their start, the latest first. */
export const auditRegister = defineRegister({
  path: INTERNAL_AUDIT,
  routeId: "routes/evaluation/internal-audit/list",
  section: "internalAudits",
  list: internalAuditsApi.list,
  sortable: AUDIT_SORT_FIELDS,
  defaultSort: { field: "start_date", direction: "desc" },
  csv: {
    file: "internal-audits.csv",
    columns: [
      "subject",
      "department",
      "coversEnvironment",
      "coversSafety",
      "coversSecurity",
      "clauses",
      "processes",
      "leadAuditor",
      "startDate",
      "endDate",
      "status",
      "findingCount",
      "nonconformityCount",
      "conclusion",
    ],
  },
});
