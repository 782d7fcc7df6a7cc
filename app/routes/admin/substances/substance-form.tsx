import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { substancesApi } from "../../../../server/api/contracts/substances";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import type { substanceUpdateSchema } from "./substance-form.server";

export const SUBSTANCE_FORM_ID = "substance-form";

type Substance = ResultOf<typeof substancesApi.get>;

/** The values a substance shows in its form: its codes as one line, its notes one per line. */
const formValuesOf = (substance: Substance) => ({
  name: substance.name,
  casNumber: substance.casNumber ?? "",
  ecNumber: substance.ecNumber ?? "",
  hazardCodes: [...substance.hazardStatements, ...substance.euHazardStatements].map((item) => item.code).join(", "),
  notes: substance.notes.join("\n"),
});

export function SubstanceFormFields({
  substance,
  knownNotes,
  lastResult,
}: {
  substance?: Substance;
  knownNotes: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof substanceUpdateSchema>>({
    id: SUBSTANCE_FORM_ID,
    lastResult,
    defaultValue: substance ? formValuesOf(substance) : undefined,
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {substance ? <input type="hidden" name="lastModifiedDate" value={substance.lastModifiedDate} /> : null}
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("adminSubstances.name")} required />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          field={fields.casNumber}
          label={t("adminSubstances.casNumber")}
          hint={t("adminSubstances.casHint")}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          field={fields.ecNumber}
          label={t("adminSubstances.ecNumber")}
          hint={t("adminSubstances.ecHint")}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <TextField
        field={fields.hazardCodes}
        label={t("adminSubstances.hazardCodes")}
        hint={t("adminSubstances.hazardCodesHint")}
        autoComplete="off"
        spellCheck={false}
      />
      <TextAreaField
        field={fields.notes}
        label={t("adminSubstances.notes")}
        hint={
          knownNotes.length
            ? t("adminSubstances.notesHintKnown", { notes: knownNotes.join("; ") })
            : t("adminSubstances.notesHint")
        }
        rows={3}
      />
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
