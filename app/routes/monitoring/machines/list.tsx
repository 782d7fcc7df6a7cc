import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { ImportLink } from "~/imports/import-link";
import { RegisterList } from "~/register/register-list";
import { machineRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(machineRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The machine register: the equipment that is inspected, serviced or calibrated, in use or retired. */
export default function Machines() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("machines.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/monitoring/machines/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    { id: "type", header: t("machines.type"), sortField: "type", cell: (row) => row.type },
    {
      id: "make",
      header: t("machines.make"),
      cell: (row) => [row.manufacturer, row.model].filter(Boolean).join(" "),
    },
    { id: "serial", header: t("machines.serialNumber"), cell: (row) => row.serialNumber },
    { id: "location", header: t("machines.location"), cell: (row) => row.location, hiddenByDefault: true },
    {
      id: "department",
      header: t("machines.department"),
      sortField: "department",
      cell: (row) => row.department?.name,
    },
    {
      id: "inception",
      header: t("machines.inceptionDate"),
      group: t("machines.inUse"),
      sortField: "inception_date",
      cell: (row) => formatDate(row.inceptionDate, i18n.language),
    },
    {
      id: "endOfUse",
      header: t("machines.endOfUseDate"),
      group: t("machines.inUse"),
      sortField: "end_of_use_date",
      cell: (row) => formatDate(row.endOfUseDate, i18n.language),
    },
  ];
  return (
    <RegisterList
      path="/monitoring/machines"
      section="machines"
      crumbs={[{ label: t("menu.groups.monitoring") }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.name}
      actions={data.canEdit ? <ImportLink list="/monitoring/machines" /> : null}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Machines" }];
