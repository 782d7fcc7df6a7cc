import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { webhooksApi } from "../../../../server/api/contracts/webhooks";
import { MAX_WEBHOOK_ENDPOINTS } from "../../../../server/domain/webhooks";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatDateTime } from "~/lib/format";
import { chosenOrAll, DeliveryState, EndpointState } from "./webhook-parts";
import { WEBHOOKS_PATH, webhookPath } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/webhooks/list",
  );
  const endpoints = await api.call(webhooksApi.list, { params: { org: organizationId } });
  return { endpoints: endpoints.content, title: fixedT(language)("webhooks.title") };
}

/** The organization's webhook endpoints (decision 042): where its records' changes are posted. */
export default function Webhooks() {
  const { t, i18n } = useTranslation();
  const { endpoints } = useLoaderData<typeof loader>();
  const full = endpoints.length >= MAX_WEBHOOK_ENDPOINTS;
  return (
    <>
      <PageHeader
        title={t("webhooks.title")}
        crumbs={[{ label: t("menu.groups.organization") }]}
        description={t("webhooks.intro")}
        actions={
          full ? null : (
            <Link to={`${WEBHOOKS_PATH}/new`} className="button-primary">
              {t("webhooks.new")}
            </Link>
          )
        }
      />
      {full ? (
        <p className="mb-4 text-sm text-slate-700">{t("webhooks.full", { max: MAX_WEBHOOK_ENDPOINTS })}</p>
      ) : null}
      <section className="card min-w-0">
        {endpoints.length === 0 ? (
          <p className="text-slate-600">{t("webhooks.none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("webhooks.title")}</caption>
              <thead>
                <tr>
                  {(["url", "eventTypes", "state", "lastDelivery"] as const).map((column) => (
                    <th key={column} scope="col" className="p-2">
                      {t(`webhooks.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {endpoints.map((endpoint) => (
                  <tr key={endpoint.id} className="border-t border-slate-200 align-top">
                    <td className="p-2">
                      <Link to={webhookPath(endpoint.id)} className="link font-medium wrap-anywhere">
                        {endpoint.url}
                      </Link>
                      {endpoint.description ? <p className="text-slate-600">{endpoint.description}</p> : null}
                    </td>
                    <td className="p-2">
                      {chosenOrAll(
                        endpoint.eventTypes,
                        (type) => t(`webhooks.eventTypeOptions.${type}`),
                        t("webhooks.allEvents"),
                      )}
                    </td>
                    <td className="p-2">
                      <EndpointState endpoint={endpoint} />
                    </td>
                    <td className="p-2">
                      {endpoint.lastDelivery ? (
                        <span className="flex flex-wrap items-center gap-2">
                          <DeliveryState status={endpoint.lastDelivery.status} />
                          {formatDateTime(endpoint.lastDelivery.createdDate, i18n.language)}
                        </span>
                      ) : (
                        t("webhooks.noDeliveries")
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Webhooks" }];
