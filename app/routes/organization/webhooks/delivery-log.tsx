import { Form, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { Pager } from "~/components/page/pager";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import type { webhookLoader } from "./detail.server";
import { DELIVERIES_PAGE_SIZE, WEBHOOK_INTENTS } from "./paths";
import { DeliveryState } from "./webhook-parts";

type Delivery = Awaited<ReturnType<typeof useLoaderData<typeof webhookLoader>>>["deliveries"][number];

/** The endpoint's deliveries, newest first: what was sent, each attempt's answer, and a way to send again. */
export function DeliveryLog() {
  const { t } = useTranslation();
  const { deliveries, total, page } = useLoaderData<typeof webhookLoader>();
  return (
    <section className="card min-w-0 space-y-3" aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="text-lg font-semibold">
        {t("webhooks.deliveries")}
      </h2>
      {deliveries.length === 0 ? <p className="text-slate-600">{t("webhooks.noDeliveries")}</p> : null}
      <ol className="space-y-3">
        {deliveries.map((delivery) => (
          <DeliveryItem key={delivery.id} delivery={delivery} />
        ))}
      </ol>
      <Pager page={page} total={total} pageSize={DELIVERIES_PAGE_SIZE} />
    </section>
  );
}

function DeliveryItem({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation();
  const { about } = delivery;
  // Event types are dotted ("record.created", "webhook.test"): their texts nest the same way.
  const event = t(`webhooks.eventTypeOptions.${delivery.eventType}`);
  return (
    <li className="rounded border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {event}
          {about.entity ? ` · ${t(`auditTrail.entities.${about.entity}`)} ${about.id ?? ""}` : null}
        </p>
        <DeliveryState status={delivery.status} />
      </div>
      <p className="text-xs text-slate-600">
        {formatDateTime(delivery.createdDate, i18n.language)} · <span className="font-mono">{delivery.messageId}</span>
        {delivery.status === "PENDING" && delivery.nextAttemptAt
          ? ` · ${t("webhooks.nextAttempt", { at: formatDateTime(delivery.nextAttemptAt, i18n.language) })}`
          : null}
      </p>
      {about.fields.length ? (
        <p className="mt-1 text-sm wrap-anywhere">
          {t("webhooks.fields")}: <span className="font-mono text-xs">{about.fields.join(", ")}</span>
        </p>
      ) : null}
      {delivery.attemptLog.length ? <Attempts delivery={delivery} /> : null}
      {delivery.status === "PENDING" ? null : (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value={WEBHOOK_INTENTS.redeliver} />
          <input type="hidden" name="delivery" value={delivery.id} />
          <SubmitButton
            className="button-secondary py-1"
            aria-label={t("webhooks.redeliverNamed", { id: delivery.messageId })}
          >
            {t("webhooks.redeliver")}
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}

function Attempts({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("webhooks.attemptsOf", { id: delivery.messageId })}</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="py-1 pr-2">
              {t("webhooks.attemptAt")}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("webhooks.statusCode")}
            </th>
            <th scope="col" className="py-1">
              {t("webhooks.outcome")}
            </th>
          </tr>
        </thead>
        <tbody>
          {delivery.attemptLog.map((attempt, index) => (
            <tr key={index} className="border-t border-slate-100 align-top">
              <td className="py-1 pr-2 whitespace-nowrap">{formatDateTime(attempt.at, i18n.language)}</td>
              <td className="py-1 pr-2 whitespace-nowrap">
                {attempt.statusCode ?? "–"} · {t("webhooks.milliseconds", { count: attempt.durationMs })}
              </td>
              <td className="py-1 wrap-anywhere">
                {attempt.error ? t(`webhooks.errors.${attempt.error}`) : t("webhooks.accepted")}
                {attempt.detail ? <span className="block text-xs text-slate-600">{attempt.detail}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
