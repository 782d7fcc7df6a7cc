import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { AGREEMENT_TYPES } from "../../../../server/domain/control-book";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { Agreement } from "~/api/types";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formValues } from "~/lib/form-values";

type Choice = { id: number; name: string };
export type AgreementFormOptions = {
  members: Choice[];
  stakeholders: Choice[];
  obligations: Choice[];
  machines: Choice[];
};

const FIELDS = ["name", "description", "type", "startsAt", "endsAt", "frequency", "lastModifiedDate"] as const;

/** The agreement's values as the form shows them; a new one starts today, once a year. */
export function agreementDefaults(agreement: Agreement | null, today: string) {
  if (!agreement) return { type: "SERVICE_AND_INSPECTION", startsAt: today, frequency: "P1Y" };
  return {
    ...formValues(FIELDS, agreement),
    responsibleMemberId: agreement.responsibleMember ? String(agreement.responsibleMember.id) : "",
    stakeholderId: agreement.stakeholder ? String(agreement.stakeholder.id) : "",
    bindingObligationId: agreement.bindingObligation ? String(agreement.bindingObligation.id) : "",
    machineIds: agreement.machines.map((machine) => String(machine.id)),
  };
}

/** An agreement's form: what it is, who answers for it and with whom, from when and how often. */
export function AgreementForm({
  id,
  lastResult,
  defaultValue,
  options,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, unknown>;
  options: AgreementFormOptions;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<Record<string, unknown>>({ id, lastResult, defaultValue });
  const none = <option value="">{t("controlBook.noChoice")}</option>;
  return (
    <Form method="post" {...form.props} className="card space-y-5">
      <FormErrors form={form} />
      {fields.lastModifiedDate?.initialValue ? (
        <input type="hidden" name="lastModifiedDate" value={String(fields.lastModifiedDate.initialValue)} />
      ) : null}
      <TextField field={fields.name!} label={t("controlBook.name")} hint={t("controlBook.nameHint")} required />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField field={fields.type!} label={t("controlBook.type")}>
          {AGREEMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`controlBook.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField field={fields.frequency!} label={t("controlBook.frequency")}>
          {RECURRENCE_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`recurrence.${period}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          field={fields.startsAt!}
          type="date"
          label={t("controlBook.startsAt")}
          hint={t("controlBook.startsAtHint")}
        />
        <TextField
          field={fields.endsAt!}
          type="date"
          label={t("controlBook.endsAt")}
          hint={t("controlBook.endsAtHint")}
        />
        <SelectField field={fields.responsibleMemberId!} label={t("controlBook.responsible")}>
          {none}
          {options.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          field={fields.stakeholderId!}
          label={t("controlBook.counterpart")}
          hint={t("controlBook.counterpartHint")}
        >
          {none}
          {options.stakeholders.map((stakeholder) => (
            <option key={stakeholder.id} value={stakeholder.id}>
              {stakeholder.name}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        field={fields.bindingObligationId!}
        label={t("controlBook.legalBasis")}
        hint={t("controlBook.legalBasisHint")}
      >
        {none}
        {options.obligations.map((obligation) => (
          <option key={obligation.id} value={obligation.id}>
            {obligation.name}
          </option>
        ))}
      </SelectField>
      <ChoiceList
        field={fields.machineIds!}
        legend={t("controlBook.coveredMachines")}
        choices={options.machines}
        empty={t("controlBook.noMachines")}
      />
      <TextAreaField field={fields.description!} label={t("controlBook.description")} rows={5} />
    </Form>
  );
}
