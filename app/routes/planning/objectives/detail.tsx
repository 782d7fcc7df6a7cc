import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HistoryLink } from "~/audit-trail/history-link";
import { MonthlyBars } from "~/components/charts/monthly-bars";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { objectiveAction, objectiveLoader, type ObjectiveIntent } from "./detail.server";
import { StandingBadge, useFigureText } from "./figure";
import { EnteredFigures } from "./figure-form";
import { OBJECTIVES } from "./paths";

export const loader = objectiveLoader;
export const action = objectiveAction;

/** One objective: what it is measured by, its path from baseline to target, where it stands, its actions. */
export default function ObjectiveDetail() {
  const { t, i18n } = useTranslation();
  const { objective, chart, canEdit, manages, members, today, confirmingRemoval } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: ObjectiveIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (intent: ObjectiveIntent) => (reply?.form === intent ? reply.result : undefined);
  const figure = useFigureText();
  const path = `${OBJECTIVES}/${objective.id}`;
  const labelOf = (year: number | null) => (year === null ? t("objectives.now") : String(year));
  return (
    <>
      <PageHeader
        title={objective.title}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("objectives.title"), to: OBJECTIVES }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={manages} />
            <HistoryLink entity="objective" id={objective.id} allowed={canEdit} />
          </>
        }
      />
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("objectives.removeQuestion", { title: objective.title }),
            hint: t("objectives.removeHint"),
            confirm: t("objectives.remove"),
            keep: t("objectives.keep"),
          }}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card min-w-0 space-y-4" aria-labelledby="progress-heading">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="progress-heading" className="text-lg font-semibold">
                {t("objectives.progress")}
              </h2>
              <StandingBadge standing={objective.standing} />
            </div>
            <p className="text-sm text-slate-700">{t(`objectives.standingHints.${objective.standing}`)}</p>
            <MonthlyBars chart={chart} />
            <div>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t("objectives.figuresByYear")}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-2">
                      {t("objectives.period")}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t("objectiveFields.actual")}
                    </th>
                    <th scope="col" className="p-2 text-right">
                      {t("objectiveFields.expected")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {objective.points.map((point) => (
                    <tr key={`${point.year}-${point.until}`} className="border-t border-slate-200">
                      <th scope="row" className="p-2 font-medium">
                        {labelOf(point.year)}
                      </th>
                      <td className="p-2 text-right">{figure(point.actual, objective)}</td>
                      <td className="p-2 text-right">{figure(point.expected, objective)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-slate-700">{t(`objectives.measureHints.${objective.measure}`)}</p>
          </section>
          {objective.measure === "MANUAL" ? (
            <EnteredFigures
              objective={{ ...objective, measure: "MANUAL" }}
              editable={canEdit}
              today={today}
              lastResult={replyOf("addFigure")}
            />
          ) : null}
          <RecordActions
            actions={objective.actions}
            defaultKind="IMPROVEMENT"
            members={members}
            editable={canEdit}
            lastResult={replyOf("addAction")}
          />
        </div>
        <aside className="space-y-6">
          <section className="card" aria-label={t("objectives.facts")}>
            <DetailList
              items={[
                { label: t("objectiveFields.organization"), value: objective.organization.name },
                {
                  label: t("objectiveFields.measure"),
                  value: t(`objectiveFields.measureOptions.${objective.measure}`),
                },
                {
                  label: t("objectiveFields.baselineValue"),
                  value: `${figure(objective.baselineValue, objective)} (${objective.baselineYear})`,
                },
                { label: t("objectiveFields.targetValue"), value: figure(objective.targetValue, objective) },
                { label: t("objectiveFields.deadline"), value: formatDate(objective.deadline, i18n.language) },
                { label: t("objectiveFields.owner"), value: objective.owner?.name ?? t("objectiveFields.noOwner") },
                { label: t("objectiveFields.description"), value: objective.description },
              ]}
            />
          </section>
          {manages ? <RemoveCard path={path} hint={t("objectives.removeHint")} label={t("objectives.remove")} /> : null}
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.objective.title ?? "Objective" }];
