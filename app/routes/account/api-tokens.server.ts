import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiTokensApi } from "../../../server/api/contracts/api-tokens";
import { organizationsApi } from "../../../server/api/contracts/organizations";
import { API_TOKEN_SCOPES } from "../../../server/domain/api-tokens";
import { daysBefore, businessToday } from "../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { requiredDate, requiredId, requiredText } from "~/lib/form-schema";
import { redirectWithToast, submitForm } from "~/lib/route.server";
import { shownOnce } from "~/session/shown-once.server";

const ROUTE = "routes/account/api-tokens";
export const API_TOKENS_PAGE = "/account/api-tokens";
/** A new token's text goes to the page shown next, once (its data is read at `/account/api-tokens.data`). */
const freshToken = (context: AppLoadContext) => shownOnce(context, "api-token", "/account");

export const tokenSchema = z.object({
  name: requiredText(100),
  organizationId: requiredId(),
  scope: z.enum(API_TOKEN_SCOPES, "validation.required"),
  expiresOn: requiredDate("planned"),
});

export async function apiTokensLoader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const [tokens, companies, fresh] = await Promise.all([
    api.call(apiTokensApi.list, {}),
    // A company's token reaches its departments too: the companies are the choice.
    api.call(organizationsApi.accessible, { query: { type: "COMPANY", size: 100 } }),
    freshToken(context).take(request),
  ]);
  const page = {
    title: fixedT(language)("apiTokens.title"),
    tokens: tokens.content,
    organizations: companies.content.map(({ id, name, depth }) => ({ id, name, depth })),
    fresh: fresh.secret,
    // Ninety days unless the person chooses otherwise.
    defaultExpiry: daysBefore(businessToday(), -90),
  };
  return data(page, { headers: fresh.headers });
}

/** Makes a token (its text to the next page, once) or removes one. */
export async function apiTokensAction({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, ROUTE);
  const formData = await request.formData();
  if (formData.get("intent") === "revoke") {
    const id = Number(formData.get("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Unknown token", { status: 400 });
    await api.call(apiTokensApi.revoke, { params: { id } });
    return redirectWithToast(context, API_TOKENS_PAGE, "apiTokens.revoked");
  }
  let made: string | null = null;
  const answer = await submitForm(request, context, {
    schema: tokenSchema,
    formData,
    message: "apiTokens.created",
    send: async (body) => {
      made = (await api.call(apiTokensApi.create, { body })).token;
      return API_TOKENS_PAGE;
    },
  });
  if (made !== null && answer instanceof Response)
    answer.headers.append("Set-Cookie", await freshToken(context).keep(made));
  return answer;
}
