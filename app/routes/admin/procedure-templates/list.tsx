import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { documentTitle } from "~/lib/document-texts";
import { formatDate } from "~/lib/format";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { templateRegister } from "./register.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadRegister(templateRegister, request, context);

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The procedure templates organizations start their procedures from, as the maintainers keep them. */
export default function AdminProcedureTemplates() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const title = (row: Row) => documentTitle(row.titles, i18n.language);
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("adminProcedureTemplates.titleField"),
      sortField: "title",
      cell: (row) => (
        <Link to={`/admin/procedure-templates/${row.id}/edit`} className="link">
          {title(row)}
        </Link>
      ),
    },
    { id: "clauses", header: t("adminProcedureTemplates.clauses"), cell: (row) => row.clauses.join(", ") },
    {
      id: "modified",
      header: t("adminProcedureTemplates.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDate(row.lastModifiedDate, i18n.language),
    },
  ];
  return (
    <RegisterList
      path="/admin/procedure-templates"
      section="adminProcedureTemplates"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={title}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Procedure templates" }];
