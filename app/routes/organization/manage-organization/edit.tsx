import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { countryOptions } from "~/lib/territories.server";
import { requireId } from "~/lib/route.server";
import { organizationFormAction } from "./actions.server";
import { formReplies } from "./form-replies";
import { LogoCard } from "./logo-card";
import { OrganizationForm } from "./organization-form";
import { currentNace, updateSchemas } from "./organization-form.server";
import { MANAGE_PATH } from "./paths";

const ROUTE = "routes/organization/manage-organization/edit";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const organization = await api.call(organizationsApi.get, { params: { org: requireId(params) } });
  return {
    organization,
    countries: countryOptions(language),
    currentNace: currentNace(organization.naceCode, language),
  };
}

/** An organization's own details (the active one, or any company the user manages) and its logo. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const company = await isCompany(api, id);
  return organizationFormAction(request, context, {
    api,
    language,
    schema: updateSchemas[company ? "company" : "department"],
    save: (body) => api.call(organizationsApi.put, { params: { org: id }, body }),
    logoOf: company ? id : undefined,
  });
}

async function isCompany(api: ApiClient, id: number) {
  return (await api.call(organizationsApi.get, { params: { org: id } })).type === "COMPANY";
}

export default function EditOrganization() {
  const { t } = useTranslation();
  const { organization, countries, currentNace } = useLoaderData<typeof loader>();
  const replies = formReplies(useActionData<typeof action>());
  const company = organization.type === "COMPANY";
  return (
    <>
      <PageHeader
        title={t("manageOrganization.editTitle", { name: organization.name })}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("manageOrganization.title"), to: MANAGE_PATH }]}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrganizationForm
            id="organization-form"
            kind={company ? "company" : "department"}
            organization={{ ...organization, lastModifiedDate: String(organization.lastModifiedDate) }}
            lastResult={replies.form}
            countries={countries}
            currentNace={currentNace}
            naceSearch={replies.nace}
            twoFactorRule={company}
          />
        </div>
        {company ? (
          <LogoCard
            organization={{ ...organization, lastModifiedDate: String(organization.lastModifiedDate) }}
            errors={replies.logo}
          />
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.organization.name ?? "Organization" }];
