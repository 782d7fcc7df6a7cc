import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { EMISSION_UNITS } from "../../../../server/domain/emissions";
import { allowedUnits, type UtilityType } from "../../../../server/domain/units";
import type { EmissionFactor } from "~/api/types";
import { FieldErrors, FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { rowsToShow } from "~/components/form/form-rows";
import { formState, type FieldState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formValues } from "~/lib/form-values";
import { EMPTY_ROWS, isBlankRow, MAX_ROWS, ROW_FIELDS, rowFieldName, type RowField } from "./value-rows";

export const FACTOR_FORM_ID = "emission-factor-form";

type RowValues = Partial<Record<RowField | "remove", string>>;
type Values = {
  name: string;
  description: string;
  biogenic: string;
  lastModifiedDate: string;
  values: (RowValues | null)[];
};

/** An emission factor: its name and description, and its values, each with its period and source. */
export function EmissionFactorForm({
  utilityType,
  factor,
  lastResult,
}: {
  utilityType: UtilityType;
  factor?: EmissionFactor;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: FACTOR_FORM_ID,
    lastResult,
    defaultValue: factor
      ? {
          ...formValues(["name", "description"], factor),
          values: factor.values.map((value) => formValues(ROW_FIELDS, value)),
        }
      : {},
  });
  const rows = rowsToShow((fields.values.initialValue as (RowValues | null)[] | undefined) ?? [], isBlankRow, {
    empty: EMPTY_ROWS,
    max: MAX_ROWS,
  });
  const valuesHintId = `${FACTOR_FORM_ID}-values-hint`;
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      {factor ? <input type="hidden" name="lastModifiedDate" value={String(factor.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <div className="card space-y-4">
        <p className="text-sm text-slate-700">
          {t("adminEmissionFactors.utilityType")}: <strong>{t(`utilityType.${utilityType}`)}</strong>
          {" · "}
          {t("adminEmissionFactors.emissionType")}: <strong>CO2</strong>
          {factor?.biogenic ? ` · ${t("adminEmissionFactors.biogenicShort")}` : null}
        </p>
        {factor ? null : (
          <div className="text-sm">
            <label className="flex items-center gap-2 font-medium">
              <input
                type="checkbox"
                name={fields.biogenic.name}
                defaultChecked={Boolean(fields.biogenic.initialValue)}
                aria-describedby={fields.biogenic.descriptionId}
              />
              {t("adminEmissionFactors.biogenic")}
            </label>
            <p id={fields.biogenic.descriptionId} className="ml-6 text-slate-600">
              {t("adminEmissionFactors.biogenicHint")}
            </p>
          </div>
        )}
        <TextField field={fields.name} label={t("adminEmissionFactors.name")} required maxLength={200} />
        <TextAreaField
          field={fields.description}
          label={t("adminEmissionFactors.description")}
          hint={t("adminEmissionFactors.descriptionHint")}
          rows={3}
        />
      </div>
      <fieldset className="card space-y-4" aria-describedby={valuesHintId}>
        <legend className="float-left w-full text-base font-semibold text-slate-900">
          {t("adminEmissionFactors.values")}
        </legend>
        <p id={valuesHintId} className="clear-both text-sm text-slate-600">
          {t("adminEmissionFactors.valuesHint")}
        </p>
        <FieldErrors id={fields.values.errorId} errors={fields.values.errors} />
        {rows.map((row, index) => (
          <ValueRow
            key={index}
            index={index}
            row={row}
            field={(name) => ({ ...fields[rowFieldName(index, name) as keyof Values], initialValue: row[name] })}
            utilityType={utilityType}
          />
        ))}
      </fieldset>
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}

/** One value: its number and units, its period, and where it comes from. */
function ValueRow({
  index,
  row,
  field,
  utilityType,
}: {
  index: number;
  row: RowValues;
  field: (name: RowField) => FieldState;
  utilityType: UtilityType;
}) {
  const { t } = useTranslation();
  const units = allowedUnits(utilityType);
  const emissionUnit = field("emissionUnit");
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        {t("adminEmissionFactors.valueNumber", { number: index + 1 })}
      </legend>
      {row.id ? <input type="hidden" name={rowFieldName(index, "id")} value={row.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField field={field("value")} label={t("adminEmissionFactors.value")} inputMode="decimal" />
        {units.length ? (
          <SelectField field={field("meterUnit")} label={t("adminEmissionFactors.meterUnit")}>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField field={field("meterUnit")} label={t("adminEmissionFactors.meterUnit")} maxLength={20} />
        )}
        <SelectField
          field={{ ...emissionUnit, initialValue: emissionUnit.initialValue ?? "KILOGRAMS" }}
          label={t("adminEmissionFactors.emissionUnit")}
        >
          {EMISSION_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`emissionUnit.${unit}`)}
            </option>
          ))}
        </SelectField>
        <TextField field={field("startDate")} label={t("adminEmissionFactors.startDate")} type="date" />
        <TextField field={field("endDate")} label={t("adminEmissionFactors.endDate")} type="date" />
        <TextField
          field={field("sourceYear")}
          label={t("adminEmissionFactors.sourceYear")}
          inputMode="numeric"
          maxLength={4}
        />
      </div>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        <TextField field={field("source")} label={t("adminEmissionFactors.source")} maxLength={500} />
        <TextField
          field={field("sourceUrl")}
          label={t("adminEmissionFactors.sourceUrl")}
          type="url"
          placeholder="https://"
        />
      </div>
      {row.id ? (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name={rowFieldName(index, "remove")} defaultChecked={row.remove === "on"} />
          {t("adminEmissionFactors.removeValue")}
        </label>
      ) : null}
    </fieldset>
  );
}
