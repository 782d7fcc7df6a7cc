import {
  CMR_USE_SORT_FIELDS,
  WORK_PROCESS_SORT_FIELDS,
  workProcessesApi,
} from "../../../../server/api/contracts/work-processes";
import { defineRegister } from "~/register/list.server";

/** The work processes in which products of my chemicals are used, the highest risk first. */
export const workProcessRegister = defineRegister({
  path: "/planning/chemical-risk",
  routeId: "routes/planning/chemical-risk/list",
  section: "workProcesses",
  list: workProcessesApi.list,
  sortable: WORK_PROCESS_SORT_FIELDS,
  defaultSort: { field: "score", direction: "desc" },
});

/** The CMR register: every use of a CMR product, who is exposed, the substitution considered. */
export const cmrUseRegister = defineRegister({
  path: "/planning/chemical-risk/cmr",
  routeId: "routes/planning/chemical-risk/cmr",
  section: "cmrUses",
  list: workProcessesApi.cmrUses,
  sortable: CMR_USE_SORT_FIELDS,
  defaultSort: { field: "product", direction: "asc" },
});
