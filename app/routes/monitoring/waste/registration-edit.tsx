import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { formatMonth } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { RegistrationForm } from "./registration-form";
import { lastMonthOf, saveRegistration, statementDefaults, statementRows } from "./registration-form.server";
import { handlerPath, WASTE } from "./paths";

const ROUTE = "routes/monitoring/waste/registration-edit";
const ids = (params: Record<string, string | undefined>) =>
  [requireId(params, "wasteHandlerAssociationId"), requireId(params, "bulkRegistrationId")] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const [id, bulkId] = ids(params);
  const [handler, statement] = await Promise.all([
    api.call(wasteHandlersApi.get, { params: { org: organizationId, id } }),
    api.call(wasteHandlersApi.getBulkRegistration, { params: { org: organizationId, id, bulkId } }),
  ]);
  const rows = statementRows(handler, statement);
  const month = formatMonth(statement.performedAt.toISOString().slice(0, 7), language);
  return {
    handler: { id: handler.id, name: handler.handler.name },
    rows,
    defaults: statementDefaults(rows, language, statement),
    version: String(statement.lastModifiedDate),
    lastMonth: lastMonthOf(businessToday()),
    heading: fixedT(language)("waste.registrations.editTitle", { month }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveRegistration(request, context, api, organizationId, ...ids(params));
}

/** A month's statement changed: its quantities, the month it covers, its note. */
export default function EditRegistration() {
  const { t } = useTranslation();
  const { handler, rows, defaults, version, lastMonth, heading } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={heading}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("menu.items.waste"), to: WASTE },
          { label: handler.name, to: handlerPath(handler.id) },
        ]}
      />
      <RegistrationForm
        handlerId={handler.id}
        rows={rows}
        defaults={defaults}
        version={version}
        lastMonth={lastMonth}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.heading}: ${data.handler.name}` : "Waste statement" },
];
