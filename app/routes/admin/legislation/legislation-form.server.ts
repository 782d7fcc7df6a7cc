import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { TERRITORIES } from "../../../../server/domain/territories";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { idList, optionalDate, optionalText, optionalUrl, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { territoryOptions } from "~/lib/territories.server";

/**
 * The catalogue form, for both the new and the edit screen; its value is the API's body. It lives here,
 * on the server, where the actions validate: zod stays out of the browser.
 */
export const legislationSchema = z.object({
  titleEn: requiredText(500),
  titleDa: requiredText(500),
  shortName: optionalText(100),
  referenceNumber: requiredText(200),
  territory: z.string("validation.required").refine((value) => TERRITORIES.includes(value), "validation.territory"),
  url: optionalUrl(),
  summaryEn: optionalText(5000),
  summaryDa: optionalText(5000),
  effectiveDate: optionalDate("law"),
  topicIds: idList(20),
});
export const legislationUpdateSchema = legislationSchema.extend({ lastModifiedDate: version });

/** What the form offers to choose from, for the new and the edit screen. */
export async function legislationFormOptions(api: ApiClient, language: Language) {
  const topics = await api.call(legislationsApi.topics);
  return { topics: topics.content, territories: territoryOptions(language) };
}

/** Creates the act (no id) or saves it, then shows it in edit mode, where its files can be added. */
export function saveLegislation(request: Request, context: AppLoadContext, api: ApiClient, id?: number) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: legislationSchema,
      message: "adminLegislation.created",
      send: async (body) => `/admin/legislation/${(await api.call(legislationsApi.create, { body })).id}/edit`,
    });
  }
  return submitForm(request, context, {
    schema: legislationUpdateSchema,
    message: "adminLegislation.saved",
    send: async (body) => {
      await api.call(legislationsApi.update, { params: { id }, body });
      return `/admin/legislation/${id}/edit`;
    },
  });
}
