import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isFeatureAvailable } from "../../../../server/domain/features";
import { membersApi } from "../../../../server/api/contracts/members";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, REMOVE_INTENT, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { redirectWithToast, requireId } from "~/lib/route.server";
import { memberPath, OVERVIEW_PATH } from "./paths";
import { RequirementsTable } from "./requirements";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, access, canEdit, user } = await requireRouteAccess(
    request,
    context,
    "routes/organization/members/detail",
  );
  const member = await api.call(membersApi.get, { params: { org: organizationId, id: requireId(params) } });
  const current = member.endedDate === null;
  // One cannot remove oneself; the API refuses it too.
  const canRemove = canEdit && current && member.userId !== user.id;
  return {
    member,
    canEdit: canEdit && current,
    canRemove,
    confirmingRemoval: canRemove && new URL(request.url).searchParams.has("remove"),
    competencesShown: isFeatureAvailable("competences", access.accessibility),
    canRecord: isAllowed(access, "EDIT", "competences"),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/organization/members/detail");
  const form = await request.formData();
  if (form.get("intent") !== REMOVE_INTENT) throw new Response("Unknown action", { status: 400 });
  await api.call(membersApi.remove, { params: { org: organizationId, id: requireId(params) } });
  return redirectWithToast(context, OVERVIEW_PATH, "members.removed");
}

/** A member: who they are, what they may do, their roles, and where they stand with each competence. */
export default function MemberDetailPage() {
  const { t, i18n } = useTranslation();
  const { member, canEdit, canRemove, confirmingRemoval, competencesShown, canRecord } = useLoaderData<typeof loader>();
  const path = memberPath(member.id);
  return (
    <>
      <PageHeader
        title={member.name}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("members.title"), to: OVERVIEW_PATH }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="member" id={member.id} allowed={canEdit} />
          </>
        }
      />
      {member.endedDate ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("members.former", { date: formatDateTime(member.endedDate, i18n.language) })}
        </p>
      ) : null}
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("members.confirmRemoval", { name: member.name }),
            hint: t("members.removeHint"),
            confirm: t("members.confirmRemove"),
            keep: t("members.keep"),
          }}
        />
      ) : null}
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
          <RequirementsTable
            memberId={member.id}
            requirements={member.competenceRequirements}
            canRecord={canRecord && member.endedDate === null}
          />
        ) : null}
        {canRemove && !confirmingRemoval ? (
          <RemoveCard path={path} hint={t("members.removeHint")} label={t("members.remove")} />
        ) : null}
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.member.name ?? "Member" }];
