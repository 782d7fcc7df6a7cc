import { FieldErrors, SelectField, TextField } from "~/components/form/field";
import type { FieldState } from "~/components/form/form-state";
import { SIGNAL_WORD_EN } from "~/components/chemicals/hazard-label";
import { useTranslation } from "~/i18n/translation";
import type { ChemicalFormOptions } from "./chemical-form.server";
import { FormSection } from "./form-section";

/**
 * The supplier's label where it differs from the one the hazard statements give (a mixture below a
 * concentration limit, an older classification): its pictograms and signal word, and why.
 */
export function LabelOverrideFields({
  override,
  pictograms,
  signalWord,
  reason,
  options,
}: {
  override: FieldState;
  pictograms: FieldState;
  signalWord: FieldState;
  reason: FieldState;
  options: Pick<ChemicalFormOptions, "pictograms" | "signalWords">;
}) {
  const { t } = useTranslation();
  const chosen = new Set([pictograms.initialValue ?? []].flat().map(String));
  return (
    <FormSection title={t("adminChemicals.labelOverride")} hint={t("adminChemicals.labelOverrideHint")}>
      <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          id={override.id}
          name={override.name}
          defaultChecked={Boolean(override.initialValue)}
          className="mt-0.5"
        />
        {t("adminChemicals.labelDiffers")}
      </label>
      <fieldset aria-describedby={pictograms.errors?.length ? pictograms.errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t("adminChemicals.labelPictograms")}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {options.pictograms.map(({ code, name }) => (
            <label key={code} className="flex items-center gap-2 rounded-md p-1 text-sm ring-1 ring-slate-200">
              <input type="checkbox" name={pictograms.name} value={code} defaultChecked={chosen.has(code)} />
              <img src={`/pictograms/${code}.svg`} alt="" width={36} height={36} />
              <span className="min-w-0">
                {code}
                <span className="block text-xs text-slate-600" lang="en">
                  {name}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={pictograms.errorId} errors={pictograms.errors} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField field={signalWord} label={t("chemicals.signalWord")}>
          {options.signalWords.map((word) => {
            const english = SIGNAL_WORD_EN[word];
            return english ? (
              <option key={word} value={word} lang="en">
                {english}
              </option>
            ) : (
              <option key={word} value={word}>
                {t("chemicals.noSignalWord")}
              </option>
            );
          })}
        </SelectField>
        <TextField
          field={reason}
          label={t("adminChemicals.labelReason")}
          hint={t("adminChemicals.labelReasonHint")}
          maxLength={500}
        />
      </div>
    </FormSection>
  );
}
