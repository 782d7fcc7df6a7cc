import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { MAX_COPIED_RISKS, MAX_COPY_DEPARTMENTS, risksApi } from "../../../../server/api/contracts/risks";
import type { ApiClient } from "~/api/client.server";
import { chosenRows } from "~/lib/form-schema";
import { submitChosen } from "~/lib/route.server";

const copySchema = z.object({
  id: chosenRows(MAX_COPIED_RISKS),
  departmentId: chosenRows(MAX_COPY_DEPARTMENTS, "risks.copy.noDepartment"),
});

/** Copies the chosen risks into the departments ticked; a department keeps a risk it has. */
export function copyChosen(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  form: FormData,
) {
  return submitChosen(request, context, form, {
    schema: copySchema,
    message: "risks.copy.done",
    send: ({ id, departmentId }) =>
      api.call(risksApi.copy, { params: { org: organizationId }, body: { riskIds: id, departmentIds: departmentId } }),
  });
}
