import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { hazardCodesOf, substanceRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadRegister(substanceRegister, request, context);
  // The page shows the statements' codes only, not their texts.
  const rows = data.rows.map(({ hazardStatements, euHazardStatements, notes: _notes, ...row }) => ({
    ...row,
    codes: hazardCodesOf({ hazardStatements, euHazardStatements }),
  }));
  return { ...data, rows };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The substance catalogue, as the maintainers keep it. */
export default function AdminSubstances() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("adminSubstances.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/admin/substances/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "cas",
      header: t("adminSubstances.casNumber"),
      sortField: "cas_number",
      cell: (row) => row.casNumber,
      className: "whitespace-nowrap",
    },
    {
      id: "ec",
      header: t("adminSubstances.ecNumber"),
      sortField: "ec_number",
      cell: (row) => row.ecNumber,
      className: "whitespace-nowrap",
    },
    { id: "codes", header: t("adminSubstances.hazardCodes"), cell: (row) => row.codes },
    {
      id: "modified",
      header: t("page.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <RegisterList
      path="/admin/substances"
      section="adminSubstances"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={(row) => row.name}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Substances" }];
