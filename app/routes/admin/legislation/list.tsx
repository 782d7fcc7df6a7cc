import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { localized, topicName } from "~/lib/legislation-text";
import { territoryNames } from "~/lib/territories.server";
import { loadRegister } from "~/register/list.server";
import { RegisterList } from "~/register/register-list";
import { legislationRegister } from "./register.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadRegister(legislationRegister, request, context);
  // Territory names come from the server's ICU data (territories.server.ts).
  return {
    ...data,
    territories: territoryNames(
      data.rows.map((row) => row.territory),
      data.language,
    ),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The legislation catalogue, as the maintainers keep it. */
export default function AdminLegislation() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const language = i18n.language;
  const title = (row: Row) => `${row.shortName ? `${row.shortName}: ` : ""}${localized(row, language).title}`;
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("adminLegislation.act"),
      sortField: "title",
      cell: (row) => (
        <Link to={`/admin/legislation/${row.id}/edit`} className="link">
          {title(row)}
        </Link>
      ),
    },
    {
      id: "reference",
      header: t("bindingObligations.reference"),
      sortField: "reference_number",
      cell: (row) => row.referenceNumber,
    },
    {
      id: "territory",
      header: t("bindingObligations.territory"),
      sortField: "territory",
      cell: (row) => data.territories[row.territory],
    },
    {
      id: "topics",
      header: t("bindingObligations.topics"),
      cell: (row) => row.topics.map((topic) => topicName(topic, language)).join(", "),
    },
    {
      id: "modified",
      header: t("ownDocuments.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, language),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <RegisterList
      path="/admin/legislation"
      section="adminLegislation"
      crumbs={[{ label: t("admin.title"), to: "/admin" }]}
      data={data}
      columns={columns}
      rowLabel={title}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Legislation" }];
