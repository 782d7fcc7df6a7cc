import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import type { ApiClient } from "~/api/client.server";
import { chosenRows, optionalId } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const moveSchema = z.object({ id: chosenRows(200), departmentId: optionalId() });

/** Moves the chosen chemicals through the API, all or none, and comes back to the same list. */
export function moveChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: moveSchema,
    message: "myChemicals.movedChosen",
    send: ({ id, departmentId }) =>
      api.call(chemicalAssociationsApi.move, {
        params: { org: organizationId },
        body: { associationIds: id, departmentId: departmentId ?? null },
      }),
  });
}
