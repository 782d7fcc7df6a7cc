import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { competencesApi } from "../../../../server/api/contracts/competences";
import { requireRouteAccess } from "~/auth/guards.server";
import { RequiredThrough, StandingTable, StatusLink } from "~/components/competences/requirement-parts";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { acquisitionPath, memberPath, OVERVIEW_PATH } from "../members/paths";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/organization/competences/detail",
  );
  const competence = await api.call(competencesApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { competence, canEdit };
}

/** A competence: what it is, how often it is renewed, whom it is required of and where each stands. */
export default function CompetenceDetail() {
  const { t, i18n } = useTranslation();
  const { competence, canEdit } = useLoaderData<typeof loader>();
  const path = `/organization/competences/${competence.id}`;
  const date = (value: Date | null) => formatDate(value, i18n.language) || "–";
  return (
    <>
      <PageHeader
        title={competence.name}
        crumbs={[
          { label: t("menu.groups.organization") },
          { label: t("members.tab.competences"), to: `${OVERVIEW_PATH}?tab=competences` },
        ]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="competence" id={competence.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="holders-heading">
            <h2 id="holders-heading" className="text-lg font-semibold">
              {t("competences.requiredOfHeading", { count: competence.memberAssignments.length })}
            </h2>
            {competence.memberAssignments.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t("competences.nobodyRequired")}</p>
            ) : (
              <StandingTable
                caption={t("competences.requiredOfHeading", { count: competence.memberAssignments.length })}
                headers={[
                  t("members.name"),
                  t("competences.statusLabel"),
                  t("competences.lastAcquired"),
                  t("competences.because"),
                ]}
              >
                {competence.memberAssignments.map((assignment) => (
                  <tr key={assignment.memberId}>
                    <td>
                      <Link to={memberPath(assignment.memberId)} className="link">
                        {assignment.name}
                      </Link>
                      <p className="text-xs text-slate-600">{assignment.organizationName}</p>
                    </td>
                    <td>
                      <StatusLink
                        status={assignment.status}
                        due={assignment.nextDueDate}
                        record={
                          canEdit
                            ? {
                                to: acquisitionPath(assignment.memberId, competence.id),
                                member: assignment.name,
                                competence: competence.name,
                              }
                            : undefined
                        }
                      />
                    </td>
                    <td className="whitespace-nowrap">{date(assignment.lastAcquisitionDate)}</td>
                    <td>
                      <RequiredThrough roles={assignment.roles} required={assignment.required} />
                    </td>
                  </tr>
                ))}
              </StandingTable>
            )}
          </section>
          <FileList
            title={t("competences.files")}
            files={competence.files}
            owner="competence"
            ownerId={competence.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card">
          <DetailList
            items={[
              { label: t("competences.frequency"), value: t(`recurrence.${competence.frequency}`) },
              { label: t("competences.description"), value: competence.description },
              { label: t("competences.definedBy"), value: competence.organizationName },
              { label: t("page.lastModified"), value: formatDateTime(competence.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.competence.name ?? "Competence" }];
