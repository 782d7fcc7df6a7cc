import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../../server/api/contracts/meters";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { METER_FORM_ID, MeterForm } from "./meter-form";
import { meterFormOptions, saveMeter } from "./meter-form.server";
import { meterPath, METERS } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/meters/edit");
  const meter = await api.call(metersApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { meter, ...(await meterFormOptions(api, organizationId, meter.utilityType, meter.department?.id)) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/meters/edit");
  return saveMeter(request, context, api, organizationId, { id: requireId(params) });
}

export default function EditMeter() {
  const { t } = useTranslation();
  const { meter, departments, members, factors, biogenicFactors } = useLoaderData<typeof loader>();
  const path = meterPath(meter.id);
  return (
    <>
      <PageHeader
        title={meter.name}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("meters.title"), to: METERS },
          { label: meter.name, to: path },
        ]}
        actions={<EditActions cancelTo={path} formId={METER_FORM_ID} />}
      />
      <MeterForm
        utilityType={meter.utilityType}
        meter={meter}
        departments={departments}
        members={members}
        factors={factors}
        biogenicFactors={biogenicFactors}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meter.name ?? "Meter" }];
