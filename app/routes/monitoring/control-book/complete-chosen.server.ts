import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { INSPECTION_RESULTS } from "../../../../server/domain/control-book";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, optionalText, requiredDate } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const completionSchema = z.object({
  id: chosenRows(100),
  performedAt: requiredDate("happened"),
  result: z.enum(INSPECTION_RESULTS, "validation.required"),
  performedBy: optionalText(200),
});

/** Completes the chosen inspections through the API, all or none, and comes back to the same list. */
export function completeChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: completionSchema,
    message: "controlBook.completedChosen",
    send: ({ id, ...performance }) =>
      api.call(inspectionsApi.complete, {
        params: { org: organizationId },
        body: { inspectionIds: id, ...performance, findings: null },
      }),
  });
}
