import { ASPECT_SORT_FIELDS, aspectsApi } from "../../../../server/api/contracts/aspects";
import { fixedT } from "~/i18n/translations.server";
import { defineRegister } from "~/register/list.server";
import { ASPECTS } from "./paths";

/** The register of environmental aspects: the highest scored first, significant by the holding's rule. */
export const aspectRegister = defineRegister({
  path: ASPECTS,
  routeId: "routes/planning/aspects/list",
  section: "aspects",
  list: aspectsApi.list,
  sortable: ASPECT_SORT_FIELDS,
  defaultSort: { field: "score", direction: "desc" },
  csv: {
    file: "environmental-aspects.csv",
    columns: [
      "activity",
      "department",
      "aspect",
      "impact",
      "condition",
      "lifeCycleStage",
      "severity",
      "probability",
      "legalRequirement",
      "stakeholderConcern",
      "score",
      "significant",
      "obligationCount",
      "basis",
      "controls",
      "lastReviewDate",
      "reviewMonths",
      "nextReviewDate",
    ],
    cells: {
      significant: (value: boolean, language) => fixedT(language)(`aspects.significantOptions.${value}`),
    },
  },
});
