import type { AppLoadContext } from "@remix-run/node";
import { internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { FINDING_TYPES } from "../../../../server/domain/internal-audits";
import { isLanguage, type Language } from "../../../../server/domain/standards";
import { requireRouteAccess } from "~/auth/guards.server";
import { fixedT } from "~/i18n/translations.server";
import { formatDate } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { checklistLineTitle, standardNames } from "./standards";

/**
 * The audit report in the language asked for (the reader's by default): scope, auditors, the checklist
 * with each line's answer and evidence, findings by type and the actions still open. The page ships no script, so every word is made here.
 */
export async function auditReport(
  request: Request,
  context: AppLoadContext,
  params: Record<string, string | undefined>,
) {
  const grant = await requireRouteAccess(request, context, "routes/evaluation/internal-audit/report");
  const org = grant.organizationId;
  const audit = await grant.api.call(internalAuditsApi.get, { params: { org, id: requireId(params) } });
  const asked = new URL(request.url).searchParams.get("lang");
  const language: Language = isLanguage(asked) ? asked : grant.language;
  const t = fixedT(language);
  const date = (value: Date | string | null) => (value ? formatDate(value, language) : "");
  const byType = FINDING_TYPES.map((type) => ({
    type: t(`internalAudits.typeOptions.${type}`),
    findings: audit.findings
      .filter((finding) => finding.type === type)
      .map((finding) => ({
        id: finding.id,
        clause: finding.clause,
        description: finding.description,
        cause: finding.cause,
      })),
  })).filter((group) => group.findings.length > 0);
  const openActions = audit.findings.flatMap((finding) =>
    finding.actions
      .filter((action) => action.status !== "DONE")
      .map((action) => ({
        id: action.id,
        title: action.title,
        owner: action.owner?.name ?? "",
        due: date(action.dueDate),
        status: t(`actions.statusOptions.${action.status}`),
      })),
  );
  const checklist = audit.checklist.map((line) => ({
    key: line.key,
    title: checklistLineTitle(line, t, language),
    answer: line.answer ? t(`internalAudits.answerOptions.${line.answer}`) : t("internalAudits.noAnswer"),
    evidence: line.evidence ?? "",
  }));
  return {
    language,
    organization: (await grant.api.call(organizationsApi.get, { params: { org } })).name,
    printed: t("internalAudits.print.printed", { date: formatDate(new Date(), language) }),
    title: t("internalAudits.print.title", { subject: audit.subject }),
    back: `/evaluation/internal-audit/${audit.id}`,
    facts: [
      [t("internalAudits.status"), t(`internalAudits.statusOptions.${audit.status}`)],
      [t("internalAudits.standards"), standardNames(audit, t).join(", ")],
      [t("internalAudits.clauses"), audit.clauses ?? t("internalAudits.wholeStandard")],
      [t("internalAudits.department"), audit.department?.name ?? t("internalAudits.noDepartment")],
      [t("internalAudits.processes"), audit.processes ?? ""],
      [
        t("internalAudits.procedures"),
        audit.procedures.map((procedure) => (language === "da" ? procedure.titleDa : procedure.titleEn)).join(", "),
      ],
      [t("internalAudits.leadAuditor"), audit.leadAuditor?.name ?? ""],
      [t("internalAudits.auditors"), audit.auditors.map((auditor) => auditor.name).join(", ")],
      [t("internalAudits.startDate"), date(audit.startDate)],
      [t("internalAudits.endDate"), date(audit.endDate)],
      [t("internalAudits.conclusion"), audit.conclusion ?? ""],
    ].filter(([, value]) => value !== ""),
    checklist,
    byType,
    openActions,
    texts: {
      checklist: t("internalAudits.checklist"),
      line: t("internalAudits.line"),
      answer: t("internalAudits.answer"),
      evidence: t("internalAudits.evidence"),
      byType: t("internalAudits.print.byType"),
      noFindings: t("internalAudits.noFindings"),
      clause: t("internalAudits.clause"),
      cause: t("internalAudits.cause"),
      openActions: t("internalAudits.print.openActions"),
      noOpenActions: t("internalAudits.print.noOpenActions"),
      action: t("internalAudits.print.action"),
      owner: t("internalAudits.print.owner"),
      due: t("internalAudits.print.due"),
      status: t("internalAudits.status"),
      languages: t("aspects.print.languages"),
      back: t("internalAudits.print.back"),
    },
  };
}
