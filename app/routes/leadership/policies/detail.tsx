import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { policiesApi } from "../../../../server/api/contracts/policies";
import { renderMarkdown } from "../../../../server/domain/markdown";
import { businessToday } from "../../../../server/domain/recurrence";
import { requireRouteAccess } from "~/auth/guards.server";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { requireId } from "~/lib/route.server";
import { policyAction } from "./detail.server";
import { policyTitle } from "./policy-title";
import {
  LANGUAGES,
  POLICIES_PATH,
  policyPath,
  PUBLIC_INTENT,
  publicPolicyPath,
  PUBLISH_INTENT,
  REVIEW_INTENT,
} from "./paths";

const ROUTE = "routes/leadership/policies/detail";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const policy = await api.call(policiesApi.get, { params: { org: organizationId, id: requireId(params) } });
  const published = policy.published;
  return {
    policy,
    canEdit: canEdit && policy.organizationId === organizationId,
    // Rendered here, in both languages written: the page gets safe HTML, not the Markdown library.
    rendered: published
      ? Object.fromEntries(
          LANGUAGES.flatMap((l) => (published.texts[l] ? [[l, renderMarkdown(published.texts[l].content)]] : [])),
        )
      : {},
    today: businessToday(),
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, ROUTE);
  return policyAction(request, context, api, organizationId, requireId(params));
}

type Reply = { form: string; result: SubmissionResult<string[]> } | undefined;

/** A policy: its latest published revision, the draft in the works, and what an editor does next. */
export default function Policy() {
  const { t, i18n } = useTranslation();
  const { policy, canEdit, rendered, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply;
  const title = policyTitle(policy.titles, i18n.language);
  const resultOf = (form: string) => (reply?.form === form ? reply.result : undefined);
  const stamp = String(policy.lastModifiedDate);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("menu.groups.leadership") }, { label: t("policies.title"), to: POLICIES_PATH }]}
        actions={
          <>
            {policy.published ? (
              <Link to={`${policyPath(policy.id)}/versions`} className="button-secondary">
                {t("policies.versions")}
              </Link>
            ) : null}
            <EditLink to={`${policyPath(policy.id)}/edit`} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {policy.published ? (
            LANGUAGES.filter((language) => policy.published!.texts[language]).map((language) => (
              <article key={language} lang={language} className="card">
                <h2 className="text-lg font-semibold wrap-anywhere">{policy.published!.texts[language]!.title}</h2>
                <div className="markdown mt-3" dangerouslySetInnerHTML={{ __html: rendered[language] ?? "" }} />
              </article>
            ))
          ) : (
            <p className="card text-sm text-slate-700">{t("policies.notPublished")}</p>
          )}
        </div>
        <aside className="space-y-6">
          <section className="card">
            <DetailList
              items={[
                { label: t("policies.status"), value: t(`policies.statuses.${policy.status}`) },
                { label: t("policies.revision"), value: policy.revision },
                { label: t("policies.published"), value: formatDate(policy.publishedAt, i18n.language) || null },
                {
                  label: t("policies.nextReview"),
                  value: policy.nextReviewDate ? (
                    <>
                      {formatDate(policy.nextReviewDate, i18n.language)}
                      {policy.reviewOverdue ? (
                        <span className="status-OVERDUE ml-2">{t("policies.overdue")}</span>
                      ) : null}
                    </>
                  ) : null,
                },
                { label: t("policies.reviewPeriod"), value: t(`recurrence.${policy.reviewPeriod}`) },
                { label: t("policies.owner"), value: policy.owner?.name ?? null },
                {
                  label: t("policies.isoStandards"),
                  value: policy.isoStandards.map((code) => t(`standards.${code}`)).join(", ") || null,
                },
                {
                  label: t("policies.public"),
                  value:
                    policy.publicId && policy.published ? (
                      <Link to={publicPolicyPath(policy.publicId)} className="link wrap-anywhere">
                        {t("policies.publicLink")}
                      </Link>
                    ) : (
                      t("policies.notPublic")
                    ),
                },
              ]}
            />
          </section>
          {canEdit && policy.draft ? (
            <PublishForm stamp={stamp} first={!policy.published} result={resultOf(PUBLISH_INTENT)} />
          ) : null}
          {canEdit && policy.published ? (
            <ReviewForm stamp={stamp} today={today} result={resultOf(REVIEW_INTENT)} />
          ) : null}
          {canEdit && (policy.published || policy.publicId) ? (
            <Form method="post" className="card space-y-2">
              <input type="hidden" name="intent" value={PUBLIC_INTENT} />
              <input type="hidden" name="lastModifiedDate" value={stamp} />
              <input type="hidden" name="public" value={policy.publicId ? "false" : "true"} />
              <FormErrors id="public-errors" errors={resultOf(PUBLIC_INTENT)?.error?.[""] ?? undefined} />
              <p className="text-sm text-slate-700">
                {t(policy.publicId ? "policies.publicHintOpen" : "policies.publicHint")}
              </p>
              <SubmitButton className="button-secondary">
                {t(policy.publicId ? "policies.withdrawPublic" : "policies.openPublic")}
              </SubmitButton>
            </Form>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function PublishForm({ stamp, first, result }: { stamp: string; first: boolean; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ change: string; changeNote: string }>({
    id: "publish-form",
    lastResult: result,
    defaultValue: { change: "MINOR" },
  });
  return (
    <Form method="post" className="card space-y-3" aria-labelledby="publish-heading" {...form.props}>
      <h2 id="publish-heading" className="text-lg font-semibold">
        {t("policies.publishTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t(first ? "policies.publishFirstHint" : "policies.publishHint")}</p>
      <input type="hidden" name="intent" value={PUBLISH_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {first ? null : (
        <SelectField field={fields.change} label={t("policies.change")}>
          <option value="MINOR">{t("policies.changes.MINOR")}</option>
          <option value="MAJOR">{t("policies.changes.MAJOR")}</option>
        </SelectField>
      )}
      <TextField field={fields.changeNote} label={t("policies.changeNote")} maxLength={2000} />
      <SubmitButton className="button-primary">{t("policies.publish")}</SubmitButton>
    </Form>
  );
}

function ReviewForm({ stamp, today, result }: { stamp: string; today: string; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [form, fields] = formState<{ reviewedOn: string; note: string }>({
    id: "review-form",
    lastResult: result,
    defaultValue: { reviewedOn: today },
  });
  return (
    <Form method="post" className="card space-y-3" aria-labelledby="review-heading" {...form.props}>
      <h2 id="review-heading" className="text-lg font-semibold">
        {t("policies.reviewTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("policies.reviewHint")}</p>
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.reviewedOn} label={t("policies.reviewedOn")} type="date" />
      <TextField field={fields.note} label={t("policies.reviewNote")} maxLength={2000} />
      <SubmitButton className="button-secondary">{t("policies.recordReview")}</SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? policyTitle(data.policy.titles, "en") : "Policy" },
];
