import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { EmissionFactorForm } from "./emission-factor-form";
import { saveFactor } from "./emission-factor-form.server";
import { FACTORS_PATH } from "./paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/emission-factors/edit");
  const factor = await api.call(emissionFactorsApi.detailed, { params: { id: requireId(params) } });
  return { factor };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/emission-factors/edit");
  return saveFactor(request, context, api, { id: requireId(params) });
}

/** A factor of the catalogue: its name, description and values with their sources. */
export default function EditEmissionFactor() {
  const { t } = useTranslation();
  const { factor } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={factor.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminEmissionFactors.title"), to: FACTORS_PATH },
        ]}
      />
      <EmissionFactorForm
        key={String(factor.lastModifiedDate)}
        utilityType={factor.utilityType}
        factor={factor}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.factor.name ?? "Emission factor" }];
