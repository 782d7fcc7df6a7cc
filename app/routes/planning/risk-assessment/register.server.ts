import { RISK_SORT_FIELDS, risksApi } from "../../../../server/api/contracts/risks";
import { defineRegister } from "~/register/list.server";

/** The risk register: hazards of the work and their risks, the highest first. */
export const riskRegister = defineRegister({
  path: "/planning/risk-assessment",
  routeId: "routes/planning/risk-assessment/list",
  section: "risks",
  list: risksApi.list,
  sortable: RISK_SORT_FIELDS,
  defaultSort: { field: "score", direction: "desc" },
});
