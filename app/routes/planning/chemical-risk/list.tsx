import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { RiskLevelBadge } from "../risk-assessment/risk-level";
import { workProcessRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(workProcessRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The work processes in which products of my chemicals are used, the highest risk first. */
export default function WorkProcesses() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("workProcesses.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/planning/chemical-risk/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "department",
      header: t("workProcesses.department"),
      sortField: "department",
      cell: (row) => row.department?.name,
    },
    { id: "products", header: t("workProcesses.products"), cell: (row) => row.products },
    {
      id: "cmr",
      header: t("workProcesses.cmr"),
      cell: (row) => (row.cmr ? t("workProcesses.cmrOptions.true") : t("workProcesses.cmrOptions.false")),
    },
    {
      id: "level",
      header: t("workProcesses.level"),
      sortField: "score",
      cell: (row) => <RiskLevelBadge level={row.level} likelihood={row.topLikelihood} severity={row.topSeverity} />,
    },
    { id: "exposed", header: t("workProcesses.exposed"), cell: (row) => row.exposed, hiddenByDefault: true },
    {
      id: "nextReview",
      header: t("workProcesses.nextReviewDate"),
      sortField: "next_review_date",
      cell: (row) => formatDate(row.nextReviewDate, i18n.language),
    },
  ];
  return (
    <RegisterList
      path="/planning/chemical-risk"
      section="workProcesses"
      crumbs={[{ label: t("menu.groups.planning") }, { label: t("risks.title"), to: "/planning/risk-assessment" }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.name}
      actions={
        <Link to="/planning/chemical-risk/cmr" className="button-secondary">
          {t("workProcesses.cmrRegister")}
        </Link>
      }
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Chemical risk" }];
