import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { substancesApi } from "../../../../server/api/contracts/substances";
import { requireRouteAccess } from "~/auth/guards.server";
import { CatalogueList, NewEntryLink } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { fixedT } from "~/i18n/translations.server";
import { useTranslation } from "~/i18n/translation";
import { formatDateTime } from "~/lib/format";
import { parseListQuery } from "~/lib/list-query";
import { SORTABLE, substanceFilter } from "./list-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/substances/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const filter = substanceFilter(url);
  const page = await api.call(substancesApi.list, {
    query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
  });
  return {
    title: fixedT(language)("adminSubstances.title"),
    rows: page.content.map((row) => ({
      id: row.id,
      name: row.name,
      casNumber: row.casNumber,
      ecNumber: row.ecNumber,
      codes: [...row.hazardStatements, ...row.euHazardStatements].map((statement) => statement.code).join(", "),
      lastModifiedDate: row.lastModifiedDate,
    })),
    total: page.totalElements,
    query,
    filter,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The substance catalogue, as the maintainers keep it. */
export default function AdminSubstances() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.q || filter.hazard);
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
    <CatalogueList
      title={t("adminSubstances.title")}
      description={t("adminSubstances.intro")}
      action={<NewEntryLink to="/admin/substances/new" label={t("adminSubstances.new")} />}
      filters={
        <ListFilters>
          <FilterField label={t("adminSubstances.search")}>
            <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-64" />
          </FilterField>
          <FilterField label={t("adminSubstances.hazardFilter")}>
            <input name="hazard" defaultValue={filter.hazard ?? ""} className="input mt-1 w-32" placeholder="H350" />
          </FilterField>
        </ListFilters>
      }
      exportTo="/admin/substances/export"
      table={{
        rows,
        columns,
        total,
        query,
        empty: filtered ? t("adminSubstances.noMatches") : t("adminSubstances.empty"),
        rowKey: (row) => row.id,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Substances" }];
