import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FileList } from "~/components/files/file-list";
import { FormErrors, SelectField, TextField } from "~/components/form/field";
import { formState } from "~/components/form/form-state";
import { SubmitButton } from "~/components/form/submit-button";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatMomentDate } from "~/lib/format";
import type { detailLoader } from "./detail.server";
import {
  type DocumentKindScreens,
  documentPath,
  documentTitle,
  LANGUAGES,
  ACKNOWLEDGE_INTENT,
  isLocked,
  PUBLIC_INTENT,
  publicDocumentPath,
  PUBLISH_INTENT,
  REVIEW_INTENT,
  registerCrumbs,
} from "./kinds";
import { HistoryLink } from "~/audit-trail/history-link";
import type { ComponentProps } from "react";
import { AcknowledgementCard, AudienceFields } from "./acknowledgement-card";
import { ApprovalCard } from "./approval-card";

type Reply = { form: string; result: SubmissionResult<string[]> } | undefined;

/** A policy or procedure: its latest published revision, the draft in the works, and what an editor does next. */
export function DocumentDetail({ kind }: { kind: DocumentKindScreens }) {
  const { t, i18n } = useTranslation();
  const { document, canEdit, rendered, renderedDraft, choices, acknowledgements, today, defaultApproveBy } =
    useLoaderData<ReturnType<typeof detailLoader>>();
  const reply = useActionData() as Reply;
  const title = documentTitle(document.titles, i18n.language);
  const resultOf = (form: string) => (reply?.form === form ? reply.result : undefined);
  const stamp = String(document.lastModifiedDate);
  const approval = document.approval;
  const locked = isLocked(approval);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={registerCrumbs(kind, t)}
        actions={
          <>
            {document.published ? (
              <Link to={`${documentPath(kind, document.id)}/versions`} className="button-secondary">
                {t("controlled.versions")}
              </Link>
            ) : null}
            <EditLink to={`${documentPath(kind, document.id)}/edit`} allowed={canEdit && !locked} />
            <HistoryLink entity="controlled_document" id={document.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {approval && document.draft ? <DraftForApproval texts={document.draft} rendered={renderedDraft} /> : null}
          {document.published ? (
            LANGUAGES.filter((language) => document.published!.texts[language]).map((language) => (
              <article key={language} lang={language} className="card">
                <h2 className="text-lg font-semibold wrap-anywhere">{document.published!.texts[language]!.title}</h2>
                <div className="markdown mt-3" dangerouslySetInnerHTML={{ __html: rendered[language] ?? "" }} />
              </article>
            ))
          ) : (
            <p className="card text-sm text-slate-700">{t("controlled.notPublished")}</p>
          )}
          <FileList
            title={t("controlled.files")}
            files={document.files}
            owner={kind.fileOwner}
            ownerId={document.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          <section className="card">
            <DetailList
              items={[
                { label: t("controlled.status"), value: t(`controlled.statuses.${document.status}`) },
                { label: t("controlled.revision"), value: document.revision },
                {
                  label: t("controlled.published"),
                  value: formatMomentDate(document.publishedAt, i18n.language) || null,
                },
                {
                  label: t("controlled.nextReview"),
                  value: document.nextReviewDate ? (
                    <>
                      {formatDate(document.nextReviewDate, i18n.language)}
                      {document.reviewOverdue ? (
                        <span className="status-OVERDUE ml-2">{t("controlled.overdue")}</span>
                      ) : null}
                    </>
                  ) : null,
                },
                { label: t("controlled.reviewPeriod"), value: t(`recurrence.${document.reviewPeriod}`) },
                { label: t("controlled.owner"), value: document.owner?.name ?? null },
                ...(kind.placed
                  ? [
                      { label: t("controlled.department"), value: document.department?.name ?? null },
                      { label: t("controlled.process"), value: document.process },
                    ]
                  : []),
                {
                  label: t("controlled.isoStandards"),
                  value: document.isoStandards.map((code) => t(`standards.${code}`)).join(", ") || null,
                },
                {
                  label: t("controlled.public"),
                  value:
                    document.publicId && document.published ? (
                      <Link to={publicDocumentPath(kind, document.publicId)} className="link wrap-anywhere">
                        {t("controlled.publicLink")}
                      </Link>
                    ) : (
                      t("controlled.notPublic")
                    ),
                },
              ]}
            />
          </section>
          {document.draft ? (
            <ApprovalCard
              approval={approval}
              canEdit={canEdit}
              stamp={stamp}
              members={choices?.members ?? []}
              defaultApproveBy={defaultApproveBy}
              resultOf={resultOf}
            />
          ) : null}
          {canEdit && document.draft && (!approval || approval.state === "APPROVED") ? (
            <PublishForm
              stamp={stamp}
              first={!document.published}
              result={resultOf(PUBLISH_INTENT)}
              audience={choices ?? { departments: [], roles: [] }}
            />
          ) : null}
          {document.acknowledgement ? (
            <AcknowledgementCard
              acknowledgement={document.acknowledgement}
              members={acknowledgements}
              result={resultOf(ACKNOWLEDGE_INTENT)}
            />
          ) : null}
          {canEdit && document.published ? (
            <ReviewForm stamp={stamp} today={today} result={resultOf(REVIEW_INTENT)} />
          ) : null}
          {canEdit && (document.published || document.publicId) ? (
            <Form method="post" className="card space-y-2">
              <input type="hidden" name="intent" value={PUBLIC_INTENT} />
              <input type="hidden" name="lastModifiedDate" value={stamp} />
              <input type="hidden" name="public" value={document.publicId ? "false" : "true"} />
              <FormErrors id="public-errors" errors={resultOf(PUBLIC_INTENT)?.error?.[""] ?? undefined} />
              <p className="text-sm text-slate-700">
                {t(document.publicId ? "controlled.publicHintOpen" : "controlled.publicHint")}
              </p>
              <SubmitButton className="button-secondary">
                {t(document.publicId ? "controlled.withdrawPublic" : "controlled.openPublic")}
              </SubmitButton>
            </Form>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function PublishForm({
  stamp,
  first,
  result,
  audience,
}: {
  stamp: string;
  first: boolean;
  result?: SubmissionResult<string[]>;
  audience: Pick<ComponentProps<typeof AudienceFields>, "departments" | "roles">;
}) {
  const { t } = useTranslation();
  const [form, fields] = formState<{
    change: string;
    changeNote: string;
    acknowledgeEveryone: string;
    acknowledgeDepartmentIds: string[];
    acknowledgeRoleIds: string[];
    acknowledgeBy: string;
  }>({
    id: "publish-form",
    lastResult: result,
    defaultValue: { change: "MINOR" },
  });
  return (
    <Form method="post" className="card space-y-3" aria-labelledby="publish-heading" {...form.props}>
      <h2 id="publish-heading" className="text-lg font-semibold">
        {t("controlled.publishTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t(first ? "controlled.publishFirstHint" : "controlled.publishHint")}</p>
      <input type="hidden" name="intent" value={PUBLISH_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors form={form} />
      {first ? null : (
        <SelectField field={fields.change} label={t("controlled.change")}>
          <option value="MINOR">{t("controlled.changes.MINOR")}</option>
          <option value="MAJOR">{t("controlled.changes.MAJOR")}</option>
        </SelectField>
      )}
      <TextField field={fields.changeNote} label={t("controlled.changeNote")} maxLength={2000} />
      <AudienceFields fields={fields} departments={audience.departments} roles={audience.roles} />
      <SubmitButton className="button-primary">{t("controlled.publish")}</SubmitButton>
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
        {t("controlled.reviewTitle")}
      </h2>
      <p className="text-sm text-slate-700">{t("controlled.reviewHint")}</p>
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <input type="hidden" name="lastModifiedDate" value={stamp} />
      <FormErrors form={form} />
      <TextField field={fields.reviewedOn} label={t("controlled.reviewedOn")} type="date" />
      <TextField field={fields.note} label={t("controlled.reviewNote")} maxLength={2000} />
      <SubmitButton className="button-secondary">{t("controlled.recordReview")}</SubmitButton>
    </Form>
  );
}

/** The draft submitted for approval, as its approvers read it. */
function DraftForApproval({
  texts,
  rendered,
}: {
  texts: Partial<Record<(typeof LANGUAGES)[number], { title: string }>>;
  rendered: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-3 border-amber-300" aria-labelledby="draft-heading">
      <h2 id="draft-heading" className="text-sm font-semibold tracking-wide text-amber-900 uppercase">
        {t("signOff.draftTitle")}
      </h2>
      {LANGUAGES.filter((language) => texts[language]).map((language) => (
        <article key={language} lang={language}>
          <h3 className="text-lg font-semibold wrap-anywhere">{texts[language]!.title}</h3>
          <div className="markdown mt-3" dangerouslySetInnerHTML={{ __html: rendered[language] ?? "" }} />
        </article>
      ))}
    </section>
  );
}
