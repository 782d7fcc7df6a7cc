import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatMomentDate } from "~/lib/format";
import { APPROVE_INTENT, isLocked, SEND_BACK_INTENT, SUBMIT_APPROVAL_INTENT, WITHDRAW_APPROVAL_INTENT } from "./kinds";

type Named = { id: number; name: string };
type Decision = {
  approver: Named;
  decision: "APPROVED" | "SENT_BACK" | null;
  reason: string | null;
  decidedAt: Date | string | null;
};
export type Approval = {
  round: number;
  state: "PENDING" | "APPROVED" | "SENT_BACK" | "WITHDRAWN";
  requestedBy: Named | null;
  requestedAt: Date | string;
  approveBy: Date | string | null;
  overdue: boolean;
  approvers: Decision[];
  awaitingMe: boolean;
};
type ResultOf = (form: string) => SubmissionResult<string[]> | undefined;

/** One approver's decision as a line: approved or sent back when, and why. */
export function DecisionLine({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  const date = formatMomentDate(decision.decidedAt, i18n.language);
  return (
    <>
      <span className="font-medium">{decision.approver.name}</span>
      {": "}
      {decision.decision ? t(`signOff.decisions.${decision.decision}`, { date }) : t("signOff.undecided")}
      {decision.reason ? <span className="block text-slate-700">“{decision.reason}”</span> : null}
    </>
  );
}

/**
 * The draft's approval (decision 044): where its submission stands and each approver's decision; for the
 * author the ways to submit or withdraw it, for an approver still to decide the ways to decide.
 */
export function ApprovalCard({
  approval,
  canEdit,
  stamp,
  members,
  defaultApproveBy,
  resultOf,
}: {
  approval: Approval | null;
  canEdit: boolean;
  stamp: string;
  members: Named[];
  defaultApproveBy: string;
  resultOf: ResultOf;
}) {
  const { t, i18n } = useTranslation();
  const inForce = isLocked(approval);
  if (!approval && !canEdit) return null;
  return (
    <section className="card space-y-3" aria-labelledby="approval-heading">
      <h2 id="approval-heading" className="text-lg font-semibold">
        {t("signOff.approvalTitle")}
      </h2>
      {approval ? (
        <>
          <p className={`text-sm font-semibold status-${approval.state}`}>{t(`signOff.states.${approval.state}`)}</p>
          <p className="text-xs text-slate-600">
            {t("signOff.requested", {
              name: approval.requestedBy?.name ?? t("controlled.unknownAuthor"),
              date: formatMomentDate(approval.requestedAt, i18n.language),
            })}
          </p>
          {approval.approveBy && approval.state === "PENDING" ? (
            <p className="text-sm">
              {t("signOff.approveByLine", { date: formatDate(approval.approveBy, i18n.language) })}
              {approval.overdue ? <span className="status-OVERDUE ml-2">{t("signOff.overdue")}</span> : null}
            </p>
          ) : null}
          <ul className="divide-y divide-slate-100 text-sm">
            {approval.approvers.map((decision) => (
              <li key={decision.approver.id} className="py-1.5">
                <DecisionLine decision={decision} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-700">{t("signOff.approvalHint")}</p>
      )}
      {approval?.awaitingMe ? <DecisionForms round={approval.round} resultOf={resultOf} /> : null}
      {canEdit && inForce ? (
        <Form method="post" className="space-y-2">
          <p className="text-sm text-slate-700">{t("signOff.lockedHint")}</p>
          <input type="hidden" name="intent" value={WITHDRAW_APPROVAL_INTENT} />
          <input type="hidden" name="lastModifiedDate" value={stamp} />
          <FormErrors id="withdraw-errors" errors={resultOf(WITHDRAW_APPROVAL_INTENT)?.error?.[""] ?? undefined} />
          <SubmitButton className="button-secondary">{t("signOff.withdraw")}</SubmitButton>
        </Form>
      ) : null}
      {canEdit && !inForce ? (
        <SubmitForApproval
          stamp={stamp}
          members={members}
          defaultApproveBy={defaultApproveBy}
          again={approval !== null}
          result={resultOf(SUBMIT_APPROVAL_INTENT)}
        />
      ) : null}
    </section>
  );
}

function SubmitForApproval({
  stamp,
  members,
  defaultApproveBy,
  again,
  result,
}: {
  stamp: string;
  members: Named[];
  defaultApproveBy: string;
  again: boolean;
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ approverIds: string[]; approveBy: string }>({
    id: "approval-form",
    lastResult: result,
    defaultValue: { approveBy: defaultApproveBy },
  });
  return (
    <Form method="post" className="space-y-3" {...form.props}>
      {again ? <p className="text-sm text-slate-700">{t("signOff.submitAgainHint")}</p> : null}
      <input type="hidden" name="intent" value={SUBMIT_APPROVAL_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors form={form} />
      <ChoiceList field={fields.approverIds} legend={t("signOff.approvers")} choices={members} />
      <p className="text-xs text-slate-600">{t("signOff.approversHint")}</p>
      <TextField
        field={fields.approveBy}
        label={t("signOff.approveBy")}
        type="date"
        hint={t("signOff.approveByHint")}
      />
      <SubmitButton className="button-secondary">{t("signOff.submit")}</SubmitButton>
    </Form>
  );
}

function DecisionForms({ round, resultOf }: { round: number; resultOf: ResultOf }) {
  const { t } = useTranslation();
  const [approveForm] = formState({ id: "approve-form", lastResult: resultOf(APPROVE_INTENT) });
  const [sendBackForm, fields] = formState<{ reason: string }>({
    id: "send-back-form",
    lastResult: resultOf(SEND_BACK_INTENT),
  });
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <h3 className="font-semibold">{t("signOff.decideTitle")}</h3>
      <p className="text-sm text-slate-700">{t("signOff.decideHint")}</p>
      <Form method="post" {...approveForm.props}>
        <input type="hidden" name="intent" value={APPROVE_INTENT} />
        <input type="hidden" name="round" value={round} />
        <FormErrors form={approveForm} />
        <SubmitButton className="button-primary">{t("signOff.approve")}</SubmitButton>
      </Form>
      <Form method="post" className="space-y-2" {...sendBackForm.props}>
        <input type="hidden" name="intent" value={SEND_BACK_INTENT} />
        <input type="hidden" name="round" value={round} />
        <FormErrors form={sendBackForm} />
        <TextAreaField field={fields.reason} label={t("signOff.sendBackReason")} rows={3} />
        <SubmitButton className="button-secondary">{t("signOff.sendBack")}</SubmitButton>
      </Form>
    </div>
  );
}
