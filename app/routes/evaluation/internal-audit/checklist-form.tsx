import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CHECKLIST_ANSWERS, type ChecklistAnswer } from "../../../../server/domain/audit-clauses";
import { FormErrors } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { checklistLineTitle } from "./standards";

type Line = {
  key: string;
  clause: string | null;
  standard: string | null;
  titleEn: string;
  titleDa: string;
  answer: ChecklistAnswer | null;
  evidence: string | null;
};

/** The checklist made from the scope: each clause answered with its evidence, saved at once (one form). */
export function ChecklistForm({
  lines,
  stamp,
  editable,
  lastResult,
}: {
  lines: Line[];
  stamp: string;
  editable: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form] = formState<{ lastModifiedDate: string }>({ id: "checklist", lastResult, defaultValue: {} });
  const title = (line: Line) => checklistLineTitle(line, t, i18n.language);
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="checklist-heading">
      <h2 id="checklist-heading" className="text-lg font-semibold">
        {t("internalAudits.checklist")}
      </h2>
      <p className="text-sm text-slate-700">{t("internalAudits.checklistIntro")}</p>
      <Form method="post" className="space-y-3" {...form.props}>
        <input type="hidden" name="intent" value="checklist" />
        <input type="hidden" name="lastModifiedDate" value={stamp} />
        <FormErrors form={form} />
        <ul className="divide-y divide-slate-200">
          {lines.map((line, index) => (
            <li
              key={line.key}
              className="grid gap-2 py-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)_minmax(0,3fr)] md:items-start"
            >
              <input type="hidden" name={`lines[${index}].key`} value={line.key} />
              <span className="text-sm font-medium wrap-anywhere">{title(line)}</span>
              <select
                name={`lines[${index}].answer`}
                defaultValue={line.answer ?? ""}
                aria-label={`${title(line)}: ${t("internalAudits.answer")}`}
                className="input"
                disabled={!editable}
              >
                <option value="">{t("internalAudits.noAnswer")}</option>
                {CHECKLIST_ANSWERS.map((answer) => (
                  <option key={answer} value={answer}>
                    {t(`internalAudits.answerOptions.${answer}`)}
                  </option>
                ))}
              </select>
              <input
                name={`lines[${index}].evidence`}
                defaultValue={line.evidence ?? ""}
                aria-label={`${title(line)}: ${t("internalAudits.evidence")}`}
                placeholder={t("internalAudits.evidence")}
                maxLength={1000}
                className="input"
                readOnly={!editable}
              />
            </li>
          ))}
        </ul>
        {editable ? <SubmitButton>{t("internalAudits.saveChecklist")}</SubmitButton> : null}
      </Form>
    </section>
  );
}
