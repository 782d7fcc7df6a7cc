import type { SubmissionResult } from "@conform-to/react";
import { formState } from "~/components/form/form-state";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { z } from "zod";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { dateInputValue } from "~/lib/format";
import type { EvaluationPeriod } from "../../../../server/domain/compliance-evaluation";
import type { obligationSchema } from "./obligation-form.server";

export const OBLIGATION_FORM_ID = "obligation-form";
const SAVE_INTENT = "save";

type Obligation = {
  applicabilityNote: string | null;
  responsibleMember: { id: number; name: string } | null;
  nextReviewDate: Date | null;
  evaluationPeriod: EvaluationPeriod;
  lastModifiedDate: string;
};

const PERIODS: readonly EvaluationPeriod[] = ["P6M", "P1Y", "P2Y", "P3Y"];

/** What the organization records about an act: why it applies, who answers for it, the next review. */
export function ObligationForm({
  obligation,
  members,
  lastResult,
}: {
  obligation: Obligation;
  members: { id: number; name: string; jobTitle: string | null }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof obligationSchema>>({
    id: OBLIGATION_FORM_ID,
    lastResult,
    defaultValue: {
      applicabilityNote: obligation.applicabilityNote ?? "",
      responsibleMemberId: obligation.responsibleMember ? String(obligation.responsibleMember.id) : "",
      nextReviewDate: dateInputValue(obligation.nextReviewDate),
      evaluationPeriod: obligation.evaluationPeriod,
    },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      <h2 className="text-lg font-semibold">{t("bindingObligations.ourRecord")}</h2>
      <input type="hidden" name="intent" value={SAVE_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={obligation.lastModifiedDate} />
      <FormErrors form={form} />
      <TextAreaField
        field={fields.applicabilityNote}
        label={t("bindingObligations.applicability")}
        hint={t("bindingObligations.applicabilityHint")}
        rows={5}
      />
      <SelectField field={fields.responsibleMemberId} label={t("bindingObligations.responsible")}>
        <option value="">{t("bindingObligations.nobody")}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.jobTitle ? `${member.name} (${member.jobTitle})` : member.name}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.nextReviewDate} label={t("bindingObligations.nextReview")} type="date" />
      <SelectField
        field={fields.evaluationPeriod}
        label={t("complianceEvaluation.period")}
        hint={t("complianceEvaluation.periodHint")}
      >
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`complianceEvaluation.periodOptions.${period}`)}
          </option>
        ))}
      </SelectField>
      <SubmitButton>{t("page.save")}</SubmitButton>
    </Form>
  );
}
