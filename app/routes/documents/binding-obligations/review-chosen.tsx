import type { SubmissionResult } from "@conform-to/react";
import { TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the register's chosen rows belong to (their checkboxes name it). */
export const REVIEW_CHOSEN_FORM = "review-chosen";
export const REVIEW_INTENT = "review";

type Values = { id: string[]; nextReviewDate: string };

/** Sets the next review of the acts chosen in the register, as after a yearly review of it. */
export function ReviewChosenForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({ id: REVIEW_CHOSEN_FORM, lastResult });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={REVIEW_INTENT}
      title={t("bindingObligations.reviewChosen")}
      hint={t("bindingObligations.reviewChosenHint")}
      submit={t("bindingObligations.reviewChosenSubmit")}
    >
      <TextField field={fields.nextReviewDate} label={t("bindingObligations.nextReview")} type="date" required />
    </ChosenRowsForm>
  );
}
