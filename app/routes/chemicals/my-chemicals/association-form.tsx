import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { AmountUnit } from "../../../../server/domain/chemical-enumerations";
import { DepartmentOptions } from "~/components/form/department-options";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import type { associationUpdateSchema, newAssociationSchema } from "./association-form.server";
import { HeldSheetChoice } from "./held-sheet-choice";
import type { HeldSheetOffer } from "./held-sheet.server";

export const ASSOCIATION_FORM_ID = "chemical-association-form";

export type AssociationDefaults = {
  supplyId: number | null;
  departmentId: number | null;
  storageLocation: string | null;
  amount: number | null;
  unit: AmountUnit | null;
  purpose: string | null;
  lastModifiedDate: string | Date;
};

/** Where a chemical is kept, how much, from whom and what for; the page header's button saves it. */
export function AssociationForm({
  chemical,
  supplies,
  departments,
  units,
  association,
  heldSheet = null,
  lastResult,
}: {
  chemical: { id: number; name: string };
  supplies: { id: number; name: string }[];
  departments: { id: number; name: string; depth: number }[];
  units: string[];
  association?: AssociationDefaults;
  /** A new kept chemical's sheet read before it, offered to be filed with it. */
  heldSheet?: HeldSheetOffer;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const defaults = association
    ? {
        supplyId: association.supplyId?.toString() ?? "",
        departmentId: association.departmentId?.toString() ?? "",
        storageLocation: association.storageLocation ?? "",
        amount:
          association.amount === null ? "" : association.amount.toLocaleString(i18n.language, { useGrouping: false }),
        unit: (association.unit ?? undefined) as AmountUnit | undefined,
        purpose: association.purpose ?? "",
      }
    : { fileHeldSheet: "on" };
  const [form, fields] = formState<z.input<typeof associationUpdateSchema> & z.input<typeof newAssociationSchema>>({
    id: ASSOCIATION_FORM_ID,
    lastResult,
    defaultValue: defaults,
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      <input type="hidden" name="chemicalId" value={chemical.id} />
      {association ? (
        <input type="hidden" name="lastModifiedDate" value={String(association.lastModifiedDate)} />
      ) : null}
      <FormErrors form={form} />
      <p>
        <span className="font-medium">{t("myChemicals.chemical")}:</span> {chemical.name}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField field={fields.supplyId} label={t("myChemicals.supplier")}>
          <option value="">{t("myChemicals.noSupplier")}</option>
          {supplies.map((supply) => (
            <option key={supply.id} value={supply.id}>
              {supply.name}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.departmentId} label={t("myChemicals.department")}>
          <option value="">{t("myChemicals.noDepartment")}</option>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField
          field={fields.storageLocation}
          label={t("myChemicals.location")}
          hint={t("myChemicals.locationHint")}
          maxLength={200}
        />
        <div className="grid grid-cols-2 gap-2">
          <TextField field={fields.amount} label={t("myChemicals.amount")} inputMode="decimal" />
          <SelectField field={fields.unit} label={t("myChemicals.unit")}>
            <option value="">{t("myChemicals.noUnit")}</option>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t(`myChemicals.units.${unit}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <TextAreaField field={fields.purpose} label={t("myChemicals.purpose")} rows={2} />
      <HeldSheetChoice offer={heldSheet} heldSheetId={fields.heldSheetId} fileHeldSheet={fields.fileHeldSheet} />
    </Form>
  );
}
