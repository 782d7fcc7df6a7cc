import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { complianceEvaluationsApi } from "../../../../server/api/contracts/compliance-evaluations";
import { requireRouteAccess } from "~/auth/guards.server";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { EvaluationResultBadge } from "~/routes/documents/binding-obligations/result-badge";
import { INTERVAL_CHOSEN_FORM, INTERVAL_INTENT, IntervalChosenForm } from "./interval-chosen";
import { setChosenIntervals } from "./interval-chosen.server";
import { OrganizationStandings } from "./standings";
import { COMPLIANCE_EVALUATION } from "./paths";
import { complianceRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/compliance-evaluation/list",
  );
  const [register, standings] = await Promise.all([
    loadRegister(complianceRegister, request, context),
    api.call(complianceEvaluationsApi.standings, { params: { org: organizationId } }),
  ]);
  return { ...register, standings };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/compliance-evaluation/list",
  );
  const form = await request.formData();
  if (form.get("intent") !== INTERVAL_INTENT) throw new Response("Unknown action", { status: 400 });
  return setChosenIntervals(request, context, api, organizationId, form);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

const STANDING_COLOURS = { NEVER: "text-slate-700", ON_TIME: "text-emerald-800", OVERDUE: "font-medium text-red-800" };

/** Compliance evaluation (clause 9.1.2): each binding obligation, when it was evaluated, what it found, when next. */
export default function ComplianceEvaluation() {
  const { t, i18n } = useTranslation();
  const register = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const date = (value: Date | null | undefined) => (value ? formatDate(value, i18n.language) : "");
  const columns: DataColumn<Row>[] = [
    {
      id: "obligation",
      header: t("complianceEvaluation.obligation"),
      sortField: "title",
      cell: (row) => (
        <Link to={`/documents/binding-obligations/${row.id}#evaluations-heading`} className="link">
          {row.legislation.title}
        </Link>
      ),
    },
    {
      id: "reference",
      header: t("complianceEvaluation.reference"),
      cell: (row) => row.legislation.referenceNumber,
      hiddenByDefault: true,
    },
    {
      id: "standing",
      header: t("complianceEvaluation.standing"),
      cell: (row) => (
        <span className={STANDING_COLOURS[row.standing]}>
          {t(`complianceEvaluation.standingOptions.${row.standing}`)}
        </span>
      ),
    },
    {
      id: "result",
      header: t("complianceEvaluation.result"),
      sortField: "result",
      cell: (row) => (row.latest ? <EvaluationResultBadge result={row.latest.result} /> : null),
    },
    {
      id: "evaluatedOn",
      header: t("complianceEvaluation.evaluatedOn"),
      sortField: "evaluated_on",
      cell: (row) => date(row.latest?.evaluatedOn),
    },
    {
      id: "next",
      header: t("complianceEvaluation.next"),
      sortField: "next_evaluation_date",
      cell: (row) => date(row.nextEvaluationDate),
    },
    {
      id: "actions",
      header: t("complianceEvaluation.actions"),
      cell: (row) =>
        row.latest && row.latest.result !== "COMPLIANT" && row.latest.actions === 0 ? (
          <span className="font-medium text-red-800">{t("complianceEvaluation.noAction")}</span>
        ) : (
          (row.latest?.actions ?? "")
        ),
    },
    {
      id: "period",
      header: t("complianceEvaluation.period"),
      cell: (row) => t(`complianceEvaluation.periodOptions.${row.evaluationPeriod}`),
      hiddenByDefault: true,
    },
  ];
  return (
    <RegisterList
      path={COMPLIANCE_EVALUATION}
      section="complianceEvaluation"
      crumbs={[{ label: t("menu.groups.evaluation") }]}
      data={register}
      columns={columns}
      rowLabel={(row) => row.legislation.title}
      creates={false}
      bulkForm={register.canEdit && register.rows.length ? INTERVAL_CHOSEN_FORM : undefined}
    >
      {register.canEdit && register.rows.length ? <IntervalChosenForm lastResult={lastResult} /> : null}
      <OrganizationStandings standings={register.standings} />
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Compliance evaluation" }];
