import type { AppLoadContext } from "@remix-run/node";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import type { ApiClient } from "~/api/client.server";
import type { Language } from "~/i18n/config";
import { submitForm } from "~/lib/route.server";
import { territoryOptions } from "~/lib/territories.server";
import { legislationSchema, legislationUpdateSchema } from "./legislation-form";

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
