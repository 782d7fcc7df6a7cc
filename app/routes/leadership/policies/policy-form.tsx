import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import { ChoiceList } from "~/components/form/choice-list";
import { DocumentTextFields } from "~/components/form/document-text-fields";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { textValues } from "~/lib/document-texts";
import { PREVIEW_INTENT, REVIEW_PERIODS } from "./paths";

type Texts = Partial<Record<"en" | "da", { title: string; content: string }>>;
export type PolicyValues = {
  texts: Texts;
  isoStandards: string[];
  ownerId: number | null;
  reviewPeriod: string;
  nextReviewDate: string | null;
  lastModifiedDate?: string;
};

type Fields = Record<
  "titleEn" | "contentEn" | "titleDa" | "contentDa" | "ownerId" | "reviewPeriod" | "nextReviewDate",
  string
> & { isoStandards: string[] };

/** A policy's draft in English, Danish or both (Markdown), and what stays across its revisions. */
export function PolicyForm({
  policy,
  owners,
  lastResult,
  preview,
}: {
  policy?: PolicyValues;
  owners: { id: number; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
  preview?: Record<"en" | "da", string>;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Fields>({
    id: "policy-form",
    lastResult,
    defaultValue: {
      ...textValues(policy?.texts),
      isoStandards: policy?.isoStandards ?? [],
      ownerId: String(policy?.ownerId ?? ""),
      reviewPeriod: policy?.reviewPeriod ?? "P1Y",
      nextReviewDate: policy?.nextReviewDate ?? "",
    },
  });
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      {policy?.lastModifiedDate ? (
        <input type="hidden" name="lastModifiedDate" value={policy.lastModifiedDate} />
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <DocumentTextFields fields={fields} preview={preview} />
      <div className="card space-y-4">
        <ChoiceList
          field={fields.isoStandards}
          legend={t("policies.isoStandards")}
          choices={ISO_STANDARDS.map((code) => ({ id: code, name: t(`standards.${code}`) }))}
          empty=""
        />
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField field={fields.ownerId} label={t("policies.owner")}>
            <option value="">{t("policies.noOwner")}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </SelectField>
          <SelectField field={fields.reviewPeriod} label={t("policies.reviewPeriod")}>
            {REVIEW_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`recurrence.${period}`)}
              </option>
            ))}
          </SelectField>
          <TextField field={fields.nextReviewDate} label={t("policies.nextReview")} type="date" />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton className="button-primary">{t("policies.saveDraft")}</SubmitButton>
        <button type="submit" name="intent" value={PREVIEW_INTENT} className="button-secondary">
          {t("policies.showPreview")}
        </button>
      </div>
    </Form>
  );
}
