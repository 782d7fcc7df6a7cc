import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import { CONVERSION_NEEDS, REGISTRATION_UNITS, type Conversion } from "../../../../server/domain/waste-units";
import type { WasteArrangement } from "~/api/types";
import { DepartmentOptions } from "~/components/form/department-options";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import type { arrangementUpdateSchema } from "./arrangement-form.server";
import { WasteTypeName, type WasteTypeLabel } from "./waste-type-name";

export const ARRANGEMENT_FORM_ID = "waste-arrangement-form";

export type ArrangementFormOptions = {
  wasteType: WasteTypeLabel & { id: number };
  departments: { id: number; name: string; depth: number }[];
  treatments: { code: string; text: string }[];
};

type Defaults = Pick<
  WasteArrangement,
  | "fractionName"
  | "registrationUnit"
  | "container"
  | "containerVolumeM3"
  | "densityKgPerM3"
  | "pieceWeightKg"
  | "collectionFrequency"
  | "treatmentCode"
  | "department"
  | "active"
  | "lastModifiedDate"
>;

/** The units that need a field to become tonnes, in the reader's words ("cubic metres, litres and …"). */
function useUnitsNeeding(need: keyof Conversion) {
  const { t, i18n } = useTranslation();
  const units = REGISTRATION_UNITS.filter((unit) => CONVERSION_NEEDS[unit].includes(need));
  const names = units.map((unit) => t(`waste.units.${unit}`).toLowerCase());
  return new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(names);
}

/** What a handler takes away and how it is counted; the page header's button saves it. */
export function ArrangementForm({
  options,
  arrangement,
  changeTypeTo,
  lastResult,
}: {
  options: ArrangementFormOptions;
  arrangement?: Defaults;
  /** Where to choose another waste type. */
  changeTypeTo: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null) =>
    value === null ? "" : value.toLocaleString(i18n.language, { useGrouping: false, maximumFractionDigits: 6 });
  const [form, fields] = formState<z.input<typeof arrangementUpdateSchema>>({
    id: ARRANGEMENT_FORM_ID,
    lastResult,
    defaultValue: arrangement
      ? {
          fractionName: arrangement.fractionName,
          registrationUnit: arrangement.registrationUnit,
          container: arrangement.container ?? "",
          containerVolumeM3: number(arrangement.containerVolumeM3),
          densityKgPerM3: number(arrangement.densityKgPerM3),
          pieceWeightKg: number(arrangement.pieceWeightKg),
          collectionFrequency: arrangement.collectionFrequency ?? undefined,
          treatmentCode: arrangement.treatmentCode ?? undefined,
          departmentId: arrangement.department?.id,
          active: arrangement.active ? "on" : undefined,
        }
      : { registrationUnit: "TONNES", active: "on" },
  });
  const volumeFor = useUnitsNeeding("containerVolumeM3");
  const densityFor = useUnitsNeeding("densityKgPerM3");
  const pieceWeightFor = useUnitsNeeding("pieceWeightKg");
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      <input type="hidden" name="wasteTypeId" value={options.wasteType.id} />
      {arrangement ? (
        <input type="hidden" name="lastModifiedDate" value={String(arrangement.lastModifiedDate)} />
      ) : null}
      <FormErrors form={form} />
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span>
          <span className="font-medium">{t("waste.arrangements.wasteType")}:</span>{" "}
          <WasteTypeName type={options.wasteType} />
        </span>
        <Link to={changeTypeTo} className="link text-sm">
          {t("waste.arrangements.changeType")}
        </Link>
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          field={fields.fractionName}
          label={t("waste.arrangements.fraction")}
          hint={t("waste.arrangements.fractionHint")}
          required
          maxLength={200}
        />
        <SelectField
          field={fields.registrationUnit}
          label={t("waste.arrangements.unit")}
          hint={t("waste.arrangements.unitHint")}
        >
          {REGISTRATION_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`waste.units.${unit}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          field={fields.container}
          label={t("waste.arrangements.container")}
          hint={t("waste.arrangements.containerHint")}
          maxLength={200}
        />
        <TextField
          field={fields.containerVolumeM3}
          label={t("waste.arrangements.containerVolume")}
          hint={t("waste.arrangements.neededFor", { units: volumeFor })}
          inputMode="decimal"
        />
        <TextField
          field={fields.densityKgPerM3}
          label={t("waste.arrangements.density")}
          hint={t("waste.arrangements.neededFor", { units: densityFor })}
          inputMode="decimal"
        />
        <TextField
          field={fields.pieceWeightKg}
          label={t("waste.arrangements.pieceWeight")}
          hint={t("waste.arrangements.neededFor", { units: pieceWeightFor })}
          inputMode="decimal"
        />
        <SelectField field={fields.collectionFrequency} label={t("waste.arrangements.frequency")}>
          <option value="">{t("waste.arrangements.noFrequency")}</option>
          {RECURRENCE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`recurrence.${period}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          field={fields.treatmentCode}
          label={t("waste.arrangements.treatment")}
          hint={t("waste.arrangements.treatmentHint")}
        >
          <option value="">{t("waste.arrangements.noTreatment")}</option>
          {options.treatments.map((treatment) => (
            // The directive's texts have no Danish version of our own making: shown as they are, in English.
            <option key={treatment.code} value={treatment.code} lang="en">
              {`${treatment.code} – ${treatment.text}`}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.departmentId} label={t("waste.arrangements.department")}>
          <option value="">{t("waste.arrangements.noDepartment")}</option>
          <DepartmentOptions departments={options.departments} />
        </SelectField>
      </div>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={fields.active.id}
          type="checkbox"
          name={fields.active.name}
          defaultChecked={fields.active.initialValue === "on"}
          aria-describedby={fields.active.descriptionId}
          className="mt-1"
        />
        <div>
          <label htmlFor={fields.active.id} className="font-medium text-slate-800">
            {t("waste.arrangements.active")}
          </label>
          <p id={fields.active.descriptionId} className="text-slate-600">
            {t("waste.arrangements.activeHint")}
          </p>
        </div>
      </div>
    </Form>
  );
}
