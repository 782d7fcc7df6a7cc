import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { stakeholderCatalogue } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadRegister(stakeholderCatalogue, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The stakeholder catalogue, as the maintainers keep it. */
export default function AdminStakeholders() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("stakeholders.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/admin/stakeholders/${row.id}/edit`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "kind",
      header: t("stakeholders.kind"),
      sortField: "kind",
      cell: (row) => t(`stakeholders.kindOptions.${row.kind}`),
    },
    { id: "registration", header: t("stakeholders.registrationNumber"), cell: (row) => row.registrationNumber ?? "" },
    { id: "city", header: t("stakeholders.city"), sortField: "city", cell: (row) => row.city ?? "" },
  ];
  return (
    <RegisterList
      path="/admin/stakeholders"
      section="adminStakeholders"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.name}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stakeholders" }];
