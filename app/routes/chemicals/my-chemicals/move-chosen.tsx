import type { SubmissionResult } from "@conform-to/react";
import { DepartmentOptions } from "~/components/form/department-options";
import { SelectField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the list's chosen rows belong to (their checkboxes name it). */
export const MOVE_CHOSEN_FORM = "move-chosen";
export const MOVE_INTENT = "move";

type Values = { id: string[]; departmentId: string };

/** Moves the chemicals chosen in the list to one department, as when a store moves to another unit. */
export function MoveChosenForm({
  departments,
  lastResult,
}: {
  departments: { id: number; name: string; depth: number }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({ id: MOVE_CHOSEN_FORM, lastResult });
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={MOVE_INTENT}
      title={t("myChemicals.moveChosen")}
      hint={t("myChemicals.moveChosenHint")}
      submit={t("myChemicals.moveChosenSubmit")}
    >
      <SelectField field={fields.departmentId} label={t("myChemicals.department")}>
        <option value="">{t("myChemicals.noDepartment")}</option>
        <DepartmentOptions departments={departments} />
      </SelectField>
    </ChosenRowsForm>
  );
}
