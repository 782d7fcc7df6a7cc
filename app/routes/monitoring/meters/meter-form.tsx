import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import { allowedUnits, FUEL_UNITS, type UtilityType } from "../../../../server/domain/units";
import type { Meter } from "~/api/types";
import { DepartmentOptions } from "~/components/form/department-options";
import { FieldErrors, FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState, type FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import type { meterUpdateSchema } from "./meter-form.server";

export const METER_FORM_ID = "meter-form";

type Option = { id: number; name: string };

function defaults(meter?: Meter) {
  if (!meter) return { frequency: "P1M", cumulative: "true", scope: "auto", units: [] };
  return {
    name: meter.name,
    units: meter.units,
    number: meter.number ?? "",
    departmentId: meter.department ? String(meter.department.id) : "",
    location: meter.location ?? "",
    responsibleMemberId: meter.responsibleMember ? String(meter.responsibleMember.id) : "",
    frequency: meter.frequency,
    cumulative: String(meter.cumulative),
    counterDigits: meter.counterDigits === null ? "" : String(meter.counterDigits),
    scope: meter.scope === null ? "none" : String(meter.scope),
    emissionFactorId: meter.emissionFactors[0] ? String(meter.emissionFactors[0].id) : "",
    biogenicFactorId: meter.biogenicFactor ? String(meter.biogenicFactor.id) : "",
  };
}

/** The units a meter is read in: the type's as checkboxes, or one free unit of a custom meter. */
function UnitChoice({ utilityType, field }: { utilityType: UtilityType; field: FieldState }) {
  const { t } = useTranslation();
  const chosen = new Set([field.initialValue ?? []].flat().map(String));
  if (utilityType === "CUSTOM") {
    return (
      <TextField
        field={field}
        label={t("meters.customUnit")}
        hint={t("meters.customUnitHint")}
        required
        maxLength={20}
      />
    );
  }
  return (
    <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t("meters.units")}</legend>
      <p className="text-sm text-slate-600">{t("meters.unitsHint")}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {allowedUnits(utilityType).map((unit) => (
          <label key={unit} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={field.name} value={unit} defaultChecked={chosen.has(unit)} />
            {FUEL_UNITS.includes(unit) ? t("meters.fuelUnit", { unit }) : unit}
          </label>
        ))}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** A meter's fields; the page header's save button submits them. */
export function MeterForm({
  utilityType,
  meter,
  departments,
  members,
  factors,
  biogenicFactors,
  lastResult,
}: {
  utilityType: UtilityType;
  meter?: Meter;
  departments: { id: number; name: string; depth: number }[];
  members: Option[];
  factors: Option[];
  biogenicFactors: Option[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof meterUpdateSchema>>({
    id: METER_FORM_ID,
    lastResult,
    defaultValue: defaults(meter) as Partial<z.input<typeof meterUpdateSchema>>,
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {meter ? <input type="hidden" name="lastModifiedDate" value={String(meter.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("meters.name")} required maxLength={200} />
        <TextField field={fields.number} label={t("meters.number")} hint={t("meters.numberHint")} maxLength={100} />
        <SelectField field={fields.departmentId} label={t("meters.department")}>
          <option value="">{t("meters.noDepartment")}</option>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField field={fields.location} label={t("meters.location")} maxLength={200} />
        <SelectField field={fields.responsibleMemberId} label={t("meters.responsible")}>
          <option value="">{t("meters.noResponsible")}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
      </div>
      <UnitChoice utilityType={utilityType} field={fields.units} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField field={fields.frequency} label={t("meters.frequency")} hint={t("meters.frequencyHint")}>
          {RECURRENCE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`recurrence.${period}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.cumulative} label={t("meters.readingKind")}>
          <option value="true">{t("meters.cumulative")}</option>
          <option value="false">{t("meters.periodConsumption")}</option>
        </SelectField>
        <TextField
          field={fields.counterDigits}
          label={t("meters.counterDigits")}
          hint={t("meters.counterDigitsHint")}
          inputMode="numeric"
        />
        <SelectField field={fields.scope} label={t("meters.scope")} hint={t("meters.scopeHint")}>
          {meter ? null : <option value="auto">{t("meters.scopes.auto")}</option>}
          <option value="none">{t("meters.scopes.none")}</option>
          <option value="1">{t("meters.scopes.1")}</option>
          <option value="2">{t("meters.scopes.2")}</option>
        </SelectField>
        <SelectField
          field={fields.emissionFactorId}
          label={t("meters.emissionFactor")}
          hint={t("meters.emissionFactorHint")}
        >
          <option value="">{t("meters.noEmissionFactor")}</option>
          {factors.map((factor) => (
            <option key={factor.id} value={factor.id}>
              {factor.name}
            </option>
          ))}
        </SelectField>
        {biogenicFactors.length || meter?.biogenicFactor ? (
          <SelectField
            field={fields.biogenicFactorId}
            label={t("meters.biogenicFactor")}
            hint={t("meters.biogenicFactorHint")}
          >
            <option value="">{t("meters.noBiogenicFactor")}</option>
            {biogenicFactors.map((factor) => (
              <option key={factor.id} value={factor.id}>
                {factor.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
    </Form>
  );
}
