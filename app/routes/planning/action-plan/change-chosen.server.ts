import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { actionsApi, MAX_CHOSEN_ACTIONS } from "../../../../server/api/contracts/actions";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, optionalDate, optionalId } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const changeSchema = z.object({
  id: chosenRows(MAX_CHOSEN_ACTIONS),
  ownerId: optionalId(),
  dueDate: optionalDate("planned"),
});

/** Gives the chosen actions the owner or due date given (what is left empty stays), all or none. */
export function changeChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: changeSchema,
    message: "actionPlan.changedChosen",
    send: ({ id, ownerId, dueDate }) =>
      api.call(actionsApi.change, {
        params: { org: organizationId },
        body: { actionIds: id, ownerId: ownerId ?? undefined, dueDate: dueDate ?? undefined },
      }),
  });
}
