import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { COPY_CHOSEN_FORM, COPY_INTENT, CopyChosenForm } from "./copy-chosen";
import { copyChosen } from "./copy-chosen.server";
import { RiskLevelBadge } from "./risk-level";
import { riskRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadRegister(riskRegister, request, context);
  const { access } = await requireRouteAccess(request, context, "routes/planning/risk-assessment/list");
  // Chemical risk per work process is not a LIMITED organization's (decision 033).
  return { ...data, chemicalRisk: isAllowed(access, "READ", "chemical-risk") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, organizationId } = await requireRouteAccess(request, context, "routes/planning/risk-assessment/list");
  const form = await request.formData();
  if (form.get("intent") !== COPY_INTENT) throw new Response("Unknown action", { status: 400 });
  return copyChosen(request, context, api, organizationId, form);
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The matrix, and the heat map of the risks the register's department and kind filters show (a page of its own: the register stays light). */
function HeatMapLink() {
  const { t } = useTranslation();
  const asked = new URLSearchParams(useLocation().search);
  const kept = new URLSearchParams(
    ["department_id", "hazard_category"].flatMap((name) => (asked.get(name) ? [[name, asked.get(name)!]] : [])),
  );
  return (
    <>
      <Link to={`/planning/risk-assessment/heat-map${kept.size ? `?${kept}` : ""}`} className="button-secondary">
        {t("risks.heatMap.title")}
      </Link>
      <Link to="/planning/risk-assessment/rounds" className="button-secondary">
        {t("riskRounds.link")}
      </Link>
      <Link to="/planning/risk-assessment/matrix" className="button-secondary">
        {t("risks.matrix.link")}
      </Link>
    </>
  );
}

/** The risk register: each hazard's risk before and after its controls, the highest first. */
export default function Risks() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const copied = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  // Copies go into departments: the organization itself (depth 0) is where the common risks are kept.
  const departments = (data.departments ?? []).filter((department) => department.depth > 0);
  const copying = data.canEdit && data.rows.length > 0 && departments.length > 0;
  const columns: DataColumn<Row>[] = [
    {
      id: "activity",
      header: t("risks.activity"),
      sortField: "activity",
      cell: (row) => (
        <Link to={`/planning/risk-assessment/${row.id}`} className="link">
          {row.activity}
        </Link>
      ),
    },
    {
      id: "hazardCategory",
      header: t("risks.hazardCategory"),
      sortField: "hazard_category",
      cell: (row) => t(`risks.hazardCategoryOptions.${row.hazardCategory}`),
    },
    { id: "hazard", header: t("risks.hazard"), cell: (row) => row.hazard, hiddenByDefault: true },
    {
      id: "level",
      header: t("risks.level"),
      sortField: "score",
      cell: (row) => <RiskLevelBadge level={row.level} likelihood={row.likelihood} severity={row.severity} />,
    },
    {
      id: "residualLevel",
      header: t("risks.residualLevel"),
      sortField: "residual_score",
      cell: (row) => (
        <RiskLevelBadge level={row.residualLevel} likelihood={row.residualLikelihood} severity={row.residualSeverity} />
      ),
    },
    { id: "department", header: t("risks.department"), sortField: "department", cell: (row) => row.department?.name },
    {
      id: "nextReview",
      header: t("risks.nextReviewDate"),
      sortField: "next_review_date",
      cell: (row) => formatDate(row.nextReviewDate, i18n.language),
    },
  ];
  return (
    <RegisterList
      path="/planning/risk-assessment"
      section="risks"
      crumbs={[{ label: t("menu.groups.planning") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.activity}
      actions={
        <>
          <HeatMapLink />
          {data.chemicalRisk ? (
            <Link to="/planning/chemical-risk" className="button-secondary">
              {t("workProcesses.title")}
            </Link>
          ) : null}
        </>
      }
      bulkForm={copying ? COPY_CHOSEN_FORM : undefined}
    >
      {copying ? <CopyChosenForm departments={departments} lastResult={copied} /> : null}
    </RegisterList>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Risk assessment" }];
