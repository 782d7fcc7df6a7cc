import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";

export const SYNONYMS_FORM_ID = "waste-type-synonyms";

/** The synonyms of a waste type, one per line in a text area per language. */
export function SynonymsForm({
  synonymsEn,
  synonymsDa,
  lastModifiedDate,
  lastResult,
}: {
  synonymsEn: string[];
  synonymsDa: string[];
  lastModifiedDate: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ synonymsEn: string; synonymsDa: string }>({
    id: SYNONYMS_FORM_ID,
    lastResult,
    defaultValue: { synonymsEn: synonymsEn.join("\n"), synonymsDa: synonymsDa.join("\n") },
  });
  // Keyed by the version: after a save the fields show the synonyms as kept (cleaned), not as typed.
  return (
    <Form
      key={lastModifiedDate}
      method="post"
      className="card space-y-4"
      aria-labelledby="synonyms-heading"
      {...form.props}
    >
      <h2 id="synonyms-heading" className="text-lg font-semibold">
        {t("adminWasteTypes.synonyms")}
      </h2>
      <p className="text-sm text-slate-600">{t("adminWasteTypes.synonymsHint")}</p>
      <input type="hidden" name="lastModifiedDate" value={lastModifiedDate} />
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField field={fields.synonymsEn} label={t("adminWasteTypes.synonymsEn")} rows={6} />
        <TextAreaField field={fields.synonymsDa} label={t("adminWasteTypes.synonymsDa")} rows={6} />
      </div>
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
