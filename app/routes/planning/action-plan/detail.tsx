import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { actionsApi } from "../../../../server/api/contracts/actions";
import { isReadOnly } from "../../../../server/domain/events";
import { eventsApi } from "../../../../server/api/contracts/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { HistoryLink } from "~/audit-trail/history-link";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime, formatMomentDate } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { RecordFacts } from "~/register/record-form";
import { ActionStatusBadge } from "./action-status";
import { ActionOrigin } from "./action-origin";
import { ACTION_PLAN } from "./paths";

const PLAN = ["kind", "ownerId", "departmentId", "dueDate", "description"] as const;
const OUTCOME = ["doneDate", "effectiveness", "effectivenessNote"] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/planning/action-plan/detail",
  );
  const planned = await api.call(actionsApi.get, { params: { org: organizationId, id: requireId(params) } });
  // An action of a closed event changes only once the event is reopened.
  const event =
    planned.source === "EVENT" && planned.origin
      ? await api.call(eventsApi.get, { params: { org: organizationId, id: planned.origin.id } })
      : null;
  const editable = canEdit && !(event && isReadOnly(event.status));
  return { planned, canEdit, editable, eventClosed: Boolean(event && isReadOnly(event.status)) };
}

/** One action: what is to be done and by whom, where it comes from, how far it is, whether it worked. */
export default function ActionDetail() {
  const { t, i18n } = useTranslation();
  const { planned, canEdit, editable, eventClosed } = useLoaderData<typeof loader>();
  const path = `${ACTION_PLAN}/${planned.id}`;
  return (
    <>
      <PageHeader
        title={planned.title}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("actionPlan.title"), to: ACTION_PLAN }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={editable} />
            <HistoryLink entity="action" id={planned.id} allowed={canEdit} />
          </>
        }
      />
      {eventClosed ? (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t("actionPlan.eventClosed")}</p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="plan-heading">
            <h2 id="plan-heading" className="text-lg font-semibold">
              {t("actionPlan.plan")}
            </h2>
            <RecordFacts section="actions" names={PLAN} record={planned} />
          </section>
          <section className="card" aria-labelledby="outcome-heading">
            <h2 id="outcome-heading" className="text-lg font-semibold">
              {t("actionPlan.outcome")}
            </h2>
            <RecordFacts section="actions" names={OUTCOME} record={planned} />
            {planned.effectivenessCheckedBy ? (
              <p className="mt-2 text-sm text-slate-700">
                {t("actionPlan.checkedBy", {
                  name: planned.effectivenessCheckedBy.name,
                  date: formatMomentDate(planned.effectivenessCheckedAt, i18n.language),
                })}
              </p>
            ) : null}
          </section>
          <FileList
            title={t("actionPlan.files")}
            files={planned.files}
            owner="action"
            ownerId={planned.id}
            can={{ edit: editable, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="card">
          <DetailList
            items={[
              { label: t("actions.status"), value: <ActionStatusBadge action={planned} /> },
              {
                label: t("actions.source"),
                value: <ActionOrigin action={planned} withKind />,
              },
              { label: t("actions.organization"), value: planned.organization.name },
              ...(planned.overdue
                ? [{ label: t("actions.overdue"), value: formatDate(planned.dueDate, i18n.language) }]
                : []),
              { label: t("page.lastModified"), value: formatDateTime(planned.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.planned.title ?? "Action" }];
