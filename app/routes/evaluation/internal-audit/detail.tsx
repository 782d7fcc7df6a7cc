import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { isNonconformity } from "../../../../server/domain/internal-audits";
import { HistoryLink } from "~/audit-trail/history-link";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { AuditStatusForm } from "./audit-status-form";
import { AuditorWarnings } from "./auditor-warnings";
import { ChecklistForm } from "./checklist-form";
import { auditAction } from "./detail.server";
import { FindingForm } from "./finding-form";
import type { AuditIntent } from "./intents";
import { INTERNAL_AUDIT } from "./paths";
import { RepeatForm } from "./repeat-form";
import { standardNames } from "./standards";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const grant = await requireRouteAccess(request, context, "routes/evaluation/internal-audit/detail");
  const audit = await grant.api.call(internalAuditsApi.get, {
    params: { org: grant.organizationId, id: requireId(params) },
  });
  const open = audit.status !== "CLOSED";
  return {
    audit,
    canEdit: grant.canEdit,
    auditing: grant.canEdit && open,
    // The programme is MANAGE's: the scope and dates of an open audit, and its repetitions (decision 037).
    manages: isAllowed(grant.access, "MANAGE", "internal-audit"),
  };
}

export const action = auditAction;

/** One audit: its scope and auditors, its status with the steps open to it, its findings. */
export default function AuditDetail() {
  const { t, i18n } = useTranslation();
  const { audit, canEdit, auditing, manages } = useLoaderData<typeof loader>();
  const planning = manages && audit.status !== "CLOSED";
  const reply = useActionData() as { form: AuditIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (intent: AuditIntent) => (reply?.form === intent ? reply.result : undefined);
  const path = `${INTERNAL_AUDIT}/${audit.id}`;
  return (
    <>
      <PageHeader
        title={audit.subject}
        crumbs={[{ label: t("menu.groups.evaluation") }, { label: t("internalAudits.title"), to: INTERNAL_AUDIT }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={planning} />
            <Link to={`${path}/report`} className="button-secondary" reloadDocument>
              {t("internalAudits.print.link")}
            </Link>
            <HistoryLink entity="internal_audit" id={audit.id} allowed={canEdit} />
          </>
        }
      />
      {audit.status === "CLOSED" ? (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-800">{t("internalAudits.closedReadOnly")}</p>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card space-y-3" aria-labelledby="scope-heading">
            <h2 id="scope-heading" className="text-lg font-semibold">
              {t("internalAudits.scope")}
            </h2>
            <DetailList
              items={[
                { label: t("internalAudits.standards"), value: standardNames(audit, t).join(", ") },
                { label: t("internalAudits.clauses"), value: audit.clauses ?? t("internalAudits.wholeStandard") },
                {
                  label: t("internalAudits.department"),
                  value: audit.department?.name ?? t("internalAudits.noDepartment"),
                },
                { label: t("internalAudits.processes"), value: audit.processes },
                {
                  label: t("internalAudits.procedures"),
                  value: audit.procedures.length ? (
                    <ul className="space-y-1">
                      {audit.procedures.map((procedure) => (
                        <li key={procedure.id}>
                          <Link to={`/operation/procedures/${procedure.id}`} className="link">
                            {i18n.language === "da" ? procedure.titleDa : procedure.titleEn}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null,
                },
                {
                  label: t("internalAudits.obligations"),
                  value: audit.obligations.length ? (
                    <ul className="space-y-1">
                      {audit.obligations.map((obligation) => (
                        <li key={obligation.id}>
                          {obligation.shortName ?? (i18n.language === "da" ? obligation.titleDa : obligation.titleEn)}
                        </li>
                      ))}
                    </ul>
                  ) : null,
                },
                { label: t("internalAudits.conclusion"), value: audit.conclusion },
              ]}
            />
          </section>
          {audit.checklist.length ? (
            <ChecklistForm
              lines={audit.checklist}
              stamp={String(audit.lastModifiedDate)}
              editable={auditing}
              lastResult={replyOf("checklist")}
            />
          ) : null}
          <section className="card min-w-0 space-y-4" aria-labelledby="findings-heading">
            <h2 id="findings-heading" className="text-lg font-semibold">
              {t("internalAudits.findings")}
            </h2>
            <FindingTable findings={audit.findings} />
            {auditing ? (
              <div className="border-t border-slate-200 pt-4">
                <FindingForm
                  intent="addFinding"
                  heading={t("internalAudits.addFinding")}
                  lastResult={replyOf("addFinding")}
                />
              </div>
            ) : null}
          </section>
          <FileList
            title={t("internalAudits.files")}
            files={audit.files}
            owner="internal-audit"
            ownerId={audit.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          {audit.status === "CLOSED" ? null : <AuditorWarnings warnings={audit.warnings} />}
          <AuditStatusForm
            status={audit.status}
            stamp={String(audit.lastModifiedDate)}
            canEdit={canEdit}
            lastResult={replyOf("status")}
          />
          {manages ? <RepeatForm lastResult={replyOf("repeat")} /> : null}
          <div className="card">
            <DetailList
              items={[
                { label: t("internalAudits.leadAuditor"), value: audit.leadAuditor?.name },
                { label: t("internalAudits.auditors"), value: audit.auditors.map((a) => a.name).join(", ") || null },
                { label: t("internalAudits.startDate"), value: formatDate(audit.startDate, i18n.language) },
                { label: t("internalAudits.endDate"), value: formatDate(audit.endDate, i18n.language) || null },
                { label: t("page.lastModified"), value: formatDateTime(audit.lastModifiedDate, i18n.language) },
              ]}
            />
          </div>
        </aside>
      </div>
    </>
  );
}

type Finding = ReturnType<typeof useLoaderData<typeof loader>>["audit"]["findings"][number];

/** The findings in the order found: a nonconformity without its cause or an action is marked. */
function FindingTable({ findings }: { findings: Finding[] }) {
  const { t } = useTranslation();
  if (findings.length === 0) return <p className="text-slate-600">{t("internalAudits.noFindings")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("internalAudits.findings")}</caption>
        <thead>
          <tr>
            {["description", "type", "clause", "actionCount"].map((name) => (
              <th key={name} scope="col" className="p-2">
                {t(`internalAudits.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {findings.map((finding) => (
            <tr key={finding.id} className="border-t border-slate-200 align-top">
              <td className="p-2">
                <Link to={`${INTERNAL_AUDIT}/findings/${finding.id}`} className="link">
                  {finding.description}
                </Link>
              </td>
              <td className="p-2">{t(`internalAudits.typeOptions.${finding.type}`)}</td>
              <td className="p-2">{finding.clause}</td>
              <td className="p-2">
                {finding.actions.length}
                <FindingGaps finding={finding} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FindingGaps({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  if (!isNonconformity(finding.type)) return null;
  const gaps = [
    ...(finding.cause ? [] : [t("internalAudits.needsCause")]),
    ...(finding.actions.length ? [] : [t("internalAudits.needsAction")]),
  ];
  return gaps.length ? <span className="ml-2 font-medium text-red-800">{gaps.join(", ")}</span> : null;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.audit.subject ?? "Internal audit" }];
