import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { cmrUseRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(cmrUseRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The CMR register: each use of a CMR product, who is exposed, and the substitution considered. */
export default function CmrUses() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "product",
      header: t("cmrUses.product"),
      sortField: "product",
      cell: (row) => (
        <Link to={`/chemicals/my-chemicals/${row.product.id}`} className="link">
          {row.product.name}
        </Link>
      ),
    },
    { id: "cmrCodes", header: t("cmrUses.cmrCodes"), cell: (row) => row.cmrCodes.join(", ") },
    {
      id: "workProcess",
      header: t("cmrUses.workProcess"),
      sortField: "work_process",
      cell: (row) => (
        <Link to={`/planning/chemical-risk/${row.workProcess.id}`} className="link">
          {row.workProcess.name}
        </Link>
      ),
    },
    { id: "department", header: t("cmrUses.department"), sortField: "department", cell: (row) => row.department?.name },
    { id: "exposed", header: t("cmrUses.exposed"), cell: (row) => row.exposed },
    { id: "substitution", header: t("cmrUses.substitutionConsidered"), cell: (row) => row.substitutionConsidered },
    {
      id: "level",
      header: t("cmrUses.level"),
      cell: (row) => t(`cmrUses.levelOptions.${row.level}`),
    },
  ];
  return (
    <RegisterList
      path="/planning/chemical-risk/cmr"
      section="cmrUses"
      crumbs={[
        { label: t("menu.groups.planning") },
        { label: t("workProcesses.title"), to: "/planning/chemical-risk" },
      ]}
      data={data}
      columns={columns}
      rowLabel={(row) => `${row.product.name}: ${row.workProcess.name}`}
      creates={false}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "CMR register" }];
