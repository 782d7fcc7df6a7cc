import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { internalAuditsApi } from "../../../../server/api/contracts/internal-audits";
import { requireRouteAccess } from "~/auth/guards.server";
import { EditActions, PageHeader } from "~/components/page/page-header";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { memberOptions } from "~/lib/member-options.server";
import { requireId } from "~/lib/route.server";
import { recordForm, saveRecord } from "~/register/form.server";
import { RecordForm } from "~/register/record-form";
import { obligationTitle } from "~/routes/planning/aspects/form.server";
import { INTERNAL_AUDIT } from "./paths";

// One module for a new audit and the edit of one: routes.ts mounts it twice.
const routeOf = (params: Params) =>
  params.id === undefined ? "routes/evaluation/internal-audit/new" : "routes/evaluation/internal-audit/edit";
const FORM_ID = "audit-form";
const NAMES = [
  "subject",
  "departmentId",
  "coversEnvironment",
  "coversSafety",
  "coversSecurity",
  "clauses",
  "processes",
  "procedureIds",
  "obligationIds",
  "leadAuditorId",
  "auditorIds",
  "startDate",
  "endDate",
  "conclusion",
] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, language } = await requireRouteAccess(request, context, routeOf(params));
  const [offered, offeredProcedures] = await Promise.all([
    api.call(internalAuditsApi.obligations, { params: { org } }),
    api.call(internalAuditsApi.procedures, { params: { org } }),
  ]);
  const audit =
    params.id === undefined
      ? undefined
      : await api.call(internalAuditsApi.get, { params: { org, id: requireId(params) } });
  const members = (await memberOptions(api, org)).map(({ id, name }) => ({ value: String(id), label: name }));
  // Someone who has left stays offered on the audit that names them, so an edit does not drop them.
  const named = [...(audit?.leadAuditor ? [audit.leadAuditor] : []), ...(audit?.auditors ?? [])]
    .filter((member) => !members.some((offered) => offered.value === String(member.id)))
    .map(({ id, name }) => ({ value: String(id), label: name }));
  return {
    audit,
    obligations: keptOffered(offered.content, audit?.obligations).map((obligation) => ({
      value: String(obligation.id),
      label: obligationTitle(obligation, language),
    })),
    procedures: keptOffered(offeredProcedures.content, audit?.procedures).map((procedure) => ({
      value: String(procedure.id),
      label: language === "da" ? procedure.titleDa : procedure.titleEn,
    })),
    rules: recordForm(internalAuditsApi.create).rules,
    departments: await departmentOptions(api, org, audit?.department?.id),
    members: [...members, ...named],
    title: audit ? audit.subject : fixedT(language)("internalAudits.new"),
  };
}

/** A record named once and since out of reach stays offered on the audit that names it, so an edit keeps it. */
function keptOffered<T extends { id: number }>(offered: T[], named: T[] = []) {
  return [...offered, ...named.filter((record) => !offered.some((choice) => choice.id === record.id))];
}

/** Plans the audit, or saves it, then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, routeOf(params));
  if (params.id === undefined) {
    return saveRecord(request, context, {
      operation: internalAuditsApi.create,
      message: "internalAudits.created",
      send: async (body) =>
        `${INTERNAL_AUDIT}/${(await api.call(internalAuditsApi.create, { params: { org }, body })).id}`,
    });
  }
  const id = requireId(params);
  return saveRecord(request, context, {
    operation: internalAuditsApi.update,
    message: "internalAudits.saved",
    send: async (body) => {
      await api.call(internalAuditsApi.update, { params: { org, id }, body });
      return `${INTERNAL_AUDIT}/${id}`;
    },
  });
}

export default function AuditForm() {
  const { t } = useTranslation();
  const { audit, rules, departments, members, obligations, procedures, title } = useLoaderData<typeof loader>();
  const path = audit ? `${INTERNAL_AUDIT}/${audit.id}` : INTERNAL_AUDIT;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t("menu.groups.evaluation") },
          { label: t("internalAudits.title"), to: INTERNAL_AUDIT },
          ...(audit ? [{ label: audit.subject, to: path }] : []),
        ]}
        actions={<EditActions cancelTo={path} formId={FORM_ID} />}
      />
      <RecordForm
        id={FORM_ID}
        section="internalAudits"
        names={NAMES}
        rules={rules}
        record={audit}
        departments={departments}
        choices={{ leadAuditorId: members, auditorIds: members, procedureIds: procedures, obligationIds: obligations }}
        lastResult={useActionData<typeof action>()}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Internal audit" }];
