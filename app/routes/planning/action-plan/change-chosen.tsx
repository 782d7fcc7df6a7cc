import type { SubmissionResult } from "@conform-to/react";
import { SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";
import type { Choice } from "~/register/form-rules";

/** The form the list's chosen rows belong to (their checkboxes name it). */
export const CHANGE_CHOSEN_FORM = "change-chosen";
export const CHANGE_INTENT = "change";

type Values = { id: string[]; ownerId: string; dueDate: string };

/** Hands the chosen actions to one owner, or moves them to one due date, or both. */
export function ChangeChosenForm({
  owners,
  lastResult,
}: {
  owners: Choice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({ id: CHANGE_CHOSEN_FORM, lastResult });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={CHANGE_INTENT}
      title={t("actionPlan.changeChosen")}
      hint={t("actionPlan.changeChosenHint")}
      submit={t("actionPlan.changeChosenSubmit")}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField field={fields.ownerId} label={t("actionPlan.newOwner")}>
          <option value="">{t("actionPlan.keepOwner")}</option>
          {owners.map((owner) => (
            <option key={owner.value} value={owner.value}>
              {owner.label}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.dueDate} label={t("actionPlan.newDueDate")} type="date" />
      </div>
    </ChosenRowsForm>
  );
}
