import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { rolesApi } from "../../../../server/api/contracts/roles";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { OVERVIEW_PATH } from "../members/paths";
import { competenceOptions } from "../members/people.server";
import { RoleForm } from "./role-form";
import { saveRole } from "./role-form.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, access } = await requireRouteAccess(request, context, "routes/organization/roles/edit");
  const [role, competences] = await Promise.all([
    api.call(rolesApi.get, { params: { org: organizationId, id: requireId(params) } }),
    isFeatureAvailable("competences", access.accessibility) ? competenceOptions(api, organizationId) : [],
  ]);
  return { role, competences };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/roles/edit");
  return saveRole(request, context, api, organizationId, requireId(params));
}

export default function EditRole() {
  const { t } = useTranslation();
  const { role, competences } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={role.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.tab.roles"), to: `${OVERVIEW_PATH}?tab=roles` },
        ]}
      />
      <RoleForm role={role} competences={competences} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.role.name ?? "Role" }];
