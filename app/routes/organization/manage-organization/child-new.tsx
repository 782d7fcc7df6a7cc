import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import type { ApiClient } from "~/api/client.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { countryOptions } from "~/lib/territories.server";
import { requireId } from "~/lib/route.server";
import { organizationFormAction } from "./actions.server";
import { formReplies } from "./form-replies";
import { OrganizationForm } from "./organization-form";
import { childCreateSchemas, childOperations, isKind } from "./organization-form.server";
import { companyOrDepartment, MANAGE_PATH } from "./paths";

const ROUTE = "routes/organization/manage-organization/child-new";

/** The parent named in the address, which must be able to hold the kind asked for; else not found. */
async function placeOf(api: ApiClient, params: Record<string, string | undefined>) {
  const kind = params.kind;
  if (!isKind(kind)) throw new Response("Not found", { status: 404 });
  const parent = await api.call(organizationsApi.get, { params: { org: requireId(params, "parentId") } });
  if (kind === "subsidiary" && parent.type !== "COMPANY") throw new Response("Not found", { status: 404 });
  return { kind, parent };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const { kind, parent } = await placeOf(api, params);
  const title = fixedT(language)(`manageOrganization.new.${kind}`, { parent: parent.name });
  return { kind, parent: { id: parent.id, name: parent.name }, title, countries: countryOptions(language) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, ROUTE);
  const { kind, parent } = await placeOf(api, params);
  return organizationFormAction(request, context, {
    api,
    language,
    schema: childCreateSchemas[kind],
    save: (body) => api.call(childOperations[kind].create, { params: { org: parent.id }, body }),
  });
}

/** A new department under any organization, or a new subsidiary under a company. */
export default function NewChildOrganization() {
  const { t } = useTranslation();
  const { kind, title, countries } = useLoaderData<typeof loader>();
  const replies = formReplies(useActionData<typeof action>());
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("manageOrganization.title"), to: MANAGE_PATH }]}
      />
      <OrganizationForm
        id="new-organization-form"
        kind={companyOrDepartment(kind)}
        lastResult={replies.form}
        countries={countries}
        naceSearch={replies.nace}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New" }];
