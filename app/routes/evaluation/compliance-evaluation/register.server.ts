import {
  complianceEvaluationsApi,
  OVERVIEW_SORT_FIELDS,
} from "../../../../server/api/contracts/compliance-evaluations";
import { dateInputValue } from "~/lib/format";
import { defineRegister } from "~/register/list.server";
import { COMPLIANCE_EVALUATION } from "./paths";

// Dates as the other registers' CSVs write them: yyyy-mm-dd.
const date = (value: Date | null | undefined) => dateInputValue(value) || null;

/** The organization's binding obligations with their standing: overdue first by default. */
export const complianceRegister = defineRegister({
  path: COMPLIANCE_EVALUATION,
  routeId: "routes/evaluation/compliance-evaluation/list",
  section: "complianceEvaluation",
  list: complianceEvaluationsApi.overview,
  sortable: OVERVIEW_SORT_FIELDS,
  defaultSort: { field: "next_evaluation_date", direction: "asc" },
  csv: { file: "compliance-evaluation.csv" },
  csvColumns: [
    {
      label: (t) => t("complianceEvaluation.obligation"),
      cell: (row) => row.legislation.shortName ?? row.legislation.title,
    },
    { label: (t) => t("complianceEvaluation.reference"), cell: (row) => row.legislation.referenceNumber },
    {
      label: (t) => t("complianceEvaluation.standing"),
      cell: (row, t) => t(`complianceEvaluation.standingOptions.${row.standing}`),
    },
    {
      label: (t) => t("complianceEvaluation.result"),
      cell: (row, t) => (row.latest ? t(`complianceEvaluation.resultOptions.${row.latest.result}`) : null),
    },
    { label: (t) => t("complianceEvaluation.evaluatedOn"), cell: (row) => date(row.latest?.evaluatedOn) },
    { label: (t) => t("complianceEvaluation.next"), cell: (row) => date(row.nextEvaluationDate) },
    {
      label: (t) => t("complianceEvaluation.period"),
      cell: (row, t) => t(`complianceEvaluation.periodOptions.${row.evaluationPeriod}`),
    },
    { label: (t) => t("complianceEvaluation.actions"), cell: (row) => row.latest?.actions ?? null },
  ],
});
