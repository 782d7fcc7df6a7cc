import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { STAKEHOLDER_KINDS } from "../../../../server/domain/stakeholders";
import type { ApiClient } from "~/api/client.server";
import { optionalText, requiredText, version } from "~/lib/form-schema";
import { contactFields, locationFields } from "~/lib/location-schema";
import { submitForm } from "~/lib/route.server";

export const stakeholderSchema = z.object({
  name: requiredText(200),
  kind: z.enum(STAKEHOLDER_KINDS, "validation.required"),
  registrationNumber: optionalText(50),
  contactName: optionalText(200),
  ...contactFields,
  ...locationFields,
});
export const stakeholderUpdateSchema = stakeholderSchema.extend({ lastModifiedDate: version });

const LIST = "/admin/stakeholders";

export function saveStakeholder(request: Request, context: AppLoadContext, api: ApiClient, id?: number) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: stakeholderSchema,
      message: "adminStakeholders.created",
      send: async (body) => {
        await api.call(stakeholdersApi.create, { body });
        return LIST;
      },
    });
  }
  return submitForm(request, context, {
    schema: stakeholderUpdateSchema,
    message: "adminStakeholders.saved",
    send: async (body) => {
      await api.call(stakeholdersApi.update, { params: { id }, body });
      return LIST;
    },
  });
}
