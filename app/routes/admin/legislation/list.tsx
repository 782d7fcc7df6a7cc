import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import { legislationsApi } from "../../../../server/api/contracts/legislations";
import { requireRouteAccess } from "~/auth/guards.server";
import { FilterField, ListFilters } from "~/components/table/list-filters";
import { CatalogueList, NewEntryLink } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { fixedT } from "~/i18n/translations.server";
import { formatDateTime } from "~/lib/format";
import { localized, topicName, topicOptions } from "~/lib/legislation-text";
import { parseListQuery } from "~/lib/list-query";
import { territoryName } from "~/lib/territories.server";
import { catalogueFilter, SORTABLE } from "./list-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/legislation/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "title", direction: "asc" } });
  const { search, topicId: topic } = catalogueFilter(url);
  const [page, topics] = await Promise.all([
    api.call(legislationsApi.list, {
      query: { page: query.page - 1, size: query.size, sort: query.sort, search, topicId: topic },
    }),
    api.call(legislationsApi.topics),
  ]);
  // The page gets what it shows, in the reader's language: a catalogue row carries both languages.
  return {
    title: fixedT(language)("adminLegislation.title"),
    rows: page.content.map((row) => ({
      id: row.id,
      title: `${row.shortName ? `${row.shortName}: ` : ""}${localized(row, language).title}`,
      referenceNumber: row.referenceNumber,
      territory: territoryName(row.territory, language),
      topics: row.topics.map((item) => topicName(item, language)).join(", "),
      lastModifiedDate: row.lastModifiedDate,
    })),
    total: page.totalElements,
    query,
    search,
    topic,
    topics: topicOptions(topics.content, language),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The legislation catalogue, as the maintainers keep it. */
export default function AdminLegislation() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, search, topic, topics } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("adminLegislation.act"),
      sortField: "title",
      cell: (row) => (
        <Link to={`/admin/legislation/${row.id}/edit`} className="link">
          {row.title}
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
      cell: (row) => row.territory,
    },
    {
      id: "topics",
      header: t("bindingObligations.topics"),
      cell: (row) => row.topics,
    },
    {
      id: "modified",
      header: t("ownDocuments.lastModified"),
      sortField: "last_modified_date",
      cell: (row) => formatDateTime(row.lastModifiedDate, i18n.language),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <CatalogueList
      title={t("adminLegislation.title")}
      description={t("adminLegislation.intro")}
      action={<NewEntryLink to="/admin/legislation/new" label={t("adminLegislation.new")} />}
      filters={
        <ListFilters>
          <FilterField label={t("bindingObligations.search")}>
            <input type="search" name="q" defaultValue={search} className="input mt-1 w-64" />
          </FilterField>
          <FilterField label={t("bindingObligations.topic")}>
            <select name="topic" defaultValue={topic ?? ""} className="input mt-1 w-56">
              <option value="">{t("bindingObligations.allTopics")}</option>
              {topics.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </FilterField>
        </ListFilters>
      }
      exportTo="/admin/legislation/export"
      table={{ rows, columns, total, query, empty: t("bindingObligations.noMatches"), rowKey: (row) => row.id }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Legislation" }];
