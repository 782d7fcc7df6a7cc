import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { procedureTemplatesApi } from "../../../../server/api/contracts/procedure-templates";
import { requireRouteAccess } from "~/auth/guards.server";
import { CatalogueList, NewEntryLink } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { documentTitle } from "~/lib/document-texts";
import { formatDate } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { DEFAULT_SORT, SORTABLE, TEMPLATES_PATH, templateEditPath, templateFilter } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/procedure-templates/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = templateFilter(url);
  const page = await api.call(procedureTemplatesApi.list, {
    query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
  });
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("adminProcedureTemplates.title"),
    rows: page.content.map((template) => ({
      id: template.id,
      title: documentTitle(template.titles, language),
      clauses: template.clauses.join(", "),
      lastModifiedDate: template.lastModifiedDate,
    })),
    total: page.totalElements,
    query,
    filter,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The procedure templates organizations start their procedures from, as the maintainers keep them. */
export default function AdminProcedureTemplates() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("adminProcedureTemplates.titleField"),
      sortField: "title",
      cell: (row) => (
        <Link to={templateEditPath(row.id)} className="link">
          {row.title}
        </Link>
      ),
    },
    { id: "clauses", header: t("adminProcedureTemplates.clauses"), cell: (row) => row.clauses },
    {
      id: "modified",
      header: t("adminProcedureTemplates.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDate(row.lastModifiedDate, i18n.language),
    },
  ];
  return (
    <CatalogueList
      title={t("adminProcedureTemplates.title")}
      description={t("adminProcedureTemplates.intro")}
      action={<NewEntryLink to={`${TEMPLATES_PATH}/new`} label={t("adminProcedureTemplates.new")} />}
      filters={
        <ListFilters>
          <FilterField label={t("adminProcedureTemplates.search")}>
            <input type="search" name="q" defaultValue={filter.q} maxLength={200} className="input mt-1 w-64" />
          </FilterField>
        </ListFilters>
      }
      exportTo={`${TEMPLATES_PATH}/export`}
      table={{
        rows,
        columns,
        total,
        query,
        empty: filter.q ? t("adminProcedureTemplates.noMatches") : t("adminProcedureTemplates.none"),
        rowKey: (row) => row.id,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Procedure templates" }];
