import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { EmissionFactorForm } from "./emission-factor-form";
import { saveFactor } from "./emission-factor-form.server";
import { requireUtilityTypeSegment } from "~/lib/utility-type-segment";
import { FACTORS_PATH } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/admin/emission-factors/new");
  const utilityType = requireUtilityTypeSegment(request, params.type);
  const t = fixedT(language);
  return { utilityType, title: t("adminEmissionFactors.newOf", { type: t(`utilityType.${utilityType}`) }) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/emission-factors/new");
  return saveFactor(request, context, api, { utilityType: requireUtilityTypeSegment(request, params.type) });
}

export default function NewEmissionFactor() {
  const { t } = useTranslation();
  const { utilityType } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("adminEmissionFactors.newOf", { type: t(`utilityType.${utilityType}`) })}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminEmissionFactors.title"), to: FACTORS_PATH },
        ]}
      />
      <EmissionFactorForm utilityType={utilityType} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New emission factor" }];
