import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { membersApi } from "../../../../server/api/contracts/members";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { memberPath, OVERVIEW_PATH } from "./paths";
import { RequirementsTable } from "./requirements";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, access, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/detail",
  );
  const member = await api.call(membersApi.get, { params: { org: organizationId, id: requireId(params) } });
  return {
    member,
    canEdit,
    competencesShown: isFeatureAvailable("competences", access.accessibility),
    canRecord: isAllowed(access, "EDIT", "competences"),
  };
}

/** A member: who they are, what they may do, their roles, and where they stand with each competence. */
export default function MemberDetailPage() {
  const { t, i18n } = useTranslation();
  const { member, canEdit, competencesShown, canRecord } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={member.name}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("members.title"), to: OVERVIEW_PATH }]}
        actions={<EditLink to={`${memberPath(member.id)}/edit`} allowed={canEdit} />}
      />
      <div className="space-y-6">
        <section className="card" aria-labelledby="member-heading">
          <h2 id="member-heading" className="sr-only">
            {t("members.details")}
          </h2>
          <DetailList
            items={[
              {
                label: t("members.email"),
                value: (
                  <a href={`mailto:${member.email}`} className="link">
                    {member.email}
                  </a>
                ),
              },
              { label: t("members.jobTitle"), value: member.jobTitle },
              { label: t("members.department"), value: member.organizationName },
              { label: t("members.access"), value: t(`members.scope.${member.scope}`) },
              { label: t("members.roles"), value: member.roles.map((role) => role.name).join(", ") || null },
              { label: t("page.lastModified"), value: formatDateTime(member.lastModifiedDate, i18n.language) },
            ]}
          />
        </section>
        {competencesShown ? (
          <RequirementsTable memberId={member.id} requirements={member.competenceRequirements} canRecord={canRecord} />
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.member.name ?? "Member" }];
