import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import type { EventRecord } from "~/api/types";

type Report = { today: string; lastResult: SubmissionResult<string[]> | undefined };

/**
 * Whether the accident must be reported to the authority, by when, and whether it was (decision 017).
 * The product reports nothing itself; without a rule for the country it says so rather than "not
 * reportable". Who may change the event records the day of the report here in one step (`report`).
 */
export function EventReporting({
  event,
  report,
}: {
  event: Pick<EventRecord, "reporting" | "reportedToAuthorityOn" | "lastModifiedDate">;
  report: Report | null;
}) {
  const { t, i18n } = useTranslation();
  const { reporting, reportedToAuthorityOn: reportedOn } = event;
  if (reporting.rule === null) return <>{t("events.handling.reporting.noRule")}</>;
  if (!reporting.reportable || !reporting.deadline || !reporting.countedFrom) {
    return <>{t("events.handling.reporting.notReportable")}</>;
  }
  const counted = formatDate(reporting.countedFrom, i18n.language);
  return (
    <>
      <span className="font-medium">
        {t("events.handling.reporting.by", { date: formatDate(reporting.deadline, i18n.language) })}
      </span>{" "}
      {t(reporting.firstDayAssumed ? "events.handling.reporting.countedAssumed" : "events.handling.reporting.counted", {
        date: counted,
      })}
      <span className="mt-1 block">
        {reportedOn
          ? t(
              reportedOn > reporting.deadline
                ? "events.handling.reporting.reportedLate"
                : "events.handling.reporting.reportedOn",
              { date: formatDate(reportedOn, i18n.language) },
            )
          : t("events.handling.reporting.notYet")}
      </span>
      {reporting.basis ? (
        <span className="mt-1 block text-xs text-slate-600" lang="da">
          {reporting.basis}
        </span>
      ) : null}
      {report && !reportedOn ? <ReportForm version={String(event.lastModifiedDate)} {...report} /> : null}
    </>
  );
}

/** The day it was reported (today unless changed), posted as the page's `authorityReport` intent. */
function ReportForm({ today, lastResult, version }: Report & { version: string }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ reportedOn: string }>({
    id: "authority-report",
    lastResult,
    defaultValue: { reportedOn: today },
  });
  return (
    <Form method="post" className="mt-3 space-y-2" {...form.props}>
      <input type="hidden" name="intent" value="authorityReport" />
      <input type="hidden" name="lastModifiedDate" value={version} />
      <FormErrors form={form} />
      <TextField
        field={fields.reportedOn}
        label={t("events.handling.fields.reportedToAuthorityOn")}
        type="date"
        max={today}
      />
      <SubmitButton>{t("events.handling.reporting.record")}</SubmitButton>
    </Form>
  );
}
