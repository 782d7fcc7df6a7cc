import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Chemical } from "~/api/types";
import { ReadMark } from "~/components/chemicals/read-mark";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { FormSection } from "./form-section";
import { LabelOverrideFields } from "./label-override-fields";
import { ChemicalRows } from "./chemical-form-rows";
import type { ChemicalFormOptions } from "./chemical-form.server";
import type { RowList, RowValues } from "./chemical-rows";

export const CHEMICAL_FORM_ID = "chemical-form";

type Values = {
  name: string;
  producer: string;
  physicalState: string;
  hazardCodes: string;
  precautionaryCodes: string;
  labelOverride?: string;
  labelPictograms: string[];
  labelSignalWord: string;
  labelReason: string;
  unNumber: string;
  adrClass: string;
  packingGroup: string;
  supplies: RowValues[];
  countriesData: RowValues[];
  substanceConcentrations: RowValues[];
  lastModifiedDate: string;
};

const text = (value: number | string | null) => (value === null ? "" : String(value));

type MarkedField = "name" | "producer" | "hazardCodes" | "precautionaryCodes" | "unNumber" | RowList;

/** A new chemical's values read from its safety data sheet, and where on the sheet each was read. */
export type ChemicalDraft = { values: Partial<Values>; readFrom: Partial<Record<MarkedField, string | null>> };

/** The values a chemical shows in its form: its codes as typed lines, its lists as rows. */
const formValuesOf = (chemical: Chemical) => ({
  name: chemical.name,
  producer: text(chemical.producer),
  physicalState: text(chemical.physicalState),
  hazardCodes: [...chemical.hazardStatements, ...chemical.euHazardStatements].map((item) => item.code).join(", "),
  precautionaryCodes: chemical.precautionaryStatements.map((item) => item.code).join(", "),
  labelOverride: chemical.label.overrideReason === null ? undefined : "on",
  labelPictograms: chemical.label.pictograms,
  labelSignalWord: chemical.label.signalWord,
  labelReason: text(chemical.label.overrideReason),
  unNumber: text(chemical.unNumber),
  adrClass: text(chemical.adrClass),
  packingGroup: text(chemical.packingGroup),
  supplies: chemical.supplies.map((supply) => ({
    id: String(supply.id),
    supplierId: String(supply.supplier.id),
    productNumber: text(supply.productNumber),
  })),
  countriesData: chemical.countriesData.map((country) => ({
    countryAlpha2: country.countryAlpha2,
    storageClass: text(country.storageClass),
    waterHazardClass: text(country.waterHazardClass),
  })),
  substanceConcentrations: chemical.substanceConcentrations.map((concentration) => ({
    substanceId: String(concentration.substance.id),
    min: text(concentration.min),
    max: text(concentration.max),
  })),
});

/** A chemical of the catalogue: what it is, how it is classified and labelled, carried, supplied and made. */
export function ChemicalForm({
  chemical,
  draft,
  action,
  options,
  lastResult,
}: {
  chemical?: Chemical;
  /** A new chemical filled from its safety data sheet, each filled field marked. */
  draft?: ChemicalDraft;
  /** Where the form posts, when it is shown on another page than its own. */
  action?: string;
  options: ChemicalFormOptions;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: CHEMICAL_FORM_ID,
    lastResult,
    defaultValue: chemical ? formValuesOf(chemical) : { labelSignalWord: "NORMAL", ...draft?.values },
  });
  const marked = (field: MarkedField, hint?: string): ReactNode => {
    const section = draft?.readFrom[field];
    if (section === undefined) return hint;
    return hint ? (
      <>
        <ReadMark section={section} /> {hint}
      </>
    ) : (
      <ReadMark section={section} />
    );
  };
  // A row's fields are named by their place (`supplies[2].supplierId`), not by the values' type.
  const fieldOf = (name: string) => fields[name as keyof Values];
  const rows = (list: RowList) => ({
    list,
    mark: marked(list),
    rows: (fields[list].initialValue as (RowValues | null)[] | undefined) ?? [],
    fieldOf,
    options,
  });
  return (
    <Form method="post" action={action} className="space-y-6" {...form.props}>
      {chemical ? <input type="hidden" name="lastModifiedDate" value={chemical.lastModifiedDate} /> : null}
      <FormErrors form={form} />
      <div className="card space-y-4">
        <TextField
          field={fields.name}
          label={t("adminChemicals.name")}
          hint={marked("name")}
          required
          maxLength={200}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            field={fields.producer}
            label={t("adminChemicals.producer")}
            hint={marked("producer")}
            maxLength={200}
          />
          <SelectField field={fields.physicalState} label={t("adminChemicals.physicalState")}>
            <option value="">{t("page.empty")}</option>
            {options.physicalStates.map((state) => (
              <option key={state} value={state}>
                {t(`adminChemicals.physicalStates.${state}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <FormSection title={t("adminChemicals.classification")}>
        <TextField
          field={fields.hazardCodes}
          label={t("adminChemicals.hazardCodes")}
          hint={marked("hazardCodes", t("adminChemicals.hazardCodesHint"))}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          field={fields.precautionaryCodes}
          label={t("adminChemicals.precautionaryCodes")}
          hint={marked("precautionaryCodes", t("adminChemicals.precautionaryCodesHint"))}
          autoComplete="off"
          spellCheck={false}
        />
      </FormSection>
      <LabelOverrideFields
        override={fields.labelOverride}
        pictograms={fields.labelPictograms}
        signalWord={fields.labelSignalWord}
        reason={fields.labelReason}
        options={options}
      />
      <FormSection title={t("adminChemicals.transport")}>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            field={fields.unNumber}
            label={t("adminChemicals.unNumber")}
            hint={marked("unNumber", t("adminChemicals.unNumberHint"))}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
          />
          <SelectField field={fields.adrClass} label={t("adminChemicals.adrClass")}>
            <option value="">{t("page.empty")}</option>
            {options.adrClasses.map((adrClass) => (
              <option key={adrClass.code} value={adrClass.code}>
                {`${adrClass.code} – ${adrClass.name}`}
              </option>
            ))}
          </SelectField>
          <SelectField field={fields.packingGroup} label={t("adminChemicals.packingGroup")}>
            <option value="">{t("page.empty")}</option>
            {options.packingGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </SelectField>
        </div>
      </FormSection>
      <ChemicalRows {...rows("supplies")} />
      <ChemicalRows {...rows("countriesData")} />
      <ChemicalRows {...rows("substanceConcentrations")} />
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
