import { OBJECTIVE_SORT_FIELDS, objectivesApi } from "../../../../server/api/contracts/objectives";
import { unitKey } from "../../../../server/domain/objectives";
import { defineRegister } from "~/register/list.server";
import { OBJECTIVES } from "./paths";

/** The objectives of the organization and those below it: the soonest deadline first. */
export const objectiveRegister = defineRegister({
  path: OBJECTIVES,
  routeId: "routes/planning/objectives/list",
  section: "objectives",
  fields: "objectiveFields",
  list: objectivesApi.list,
  sortable: OBJECTIVE_SORT_FIELDS,
  defaultSort: { field: "deadline", direction: "asc" },
  csv: { file: "objectives.csv" },
  csvColumns: [
    { label: (t) => t("objectiveFields.title"), cell: (row) => row.title },
    { label: (t) => t("objectiveFields.organization"), cell: (row) => row.organization.name },
    {
      label: (t) => t("objectiveFields.measure"),
      cell: (row, t) => t(`objectiveFields.measureOptions.${row.measure}`),
    },
    {
      label: (t) => t("objectiveFields.unit"),
      cell: (row, t) => row.unit ?? (unitKey(row.measure) ? t(unitKey(row.measure)!) : null),
    },
    { label: (t) => t("objectiveFields.baselineYear"), cell: (row) => row.baselineYear },
    { label: (t) => t("objectiveFields.baselineValue"), cell: (row) => row.baselineValue },
    { label: (t) => t("objectiveFields.targetValue"), cell: (row) => row.targetValue },
    { label: (t) => t("objectiveFields.deadline"), cell: (row) => String(row.deadline) },
    { label: (t) => t("objectiveFields.actual"), cell: (row) => row.actual },
    { label: (t) => t("objectiveFields.expected"), cell: (row) => row.expected },
    {
      label: (t) => t("objectiveFields.standing"),
      cell: (row, t) => t(`objectiveFields.standingOptions.${row.standing}`),
    },
    { label: (t) => t("objectiveFields.owner"), cell: (row) => row.owner?.name ?? null },
    { label: (t) => t("objectiveFields.openActions"), cell: (row) => row.openActions },
  ],
});
