import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { aspectsApi } from "../../../../server/api/contracts/aspects";
import { HistoryLink } from "~/audit-trail/history-link";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, EditLink, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDate, formatDateTime } from "~/lib/format";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";
import { RecordFacts } from "~/register/record-form";
import { obligationTitle } from "./form.server";
import { ASPECTS } from "./paths";
import { SignificanceBadge } from "./significance-badge";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const route = "routes/planning/aspects/detail";
  const { api, organizationId, canEdit, language } = await requireRouteAccess(request, context, route);
  const aspect = await api.call(aspectsApi.get, { params: { org: organizationId, id: requireId(params) } });
  // An obligation of the active organization's legal register links to it; one above it is named.
  const obligations = aspect.obligations.map((obligation) => ({
    id: obligation.id,
    title: obligationTitle(obligation, language),
    to:
      obligation.organizationId === organizationId
        ? `/documents/binding-obligations/${obligation.legislationId}`
        : null,
  }));
  const members = canEdit ? await memberOptions(api, organizationId) : [];
  return { aspect: { ...aspect, obligations }, canEdit, members };
}

/** The page's one form: an action the aspect needs (ISO 14001 6.1.4), kept in the aspect's department. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/planning/aspects/detail");
  const id = requireId(params);
  const formData = await request.formData();
  if (formData.get("intent") !== "addAction") throw new Response("Unknown action", { status: 400 });
  return planRecordAction(request, context, {
    api,
    organizationId,
    formData,
    source: { aspectId: id },
    departmentId: async () =>
      (await api.call(aspectsApi.get, { params: { org: organizationId, id } })).department?.id ?? null,
    path: `${ASPECTS}/${id}`,
  });
}

/** A card of the aspect's page, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One aspect: the activity, aspect and impact, its scores and significance, its obligations and review. */
export default function AspectDetail() {
  const { t, i18n } = useTranslation();
  const { aspect, canEdit, members } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const path = `${ASPECTS}/${aspect.id}`;
  return (
    <>
      <PageHeader
        title={`${aspect.activity}: ${aspect.aspect}`}
        crumbs={[{ label: t("menu.groups.planning") }, { label: t("aspects.title"), to: ASPECTS }]}
        actions={
          <>
            <EditLink to={`${path}/edit`} allowed={canEdit} />
            <HistoryLink entity="aspect" id={aspect.id} allowed={canEdit} />
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Section id="facts" title={t("aspects.facts")}>
            <RecordFacts
              section="aspects"
              names={[
                "activity",
                "departmentId",
                "aspect",
                "impact",
                "condition",
                "lifeCycleStage",
                "basis",
                "controls",
              ]}
              record={aspect}
            />
          </Section>
          <Section id="scores" title={t("aspects.scores")}>
            <RecordFacts
              section="aspects"
              names={["severity", "probability", "legalRequirement", "stakeholderConcern"]}
              record={aspect}
            />
          </Section>
          <Section id="obligations" title={t("aspects.obligations")}>
            {aspect.obligations.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {aspect.obligations.map((obligation) => (
                  <li key={obligation.id} className="wrap-anywhere">
                    {obligation.to ? (
                      <Link to={obligation.to} className="link">
                        {obligation.title}
                      </Link>
                    ) : (
                      obligation.title
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">{t("aspects.noObligations")}</p>
            )}
          </Section>
          <RecordActions
            actions={aspect.actions}
            defaultKind="IMPROVEMENT"
            members={members}
            editable={canEdit}
            lastResult={lastResult}
          />
        </div>
        <aside className="card">
          <DetailList
            items={[
              {
                label: t("aspects.significance.column"),
                value: (
                  <SignificanceBadge
                    significant={aspect.significant}
                    score={aspect.score}
                    reason={aspect.significanceReason}
                  />
                ),
              },
              { label: t("aspects.lastReviewDate"), value: formatDate(aspect.lastReviewDate, i18n.language) || null },
              {
                label: t("aspects.reviewMonths"),
                value: aspect.reviewMonths === null ? null : t("aspects.everyMonths", { count: aspect.reviewMonths }),
              },
              { label: t("aspects.nextReviewDate"), value: formatDate(aspect.nextReviewDate, i18n.language) || null },
              { label: t("page.lastModified"), value: formatDateTime(aspect.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.aspect.activity}: ${data.aspect.aspect}` : "Environmental aspect" },
];
