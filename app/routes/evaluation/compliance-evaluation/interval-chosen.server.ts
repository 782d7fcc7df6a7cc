import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import {
  complianceEvaluationsApi,
  MAX_CHOSEN_OBLIGATIONS,
} from "../../../../server/api/contracts/compliance-evaluations";
import { EVALUATION_PERIODS } from "../../../../server/domain/compliance-evaluation";
import type { ApiClient } from "~/api/client.server";
import { chosenRows } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const intervalSchema = z.object({
  id: chosenRows(MAX_CHOSEN_OBLIGATIONS),
  evaluationPeriod: z.enum(EVALUATION_PERIODS, "validation.required"),
});

/** Sets the evaluation interval of the chosen obligations; their next evaluations follow. */
export function setChosenIntervals(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: intervalSchema,
    message: "complianceEvaluation.interval.done",
    send: ({ id, evaluationPeriod }) =>
      api.call(complianceEvaluationsApi.setInterval, {
        params: { org: organizationId },
        body: { legislationIds: id, evaluationPeriod },
      }),
  });
}
