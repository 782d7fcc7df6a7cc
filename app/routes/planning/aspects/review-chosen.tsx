import type { SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the list's chosen rows belong to (their checkboxes name it). */
export const REVIEW_CHOSEN_FORM = "review-chosen";
export const REVIEW_INTENT = "review";

type Values = { id: string[]; reviewedOn: string };

/** Marks the chosen aspects reviewed on one day; each next review follows from its recurrence. */
export function ReviewChosenForm({ today, lastResult }: { today: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: REVIEW_CHOSEN_FORM,
    lastResult,
    defaultValue: { reviewedOn: today },
  });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={REVIEW_INTENT}
      title={t("aspects.reviewChosen")}
      hint={t("aspects.reviewChosenHint")}
      submit={t("aspects.reviewChosenSubmit")}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.reviewedOn} label={t("aspects.reviewedOn")} type="date" required />
      </div>
    </ChosenRowsForm>
  );
}
