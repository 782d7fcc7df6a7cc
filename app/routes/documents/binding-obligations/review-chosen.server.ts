import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { organizationLegislationsApi } from "../../../../server/api/contracts/organization-legislations";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, requiredDate } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const reviewSchema = z.object({ id: chosenRows(200), nextReviewDate: requiredDate("planned") });

/** Sets the chosen acts' next review through the API, all or none, and comes back to the same list. */
export function reviewChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: reviewSchema,
    message: "bindingObligations.reviewsSet",
    send: ({ id, nextReviewDate }) =>
      api.call(organizationLegislationsApi.setReviewDates, {
        params: { org: organizationId },
        body: { legislationIds: id, nextReviewDate },
      }),
  });
}
