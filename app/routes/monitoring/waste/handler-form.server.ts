import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import type { ApiClient } from "~/api/client.server";
import { optionalDate, optionalId, optionalText, version } from "~/lib/form-schema";
import { memberOptions } from "~/lib/member-options.server";
import { submitForm } from "~/lib/route.server";
import { handlerPath } from "./paths";

/**
 * The waste handler form, for the new and the edit screen; its value is the API's body. A contract
 * ending before it starts, or a stakeholder that is no waste handler, is the API's to refuse: its
 * answer lands on the field.
 */
export const handlerSchema = z.object({
  stakeholderId: z.coerce.number("validation.required").int().positive("validation.required"),
  registrationNumber: optionalText(50),
  registrationValidUntil: optionalDate("term"),
  contractStart: optionalDate("planned"),
  contractEnd: optionalDate("term"),
  contactName: optionalText(200),
  contactEmail: z
    .email("validation.email")
    .max(200, "validation.tooLong")
    .optional()
    .transform((value) => value ?? null),
  contactPhone: optionalText(50),
  responsibleMemberId: optionalId(),
  note: optionalText(2000),
});
export const handlerUpdateSchema = handlerSchema.extend({ lastModifiedDate: version });

// Far more than a country has; the catalogue's maintainers keep it.
const HANDLER_CHOICES = 200;

/** What the form offers: the catalogue's waste handlers, and the members who may answer for one. */
export async function handlerFormOptions(api: ApiClient, organizationId: number) {
  const [handlers, members] = await Promise.all([
    api.call(stakeholdersApi.list, {
      query: { kind: "WASTE_HANDLER", size: HANDLER_CHOICES, sort: [{ field: "name", direction: "asc" }] },
    }),
    memberOptions(api, organizationId),
  ]);
  return {
    members,
    handlers: handlers.content.map((stakeholder) => ({
      id: stakeholder.id,
      name: stakeholder.city ? `${stakeholder.name}, ${stakeholder.city}` : stakeholder.name,
    })),
  };
}

/** Takes the handler on (no id) or saves it, then shows it, where files and arrangements are added. */
export function saveHandler(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: handlerSchema,
      message: "waste.handlers.created",
      send: async (body) => {
        const handler = await api.call(wasteHandlersApi.create, { params: { org: organizationId }, body });
        return handlerPath(handler.id);
      },
    });
  }
  return submitForm(request, context, {
    schema: handlerUpdateSchema,
    message: "waste.handlers.saved",
    send: async (body) => {
      await api.call(wasteHandlersApi.update, { params: { org: organizationId, id }, body });
      return handlerPath(id);
    },
  });
}
