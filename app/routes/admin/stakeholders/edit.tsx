import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { countryOptions } from "~/lib/territories.server";
import { StakeholderForm } from "./stakeholder-form";
import { saveStakeholder } from "./stakeholder-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/stakeholders/edit");
  const stakeholder = await api.call(stakeholdersApi.get, { params: { id: requireId(params) } });
  return {
    stakeholder,
    countries: countryOptions(language),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRouteAccess(request, context, "routes/admin/stakeholders/edit");
  return saveStakeholder(request, context, api, requireId(params));
}

export default function EditStakeholder() {
  const { t } = useTranslation();
  const { stakeholder, countries } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={stakeholder.name}
        crumbs={[
          { label: t("admin.title"), to: "/admin" },
          { label: t("adminStakeholders.title"), to: "/admin/stakeholders" },
        ]}
      />
      <StakeholderForm stakeholder={stakeholder} countries={countries} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.stakeholder.name ?? "Stakeholder" }];
