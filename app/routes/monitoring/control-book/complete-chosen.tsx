import type { SubmissionResult } from "@conform-to/react";
import { INSPECTION_RESULTS } from "../../../../server/domain/control-book";
import { FileInput, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the control book's chosen rows belong to (their checkboxes name it). */
export const COMPLETE_CHOSEN_FORM = "complete-chosen";
export const COMPLETE_INTENT = "complete";

type Values = { id: string[]; performedAt: string; result: string; performedBy: string };

/**
 * Marks the inspections chosen in the list done with one date and result, as one visit of a service
 * company performs many: each gets its next one scheduled, and the visit's report, if sent, is
 * attached to each.
 */
export function CompleteChosenForm({ today, lastResult }: { today: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: COMPLETE_CHOSEN_FORM,
    lastResult,
    defaultValue: { performedAt: today, result: "PASSED" },
  });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={COMPLETE_INTENT}
      title={t("controlBook.completeChosen")}
      hint={t("controlBook.completeChosenHint")}
      submit={t("controlBook.completeChosenSubmit")}
      encType="multipart/form-data"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField field={fields.performedAt} label={t("controlBook.performedAt")} type="date" required />
        <SelectField field={fields.result} label={t("controlBook.result")}>
          {INSPECTION_RESULTS.map((result) => (
            <option key={result} value={result}>
              {t(`controlBook.results.${result}`)}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.performedBy} label={t("controlBook.performedBy")} />
      </div>
      <FileInput
        id="visit-report"
        name="file"
        label={t("controlBook.visitReport")}
        hint={t("controlBook.visitReportHint")}
      />
    </ChosenRowsForm>
  );
}
