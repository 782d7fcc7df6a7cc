import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { useTranslation } from "~/i18n/translation";
import type { MemberDetail } from "~/api/types";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState, type FieldState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import type { inviteSchema, memberSchema } from "./member-form.server";
import type { Choice, DepartmentChoice } from "./people-filters";
import { DepartmentOptions } from "~/components/form/department-options";

export const MEMBER_FORM_ID = "member-form";
const SCOPES = ["READ", "EDIT", "MANAGE"] as const;

function ScopeField({ field }: { field: FieldState }) {
  const { t } = useTranslation();
  return (
    <SelectField field={field} label={t("members.access")} hint={t("members.accessHint")}>
      {SCOPES.map((scope) => (
        <option key={scope} value={scope}>
          {t(`members.scope.${scope}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** A member's job title, access, roles and own competence requirements. */
export function MemberForm({
  member,
  roles,
  competences,
  lastResult,
}: {
  member: MemberDetail;
  roles: Choice[];
  competences: Choice[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof memberSchema>>({
    id: MEMBER_FORM_ID,
    lastResult,
    defaultValue: {
      jobTitle: member.jobTitle ?? "",
      scope: member.scope,
      roleIds: member.roles.map((role) => String(role.id)),
      competenceIds: member.competenceRequirements
        .filter((requirement) => requirement.required)
        .map((requirement) => String(requirement.competence.id)),
    },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      <input type="hidden" name="lastModifiedDate" value={String(member.lastModifiedDate)} />
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.jobTitle} label={t("members.jobTitle")} />
        <ScopeField field={fields.scope} />
      </div>
      <ChoiceList field={fields.roleIds} legend={t("members.roles")} choices={roles} empty={t("roles.none")} />
      <ChoiceList
        field={fields.competenceIds}
        legend={t("members.ownRequirements")}
        choices={competences}
        empty={t("competences.none")}
      />
      <p className="text-sm text-slate-600">{t("members.ownRequirementsHint")}</p>
    </Form>
  );
}

/** Inviting someone: who they are, where they belong, what they may do. */
export function InviteForm({
  departments,
  roles,
  organizationId,
  lastResult,
}: {
  departments: DepartmentChoice[];
  roles: Choice[];
  organizationId: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof inviteSchema>>({
    id: MEMBER_FORM_ID,
    lastResult,
    defaultValue: { scope: "READ", organizationId: String(organizationId) as never },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("members.name")} required autoComplete="off" />
        <TextField field={fields.email} label={t("members.email")} type="email" required autoComplete="off" />
        <TextField field={fields.jobTitle} label={t("members.jobTitle")} />
        <SelectField field={fields.organizationId} label={t("members.department")}>
          <DepartmentOptions departments={departments} />
        </SelectField>
        <ScopeField field={fields.scope} />
      </div>
      <ChoiceList field={fields.roleIds} legend={t("members.roles")} choices={roles} empty={t("roles.none")} />
      <p className="text-sm text-slate-600">{t("members.inviteHint")}</p>
      <SubmitButton className="button-primary">{t("members.sendInvitation")}</SubmitButton>
    </Form>
  );
}
