import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { Machine } from "~/api/types";
import { DepartmentOptions } from "~/components/form/department-options";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formValues } from "~/lib/form-values";
import type { machineUpdateSchema } from "./machine-form.server";

export const MACHINE_FORM_ID = "machine-form";

const FIELDS = [
  "name",
  "type",
  "manufacturer",
  "model",
  "serialNumber",
  "departmentId",
  "location",
  "inceptionDate",
  "endOfUseDate",
] as const;

/** A machine's fields; the page header's save button submits them. */
export function MachineForm({
  machine,
  departments,
  lastResult,
}: {
  machine?: Machine;
  departments: { id: number; name: string; depth: number }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof machineUpdateSchema>>({
    id: MACHINE_FORM_ID,
    lastResult,
    defaultValue: machine ? formValues(FIELDS, { ...machine, departmentId: machine.department?.id }) : {},
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {machine ? <input type="hidden" name="lastModifiedDate" value={String(machine.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("machines.name")} required maxLength={200} />
        <TextField field={fields.type} label={t("machines.type")} hint={t("machines.typeHint")} maxLength={100} />
        <TextField field={fields.manufacturer} label={t("machines.manufacturer")} maxLength={200} />
        <TextField field={fields.model} label={t("machines.model")} maxLength={200} />
        <TextField field={fields.serialNumber} label={t("machines.serialNumber")} maxLength={100} />
        <SelectField field={fields.departmentId} label={t("machines.department")}>
          <option value="">{t("machines.noDepartment")}</option>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField field={fields.location} label={t("machines.location")} maxLength={200} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.inceptionDate} label={t("machines.inceptionDate")} type="date" />
        <TextField
          field={fields.endOfUseDate}
          label={t("machines.endOfUseDate")}
          hint={t("machines.endOfUseHint")}
          type="date"
        />
      </div>
    </Form>
  );
}
