import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ISO_STANDARDS } from "../../../../server/domain/standards";
import type { ProcedureTemplate } from "~/api/types";
import { ChoiceList } from "~/components/form/choice-list";
import { DocumentTextFields } from "~/components/form/document-text-fields";
import { FormErrors, TextAreaField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { textValues } from "~/lib/document-texts";

type Fields = Record<"titleEn" | "contentEn" | "titleDa" | "contentDa" | "clauses", string> & {
  isoStandards: string[];
};

/** A procedure template: the procedure in English, Danish or both (Markdown), and the clauses it serves. */
export function TemplateForm({
  template,
  lastResult,
}: {
  template?: ProcedureTemplate;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Fields>({
    id: "procedure-template-form",
    lastResult,
    defaultValue: {
      ...textValues(template?.texts),
      isoStandards: template?.isoStandards ?? [],
      clauses: template?.clauses.join("\n") ?? "",
    },
  });
  return (
    <Form method="post" className="space-y-6" {...form.props}>
      {template ? <input type="hidden" name="lastModifiedDate" value={String(template.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <DocumentTextFields fields={fields} />
      <div className="card space-y-4">
        <ChoiceList
          field={fields.isoStandards}
          legend={t("adminProcedureTemplates.isoStandards")}
          choices={ISO_STANDARDS.map((code) => ({ id: code, name: t(`standards.${code}`) }))}
          empty=""
        />
        <TextAreaField
          field={fields.clauses}
          label={t("adminProcedureTemplates.clauses")}
          hint={t("adminProcedureTemplates.clausesHint")}
          rows={5}
        />
      </div>
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
