import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import type { WasteHandler } from "~/api/types";
import { FormErrors, SelectField, TextAreaField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import { formValues } from "~/lib/form-values";
import type { handlerUpdateSchema } from "./handler-form.server";

export const HANDLER_FORM_ID = "waste-handler-form";

const FIELDS = [
  "registrationNumber",
  "registrationValidUntil",
  "contractStart",
  "contractEnd",
  "contactName",
  "contactEmail",
  "contactPhone",
  "note",
] as const;

/**
 * Who takes the waste away, their registration in the national waste register, the contract, a contact
 * and the member who answers for it.
 */
export function HandlerForm({
  handler,
  handlers,
  members,
  lastResult,
}: {
  handler?: Pick<WasteHandler, (typeof FIELDS)[number] | "handler" | "responsibleMember" | "lastModifiedDate">;
  handlers: { id: number; name: string }[];
  members: { id: number; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof handlerUpdateSchema>>({
    id: HANDLER_FORM_ID,
    lastResult,
    defaultValue: handler
      ? {
          ...formValues(FIELDS, handler),
          stakeholderId: String(handler.handler.id),
          responsibleMemberId: handler.responsibleMember ? String(handler.responsibleMember.id) : "",
        }
      : {},
  });
  return (
    <Form method="post" className="card space-y-4" {...form.props}>
      {handler ? <input type="hidden" name="lastModifiedDate" value={String(handler.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <SelectField
        field={fields.stakeholderId}
        label={t("waste.handlers.handler")}
        hint={t("waste.handlers.handlerHint")}
        required
      >
        <option value="">{t("waste.handlers.chooseHandler")}</option>
        {handlers.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          field={fields.registrationNumber}
          label={t("waste.handlers.registrationNumber")}
          hint={t("waste.handlers.registrationNumberHint")}
          maxLength={50}
        />
        <TextField
          field={fields.registrationValidUntil}
          label={t("waste.handlers.registrationValidUntil")}
          type="date"
        />
        <TextField field={fields.contractStart} label={t("waste.handlers.contractStart")} type="date" />
        <TextField field={fields.contractEnd} label={t("waste.handlers.contractEnd")} type="date" />
      </div>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("waste.handlers.contact")}</legend>
        <TextField field={fields.contactName} label={t("waste.handlers.contactName")} maxLength={200} />
        <TextField field={fields.contactEmail} label={t("waste.handlers.contactEmail")} type="email" maxLength={200} />
        <TextField field={fields.contactPhone} label={t("waste.handlers.contactPhone")} type="tel" maxLength={50} />
      </fieldset>
      <SelectField field={fields.responsibleMemberId} label={t("waste.handlers.responsible")}>
        <option value="">{t("waste.handlers.noResponsible")}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField field={fields.note} label={t("waste.handlers.note")} rows={3} />
    </Form>
  );
}
