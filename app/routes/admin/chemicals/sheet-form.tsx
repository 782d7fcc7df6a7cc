import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FieldErrors, FormErrors, SelectField, TextField } from "~/components/form/field";
import { fieldProps, formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";

type Option = { code: string; name: string };
type Values = { submission: string; countryAlpha2: string; language: string; lastRevisionDate: string; file: string };

/**
 * Adds a safety data sheet: its country, its language, its revision date and the file, which comes
 * last so that the server knows the rest when it arrives. The token tells a repeated post of this
 * very form from a new one.
 */
export function AddSheetForm({
  title,
  token,
  countries,
  languages,
  lastResult,
}: {
  title: string;
  token: string;
  /** None for an organization's own sheet, which is for its own country. */
  countries?: Option[];
  languages: Option[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: "sheet-form",
    lastResult,
    defaultValue: { countryAlpha2: "DK", language: "da" },
  });
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3" {...form.props}>
      <h3 className="font-semibold">{title}</h3>
      <FormErrors form={form} />
      <input type="hidden" name="submission" value={token} />
      <div className="grid gap-3 sm:grid-cols-3">
        {countries ? (
          <SelectField field={fields.countryAlpha2} label={t("adminChemicals.country")}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField field={fields.language} label={t("adminChemicals.sheetLanguage")}>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.lastRevisionDate} label={t("adminChemicals.revisionDate")} type="date" required />
      </div>
      <div>
        <label htmlFor={fields.file.id} className="block text-sm font-medium text-slate-800">
          {t("adminChemicals.sheetFile")}
        </label>
        <input
          {...fieldProps(fields.file, false)}
          defaultValue={undefined}
          type="file"
          required
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-primary-900 hover:file:bg-primary-100"
        />
        <FieldErrors id={fields.file.errorId} errors={fields.file.errors} />
        <p className="mt-1 text-xs text-slate-600">{t("files.allowed")}</p>
      </div>
      <SubmitButton className="button-primary">{title}</SubmitButton>
    </Form>
  );
}

/** The detail page's intent that takes a sheet an organization sent into the catalogue. */
export const ADOPT_INTENT = "adopt";

/**
 * Takes a sent sheet into the catalogue for a country (Denmark first, where the product is used): a
 * plain form beside the sheet.
 */
export function AdoptSheetForm({
  sheet,
  countries,
}: {
  sheet: { id: number; fileName: string };
  countries: { code: string; name: string }[];
}) {
  const { t } = useTranslation();
  const selectId = `adopt-country-${sheet.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value={ADOPT_INTENT} />
      <input type="hidden" name="sheetId" value={sheet.id} />
      <label htmlFor={selectId} className="sr-only">
        {t("adminChemicals.adoptCountry", { name: sheet.fileName })}
      </label>
      <select id={selectId} name="countryAlpha2" defaultValue="DK" className="input w-40 py-1 text-sm">
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <SubmitButton className="button-secondary py-1 text-sm">
        {t("adminChemicals.adoptSheet")}
        <span className="sr-only"> {sheet.fileName}</span>
      </SubmitButton>
    </Form>
  );
}
