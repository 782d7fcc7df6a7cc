import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { inspectionsApi } from "../../../../server/api/contracts/control-book";
import { requireRouteAccess } from "~/auth/guards.server";
import { agreementPath, CONTROL_BOOK, inspectionPath } from "~/components/control-book/paths";
import { StandingBadge } from "~/components/control-book/standing";
import { FileList } from "~/components/files/file-list";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { HistoryLink } from "~/audit-trail/history-link";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/control-book/inspection-detail",
  );
  const inspection = await api.call(inspectionsApi.get, { params: { org: organizationId, id: requireId(params) } });
  return { inspection, canEdit };
}

/** One inspection: when it is due, what was found, its report, and what happened to it. */
export default function InspectionDetail() {
  const { t, i18n } = useTranslation();
  const { inspection, canEdit } = useLoaderData<typeof loader>();
  const date = (value: Date | string | null) => (value ? formatDate(value, i18n.language) : null);
  const pending = inspection.status === "PENDING";
  return (
    <>
      <PageHeader
        title={`${inspection.agreement.name} · ${date(inspection.dueDate)}`}
        crumbs={[
          { label: t("menu.groups.monitoring") },
          { label: t("controlBook.title"), to: CONTROL_BOOK },
          { label: inspection.agreement.name, to: agreementPath(inspection.agreement.id) },
        ]}
        description={<StandingBadge standing={inspection.standing} />}
        actions={
          canEdit ? (
            <>
              <Link to={`${inspectionPath(inspection.id)}/edit`} className="button-primary">
                {pending ? t("controlBook.recordDone") : t("page.edit")}
              </Link>
              <HistoryLink entity="inspection" id={inspection.id} allowed />
            </>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section className="card">
            <DetailList
              items={[
                { label: t("controlBook.dueDate"), value: date(inspection.dueDate) },
                { label: t("controlBook.scheduledDate"), value: date(inspection.scheduledDate) },
                { label: t("controlBook.performedAt"), value: date(inspection.performedAt) },
                { label: t("controlBook.performedBy"), value: inspection.performedBy },
                {
                  label: t("controlBook.result"),
                  value: inspection.result ? t(`controlBook.results.${inspection.result}`) : null,
                },
                {
                  label: t("controlBook.findings"),
                  value: inspection.findings ? (
                    <span className="whitespace-pre-line">{inspection.findings}</span>
                  ) : null,
                },
                {
                  label: t("controlBook.next"),
                  value: inspection.next ? (
                    <Link to={inspectionPath(inspection.next.id)} className="link">
                      {date(inspection.next.dueDate)}
                    </Link>
                  ) : null,
                },
              ]}
            />
          </section>
          <FileList
            title={t("controlBook.inspectionFiles")}
            files={inspection.files}
            owner="inspection"
            ownerId={inspection.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          <section className="card">
            <DetailList
              items={[
                {
                  label: t("controlBook.agreement"),
                  value: (
                    <Link to={agreementPath(inspection.agreement.id)} className="link">
                      {inspection.agreement.name}
                    </Link>
                  ),
                },
                { label: t("controlBook.type"), value: t(`controlBook.types.${inspection.agreement.type}`) },
                { label: t("controlBook.frequency"), value: t(`recurrence.${inspection.agreement.frequency}`) },
                { label: t("controlBook.responsible"), value: inspection.agreement.responsibleMember?.name ?? null },
                { label: t("controlBook.counterpart"), value: inspection.agreement.stakeholder?.name ?? null },
                {
                  label: t("controlBook.machines"),
                  value: inspection.machines.length
                    ? inspection.machines.map((machine) => machine.name).join(", ")
                    : null,
                },
              ]}
            />
          </section>
          <section className="card" aria-labelledby="history-heading">
            <h2 id="history-heading" className="text-lg font-semibold">
              {t("controlBook.history")}
            </h2>
            <ol className="mt-2 space-y-3 text-sm">
              {inspection.changes.map((change, index) => (
                <li key={index}>
                  <p className="font-medium">
                    {t(`controlBook.changes.${change.kind}`, {
                      before: date(change.dueDateBefore) ?? "",
                      after: date(change.dueDateAfter) ?? "",
                    })}
                  </p>
                  {change.reason ? <p className="text-slate-700">{change.reason}</p> : null}
                  <p className="text-xs text-slate-600">
                    {formatDateTime(change.at, i18n.language)}
                    {change.user ? ` · ${change.user.name}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.inspection.agreement.name ?? "Inspection" },
];
