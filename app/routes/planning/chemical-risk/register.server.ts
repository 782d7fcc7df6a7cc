import {
  CMR_USE_SORT_FIELDS,
  WORK_PROCESS_SORT_FIELDS,
  workProcessesApi,
} from "../../../../server/api/contracts/work-processes";
import { fixedT } from "~/i18n/translations.server";
import { defineRegister } from "~/register/list.server";

/** The work processes in which products of my chemicals are used, the highest risk first. */
export const workProcessRegister = defineRegister({
  path: "/planning/chemical-risk",
  routeId: "routes/planning/chemical-risk/list",
  section: "workProcesses",
  list: workProcessesApi.list,
  sortable: WORK_PROCESS_SORT_FIELDS,
  defaultSort: { field: "score", direction: "desc" },
  csv: {
    // The highest risk's scores are the level's: the level in words stands for them.
    columns: [
      "name",
      "department",
      "description",
      "ventilation",
      "exposed",
      "products",
      "cmr",
      "level",
      "nextReviewDate",
    ],
    cells: { cmr: (value: boolean, language) => fixedT(language)(`workProcesses.cmrOptions.${value}`) },
  },
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
