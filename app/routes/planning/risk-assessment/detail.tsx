import type { SubmissionResult } from "@conform-to/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { risksApi } from "../../../../server/api/contracts/risks";
import { CONTROL_LEVELS } from "../../../../server/domain/risks";
import { HistoryLink } from "~/audit-trail/history-link";
import { FormErrors } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { riskAction, type RiskIntent } from "./detail.server";
import { RiskParticipants } from "./participants";
import { RecordFacts } from "~/register/record-form";
import { holdingMatrix } from "./matrix.server";
import { RiskLevelBadge } from "./risk-level";

const LIST = "/planning/risk-assessment";
const CONTROL_FIELDS = {
  ELIMINATION: "controlElimination",
  SUBSTITUTION: "controlSubstitution",
  ENGINEERING: "controlEngineering",
  ADMINISTRATIVE: "controlAdministrative",
  PROTECTIVE_EQUIPMENT: "controlProtectiveEquipment",
} as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/planning/risk-assessment/detail",
  );
  const [risk, { stepWords }, members] = await Promise.all([
    api.call(risksApi.get, { params: { org: organizationId, id: requireId(params) } }),
    holdingMatrix(api, organizationId, language),
    canEdit ? memberOptions(api, organizationId) : [],
  ]);
  return { risk, stepWords, canEdit, members };
}

export const action = riskAction;

/** One risk: the hazard, its scores before and after the controls, the controls by level, and each assessment. */
export default function RiskDetail() {
  const { t, i18n } = useTranslation();
  const { risk, stepWords, canEdit, members } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: RiskIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (intent: RiskIntent) => (reply?.form === intent ? reply.result : undefined);
  const path = `${LIST}/${risk.id}`;
  const controls = CONTROL_LEVELS.map((level) => ({ level, text: risk[CONTROL_FIELDS[level]] })).filter(
    (control) => control.text,
  );
  return (
    <>
      <PageHeader
        title={risk.activity}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("risks.title"), to: LIST }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="risk" id={risk.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold">
              {t("risks.facts")}
            </h2>
            <RecordFacts
              section="risks"
              names={["hazardCategory", "hazard", "exposed", "departmentId", "likelihood", "severity"]}
              record={risk}
              stepWords={stepWords}
            />
          </section>
          <section className="card" aria-labelledby="controls-heading">
            <h2 id="controls-heading" className="text-lg font-semibold">
              {t("risks.controls")}
            </h2>
            <DetailList
              items={controls.map((control) => ({
                label: t(`risks.${CONTROL_FIELDS[control.level]}`),
                value: control.text,
              }))}
            />
            <RecordFacts
              section="risks"
              names={["residualLikelihood", "residualSeverity"]}
              record={risk}
              stepWords={stepWords}
            />
          </section>
          <RecordActions
            actions={risk.actions}
            defaultKind="PREVENTIVE"
            members={members}
            editable={canEdit}
            lastResult={replyOf("addAction")}
          />
          <RiskParticipants
            participants={risk.participants}
            members={members}
            editable={canEdit}
            lastResult={replyOf("addParticipant")}
          />
          <section className="card" aria-labelledby="assessments-heading">
            <h2 id="assessments-heading" className="text-lg font-semibold">
              {t("risks.assessments")}
            </h2>
            <div className="overflow-x-auto">
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th className="p-2">{t("risks.assessedAt")}</th>
                    <th className="p-2">{t("risks.assessedBy")}</th>
                    <th className="p-2">{t("risks.level")}</th>
                    <th className="p-2">{t("risks.residualLevel")}</th>
                  </tr>
                </thead>
                <tbody>
                  {risk.assessments.map((assessment, index) => (
                    <tr key={index} className="border-b border-slate-100">
                      <td className="p-2">{formatDateTime(assessment.assessedAt, i18n.language)}</td>
                      <td className="p-2">{assessment.assessedBy?.name}</td>
                      <td className="p-2">
                        <RiskLevelBadge
                          level={assessment.level}
                          likelihood={assessment.likelihood}
                          severity={assessment.severity}
                        />
                      </td>
                      <td className="p-2">
                        <RiskLevelBadge
                          level={assessment.residualLevel}
                          likelihood={assessment.residualLikelihood}
                          severity={assessment.residualSeverity}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <aside className="card">
          <DetailList
            items={[
              {
                label: t("risks.level"),
                value: <RiskLevelBadge level={risk.level} likelihood={risk.likelihood} severity={risk.severity} />,
              },
              {
                label: t("risks.residualLevel"),
                value:
                  risk.residualLevel === null ? null : (
                    <RiskLevelBadge
                      level={risk.residualLevel}
                      likelihood={risk.residualLikelihood}
                      severity={risk.residualSeverity}
                    />
                  ),
              },
              { label: t("risks.nextReviewDate"), value: formatDate(risk.nextReviewDate, i18n.language) || null },
              { label: t("risks.reviewPeriod"), value: t(`risks.reviewPeriodOptions.${risk.reviewPeriod}`) },
              { label: t("page.lastModified"), value: formatDateTime(risk.lastModifiedDate, i18n.language) },
            ]}
          />
          {canEdit ? <ReviewForm lastModifiedDate={risk.lastModifiedDate} lastResult={replyOf("review")} /> : null}
        </aside>
      </div>
    </>
  );
}

/** A review that finds the scores still hold: one button, the page's version sent back. */
function ReviewForm({
  lastModifiedDate,
  lastResult,
}: {
  lastModifiedDate: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form] = formState({ id: "risk-review", lastResult });
  return (
    <Form method="post" className="mt-4 space-y-2 border-t border-slate-200 pt-4" {...form.props}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="lastModifiedDate" value={lastModifiedDate} />
      <p className="text-sm text-slate-700">{t("risks.review.hint")}</p>
      <SubmitButton>{t("risks.review.record")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.risk.activity ?? "Risk" }];
