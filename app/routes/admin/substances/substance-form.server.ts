import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { substancesApi } from "../../../../server/api/contracts/substances";
import type { ApiClient } from "~/api/client.server";
import { optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { hazardCodesField, splitHazardCodes } from "~/lib/statement-codes.server";

const notes = z
  .string()
  .max(6000, "validation.tooLong")
  .optional()
  .transform((typed) =>
    (typed ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );

const substanceFields = z.object({
  name: requiredText(200),
  casNumber: optionalText(20),
  ecNumber: optionalText(20),
  hazardCodes: hazardCodesField(),
  notes,
});

/** The form's codes as the API takes them: H and EUH statements apart. */
const asBody = <T extends { hazardCodes: string[] }>({ hazardCodes: codes, ...fields }: T) => ({
  ...fields,
  ...splitHazardCodes(codes),
});

/** The substance form, for the new and the edit screen; its value is the API's body. */
export const substanceSchema = substanceFields.transform(asBody);
export const substanceUpdateSchema = substanceFields.extend({ lastModifiedDate: version }).transform(asBody);

/** Adds the substance (no id) or saves it, then shows it. */
export function saveSubstance(request: Request, context: AppLoadContext, api: ApiClient, id?: number) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: substanceSchema,
      message: "adminSubstances.created",
      send: async (body) => `/admin/substances/${(await api.call(substancesApi.create, { body })).id}`,
    });
  }
  return submitForm(request, context, {
    schema: substanceUpdateSchema,
    message: "adminSubstances.saved",
    send: async (body) => {
      await api.call(substancesApi.update, { params: { id }, body });
      return `/admin/substances/${id}`;
    },
  });
}

/** The notes most used in the catalogue, offered in the form's hint. */
export async function knownNotes(api: ApiClient) {
  const notes = await api.call(substancesApi.notes);
  return notes.content.slice(0, 5).map((item) => item.note);
}
