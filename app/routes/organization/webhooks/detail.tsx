import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { ShownSecret } from "~/components/page/shown-secret";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { DeliveryLog } from "./delivery-log";
import { webhookAction, webhookLoader } from "./detail.server";
import { WEBHOOK_INTENTS, WEBHOOKS_PATH, webhookPath } from "./paths";
import { chosenOrAll, EndpointState } from "./webhook-parts";

export const loader = webhookLoader;
export const action = webhookAction;

/** One endpoint: what it hears, its secret's rotation, a test event, and its delivery log. */
export default function WebhookDetail() {
  const { t } = useTranslation();
  const { title, endpoint, fresh, removing } = useLoaderData<typeof loader>();
  const path = webhookPath(endpoint.id);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.organization") }, { label: t("webhooks.title"), to: WEBHOOKS_PATH }]}
        actions={
          <Link to={`${path}/edit`} className="button-primary">
            {t("page.edit")}
          </Link>
        }
      />
      {removing ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("webhooks.removeQuestion"),
            hint: t("webhooks.removeHint"),
            confirm: t("webhooks.remove"),
            keep: t("webhooks.keep"),
          }}
        />
      ) : null}
      <div className="grid max-w-5xl gap-6">
        {fresh ? (
          <ShownSecret
            id="fresh-secret"
            title={t("webhooks.freshTitle")}
            hint={t("webhooks.freshHint")}
            secret={fresh}
          />
        ) : null}
        <EndpointFacts />
        <section className="card space-y-3" aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="text-lg font-semibold">
            {t("webhooks.tools")}
          </h2>
          <p className="text-sm text-slate-700">{t("webhooks.toolsHint")}</p>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value={WEBHOOK_INTENTS.test} />
              <SubmitButton className="button-secondary">{t("webhooks.sendTest")}</SubmitButton>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value={WEBHOOK_INTENTS.rotate} />
              <SubmitButton className="button-secondary">{t("webhooks.rotate")}</SubmitButton>
            </Form>
          </div>
        </section>
        <DeliveryLog />
        {removing ? null : <RemoveCard path={path} hint={t("webhooks.removeHint")} label={t("webhooks.remove")} />}
      </div>
    </>
  );
}

function EndpointFacts() {
  const { t, i18n } = useTranslation();
  const { endpoint } = useLoaderData<typeof loader>();
  const rotating = endpoint.secretRotatedUntil && new Date(endpoint.secretRotatedUntil) > new Date();
  return (
    <section className="card min-w-0" aria-label={t("webhooks.facts")}>
      <DetailList
        items={[
          { label: t("webhooks.url"), value: <span className="font-mono text-sm wrap-anywhere">{endpoint.url}</span> },
          { label: t("webhooks.description"), value: endpoint.description ?? t("page.empty") },
          {
            label: t("webhooks.eventTypes"),
            value: chosenOrAll(
              endpoint.eventTypes,
              (type) => t(`webhooks.eventTypeOptions.${type}`),
              t("webhooks.allEvents"),
            ),
          },
          {
            label: t("webhooks.recordTypes"),
            value: chosenOrAll(
              endpoint.recordTypes,
              (type) => t(`auditTrail.entities.${type}`),
              t("webhooks.allRecords"),
            ),
          },
          {
            label: t("webhooks.state"),
            value: (
              <span className="space-y-1">
                <EndpointState endpoint={endpoint} />
                {endpoint.disabledForFailing ? (
                  <span className="block text-sm">{t("webhooks.stoppedHint")}</span>
                ) : endpoint.failingSince ? (
                  <span className="block text-sm">
                    {t("webhooks.failingSince", { at: formatDateTime(endpoint.failingSince, i18n.language) })}
                  </span>
                ) : null}
              </span>
            ),
          },
          ...(rotating
            ? [
                {
                  label: t("webhooks.previousSecret"),
                  value: t("webhooks.previousSecretUntil", {
                    at: formatDateTime(endpoint.secretRotatedUntil, i18n.language),
                  }),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Webhook" }];
