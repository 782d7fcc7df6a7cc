import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { EmissionFactorForm } from "./emission-factor-form";
import { saveFactor } from "./emission-factor-form.server";
import { FACTORS_PATH, utilityTypeOfSlug } from "./paths";

/** The utility type the address names, or a 404. */
function requireUtilityType(params: Record<string, string | undefined>) {
  const utilityType = utilityTypeOfSlug(params.type);
  if (!utilityType) throw new Response("Not found", { status: 404 });
  return utilityType;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { language } = await requireRouteAccess(request, context, "routes/admin/emission-factors/new");
  const utilityType = requireUtilityType(params);
  const t = fixedT(language);
  return { utilityType, title: t("adminEmissionFactors.newOf", { type: t(`utilityType.${utilityType}`) }) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/emission-factors/new");
  return saveFactor(request, context, api, { utilityType: requireUtilityType(params) });
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
