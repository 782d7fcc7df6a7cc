import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { stakeholdersApi } from "../../../../server/api/contracts/stakeholders";
import { requireRouteAccess } from "~/auth/guards.server";
import { StakeholderFilters } from "~/components/stakeholders/stakeholder-filters";
import { kindFromUrl } from "~/components/stakeholders/stakeholder-kind";
import { CatalogueList, NewEntryLink } from "~/components/table/catalogue-list";
import type { DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { parseListQuery } from "~/lib/list-query";
import { SORTABLE } from "./list-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, language } = await requireRouteAccess(request, context, "routes/admin/stakeholders/list");
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: { field: "name", direction: "asc" } });
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const kind = kindFromUrl(url);
  const page = await api.call(stakeholdersApi.list, {
    query: { page: query.page - 1, size: query.size, sort: query.sort, q, kind },
  });
  return {
    title: fixedT(language)("adminStakeholders.title"),
    rows: page.content,
    total: page.totalElements,
    query,
    q,
    kind,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The stakeholder catalogue, as the maintainers keep it. */
export default function AdminStakeholders() {
  const { t } = useTranslation();
  const { rows, total, query, q, kind } = useLoaderData<typeof loader>();
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
    <CatalogueList
      title={t("adminStakeholders.title")}
      description={t("adminStakeholders.intro")}
      action={<NewEntryLink to="/admin/stakeholders/new" label={t("adminStakeholders.new")} />}
      filters={<StakeholderFilters q={q} kind={kind} />}
      exportTo="/admin/stakeholders/export"
      table={{
        rows,
        columns,
        total,
        query,
        empty: q || kind ? t("stakeholders.noMatches") : t("adminStakeholders.none"),
        rowKey: (row) => row.id,
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Stakeholders" }];
