import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { StandingBadge, useFigureText } from "./figure";
import { OBJECTIVES, PERFORMANCE_OVERVIEW } from "./paths";
import { objectiveRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(objectiveRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The objectives (clause 6.2): each one's measure, baseline, target and deadline, and where it stands now. */
export default function Objectives() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const figure = useFigureText();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("objectiveFields.title"),
      sortField: "title",
      cell: (row) => (
        <Link to={`${OBJECTIVES}/${row.id}`} className="link">
          {row.title}
        </Link>
      ),
    },
    { id: "standing", header: t("objectiveFields.standing"), cell: (row) => <StandingBadge standing={row.standing} /> },
    { id: "actual", header: t("objectiveFields.actual"), cell: (row) => figure(row.actual, row) },
    { id: "targetValue", header: t("objectiveFields.targetValue"), cell: (row) => figure(row.targetValue, row) },
    {
      id: "deadline",
      header: t("objectiveFields.deadline"),
      sortField: "deadline",
      cell: (row) => formatDate(row.deadline, i18n.language),
    },
    {
      id: "measure",
      header: t("objectiveFields.measure"),
      sortField: "measure",
      cell: (row) => t(`objectiveFields.measureOptions.${row.measure}`),
    },
    {
      id: "organization",
      header: t("objectiveFields.organization"),
      sortField: "organization",
      cell: (row) => row.organization.name,
    },
    {
      id: "baseline",
      header: t("objectiveFields.baselineValue"),
      cell: (row) => `${figure(row.baselineValue, row)} (${row.baselineYear})`,
      hiddenByDefault: true,
    },
    {
      id: "expected",
      header: t("objectiveFields.expected"),
      cell: (row) => figure(row.expected, row),
      hiddenByDefault: true,
    },
    { id: "owner", header: t("objectiveFields.owner"), cell: (row) => row.owner?.name, hiddenByDefault: true },
    {
      id: "openActions",
      header: t("objectiveFields.openActions"),
      cell: (row) => row.openActions,
      hiddenByDefault: true,
    },
  ];
  return (
    <RegisterList
      path={OBJECTIVES}
      section="objectives"
      crumbs={[{ label: t("menu.groups.planning") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.title}
      actions={
        <Link to={PERFORMANCE_OVERVIEW} className="button-secondary">
          {t("objectives.toOverview")}
        </Link>
      }
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Objectives" }];
