import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { requireId } from "~/lib/route.server";
import { RegistrationForm } from "./registration-form";
import {
  lastMonthOf,
  saveRegistration,
  statementDefaults,
  statementRows,
  suggestedMonth,
} from "./registration-form.server";
import { handlerPath, WASTE } from "./paths";

const ROUTE = "routes/monitoring/waste/registration-new";
const HANDLER = "wasteHandlerAssociationId";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, ROUTE);
  const handler = await api.call(wasteHandlersApi.get, {
    params: { org: organizationId, id: requireId(params, HANDLER) },
  });
  const today = businessToday();
  const rows = statementRows(handler);
  const month = suggestedMonth(handler, today, new URL(request.url).searchParams.get("month"));
  return {
    handler: { id: handler.id, name: handler.handler.name },
    rows,
    defaults: statementDefaults(rows, language, { month }),
    lastMonth: lastMonthOf(today),
    title: `${fixedT(language)("waste.registrations.new")}: ${handler.handler.name}`,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return saveRegistration(request, context, api, organizationId, requireId(params, HANDLER));
}

/** A month's statement of a handler, entered at once. */
export default function NewRegistration() {
  const { t } = useTranslation();
  const { handler, rows, defaults, lastMonth } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("waste.registrations.new")}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("menu.items.waste"), to: WASTE },
          { label: handler.name, to: handlerPath(handler.id) },
        ]}
        description={t("waste.registrations.intro")}
      />
      <RegistrationForm
        handlerId={handler.id}
        rows={rows}
        defaults={defaults}
        lastMonth={lastMonth}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Waste statement" }];
