import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { EVENT_CATEGORIES, EVENT_IMPORTANCES } from "../../../server/domain/events";
import { DepartmentOptions } from "~/components/form/department-options";
import { FieldErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { fieldProps, formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import type { eventReportSchema } from "./event-report-form.server";
import { CHOICE_CLASS, Choices, ErrorSummary, Section } from "./event-report-parts";

export const EVENT_REPORT_FORM_ID = "event-report";

type Values = z.input<typeof eventReportSchema> & { occurredAt?: string };

// Inputs a thumb can hit (44 px), on one column.
const FORM_CLASS = "card max-w-2xl space-y-6 [&_.input]:min-h-11 [&_.input]:text-base";

export function EventReportForm({
  departments,
  now,
  maxMegabytes,
  lastResult,
}: {
  departments: { id: number; name: string; depth: number }[];
  now: { occurredDate: string; occurredTime: string };
  maxMegabytes: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: EVENT_REPORT_FORM_ID,
    lastResult,
    defaultValue: {
      ...now,
      category: "WORK_ENVIRONMENT",
      accident: "no",
      departmentId: String(departments[0]?.id ?? ""),
    },
  });
  const when = fields.occurredAt;
  const whenInvalid = Boolean(when.errors?.length);
  const dateProps = fieldProps(fields.occurredDate, false);
  const timeProps = fieldProps(fields.occurredTime, false);
  const describedBy = (own?: string) => [own, whenInvalid ? when.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Form method="post" encType="multipart/form-data" className={FORM_CLASS} {...form.props}>
      <ErrorSummary id={form.id} lastResult={lastResult} />

      <Section legend={t("events.report.what")}>
        <TextField field={fields.title} label={t("events.report.fields.title")} required maxLength={200} />
        <TextAreaField field={fields.description} label={t("events.report.fields.description")} rows={3} />
      </Section>

      <Section legend={t("events.report.when")}>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={dateProps.id} className="block text-sm font-medium text-slate-800">
              {t("events.report.fields.occurredDate")}
            </label>
            <input
              type="date"
              {...dateProps}
              aria-invalid={dateProps["aria-invalid"] ?? (whenInvalid || undefined)}
              aria-describedby={describedBy(dateProps["aria-describedby"])}
              max={now.occurredDate}
              required
              className="input mt-1"
            />
            <FieldErrors id={fields.occurredDate.errorId} errors={fields.occurredDate.errors} />
          </div>
          <div>
            <label htmlFor={timeProps.id} className="block text-sm font-medium text-slate-800">
              {t("events.report.fields.occurredTime")}
            </label>
            <input
              type="time"
              {...timeProps}
              aria-invalid={timeProps["aria-invalid"] ?? (whenInvalid || undefined)}
              aria-describedby={describedBy(timeProps["aria-describedby"])}
              required
              className="input mt-1"
            />
            <FieldErrors id={fields.occurredTime.errorId} errors={fields.occurredTime.errors} />
          </div>
        </div>
        <FieldErrors id={when.errorId} errors={when.errors} />
      </Section>

      <Section legend={t("events.report.where")}>
        <SelectField field={fields.departmentId} label={t("events.report.fields.departmentId")}>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <TextField
          field={fields.location}
          label={t("events.report.fields.location")}
          hint={t("events.report.locationHint")}
          maxLength={200}
        />
      </Section>

      <Choices
        field={fields.importance}
        legend={t("events.report.fields.importance")}
        choices={EVENT_IMPORTANCES.map((value) => ({ value, label: t(`events.importance.${value}`) }))}
      />
      <SelectField field={fields.category} label={t("events.report.fields.category")}>
        {EVENT_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`events.category.${value}`)}
          </option>
        ))}
      </SelectField>

      <Choices
        field={fields.accident}
        legend={t("events.report.fields.accident")}
        columns="grid-cols-2"
        choices={[
          { value: "yes", label: t("events.report.yes") },
          { value: "no", label: t("events.report.no") },
        ]}
      />
      <Section legend={t("events.report.hurt")}>
        <p className="-mt-2 text-sm text-slate-600">{t("events.report.hurtHint")}</p>
        <TextField field={fields.injuredRole} label={t("events.report.fields.injuredRole")} maxLength={200} />
        <TextAreaField field={fields.injury} label={t("events.report.fields.injury")} rows={2} />
        <TextField
          field={fields.daysOfAbsence}
          label={t("events.report.fields.daysOfAbsence")}
          inputMode="numeric"
          maxLength={4}
        />
        <TextField
          field={fields.firstDayOfAbsence}
          label={t("events.report.fields.firstDayOfAbsence")}
          hint={t("events.report.firstDayHint")}
          type="date"
        />
      </Section>

      <div>
        <label className={CHOICE_CLASS}>
          <input
            type="checkbox"
            name={fields.nearMiss.name}
            id={fields.nearMiss.id}
            defaultChecked={fields.nearMiss.initialValue === "on"}
            aria-invalid={fields.nearMiss.errors?.length ? true : undefined}
            aria-describedby={`${fields.nearMiss.descriptionId}${fields.nearMiss.errors?.length ? ` ${fields.nearMiss.errorId}` : ""}`}
            className="size-5"
          />
          <span>{t("events.report.fields.nearMiss")}</span>
        </label>
        <p id={fields.nearMiss.descriptionId} className="mt-1 text-sm text-slate-600">
          {t("events.report.nearMissHint")}
        </p>
        <FieldErrors id={fields.nearMiss.errorId} errors={fields.nearMiss.errors} />
      </div>

      <TextAreaField field={fields.immediateAction} label={t("events.report.fields.immediateAction")} rows={3} />

      <div>
        <label htmlFor={`${form.id}-files`} className="block text-sm font-medium text-slate-800">
          {t("events.report.fields.files")}
        </label>
        <p id={`${form.id}-files-hint`} className="text-sm text-slate-600">
          {t("events.report.filesHint", { max: maxMegabytes })}
        </p>
        <input
          id={`${form.id}-files`}
          type="file"
          name="files"
          multiple
          accept="image/*,application/pdf"
          capture="environment"
          aria-describedby={`${form.id}-files-hint`}
          className="mt-1 block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-4 file:font-medium"
        />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className="button-secondary min-h-11 justify-center">
          {t("page.cancel")}
        </Link>
        <SubmitButton className="button-primary min-h-11 justify-center text-base">
          {t("events.report.submit")}
        </SubmitButton>
      </div>
    </Form>
  );
}
