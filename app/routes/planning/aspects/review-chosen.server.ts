import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { aspectsApi, MAX_CHOSEN_ASPECTS } from "../../../../server/api/contracts/aspects";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, requiredDate } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const reviewSchema = z.object({ id: chosenRows(MAX_CHOSEN_ASPECTS), reviewedOn: requiredDate("happened") });

/** Marks the chosen aspects reviewed on the day given, all or none. */
export function reviewChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: reviewSchema,
    message: "aspects.reviewedChosen",
    send: ({ id, reviewedOn }) =>
      api.call(aspectsApi.reviewed, { params: { org: organizationId }, body: { aspectIds: id, reviewedOn } }),
  });
}
