import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { membersApi } from "../../../../server/api/contracts/members";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { requireId } from "~/lib/route.server";
import { MEMBER_FORM_ID, MemberForm } from "./member-form";
import { saveMember } from "./member-form.server";
import { memberPath, OVERVIEW_PATH } from "./paths";
import { competenceOptions, roleOptions } from "./people.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, access } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/edit",
  );
  const id = requireId(params);
  const [member, roles, competences] = await Promise.all([
    api.call(membersApi.get, { params: { org: organizationId, id } }),
    roleOptions(api, organizationId),
    isFeatureAvailable("competences", access.accessibility) ? competenceOptions(api, organizationId) : [],
  ]);
  return { member, roles, competences };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/members/edit");
  return saveMember(request, context, api, organizationId, requireId(params));
}

export default function EditMember() {
  const { t } = useTranslation();
  const { member, roles, competences } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={member.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.title"), to: OVERVIEW_PATH },
          { label: member.name, to: memberPath(member.id) },
        ]}
        actions={<EditActions cancelTo={memberPath(member.id)} formId={MEMBER_FORM_ID} />}
      />
      <MemberForm member={member} roles={roles} competences={competences} lastResult={useActionData<typeof action>()} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.member.name ?? "Member" }];
