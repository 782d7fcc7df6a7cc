import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { InviteForm } from "./member-form";
import { inviteMember } from "./member-form.server";
import { OVERVIEW_PATH } from "./paths";
import { departmentOptions } from "~/lib/department-options.server";
import { roleOptions } from "./people.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/new",
  );
  const [departments, roles] = await Promise.all([
    departmentOptions(api, organizationId),
    roleOptions(api, organizationId),
  ]);
  return { departments, roles, organizationId, title: fixedT(language)("members.invite") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/members/new");
  return inviteMember(request, context, api, organizationId);
}

export default function InviteMember() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t("members.invite")}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("members.title"), to: OVERVIEW_PATH }]}
      />
      <InviteForm {...data} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Invite a member" }];
