import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { STAKEHOLDER_KINDS } from "../../../../server/domain/stakeholders";
import { TERRITORIES } from "../../../../server/domain/territories";
import type { ApiClient } from "~/api/client.server";
import { optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

// A country: a territory of two letters that is not the EU.
const countries = TERRITORIES.filter((code) => code.length === 2 && code !== "EU");

export const stakeholderSchema = z.object({
  name: requiredText(200),
  kind: z.enum(STAKEHOLDER_KINDS, "validation.required"),
  registrationNumber: optionalText(50),
  contactName: optionalText(200),
  email: z
    .email("validation.email")
    .max(254, "validation.tooLong")
    .optional()
    .transform((value) => value ?? null),
  phone: optionalText(50),
  address: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(100),
  countryAlpha2: z
    .string()
    .refine((value) => countries.includes(value), "validation.territory")
    .optional()
    .transform((value) => value ?? null),
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
