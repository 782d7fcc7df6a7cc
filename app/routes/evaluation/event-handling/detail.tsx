import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { eventsApi } from "../../../../server/api/contracts/events";
import { isReadOnly } from "../../../../server/domain/events";
import { requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime, formatMomentDate } from "~/lib/format";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { nowInBusinessZone } from "../../events/business-clock.server";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { eventAction } from "./detail.server";
import { EVENT_HANDLING, ImportanceBadge } from "./event-badges";
import { EventReporting } from "./event-reporting";
import { EventStatus } from "./event-status";
import type { EventIntent } from "./intents";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/event-handling/detail",
  );
  const event = await api.call(eventsApi.get, { params: { org: organizationId, id: requireId(params) } });
  const editable = canEdit && !isReadOnly(event.status);
  const members = editable ? await memberOptions(api, organizationId) : [];
  return { event, members, canEdit, editable, today: nowInBusinessZone().occurredDate };
}

export const action = eventAction;

/** One event: the report, its files, its status with the moves open to it, the investigation and the actions. */
export default function EventDetail() {
  const { t, i18n } = useTranslation();
  const { event, members, canEdit, editable, today } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: EventIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (intent: EventIntent) => (reply?.form === intent ? reply.result : undefined);
  const path = `${EVENT_HANDLING}/${event.id}`;
  const yesNo = (value: boolean) => t(value ? "events.handling.yes" : "events.handling.no");
  return (
    <>
      <PageHeader
        title={event.title}
        crumbs={[{ label: t("menu.groups.evaluation") }, { label: t("events.handling.title"), to: EVENT_HANDLING }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={editable} />
            <HistoryLink entity="event" id={event.id} allowed={canEdit} />
          </>
        }
      />
      {event.status === "CLOSED" ? (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t("events.handling.closedNote")}</p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="report-heading">
            <h2 id="report-heading" className="text-lg font-semibold">
              {t("events.handling.report")}
            </h2>
            <DetailList
              items={[
                {
                  label: t("events.handling.fields.occurredAt"),
                  value: formatDateTime(event.occurredAt, i18n.language),
                },
                { label: t("events.handling.fields.departmentId"), value: event.department?.name ?? null },
                { label: t("events.handling.fields.location"), value: event.location },
                {
                  label: t("events.handling.fields.importance"),
                  value: <ImportanceBadge importance={event.importance} />,
                },
                { label: t("events.handling.fields.category"), value: t(`events.category.${event.category}`) },
                { label: t("events.handling.fields.description"), value: event.description },
                { label: t("events.handling.fields.accident"), value: yesNo(event.accident) },
                ...(event.accident
                  ? [
                      { label: t("events.handling.fields.injuredRole"), value: event.injuredRole },
                      { label: t("events.handling.fields.injury"), value: event.injury },
                      {
                        label: t("events.handling.fields.daysOfAbsence"),
                        value: event.daysOfAbsence === null ? null : String(event.daysOfAbsence),
                      },
                      {
                        label: t("events.handling.fields.firstDayOfAbsence"),
                        value: formatDate(event.firstDayOfAbsence, i18n.language) || null,
                      },
                      {
                        label: t("events.handling.reporting.label"),
                        value: (
                          <EventReporting
                            event={event}
                            report={editable ? { today, lastResult: replyOf("authorityReport") } : null}
                          />
                        ),
                      },
                    ]
                  : []),
                { label: t("events.handling.fields.nearMiss"), value: yesNo(event.nearMiss) },
                { label: t("events.handling.fields.immediateAction"), value: event.immediateAction },
                { label: t("events.handling.reportedBy"), value: event.reportedBy?.name ?? null },
              ]}
            />
          </section>
          <section className="card" aria-labelledby="investigation-heading">
            <h2 id="investigation-heading" className="text-lg font-semibold">
              {t("events.handling.investigation")}
            </h2>
            <DetailList
              items={[
                { label: t("events.handling.cause"), value: event.cause },
                {
                  label: t("events.handling.whys"),
                  value: event.whys.length ? (
                    <ol className="list-decimal pl-5">
                      {event.whys.map((why, index) => (
                        <li key={index}>{why}</li>
                      ))}
                    </ol>
                  ) : null,
                },
                { label: t("events.handling.contributingFactors"), value: event.contributingFactors },
              ]}
            />
          </section>
          <RecordActions
            actions={event.actions}
            defaultKind="CORRECTIVE"
            members={members}
            editable={editable}
            lastResult={replyOf("addAction")}
          />
          <FileList
            title={t("events.handling.fields.files")}
            files={event.files}
            owner="event"
            ownerId={event.id}
            can={{ edit: editable, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="min-w-0 space-y-6">
          <EventStatus event={event} canEdit={canEdit} lastResult={replyOf("status")} />
          <div className="card">
            <DetailList
              items={[
                { label: t("events.handling.reportedAt"), value: formatDateTime(event.createdDate, i18n.language) },
                {
                  label: t("events.handling.closedAt"),
                  value: formatMomentDate(event.closedAt, i18n.language) || null,
                },
                { label: t("page.lastModified"), value: formatDateTime(event.lastModifiedDate, i18n.language) },
              ]}
            />
          </div>
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.event.title ?? "Event" }];
