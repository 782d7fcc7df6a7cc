import type { SubmissionResult } from "@conform-to/react";
import type { EvaluationPeriod } from "../../../../server/domain/compliance-evaluation";
import { SelectField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the register's chosen rows belong to (their checkboxes name it). */
export const INTERVAL_CHOSEN_FORM = "interval-chosen";
export const INTERVAL_INTENT = "interval";
const PERIODS: readonly EvaluationPeriod[] = ["P6M", "P1Y", "P2Y", "P3Y"];

/** Sets the evaluation interval of the chosen obligations in one step. */
export function IntervalChosenForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ id: string[]; evaluationPeriod: string }>({
    id: INTERVAL_CHOSEN_FORM,
    lastResult,
    defaultValue: { evaluationPeriod: "P1Y" },
  });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={INTERVAL_INTENT}
      title={t("complianceEvaluation.interval.title")}
      hint={t("complianceEvaluation.interval.hint")}
      submit={t("complianceEvaluation.interval.submit")}
    >
      <SelectField field={fields.evaluationPeriod} label={t("complianceEvaluation.period")} required>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`complianceEvaluation.periodOptions.${period}`)}
          </option>
        ))}
      </SelectField>
    </ChosenRowsForm>
  );
}
