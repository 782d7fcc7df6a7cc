import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { competencesApi } from "../../../../server/api/contracts/competences";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { ApiClient } from "~/api/client.server";
import { optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

export const competenceSchema = z.object({
  name: requiredText(200),
  description: optionalText(4000),
  frequency: z.enum(RECURRENCE_PERIODS, "validation.required"),
});
export const competenceUpdateSchema = competenceSchema.extend({ lastModifiedDate: version });

/** Creates the competence (no id) or saves it; then shows it, where its files can be added. */
export function saveCompetence(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: competenceSchema,
      message: "competences.created",
      send: async (body) =>
        `/organization/competences/${(await api.call(competencesApi.create, { params: { org: organizationId }, body })).id}`,
    });
  }
  return submitForm(request, context, {
    schema: competenceUpdateSchema,
    message: "competences.saved",
    send: async (body) => {
      await api.call(competencesApi.update, { params: { org: organizationId, id }, body });
      return `/organization/competences/${id}`;
    },
  });
}
