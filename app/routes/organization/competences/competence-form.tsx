import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import { useTranslation } from "~/i18n/translation";
import type { Competence } from "~/api/types";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { formValues } from "~/lib/form-values";
import type { competenceUpdateSchema } from "./competence-form.server";

export const COMPETENCE_FORM_ID = "competence-form";

export function CompetenceForm({
  competence,
  lastResult,
  children,
}: {
  competence?: Competence;
  lastResult: SubmissionResult<string[]> | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof competenceUpdateSchema>>({
    id: COMPETENCE_FORM_ID,
    lastResult,
    defaultValue: competence
      ? { ...formValues(["name", "description"], competence), frequency: competence.frequency }
      : { frequency: "P1Y" },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {competence ? <input type="hidden" name="lastModifiedDate" value={String(competence.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("competences.name")} required />
        <SelectField field={fields.frequency} label={t("competences.frequency")} hint={t("competences.frequencyHint")}>
          {RECURRENCE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`recurrence.${period}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField field={fields.description} label={t("competences.description")} rows={4} />
      {children}
    </Form>
  );
}
