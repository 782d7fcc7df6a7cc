import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { OVERVIEW_PATH } from "../members/paths";
import { competenceOptions } from "../members/people.server";
import { RoleForm } from "./role-form";
import { saveRole } from "./role-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, access, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/roles/new",
  );
  const competences = isFeatureAvailable("competences", access.accessibility)
    ? await competenceOptions(api, organizationId)
    : [];
  return { competences, title: fixedT(language)("roles.new") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/roles/new");
  return saveRole(request, context, api, organizationId);
}

export default function NewRole() {
  const { t } = useTranslation();
  const { competences } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("roles.new")}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.tab.roles"), to: `${OVERVIEW_PATH}?tab=roles` },
        ]}
      />
      <RoleForm competences={competences} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "New role" }];
