import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { wasteHandlersApi } from "../../../../server/api/contracts/waste";
import { requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { FilterCheckbox, FilterField, ListFilters } from "~/components/table/list-filters";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { monthOf, useContractPeriod, ValidUntil } from "./handler-parts";
import { DEFAULT_SORT, handlerFilter, SORTABLE } from "./list-query.server";
import { handlerPath, WASTE } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/waste/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = handlerFilter(url);
  const [page, circle] = await Promise.all([
    api.call(wasteHandlersApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    // Only an organization with others below it has handlers of more than one organization to tell apart.
    api.call(organizationsApi.accessible, { query: { within: organizationId, size: 2 } }),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("waste.handlers.title"),
    rows: page.content.map((row) => ({
      id: row.id,
      handler: row.handler.name,
      organization: row.organization.name,
      registrationNumber: row.registrationNumber,
      validUntil: row.registrationValidUntil,
      expired: row.registrationExpired,
      contractStart: row.contractStart,
      contractEnd: row.contractEnd,
      activeArrangements: row.activeArrangements,
      lastPerformedAt: row.lastPerformedAt,
    })),
    total: page.totalElements,
    showOrganization: circle.totalElements > 1,
    query,
    filter,
    canEdit,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The organization's waste handlers: whether each may still take waste, under what contract, and what was last registered. */
export default function WasteHandlers() {
  const { t, i18n } = useTranslation();
  const { rows, total, showOrganization, query, filter, canEdit } = useLoaderData<typeof loader>();
  const contractPeriod = useContractPeriod();
  const columns: DataColumn<Row>[] = [
    {
      id: "handler",
      header: t("waste.handlers.handler"),
      sortField: "handler",
      cell: (row) => (
        <Link to={handlerPath(row.id)} className="link">
          {row.handler}
        </Link>
      ),
    },
    ...(showOrganization
      ? [{ id: "organization", header: t("waste.handlers.organization"), cell: (row: Row) => row.organization }]
      : []),
    { id: "number", header: t("waste.handlers.columns.registration"), cell: (row) => row.registrationNumber ?? "" },
    {
      id: "validUntil",
      header: t("waste.handlers.validUntil"),
      sortField: "registration_valid_until",
      cell: (row) => <ValidUntil date={row.validUntil} expired={row.expired} />,
    },
    {
      id: "contract",
      header: t("waste.handlers.contract"),
      cell: (row) => contractPeriod(row.contractStart, row.contractEnd),
    },
    {
      id: "arrangements",
      header: t("waste.handlers.columns.arrangements"),
      cell: (row) => row.activeArrangements,
      className: "text-right tabular-nums",
    },
    {
      id: "lastMonth",
      header: t("waste.handlers.columns.lastMonth"),
      sortField: "last_performed_at",
      cell: (row) => (row.lastPerformedAt ? monthOf(row.lastPerformedAt, i18n.language) : ""),
    },
  ];
  const filtered = Boolean(filter.q || filter.expired);
  return (
    <>
      <PageHeader
        title={t("waste.handlers.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }]}
        description={t("waste.handlers.intro")}
        actions={
          <>
            <Link to={`${WASTE}/report`} className="button-secondary">
              {t("waste.handlers.report")}
            </Link>
            {canEdit ? (
              <Link to={`${WASTE}/new`} className="button-primary">
                {t("waste.handlers.new")}
              </Link>
            ) : null}
          </>
        }
      />
      <ListFilters>
        <FilterField label={t("waste.handlers.search")}>
          <input type="search" name="q" defaultValue={filter.q} className="input mt-1 w-56" />
        </FilterField>
        <FilterCheckbox name="expired" label={t("waste.handlers.expiredOnly")} checked={Boolean(filter.expired)} />
      </ListFilters>
      <div className="mb-3 flex justify-end">
        <ExportLink to={`${WASTE}/export`} />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("waste.handlers.title")}
        empty={
          filtered ? t("waste.handlers.noMatches") : canEdit ? t("waste.handlers.noneEditor") : t("waste.handlers.none")
        }
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Waste handlers" }];
