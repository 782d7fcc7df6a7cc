import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { serviceAccountsApi } from "../../../server/api/contracts/service-accounts";
import { API_TOKEN_SCOPES } from "../../../server/domain/api-tokens";
import { businessToday, daysBefore } from "../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import { fixedT } from "~/i18n/translations.server";
import { requiredDate, requiredText } from "~/lib/form-schema";
import { redirectWithToast, submitForm } from "~/lib/route.server";
import { shownOnce } from "~/session/shown-once.server";
import { SERVICE_ACCOUNTS_PAGE } from "./paths";

const ROUTE = "routes/organization/service-accounts";
/** A new token's text goes to the page shown next, once (with script its data is read at `…/service-accounts.data`). */
const freshToken = (context: AppLoadContext) => shownOnce(context, "service-token", "/organization");

const scope = z.enum(API_TOKEN_SCOPES, "validation.required");
export const accountSchema = z.object({ name: requiredText(100), scope });
export const serviceTokenSchema = z.object({ name: requiredText(100), scope, expiresOn: requiredDate("planned") });

export async function serviceAccountsLoader({ request, context }: LoaderFunctionArgs) {
  const { api, language, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const [accounts, fresh] = await Promise.all([
    api.call(serviceAccountsApi.list, { params: { org: organizationId } }),
    freshToken(context).take(request),
  ]);
  const removing = Number(new URL(request.url).searchParams.get("remove"));
  const page = {
    title: fixedT(language)("serviceAccounts.title"),
    accounts: accounts.content,
    fresh: fresh.secret,
    removing: accounts.content.find((account) => account.id === removing) ?? null,
    defaultExpiry: daysBefore(businessToday(), -90),
  };
  return data(page, { headers: fresh.headers });
}

const idOf = (form: FormData, name: string) => {
  const id = Number(form.get(name));
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Unknown record", { status: 400 });
  return id;
};

/**
 * Makes an account, makes a token of one (its text to the next page, once), removes a token or an
 * account. A refused form comes back with the name of the form it was, so the page shows it there.
 */
export async function serviceAccountsAction({ request, context }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "revoke") {
    const params = { org, id: idOf(formData, "accountId"), tokenId: idOf(formData, "id") };
    await api.call(serviceAccountsApi.revokeToken, { params });
    return redirectWithToast(context, SERVICE_ACCOUNTS_PAGE, "apiTokens.revoked");
  }
  if (intent === REMOVE_INTENT) {
    await api.call(serviceAccountsApi.remove, { params: { org, id: idOf(formData, "accountId") } });
    return redirectWithToast(context, SERVICE_ACCOUNTS_PAGE, "serviceAccounts.removed");
  }
  if (intent === "token") {
    const id = idOf(formData, "accountId");
    let made: string | null = null;
    const answer = await submitForm(request, context, {
      schema: serviceTokenSchema,
      formData,
      message: "apiTokens.created",
      send: async (body) => {
        made = (await api.call(serviceAccountsApi.createToken, { params: { org, id }, body })).token;
        return SERVICE_ACCOUNTS_PAGE;
      },
    });
    if (isRefusal(answer)) return tagged(answer, `token-${id}`);
    if (made !== null) answer.headers.append("Set-Cookie", await freshToken(context).keep(made));
    return answer;
  }
  const answer = await submitForm(request, context, {
    schema: accountSchema,
    formData,
    message: "serviceAccounts.created",
    send: async (body) => {
      await api.call(serviceAccountsApi.create, { params: { org }, body });
      return SERVICE_ACCOUNTS_PAGE;
    },
  });
  return isRefusal(answer) ? tagged(answer, "account") : answer;
}

type Answer = Awaited<ReturnType<typeof submitForm>>;
type Refusal = Extract<Answer, { init: unknown }>;
const isRefusal = (answer: Answer): answer is Refusal => "init" in answer;
const tagged = (answer: Refusal, form: string) => data({ form, lastResult: answer.data }, answer.init ?? undefined);
