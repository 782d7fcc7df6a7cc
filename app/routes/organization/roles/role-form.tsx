import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/translation";
import type { Role } from "~/api/types";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { formValues } from "~/lib/form-values";
import type { roleUpdateSchema } from "./role-form.server";

/** A role: its name, what it is for, and the competences whoever holds it must have. */
export function RoleForm({
  role,
  competences,
  lastResult,
}: {
  role?: Role;
  competences: { id: number; name: string; frequency: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof roleUpdateSchema>>({
    id: "role-form",
    lastResult,
    defaultValue: role
      ? {
          ...formValues(["name", "description"], role),
          competenceIds: role.competences.map((competence) => String(competence.id)) as never,
        }
      : {},
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {role ? <input type="hidden" name="lastModifiedDate" value={String(role.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("roles.name")} required />
      <TextAreaField field={fields.description} label={t("roles.description")} rows={3} />
      <ChoiceList
        field={fields.competenceIds}
        legend={t("roles.requires")}
        choices={competences.map(({ id, name, frequency }) => ({ id, name, hint: t(`recurrence.${frequency}`) }))}
        empty={t("competences.none")}
      />
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
