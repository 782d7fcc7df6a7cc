import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { AgendaSection } from "../../../../server/domain/management-reviews";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { AgendaFigures, type AgendaSectionView } from "./agenda-section";

type Fields = Record<`notes.${AgendaSection}` | "decisions" | "nextReviewDate", string>;
type Minutes = { notes: Record<string, string | null | undefined>; decisions: string | null; nextReviewDate: string };

/**
 * The agenda section by section, each with its figures and the review's notes on it, then the
 * decisions and the next review's date. While the review may change it is one form (the minutes).
 */
export function AgendaMinutes({
  sections,
  minutes,
  stamp,
  editable,
  lastResult,
}: {
  sections: AgendaSectionView[];
  minutes: Minutes;
  stamp: string;
  editable: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const sent = lastResult?.initialValue as Partial<Minutes> | undefined;
  const [form, fields] = formState<Fields>({
    id: "minutes",
    lastResult,
    // The fields are flat (`notes.issues`); what was sent comes back nested, so it is read here.
    defaultValue: {
      ...Object.fromEntries(sections.map(({ key }) => [`notes.${key}`, (sent?.notes ?? minutes.notes)[key] ?? ""])),
      decisions: sent?.decisions ?? minutes.decisions ?? "",
      nextReviewDate: sent?.nextReviewDate ?? minutes.nextReviewDate,
    },
  });
  const body = (
    <>
      {sections.map((section) => (
        <section key={section.key} className="card min-w-0 space-y-3" aria-labelledby={`${section.key}-heading`}>
          <h2 id={`${section.key}-heading`} className="text-lg font-semibold">
            {section.heading}
          </h2>
          <AgendaFigures section={section} />
          {editable ? (
            <TextAreaField
              field={fields[`notes.${section.key as AgendaSection}`]}
              label={t("managementReviews.notes")}
              rows={3}
            />
          ) : minutes.notes[section.key] ? (
            <p className="text-sm wrap-anywhere whitespace-pre-line">{minutes.notes[section.key]}</p>
          ) : null}
        </section>
      ))}
      <section className="card space-y-3" aria-labelledby="decisions-heading">
        <h2 id="decisions-heading" className="text-lg font-semibold">
          {t("reviewFields.decisions")}
        </h2>
        {editable ? (
          <>
            <TextAreaField
              field={fields.decisions}
              label={t("reviewFields.decisions")}
              hint={t("reviewFields.hints.decisions")}
              rows={6}
            />
            <TextField field={fields.nextReviewDate} label={t("reviewFields.nextReviewDate")} type="date" />
            <SubmitButton name="intent" value="minutes">
              {t("managementReviews.saveMinutes")}
            </SubmitButton>
          </>
        ) : (
          <p className="text-sm wrap-anywhere whitespace-pre-line">
            {minutes.decisions ?? t("managementReviews.noDecisions")}
          </p>
        )}
      </section>
    </>
  );
  if (!editable) return <div className="space-y-6">{body}</div>;
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors form={form} />
      {body}
    </Form>
  );
}
