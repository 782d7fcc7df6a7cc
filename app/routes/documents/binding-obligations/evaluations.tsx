import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { EvaluationResult } from "../../../../server/domain/compliance-evaluation";
import type { ActionSummary } from "~/api/types";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { ACTION_PLAN } from "~/routes/planning/action-plan/paths";
import { EvaluationResultBadge } from "./result-badge";

export type Evaluation = {
  id: number;
  evaluatedOn: Date;
  result: EvaluationResult;
  evidence: string;
  evaluator: { id: number; name: string } | null;
  asksForAction: boolean;
  actions: ActionSummary[];
};

const RESULTS: readonly EvaluationResult[] = ["COMPLIANT", "PARTLY_COMPLIANT", "NOT_COMPLIANT"];
/** One evaluation: when, what it found, by whom, the evidence, and the actions that answer it. */
function EvaluationEntry({ evaluation, editable }: { evaluation: Evaluation; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(evaluation.evaluatedOn, i18n.language);
  return (
    <li className="space-y-2 py-3" id={`evaluation-${evaluation.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{date}</h3>
        <EvaluationResultBadge result={evaluation.result} />
        {evaluation.evaluator ? (
          <span className="text-sm text-slate-700">
            {t("complianceEvaluation.by", { name: evaluation.evaluator.name })}
          </span>
        ) : null}
      </div>
      <p className="text-sm whitespace-pre-line">{evaluation.evidence}</p>
      {evaluation.actions.length ? (
        <ul className="list-inside list-disc text-sm">
          {evaluation.actions.map((action) => (
            <li key={action.id}>
              <Link to={`${ACTION_PLAN}/${action.id}`} className="link">
                {action.title}
              </Link>{" "}
              ({t(`actions.statusOptions.${action.status}`)})
            </li>
          ))}
        </ul>
      ) : evaluation.asksForAction ? (
        <p className="text-sm font-medium text-red-800">{t("complianceEvaluation.noAction")}</p>
      ) : null}
      {editable ? (
        <Form method="post">
          <input type="hidden" name="intent" value="removeEvaluation" />
          <input type="hidden" name="evaluationId" value={evaluation.id} />
          <button type="submit" className="button-secondary text-sm">
            {t("complianceEvaluation.remove", { date })}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

/** The form that records an evaluation: the day, what it found, who evaluated, and the evidence. */
function EvaluationForm({
  members,
  today,
  lastResult,
}: {
  members: { id: number; name: string }[];
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ evaluatedOn: string; result: string; evaluatorId: string; evidence: string }>({
    id: "evaluation-form",
    lastResult,
    defaultValue: { evaluatedOn: today },
  });
  return (
    <Form method="post" className="space-y-3 border-t border-slate-200 pt-4" {...form.props}>
      <h3 className="font-semibold">{t("complianceEvaluation.record")}</h3>
      <input type="hidden" name="intent" value="addEvaluation" />
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-3">
        <TextField field={fields.evaluatedOn} label={t("complianceEvaluation.evaluatedOn")} type="date" required />
        <SelectField field={fields.result} label={t("complianceEvaluation.result")} required>
          <option value="">{t("complianceEvaluation.chooseResult")}</option>
          {RESULTS.map((result) => (
            <option key={result} value={result}>
              {t(`complianceEvaluation.resultOptions.${result}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.evaluatorId} label={t("complianceEvaluation.evaluator")} required>
          <option value="">{t("complianceEvaluation.chooseEvaluator")}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        field={fields.evidence}
        label={t("complianceEvaluation.evidence")}
        hint={t("complianceEvaluation.evidenceHint")}
        rows={4}
      />
      <SubmitButton>{t("complianceEvaluation.record")}</SubmitButton>
    </Form>
  );
}

/** The obligation's evaluations of compliance (clause 9.1.2): how often, when next, each one kept. */
export function Evaluations({
  evaluations,
  period,
  nextDate,
  overdue,
  members,
  editable,
  today,
  lastResult,
}: {
  evaluations: Evaluation[];
  period: string;
  nextDate: Date | null;
  overdue: boolean;
  members: { id: number; name: string }[];
  editable: boolean;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const next = nextDate ? formatDate(nextDate, i18n.language) : null;
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="evaluations-heading">
      <h2 id="evaluations-heading" className="text-lg font-semibold">
        {t("complianceEvaluation.heading")}
      </h2>
      <DetailList
        items={[
          { label: t("complianceEvaluation.period"), value: t(`complianceEvaluation.periodOptions.${period}`) },
          {
            label: t("complianceEvaluation.next"),
            value: next ? (overdue ? t("complianceEvaluation.overdueSince", { date: next }) : next) : null,
          },
        ]}
      />
      {evaluations.length ? (
        <ol className="divide-y divide-slate-200">
          {evaluations.map((evaluation) => (
            <EvaluationEntry key={evaluation.id} evaluation={evaluation} editable={editable} />
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">{t("complianceEvaluation.noEvaluations")}</p>
      )}
      {editable ? <EvaluationForm members={members} today={today} lastResult={lastResult} /> : null}
    </section>
  );
}
