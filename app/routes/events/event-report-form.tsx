import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import type { eventReportSchema } from "./event-report-form.server";
import { ReportFields } from "./event-report-fields";
import { ErrorSummary } from "./event-report-parts";

export const EVENT_REPORT_FORM_ID = "event-report";

type Values = z.input<typeof eventReportSchema> & { occurredAt?: string };

// Inputs a thumb can hit (44 px), on one column.
const FORM_CLASS = "card max-w-2xl space-y-6 [&_.input]:min-h-11 [&_.input]:text-base";

export function EventReportForm({
  departments,
  department,
  now,
  maxMegabytes,
  lastResult,
}: {
  departments: { id: number; name: string; depth: number }[];
  /** The department chosen first. */
  department: number | null;
  now: { occurredDate: string; occurredTime: string };
  maxMegabytes: number;
  lastResult: (SubmissionResult<string[]> & { kept?: { name: string; token: string }[] }) | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Values>({
    id: EVENT_REPORT_FORM_ID,
    lastResult,
    defaultValue: {
      ...now,
      category: "WORK_ENVIRONMENT",
      accident: "no",
      departmentId: String(department ?? ""),
    },
  });
  return (
    <Form method="post" encType="multipart/form-data" className={FORM_CLASS} {...form.props}>
      <ErrorSummary id={form.id} lastResult={lastResult} />

      <ReportFields fields={fields} departments={departments} today={now.occurredDate} />

      {lastResult?.kept?.length ? (
        <ul className="space-y-1 text-sm text-slate-800">
          {lastResult.kept.map((file) => (
            <li key={file.token}>
              <input type="hidden" name="keptFile" value={file.token} />
              {t("events.report.keptFile", { name: file.name })}
            </li>
          ))}
        </ul>
      ) : null}
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
