import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FINDING_TYPES } from "../../../../server/domain/internal-audits";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";

type Finding = { type: string; clause: string | null; description: string; cause: string | null };

/** A finding's form: a new one on the audit's page, the finding's own on its page (with its stamp). */
export function FindingForm({
  intent,
  heading,
  finding,
  stamp,
  lastResult,
}: {
  intent: "addFinding" | "saveFinding";
  heading: string;
  finding?: Finding;
  stamp?: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ type: string; clause: string; description: string; cause: string }>({
    id: intent,
    lastResult,
    defaultValue: finding
      ? { ...finding, clause: finding.clause ?? "", cause: finding.cause ?? "" }
      : { type: "MINOR" },
  });
  return (
    <Form method="post" className="space-y-3" {...form.props}>
      <h3 className="font-semibold">{heading}</h3>
      <input type="hidden" name="intent" value={intent} />
      {stamp ? <input type="hidden" name="lastModifiedDate" value={stamp} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-3">
        <SelectField field={fields.type} label={t("internalAudits.type")} required>
          {FINDING_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`internalAudits.typeOptions.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          field={fields.clause}
          label={t("internalAudits.clause")}
          hint={t("internalAudits.hints.clause")}
          maxLength={20}
        />
      </div>
      <TextAreaField field={fields.description} label={t("internalAudits.description")} rows={3} />
      <TextAreaField
        field={fields.cause}
        label={t("internalAudits.cause")}
        hint={t("internalAudits.hints.cause")}
        rows={3}
      />
      <SubmitButton>{heading}</SubmitButton>
    </Form>
  );
}
