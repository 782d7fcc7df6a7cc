import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { ResultOf } from "../../../../server/api/contracts/operation";
import type { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { useTranslation } from "~/i18n/translation";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { LocationFields } from "~/components/form/location-fields";
import { SubmitButton } from "~/components/form/submit-button";
import { STAKEHOLDER_KINDS } from "~/components/stakeholders/stakeholder-kind";
import { formValues } from "~/lib/form-values";
import type { TerritoryOption } from "~/lib/territories.server";
import type { stakeholderUpdateSchema } from "./stakeholder-form.server";

const FIELDS = [
  "name",
  "registrationNumber",
  "contactName",
  "email",
  "phone",
  "address",
  "zipCode",
  "city",
  "countryAlpha2",
] as const;

/** A catalogue entry: who the stakeholder is and how to reach them. */
export function StakeholderForm({
  stakeholder,
  countries,
  lastResult,
}: {
  stakeholder?: ResultOf<typeof stakeholdersApi.get>;
  countries: TerritoryOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof stakeholderUpdateSchema>>({
    id: "stakeholder-form",
    lastResult,
    defaultValue: stakeholder
      ? { ...formValues(FIELDS, stakeholder), kind: stakeholder.kind }
      : { countryAlpha2: "DK" },
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {stakeholder ? (
        <input type="hidden" name="lastModifiedDate" value={String(stakeholder.lastModifiedDate)} />
      ) : null}
      <FormErrors form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.name} label={t("stakeholders.name")} required />
        <SelectField field={fields.kind} label={t("stakeholders.kind")}>
          <option value="">{t("stakeholders.chooseKind")}</option>
          {STAKEHOLDER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`stakeholders.kindOptions.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField field={fields.registrationNumber} label={t("stakeholders.registrationNumber")} />
        <TextField field={fields.contactName} label={t("stakeholders.contactName")} />
        <TextField field={fields.email} label={t("stakeholders.email")} type="email" />
        <TextField field={fields.phone} label={t("stakeholders.phone")} type="tel" />
        <LocationFields fields={fields} countries={countries} labels="stakeholders" />
      </div>
      <SubmitButton className="button-primary">{t("page.save")}</SubmitButton>
    </Form>
  );
}
