import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { complianceEvaluationsApi } from "../../../../server/api/contracts/compliance-evaluations";
import { EVALUATION_RESULTS } from "../../../../server/domain/compliance-evaluation";
import type { ApiClient } from "~/api/client.server";
import { requiredDate, requiredId, requiredText } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";

export const EVALUATION_INTENTS = ["addEvaluation", "removeEvaluation", "addAction"] as const;
export type EvaluationIntent = (typeof EVALUATION_INTENTS)[number];

const evaluationSchema = z.object({
  evaluatedOn: requiredDate("happened"),
  result: z.enum(EVALUATION_RESULTS, "validation.required"),
  evaluatorId: requiredId(),
  evidence: requiredText(4000),
});
const removalSchema = z.object({ evaluationId: requiredId() });

type Answer = { api: ApiClient; organizationId: number; legislationId: number; formData: FormData; path: string };

/**
 * The obligation page's evaluation forms: one recorded or removed, or an action planned for the newest
 * evaluation (the one the page offers the form under, when it found a shortfall).
 */
export function answerEvaluationForm(
  request: Request,
  context: AppLoadContext,
  intent: EvaluationIntent,
  { api, organizationId, legislationId, formData, path }: Answer,
) {
  const params = { org: organizationId, id: legislationId };
  if (intent === "addAction")
    return planRecordAction(request, context, {
      api,
      organizationId,
      formData,
      // The newest evaluation, as the page showed it; gone since (an old tab), there is none to answer.
      source: async () => {
        const [newest] = await api.call(complianceEvaluationsApi.list, { params });
        if (!newest) throw new Response("No evaluation", { status: 404 });
        return { evaluationId: newest.id };
      },
      departmentId: async () => null,
      path,
    });
  if (intent === "removeEvaluation")
    return submitForm(request, context, {
      schema: removalSchema,
      formData,
      message: "complianceEvaluation.removed",
      send: async ({ evaluationId }) => {
        await api.call(complianceEvaluationsApi.remove, { params: { ...params, evaluationId } });
        return path;
      },
    });
  return submitForm(request, context, {
    schema: evaluationSchema,
    formData,
    message: "complianceEvaluation.recorded",
    send: async (body) => {
      await api.call(complianceEvaluationsApi.create, { params, body });
      return `${path}#evaluations-heading`;
    },
  });
}
