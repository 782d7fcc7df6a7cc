import type { ReactNode } from "react";
import { FieldErrors, SelectField, TextField } from "~/components/form/field";
import { rowFieldName, rowsToShow } from "~/components/form/form-rows";
import type { FieldState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import type { ChemicalFormOptions } from "./chemical-form.server";
import { EMPTY_ROWS, isBlankRow, ROW_LISTS, type RowList, type RowValues } from "./chemical-rows";
import { FormSection } from "./form-section";

type RowProps = { field: (name: string) => FieldState; options: ChemicalFormOptions };

/**
 * One of the form's lists (supplies, data per country, substance concentrations): the rows sent back
 * or stored and a few empty ones, each in its own numbered group; the list's own errors above them.
 */
export function ChemicalRows({
  list,
  rows,
  fieldOf,
  options,
  mark,
}: {
  list: RowList;
  rows: (RowValues | null)[];
  fieldOf: (name: string) => FieldState;
  options: ChemicalFormOptions;
  /** Said of the rows read from a safety data sheet. */
  mark?: ReactNode;
}) {
  const { t } = useTranslation();
  const shown = rowsToShow(rows, isBlankRow(list), { empty: EMPTY_ROWS, max: ROW_LISTS[list].max });
  const Row = ROWS[list];
  return (
    <FormSection
      title={t(`adminChemicals.lists.${list}.title`)}
      hint={
        list === "countriesData"
          ? `${t("adminChemicals.lists.countriesData.hint")} ${t("adminChemicals.storageClassGermanOnly")}`
          : t(`adminChemicals.lists.${list}.hint`)
      }
    >
      {mark ? <p>{mark}</p> : null}
      <FieldErrors id={fieldOf(list).errorId} errors={fieldOf(list).errors} />
      {shown.map((row, index) => (
        <fieldset key={index} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t(`adminChemicals.lists.${list}.row`, { number: index + 1 })}
          </legend>
          {row.id ? <input type="hidden" name={rowFieldName(list, index, "id")} value={row.id} /> : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <Row
              field={(name) => ({ ...fieldOf(rowFieldName(list, index, name)), initialValue: row[name] })}
              options={options}
            />
          </div>
        </fieldset>
      ))}
    </FormSection>
  );
}

function SupplyRow({ field, options }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField field={field("supplierId")} label={t("adminChemicals.supplier")}>
        <option value="">{t("adminChemicals.choose")}</option>
        {options.suppliers.map((supplier) => (
          <option key={supplier.id} value={supplier.id}>
            {supplier.name}
          </option>
        ))}
      </SelectField>
      <TextField field={field("productNumber")} label={t("adminChemicals.productNumber")} maxLength={100} />
    </>
  );
}

function CountryRow({ field, options }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField field={field("countryAlpha2")} label={t("adminChemicals.country")}>
        <option value="">{t("adminChemicals.choose")}</option>
        {options.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <SelectField field={field("storageClass")} label={t("adminChemicals.storageClass")}>
        <option value="">{t("page.empty")}</option>
        {options.storageClasses.map((storageClass) => (
          <option key={storageClass.code} value={storageClass.code} lang="de">
            {storageClass.nameDe ? `${storageClass.code} – ${storageClass.nameDe}` : storageClass.code}
          </option>
        ))}
      </SelectField>
      <SelectField field={field("waterHazardClass")} label={t("adminChemicals.waterHazardClass")}>
        <option value="">{t("page.empty")}</option>
        {options.waterHazardClasses.map((waterHazardClass) => (
          <option key={waterHazardClass} value={waterHazardClass}>
            {t(`adminChemicals.waterHazardClasses.${waterHazardClass}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function SubstanceRow({ field, options }: RowProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField field={field("substanceId")} label={t("adminChemicals.substance")}>
        <option value="">{t("adminChemicals.choose")}</option>
        {options.substances.map((substance) => (
          <option key={substance.id} value={substance.id}>
            {substance.casNumber ? `${substance.name} (${substance.casNumber})` : substance.name}
          </option>
        ))}
      </SelectField>
      <TextField field={field("min")} label={t("adminChemicals.minPercent")} inputMode="decimal" autoComplete="off" />
      <TextField field={field("max")} label={t("adminChemicals.maxPercent")} inputMode="decimal" autoComplete="off" />
    </>
  );
}

const ROWS: Record<RowList, (props: RowProps) => JSX.Element> = {
  supplies: SupplyRow,
  countriesData: CountryRow,
  substanceConcentrations: SubstanceRow,
};
