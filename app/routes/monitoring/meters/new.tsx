import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { METER_FORM_ID, MeterForm } from "./meter-form";
import { requireUtilityTypeSegment } from "~/lib/utility-type-segment";
import { meterFormOptions, saveMeter } from "./meter-form.server";
import { METERS } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/monitoring/meters/new");
  const utilityType = requireUtilityTypeSegment(request, params.meterType);
  const t = fixedT(language);
  return {
    utilityType,
    ...(await meterFormOptions(api, organizationId, utilityType)),
    title: t("meters.newOfType", { type: t(`utilityType.${utilityType}`) }),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/monitoring/meters/new");
  return saveMeter(request, context, api, organizationId, {
    utilityType: requireUtilityTypeSegment(request, params.meterType),
  });
}

export default function NewMeter() {
  const { t } = useTranslation();
  const { utilityType, departments, members, factors, biogenicFactors, title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.monitoring") }, { label: t("meters.title"), to: METERS }]}
        description={t("meters.filesAfterSaving")}
        actions={<EditActions cancelTo={METERS} formId={METER_FORM_ID} />}
      />
      <MeterForm
        key={utilityType}
        utilityType={utilityType}
        departments={departments}
        members={members}
        factors={factors}
        biogenicFactors={biogenicFactors}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New meter" }];
