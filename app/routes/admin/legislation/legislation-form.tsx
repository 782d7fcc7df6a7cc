import type { SubmissionResult } from "@conform-to/react";
import { formState } from "~/components/form/form-state";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { z } from "zod";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import type { legislationsApi } from "../../../../server/api/contracts/legislations";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formValues } from "~/lib/form-values";
import { topicName } from "~/lib/legislation-text";
import type { TerritoryOption } from "~/lib/territories.server";
import { SubmitButton } from "~/components/form/submit-button";
import type { legislationUpdateSchema } from "./legislation-form.server";

export const LEGISLATION_FORM_ID = "legislation-form";

const FIELDS = [
  "titleEn",
  "titleDa",
  "shortName",
  "referenceNumber",
  "territory",
  "url",
  "summaryEn",
  "summaryDa",
  "effectiveDate",
] as const;

export function LegislationFormFields({
  legislation,
  topics,
  territories,
  lastResult,
}: {
  legislation?: ResultOf<typeof legislationsApi.get>;
  topics: ResultOf<typeof legislationsApi.topics>["content"];
  territories: TerritoryOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [form, fields] = formState<z.input<typeof legislationUpdateSchema>>({
    id: LEGISLATION_FORM_ID,
    lastResult,
    defaultValue: legislation
      ? {
          ...formValues(FIELDS, legislation),
          topicIds: legislation.topics.map((topic) => String(topic.id)),
        }
      : { territory: "DK" },
  });
  const chosen = new Set((fields.topicIds.initialValue as string[] | undefined) ?? []);
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {legislation ? <input type="hidden" name="lastModifiedDate" value={legislation.lastModifiedDate} /> : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.titleEn} label={t("adminLegislation.titleEn")} required />
        <TextField field={fields.titleDa} label={t("adminLegislation.titleDa")} required lang="da" />
        <TextField field={fields.shortName} label={t("adminLegislation.shortName")} />
        <TextField field={fields.referenceNumber} label={t("adminLegislation.reference")} required />
        <SelectField field={fields.territory} label={t("adminLegislation.territory")}>
          {territories.map(({ code, name }) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        <TextField field={fields.effectiveDate} label={t("adminLegislation.effective")} type="date" />
      </div>
      <TextField field={fields.url} label={t("adminLegislation.url")} type="url" placeholder="https://" />
      <div className="grid gap-4 md:grid-cols-2">
        <TextAreaField field={fields.summaryEn} label={t("adminLegislation.summaryEn")} rows={4} />
        <TextAreaField field={fields.summaryDa} label={t("adminLegislation.summaryDa")} rows={4} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("adminLegislation.topics")}</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <label key={topic.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.topicIds.name}
                value={topic.id}
                defaultChecked={chosen.has(String(topic.id))}
              />
              {topicName(topic, language)}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
