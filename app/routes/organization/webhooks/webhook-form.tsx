import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { AUDIT_ENTITIES } from "../../../../server/domain/audit-trail";
import { WEBHOOK_EVENT_TYPES } from "../../../../server/domain/webhooks";
import { ChoiceList } from "~/components/form/choice-list";
import { FormErrors, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { useTranslation } from "~/i18n/translation";
import type { webhookUpdateSchema } from "./webhooks.server";

export const WEBHOOK_FORM_ID = "webhook-form";

type Endpoint = {
  url: string;
  description: string | null;
  eventTypes: string[];
  recordTypes: string[];
  enabled: boolean;
  lastModifiedDate: Date | string;
};

/** An endpoint: where to post, what it is for, which events of which records, and whether it is on. */
export function WebhookForm({
  endpoint,
  lastResult,
}: {
  endpoint?: Endpoint;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<z.input<typeof webhookUpdateSchema>>({
    id: WEBHOOK_FORM_ID,
    lastResult,
    defaultValue: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      eventTypes: (endpoint?.eventTypes ?? []) as never,
      recordTypes: (endpoint?.recordTypes ?? []) as never,
      enabled: endpoint && !endpoint.enabled ? undefined : "on",
    },
  });
  return (
    <Form method="post" className="card max-w-4xl space-y-5" {...form.props}>
      {endpoint ? <input type="hidden" name="lastModifiedDate" value={String(endpoint.lastModifiedDate)} /> : null}
      <FormErrors form={form} />
      <TextField
        field={fields.url}
        type="url"
        label={t("webhooks.url")}
        hint={t("webhooks.hints.url")}
        required
        placeholder="https://"
      />
      <TextField field={fields.description} label={t("webhooks.description")} hint={t("webhooks.hints.description")} />
      <ChoiceList
        field={fields.eventTypes}
        legend={t("webhooks.eventTypes")}
        choices={WEBHOOK_EVENT_TYPES.map((type) => ({ id: type, name: t(`webhooks.eventTypeOptions.${type}`) }))}
      />
      <p className="-mt-3 text-xs text-slate-600">{t("webhooks.hints.eventTypes")}</p>
      <ChoiceList
        field={fields.recordTypes}
        legend={t("webhooks.recordTypes")}
        choices={AUDIT_ENTITIES.map((entity) => ({ id: entity, name: t(`auditTrail.entities.${entity}`) }))}
      />
      <p className="-mt-3 text-xs text-slate-600">{t("webhooks.hints.recordTypes")}</p>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name={fields.enabled.name} defaultChecked={Boolean(fields.enabled.initialValue)} />
        {t("webhooks.enabled")}
      </label>
    </Form>
  );
}
