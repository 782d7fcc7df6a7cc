import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { webhooksApi } from "../../../../server/api/contracts/webhooks";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { WEBHOOK_FORM_ID, WebhookForm } from "./webhook-form";
import { WEBHOOKS_PATH, webhookPath } from "./paths";
import { saveWebhook } from "./webhooks.server";

// One module for new and edit, mounted twice in app/routes.ts: an id in the address is an edit.
const routeOf = (params: LoaderFunctionArgs["params"]) =>
  params.id === undefined ? "routes/organization/webhooks/new" : "routes/organization/webhooks/edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, routeOf(params));
  const endpoint =
    params.id === undefined
      ? null
      : await api.call(webhooksApi.get, { params: { org: organizationId, id: requireId(params) } });
  const t = fixedT(language);
  return {
    endpoint,
    title: endpoint ? t("webhooks.endpointTitle", { host: new URL(endpoint.url).host }) : t("webhooks.new"),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, routeOf(params));
  return saveWebhook(request, context, api, organizationId, params.id === undefined ? undefined : requireId(params));
}

export default function WebhookFormPage() {
  const { t } = useTranslation();
  const { endpoint, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("webhooks.title"), to: WEBHOOKS_PATH }]}
        actions={
          <EditActions cancelTo={endpoint ? webhookPath(endpoint.id) : WEBHOOKS_PATH} formId={WEBHOOK_FORM_ID} />
        }
      />
      <WebhookForm endpoint={endpoint ?? undefined} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Webhook" }];
