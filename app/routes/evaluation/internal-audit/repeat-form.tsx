import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";

/** The programme over the year: the audit planned again every so many months up to a day. */
export function RepeatForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ everyMonths: string; until: string }>({
    id: "repeat",
    lastResult,
    defaultValue: { everyMonths: "12" },
  });
  return (
    <section className="card" aria-labelledby="repeat-heading">
      <Form method="post" className="space-y-3" {...form.props}>
        <h2 id="repeat-heading" className="text-lg font-semibold">
          {t("internalAudits.repeat")}
        </h2>
        <p className="text-sm text-slate-700">{t("internalAudits.repeatHint")}</p>
        <input type="hidden" name="intent" value="repeat" />
        <FormErrors form={form} />
        <TextField field={fields.everyMonths} label={t("internalAudits.everyMonths")} inputMode="numeric" required />
        <TextField field={fields.until} label={t("internalAudits.until")} type="date" required />
        <SubmitButton>{t("internalAudits.repeatSubmit")}</SubmitButton>
      </Form>
    </section>
  );
}
