import type { SubmissionResult } from "@conform-to/react";
import { FieldErrors } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { ChosenRowsForm } from "~/components/table/chosen-rows-form";
import { useTranslation } from "~/i18n/translation";

/** The form the register's chosen rows belong to (their checkboxes name it). */
export const COPY_CHOSEN_FORM = "copy-chosen";
export const COPY_INTENT = "copy";

/** Copies the chosen risks into the departments ticked, in one step. */
export function CopyChosenForm({
  departments,
  lastResult,
}: {
  departments: { id: number; name: string; depth: number }[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ id: string[]; departmentId: string[] }>({ id: COPY_CHOSEN_FORM, lastResult });
  // The departments ticked before a refusal stay ticked (one ticked comes back as a string).
  const ticked = fields.departmentId.initialValue;
  const chosen = new Set<unknown>(Array.isArray(ticked) ? ticked : [ticked]);
  return (
    <ChosenRowsForm
      form={form}
      chosen={fields.id}
      intent={COPY_INTENT}
      title={t("risks.copy.title")}
      hint={t("risks.copy.hint")}
      submit={t("risks.copy.submit")}
    >
      <fieldset aria-describedby={fields.departmentId.errorId}>
        <legend className="text-sm font-medium text-slate-800">{t("risks.copy.departments")}</legend>
        <FieldErrors id={fields.departmentId.errorId} errors={fields.departmentId.errors} />
        <div className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {departments.map((department) => (
            <label
              key={department.id}
              className="flex items-center gap-2 text-sm"
              style={{ paddingLeft: `${(department.depth - 1) * 1}rem` }}
            >
              <input
                type="checkbox"
                name={fields.departmentId.name}
                value={department.id}
                defaultChecked={chosen.has(String(department.id))}
              />
              {department.name}
            </label>
          ))}
        </div>
      </fieldset>
    </ChosenRowsForm>
  );
}
