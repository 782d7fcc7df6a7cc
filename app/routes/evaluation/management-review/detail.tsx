import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { HistoryLink } from "~/audit-trail/history-link";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { AgendaMinutes } from "./agenda-minutes";
import { reviewAction, reviewLoader } from "./detail.server";
import type { ReviewIntent } from "./intents";
import { MANAGEMENT_REVIEW } from "./paths";
import { ReviewStatusForm } from "./review-status-form";

export const loader = reviewLoader;
export const action = reviewAction;

/** One review: its agenda with the figures frozen as of its date, the minutes, the decisions and actions. */
export default function ReviewDetail() {
  const { t, i18n } = useTranslation();
  const { review, period, sections, nextReviewDate, canManage, members } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: ReviewIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (...intents: ReviewIntent[]) => (reply && intents.includes(reply.form) ? reply.result : undefined);
  const path = `${MANAGEMENT_REVIEW}/${review.id}`;
  const open = review.status !== "CLOSED";
  return (
    <>
      <PageHeader
        title={review.title}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("managementReviews.title"), to: MANAGEMENT_REVIEW },
        ]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canManage && open} />
            <Link to={`${path}/minutes`} className="button-secondary" reloadDocument>
              {t("managementReviews.print.link")}
            </Link>
            <HistoryLink entity="management_review" id={review.id} allowed={canManage} />
          </>
        }
      />
      {open ? null : (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t("managementReviews.closedReadOnly")}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card space-y-2" aria-labelledby="agenda-heading">
            <h2 id="agenda-heading" className="text-lg font-semibold">
              {t("managementReviews.agendaHeading")}
            </h2>
            <p className="text-sm text-slate-700">
              {review.agendaAssembledAt
                ? t(review.status === "PLANNED" ? "managementReviews.assembledAt" : "managementReviews.frozenAt", {
                    date: formatDateTime(review.agendaAssembledAt, i18n.language),
                  })
                : t("managementReviews.notAssembled")}
            </p>
            {period ? <p className="text-sm">{period}</p> : null}
          </section>
          <AgendaMinutes
            sections={sections}
            minutes={{ notes: review.notes, decisions: review.decisions, nextReviewDate }}
            stamp={String(review.lastModifiedDate)}
            editable={canManage && open}
            lastResult={replyOf("minutes")}
          />
          <RecordActions
            actions={review.actions}
            defaultKind="IMPROVEMENT"
            members={members}
            editable={canManage}
            lastResult={replyOf("addAction")}
          />
          <FileList
            title={t("managementReviews.files")}
            files={review.files}
            owner="management-review"
            ownerId={review.id}
            can={{ edit: canManage, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          <ReviewStatusForm
            status={review.status}
            stamp={String(review.lastModifiedDate)}
            canManage={canManage}
            lastResult={replyOf("status", "assemble")}
          />
          <div className="card">
            <DetailList
              items={[
                { label: t("reviewFields.reviewDate"), value: formatDate(review.reviewDate, i18n.language) },
                { label: t("reviewFields.organization"), value: review.organization.name },
                { label: t("reviewFields.chair"), value: review.chair?.name },
                {
                  label: t("reviewFields.participants"),
                  value: review.participants.map((member) => member.name).join(", ") || null,
                },
                { label: t("reviewFields.externalParticipants"), value: review.externalParticipants },
                {
                  label: t("reviewFields.nextReviewDate"),
                  value: formatDate(review.nextReviewDate, i18n.language) || null,
                },
                { label: t("page.lastModified"), value: formatDateTime(review.lastModifiedDate, i18n.language) },
              ]}
            />
          </div>
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.review.title ?? "Management review" }];
