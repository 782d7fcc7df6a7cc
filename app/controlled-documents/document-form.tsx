import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ISO_STANDARDS } from "../../server/domain/standards";
import { ChoiceList } from "~/components/form/choice-list";
import { DocumentTextFields } from "~/components/form/document-text-fields";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { textValues } from "~/lib/document-texts";
import { type DocumentKindScreens, PREVIEW_INTENT, REVIEW_PERIODS } from "./kinds";
import { DepartmentOptions } from "~/components/form/department-options";

type Texts = Partial<Record<"en" | "da", { title: string; content: string }>>;
export type DocumentValues = {
  texts: Texts;
  isoStandards: string[];
  ownerId?: number | null;
  reviewPeriod?: string;
  nextReviewDate?: string | null;
  departmentId?: number | null;
  process?: string | null;
  lastModifiedDate?: string;
};

type Fields = Record<
  | "titleEn"
  | "contentEn"
  | "titleDa"
  | "contentDa"
  | "ownerId"
  | "reviewPeriod"
  | "nextReviewDate"
  | "departmentId"
  | "process",
  string
> & { isoStandards: string[] };

type Choice = { id: number; name: string };

/**
 * A policy's or procedure's draft in English, Danish or both (Markdown), and what stays across its
 * revisions; a procedure also says the department or process it belongs to.
 */
export function DocumentForm({
  kind,
  values,
  owners,
  departments = [],
  lastResult,
  preview,
}: {
  kind: DocumentKindScreens;
  values?: DocumentValues;
  owners: Choice[];
  departments?: (Choice & { depth: number })[];
  lastResult: SubmissionResult<string[]> | undefined;
  preview?: Record<"en" | "da", string>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Fields>({
    id: "document-form",
    lastResult,
    defaultValue: {
      ...textValues(values?.texts),
      isoStandards: values?.isoStandards ?? [],
      ownerId: String(values?.ownerId ?? ""),
      reviewPeriod: values?.reviewPeriod ?? "P1Y",
      nextReviewDate: values?.nextReviewDate ?? "",
      departmentId: String(values?.departmentId ?? ""),
      process: values?.process ?? "",
    },
  });
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      {values?.lastModifiedDate ? (
        <input type="hidden" name="lastModifiedDate" value={values.lastModifiedDate} />
      ) : null}
      <FormErrors form={form} />
      <DocumentTextFields fields={fields} preview={preview} />
      <div className="card space-y-4">
        <ChoiceList
          field={fields.isoStandards}
          legend={t("controlled.isoStandards")}
          choices={ISO_STANDARDS.map((code) => ({ id: code, name: t(`standards.${code}`) }))}
          empty=""
        />
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField field={fields.ownerId} label={t("controlled.owner")}>
            <option value="">{t("controlled.noOwner")}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </SelectField>
          <SelectField field={fields.reviewPeriod} label={t("controlled.reviewPeriod")}>
            {REVIEW_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`recurrence.${period}`)}
              </option>
            ))}
          </SelectField>
          <TextField field={fields.nextReviewDate} label={t("controlled.nextReview")} type="date" />
        </div>
        {kind.placed ? (
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField field={fields.departmentId} label={t("controlled.department")}>
              <option value="">{t("controlled.noDepartment")}</option>
              <DepartmentOptions departments={departments} />
            </SelectField>
            <TextField field={fields.process} label={t("controlled.process")} maxLength={200} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton className="button-primary">{t("controlled.saveDraft")}</SubmitButton>
        <button type="submit" name="intent" value={PREVIEW_INTENT} className="button-secondary">
          {t("controlled.showPreview")}
        </button>
      </div>
    </Form>
  );
}
