import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { upstreamProblem } from "~/api/problem";
import type { ApiClient } from "~/api/client.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import type { Language } from "~/i18n/config";
import { redirectWithToast, submitForm } from "~/lib/route.server";
import { removeLogo, uploadLogo } from "./logo.server";
import { searchNace } from "./organization-form.server";
import { MANAGE_PATH, NACE_SEARCH_INTENT, REMOVE_LOGO_INTENT } from "./paths";

type EditOptions<S extends z.ZodType> = {
  api: ApiClient;
  language: Language;
  schema: S;
  save(body: z.output<S>): Promise<unknown>;
  /** The company whose logo the page changes, if it has one. */
  logoOf?: number;
  remove?(): Promise<unknown>;
};

/**
 * Everything an organization's form posts: saving it, searching activities, the logo form, and removal.
 * Each answers on the page; a change goes back to the tree, and the shell reloads with it.
 */
export async function organizationFormAction<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  options: EditOptions<S>,
) {
  const { api, logoOf } = options;
  if (logoOf && (request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return uploadLogo(request, context, api, logoOf, new URL(request.url).pathname);
  }
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === NACE_SEARCH_INTENT) return searchNace(api, formData, options.schema, options.language);
  if (intent === REMOVE_LOGO_INTENT && logoOf) {
    return removeLogo(request, context, api, logoOf, formData, new URL(request.url).pathname);
  }
  if (intent === REMOVE_INTENT && options.remove) {
    try {
      await options.remove();
    } catch (error) {
      const held = upstreamProblem(error)?.held;
      if (!held) throw error;
      return data({ held }, { status: 409 });
    }
    return redirectWithToast(context, MANAGE_PATH, "manageOrganization.removed");
  }
  return submitForm(request, context, {
    schema: options.schema,
    formData,
    message: "manageOrganization.saved",
    send: async (body) => {
      await options.save(body);
      return MANAGE_PATH;
    },
  });
}
