import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { INSPECTION_RESULTS } from "../../../../server/domain/control-book";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { Inspection } from "~/api/types";
import { FieldErrors, FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { dateInputValue } from "~/lib/format";
import type { InspectionIntent } from "./inspection-intents";

type Reply = SubmissionResult<string[]> | undefined;

function IntentForm({
  intent,
  title,
  intro,
  reply,
  stamp,
  submit,
  children,
}: {
  intent: InspectionIntent;
  title: string;
  intro?: string;
  reply: Reply;
  stamp: string;
  submit: string;
  children: (fields: ReturnType<typeof formState<Record<string, unknown>>>[1]) => ReactNode;
}) {
  const [form, fields] = formState<Record<string, unknown>>({ id: intent, lastResult: reply });
  return (
    <Form method="post" {...form.props} className="card h-fit space-y-4" aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      <FormErrors form={form} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      {children(fields)}
      <SubmitButton className="button-primary">{submit}</SubmitButton>
    </Form>
  );
}

/** Performed when and by whom, the result, findings, and after a failure a shorter interval to the next one. */
function RecordFields({
  fields,
  inspection,
  today,
}: {
  fields: Record<string, ReturnType<typeof formState>[1][string]>;
  inspection: Inspection;
  today: string;
}) {
  const { t } = useTranslation();
  const value = (name: string, fallback: string) => String(fields[name]?.initialValue ?? fallback);
  const result = value("result", inspection.result ?? "");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={{
            ...fields.performedAt!,
            initialValue: value("performedAt", dateInputValue(inspection.performedAt) || today),
          }}
          type="date"
          label={t("controlBook.performedAt")}
          max={today}
        />
        <TextField
          field={{ ...fields.performedBy!, initialValue: value("performedBy", inspection.performedBy ?? "") }}
          label={t("controlBook.performedBy")}
          hint={t("controlBook.performedByHint")}
        />
      </div>
      <fieldset aria-describedby={fields.result!.errorId}>
        <legend className="text-sm font-medium text-slate-800">{t("controlBook.result")}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {INSPECTION_RESULTS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" name="result" value={option} defaultChecked={result === option} />
              {t(`controlBook.results.${option}`)}
            </label>
          ))}
        </div>
        <FieldErrors id={fields.result!.errorId} errors={fields.result!.errors} />
      </fieldset>
      <TextAreaField
        field={{ ...fields.findings!, initialValue: value("findings", inspection.findings ?? "") }}
        label={t("controlBook.findings")}
      />
      <SelectField
        field={{ ...fields.nextInterval!, initialValue: value("nextInterval", inspection.nextInterval ?? "") }}
        label={t("controlBook.nextInterval")}
        hint={t("controlBook.nextIntervalHint")}
      >
        <option value="">
          {t("controlBook.asAgreed", { frequency: t(`recurrence.${inspection.agreement.frequency}`) })}
        </option>
        {RECURRENCE_PERIODS.filter((period) => period !== "P0D").map((period) => (
          <option key={period} value={period}>
            {t(`recurrence.${period}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** The edit page's forms for where the inspection stands: complete or move a pending one, correct or reopen a done one. */
export function InspectionForms({
  inspection,
  today,
  replyOf,
}: {
  inspection: Inspection;
  today: string;
  replyOf: (intent: InspectionIntent) => Reply;
}) {
  const { t } = useTranslation();
  const stamp = inspection.lastModifiedDate;
  const reason = (fields: Record<string, ReturnType<typeof formState>[1][string]>, label: string) => (
    <TextAreaField field={fields.reason!} label={label} rows={2} />
  );
  if (inspection.status === "PENDING") {
    return (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <IntentForm
            intent="complete"
            title={t("controlBook.complete")}
            intro={t("controlBook.completeIntro")}
            reply={replyOf("complete")}
            stamp={stamp}
            submit={t("controlBook.recordDone")}
          >
            {(fields) => <RecordFields fields={fields} inspection={inspection} today={today} />}
          </IntentForm>
        </div>
        <IntentForm
          intent="move"
          title={t("controlBook.move")}
          intro={t("controlBook.moveIntro")}
          reply={replyOf("move")}
          stamp={stamp}
          submit={t("controlBook.moveSubmit")}
        >
          {(fields) => (
            <>
              <TextField
                field={{
                  ...fields.dueDate!,
                  initialValue: fields.dueDate!.initialValue ?? dateInputValue(inspection.dueDate),
                }}
                type="date"
                label={t("controlBook.newDueDate")}
              />
              {reason(fields, t("controlBook.moveReason"))}
            </>
          )}
        </IntentForm>
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <IntentForm
          intent="correct"
          title={t("controlBook.correct")}
          reply={replyOf("correct")}
          stamp={stamp}
          submit={t("page.save")}
        >
          {(fields) => <RecordFields fields={fields} inspection={inspection} today={today} />}
        </IntentForm>
      </div>
      <IntentForm
        intent="reopen"
        title={t("controlBook.reopen")}
        intro={t("controlBook.reopenIntro")}
        reply={replyOf("reopen")}
        stamp={stamp}
        submit={t("controlBook.reopenSubmit")}
      >
        {(fields) => reason(fields, t("controlBook.reopenReason"))}
      </IntentForm>
    </div>
  );
}
