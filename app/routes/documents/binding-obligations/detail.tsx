import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { HistoryLink } from "~/audit-trail/history-link";
import { FileList } from "~/components/files/file-list";
import { DetailList, EditActions, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { localized, topicName } from "~/lib/legislation-text";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { obligationAction, obligationLoader } from "./detail.server";
import { Evaluations } from "./evaluations";
import type { EvaluationIntent } from "./evaluations.server";
import { OBLIGATION_FORM_ID, ObligationForm } from "./obligation-form";

export const loader = obligationLoader;
export const action = obligationAction;

/** One binding obligation: the act from the catalogue, and what the organization records about it. */
export default function BindingObligation() {
  const { t, i18n } = useTranslation();
  const {
    obligation,
    members,
    territory,
    canEdit,
    editing,
    confirmingRemoval,
    evaluations,
    evaluators,
    today,
    overdue,
  } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: EvaluationIntent | "save"; result: SubmissionResult<string[]> } | undefined;
  const replyTo = (form: EvaluationIntent | "save") => (reply?.form === form ? reply.result : undefined);
  const newest = evaluations[0];
  const { legislation } = obligation;
  const language = i18n.language;
  const { title, summary } = localized(legislation, language);
  const path = `/documents/binding-obligations/${legislation.id}`;
  const name = legislation.shortName ? `${legislation.shortName}: ${title}` : title;
  return (
    <>
      <PageHeader
        title={name}
        crumbs={[
          { label: t("menu.groups.documents") },
          { label: t("bindingObligations.title"), to: "/documents/binding-obligations" },
        ]}
        actions={
          editing ? (
            <EditActions cancelTo={path} formId={OBLIGATION_FORM_ID} />
          ) : (
            <>
              <EditLink to={`${path}?edit=1`} allowed={canEdit} />
              <HistoryLink entity="legislation_association" id={obligation.id} allowed={canEdit} />
            </>
          )
        }
      />
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("bindingObligations.confirmRemoval", { name }),
            hint: t("bindingObligations.confirmRemovalHint"),
            confirm: t("bindingObligations.confirmRemove"),
            keep: t("bindingObligations.keep"),
          }}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          {editing ? (
            <ObligationForm obligation={obligation} members={members} lastResult={replyTo("save")} />
          ) : (
            <ObligationView />
          )}
          {editing ? null : (
            <Evaluations
              evaluations={evaluations}
              period={obligation.evaluationPeriod}
              nextDate={obligation.nextEvaluationDate}
              overdue={overdue}
              members={evaluators}
              editable={canEdit}
              today={today}
              lastResult={replyTo("addEvaluation") ?? replyTo("removeEvaluation")}
            />
          )}
          {!editing && newest?.asksForAction ? (
            <RecordActions
              actions={newest.actions}
              members={evaluators}
              editable={canEdit}
              defaultKind="CORRECTIVE"
              lastResult={replyTo("addAction")}
            />
          ) : null}
          <FileList
            title={t("bindingObligations.evidence")}
            files={obligation.files}
            owner="binding-obligation"
            ownerId={legislation.id}
            can={{ edit: canEdit, details: true }}
            downloadHref={(file) => `/files/${file.id}/download`}
          />
        </div>
        <aside className="space-y-6">
          <section className="card" aria-labelledby="act-heading">
            <h2 id="act-heading" className="text-lg font-semibold">
              {t("bindingObligations.theAct")}
            </h2>
            <DetailList
              items={[
                { label: t("bindingObligations.reference"), value: legislation.referenceNumber },
                {
                  label: t("bindingObligations.territory"),
                  value: territory,
                },
                {
                  label: t("bindingObligations.topics"),
                  value: legislation.topics.map((topic) => topicName(topic, language)).join(", ") || null,
                },
                {
                  label: t("bindingObligations.effective"),
                  value: legislation.effectiveDate ? formatDate(legislation.effectiveDate, language) : null,
                },
              ]}
            />
            {summary ? <p className="mt-3 text-sm text-slate-700">{summary}</p> : null}
            {legislation.url ? (
              <p className="mt-3 text-sm">
                <a href={legislation.url} className="link" target="_blank" rel="noopener noreferrer">
                  {t("bindingObligations.officialText")}
                </a>
              </p>
            ) : null}
            {legislation.files.length ? (
              <ul className="mt-3 space-y-1 text-sm">
                {legislation.files.map((file) => (
                  <li key={file.id}>
                    <a href={`/legislation-files/${legislation.id}/${file.id}`} className="link" download>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          {canEdit && !editing && !confirmingRemoval ? (
            <RemoveCard path={path} hint={t("bindingObligations.removeHint")} label={t("bindingObligations.remove")} />
          ) : null}
        </aside>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/documents/binding-obligations" className="link">
          {t("bindingObligations.backToList")}
        </Link>
      </p>
    </>
  );
}

function ObligationView() {
  const { t, i18n } = useTranslation();
  const { obligation } = useLoaderData<typeof loader>();
  return (
    <section className="card" aria-labelledby="record-heading">
      <h2 id="record-heading" className="text-lg font-semibold">
        {t("bindingObligations.ourRecord")}
      </h2>
      <DetailList
        items={[
          {
            label: t("bindingObligations.applicability"),
            value: obligation.applicabilityNote ? (
              <p className="whitespace-pre-line">{obligation.applicabilityNote}</p>
            ) : null,
          },
          { label: t("bindingObligations.responsible"), value: obligation.responsibleMember?.name ?? null },
          {
            label: t("bindingObligations.nextReview"),
            value: obligation.nextReviewDate ? formatDate(obligation.nextReviewDate, i18n.language) : null,
          },
        ]}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? (data.obligation.legislation.shortName ?? data.obligation.legislation.titleEn) : "Binding obligation",
  },
];
