import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { webhooksApi } from "../../../../server/api/contracts/webhooks";
import { upstreamProblem } from "~/api/problem";
import { requireRouteAccess } from "~/auth/guards.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import { fixedT } from "~/i18n/translations.server";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { errorToast, flashToast } from "~/toast/toast.server";
import { DELIVERIES_PAGE_SIZE, WEBHOOK_INTENTS, WEBHOOKS_PATH, webhookPath } from "./paths";
import { freshSecret } from "./webhooks.server";

const ROUTE = "routes/organization/webhooks/detail";

export async function webhookLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const [endpoint, deliveries, fresh] = await Promise.all([
    api.call(webhooksApi.get, { params: { org: organizationId, id } }),
    api.call(webhooksApi.deliveries, {
      params: { org: organizationId, id },
      query: { page: page - 1, size: DELIVERIES_PAGE_SIZE },
    }),
    freshSecret(context).take(request),
  ]);
  const t = fixedT(language);
  const shown = {
    title: t("webhooks.endpointTitle", { host: new URL(endpoint.url).host }),
    endpoint,
    deliveries: deliveries.content.map(({ payload, ...delivery }) => ({ ...delivery, about: aboutOf(payload) })),
    total: deliveries.totalElements,
    page,
    fresh: fresh.secret,
    removing: url.searchParams.get("remove") === "1",
  };
  return data(shown, { headers: fresh.headers });
}

/** What a delivery's event is about, from its body: the record and the fields changed. */
function aboutOf(payload: Record<string, unknown>) {
  const event = payload.data as { entity?: unknown; id?: unknown; fields?: unknown } | undefined;
  return {
    entity: typeof event?.entity === "string" ? event.entity : null,
    id: typeof event?.id === "string" ? event.id : null,
    fields: Array.isArray(event?.fields) ? event.fields.filter((field) => typeof field === "string") : [],
  };
}

/**
 * Queues a test event or a redelivery; one that waits already (a page older than the log) is said in a
 * toast, as the log will show it.
 */
async function queued(context: AppLoadContext, send: () => Promise<unknown>, back: string, message: string) {
  try {
    await send();
  } catch (error) {
    const problem = upstreamProblem(error);
    const code = problem?.status === 422 ? problem.fieldErrors.id?.[0] : undefined;
    if (!code) throw error;
    const toast = await flashToast(context, errorToast(`validation.server.${code}`));
    return redirect(back, { headers: { "Set-Cookie": toast } });
  }
  return redirectWithToast(context, back, message);
}

/** Sends a test event, rotates the secret (to the next page, once), redelivers, or removes the endpoint. */
export async function webhookAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const form = await request.formData();
  const here = webhookPath(id);
  const org = { org: organizationId, id };
  switch (form.get("intent")) {
    case WEBHOOK_INTENTS.test:
      return queued(context, () => api.call(webhooksApi.test, { params: org }), here, "webhooks.testQueued");
    case WEBHOOK_INTENTS.rotate: {
      const { secret } = await api.call(webhooksApi.rotateSecret, { params: org });
      const answer = await redirectWithToast(context, here, "webhooks.rotated");
      answer.headers.append("Set-Cookie", await freshSecret(context).keep(secret));
      return answer;
    }
    case WEBHOOK_INTENTS.redeliver: {
      const delivery = requireId({ id: String(form.get("delivery") ?? "") });
      const back = `${here}${new URL(request.url).search}`;
      return queued(
        context,
        () => api.call(webhooksApi.redeliver, { params: { ...org, delivery } }),
        back,
        "webhooks.redeliveryQueued",
      );
    }
    case REMOVE_INTENT:
      await api.call(webhooksApi.remove, { params: org });
      return redirectWithToast(context, WEBHOOKS_PATH, "webhooks.removed");
    default:
      throw redirect(here);
  }
}
