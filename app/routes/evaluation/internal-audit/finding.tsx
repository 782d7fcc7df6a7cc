import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { requireRouteAccess } from "~/auth/guards.server";
import { DetailList, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { version } from "~/lib/form-schema";
import { memberOptions } from "~/lib/member-options.server";
import { requireId, submitForm } from "~/lib/route.server";
import { RecordActions } from "~/routes/planning/action-plan/record-actions";
import { planRecordAction } from "~/routes/planning/action-plan/record-actions.server";
import { findingSchema } from "./detail.server";
import { FindingForm } from "./finding-form";
import { FINDING_INTENTS, type FindingIntent } from "./intents";
import { INTERNAL_AUDIT } from "./paths";

const ROUTE = "routes/evaluation/internal-audit/finding";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, canEdit } = await requireRouteAccess(request, context, ROUTE);
  const finding = await api.call(internalAuditsApi.getFinding, { params: { org, findingId: requireId(params) } });
  const members = canEdit ? await memberOptions(api, org) : [];
  return { finding, canEdit, open: finding.audit.status !== "CLOSED", members };
}

/** The finding page's forms: the finding changed (its cause found), an action planned for it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const findingId = requireId(params);
  const path = `${INTERNAL_AUDIT}/findings/${findingId}`;
  const formData = await request.formData();
  const intent = formData.get("intent") as FindingIntent;
  if (!FINDING_INTENTS.includes(intent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "saveFinding"
      ? await submitForm(request, context, {
          schema: findingSchema.extend({ lastModifiedDate: version }),
          formData,
          message: "internalAudits.findingSaved",
          send: async (body) => {
            await api.call(internalAuditsApi.updateFinding, { params: { org, findingId }, body });
            return path;
          },
        })
      : await planRecordAction(request, context, {
          api,
          organizationId: org,
          formData,
          source: { auditFindingId: findingId },
          // Kept in the audited department, where the action is to be taken.
          departmentId: async () =>
            (await api.call(internalAuditsApi.getFinding, { params: { org, findingId } })).audit.departmentId,
          path,
        });
  return "data" in result ? data({ form: intent, result: result.data }, result.init ?? undefined) : result;
}

/** One finding of an audit: what was found and why, and the actions that answer it. */
export default function FindingDetail() {
  const { t, i18n } = useTranslation();
  const { finding, canEdit, open, members } = useLoaderData<typeof loader>();
  const reply = useActionData() as { form: FindingIntent; result: SubmissionResult<string[]> } | undefined;
  const replyOf = (intent: FindingIntent) => (reply?.form === intent ? reply.result : undefined);
  const auditPath = `${INTERNAL_AUDIT}/${finding.audit.id}`;
  return (
    <>
      <PageHeader
        title={`${t("internalAudits.finding")}: ${t(`internalAudits.typeOptions.${finding.type}`)}`}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("internalAudits.title"), to: INTERNAL_AUDIT },
          { label: finding.audit.subject, to: auditPath },
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <section className="card space-y-3" aria-labelledby="finding-heading">
            <h2 id="finding-heading" className="text-lg font-semibold">
              {t("internalAudits.finding")}
            </h2>
            <DetailList
              items={[
                { label: t("internalAudits.description"), value: finding.description },
                { label: t("internalAudits.type"), value: t(`internalAudits.typeOptions.${finding.type}`) },
                { label: t("internalAudits.clause"), value: finding.clause },
                { label: t("internalAudits.cause"), value: finding.cause ?? t("internalAudits.noCause") },
              ]}
            />
          </section>
          <RecordActions
            actions={finding.actions}
            defaultKind="CORRECTIVE"
            members={members}
            editable={canEdit}
            lastResult={replyOf("addAction")}
          />
          {canEdit && open ? (
            <section className="card" aria-label={t("internalAudits.editFinding")}>
              <FindingForm
                intent="saveFinding"
                heading={t("internalAudits.editFinding")}
                finding={finding}
                stamp={String(finding.lastModifiedDate)}
                lastResult={replyOf("saveFinding")}
              />
            </section>
          ) : null}
        </div>
        <aside className="card">
          <DetailList
            items={[
              { label: t("internalAudits.subject"), value: finding.audit.subject },
              { label: t("internalAudits.status"), value: t(`internalAudits.statusOptions.${finding.audit.status}`) },
              { label: t("page.lastModified"), value: formatDateTime(finding.lastModifiedDate, i18n.language) },
            ]}
          />
        </aside>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.finding.description ?? "Finding" }];
