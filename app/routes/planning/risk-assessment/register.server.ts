import { RISK_SORT_FIELDS, risksApi } from "../../../../server/api/contracts/risks";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { defineRegister } from "~/register/list.server";
import { holdingMatrix } from "./matrix.server";

/** A step filter's choices: the steps of the holding's matrix with their words ("4 · Likely"). */
const stepChoices =
  (field: "likelihood" | "severity") =>
  async ({ api, language, organizationId }: { api: ApiClient; language: Language; organizationId: number | null }) => {
    if (organizationId === null) return [];
    const words = (await holdingMatrix(api, organizationId, language)).stepWords[field];
    return words.map((word, index) => ({
      value: String(index + 1),
      label: word ? `${index + 1} · ${word}` : String(index + 1),
    }));
  };

/** The risk register: hazards of the work and their risks, the highest first. */
export const riskRegister = defineRegister({
  path: "/planning/risk-assessment",
  routeId: "routes/planning/risk-assessment/list",
  section: "risks",
  list: risksApi.list,
  sortable: RISK_SORT_FIELDS,
  defaultSort: { field: "score", direction: "desc" },
  choices: { likelihood: stepChoices("likelihood"), severity: stepChoices("severity") },
});
