import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { HistoryLink } from "~/audit-trail/history-link";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { ConfirmRemoval, RemoveCard } from "~/components/page/removal";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { RecordFacts } from "~/register/record-form";
import { RiskLevelBadge } from "../risk-assessment/risk-level";
import { workProcessAction, workProcessLoader, type UseIntent } from "./detail.server";
import { CmrBadge } from "./product-facts";
import { ProductUses } from "./product-uses";

const LIST = "/planning/chemical-risk";

export const loader = workProcessLoader;
export const action = workProcessAction;

/** A work process: where and how the work is done, and each product used with its exposure and risk. */
export default function WorkProcessDetail() {
  const { t, i18n } = useTranslation();
  const { process, canEdit, choices, adding, editing, scale, confirmingRemoval } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: UseIntent; result: SubmissionResult<string[]> } | undefined;
  const path = `${LIST}/${process.id}`;
  return (
    <>
      <PageHeader
        title={process.name}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("workProcesses.title"), to: LIST }]}
        actions={
          <>
            <a href={`${path}/print`} className="button-secondary">
              {t("workProcesses.print")}
            </a>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="work_process" id={process.id} allowed={canEdit} />
          </>
        }
      />
      {confirmingRemoval ? (
        <ConfirmRemoval
          path={path}
          texts={{
            question: t("workProcesses.removeQuestion", { name: process.name }),
            hint: t("workProcesses.removeHint"),
            confirm: t("workProcesses.remove"),
            keep: t("workProcesses.keep"),
          }}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold">
              {t("workProcesses.facts")}
            </h2>
            <RecordFacts
              section="workProcesses"
              names={["description", "departmentId", "ventilation", "exposed"]}
              record={process}
            />
          </section>
          <ProductUses
            path={path}
            uses={process.productUses}
            editable={canEdit}
            choices={choices}
            adding={adding}
            editing={editing}
            scale={scale}
            lastResult={reply?.form === "addUse" || reply?.form === "updateUse" ? reply.result : undefined}
          />
        </div>
        <aside className="space-y-6">
          <section className="card">
            <DetailList
              items={[
                {
                  label: t("workProcesses.level"),
                  value:
                    process.level === null ? null : (
                      <RiskLevelBadge
                        level={process.level}
                        likelihood={process.topLikelihood}
                        severity={process.topSeverity}
                      />
                    ),
                },
                {
                  label: t("workProcesses.cmr"),
                  value: process.cmr ? <CmrBadge /> : t("workProcesses.cmrOptions.false"),
                },
                {
                  label: t("workProcesses.nextReviewDate"),
                  value: formatDate(process.nextReviewDate, i18n.language) || null,
                },
                { label: t("page.lastModified"), value: formatDateTime(process.lastModifiedDate, i18n.language) },
              ]}
            />
            {process.cmr ? (
              <p className="mt-3">
                <Link to={`${LIST}/cmr`} className="link">
                  {t("workProcesses.cmrRegister")}
                </Link>
              </p>
            ) : null}
          </section>
          {canEdit ? (
            <RemoveCard path={path} hint={t("workProcesses.removeHint")} label={t("workProcesses.remove")} />
          ) : null}
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.process.name ?? "Work process" }];
