import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { metersApi } from "../../../../server/api/contracts/meters";
import { UTILITY_TYPE_ICON, UTILITY_TYPES } from "../../../../server/domain/units";
import { requireRouteAccess } from "~/auth/guards.server";
import { UtilityIcon } from "~/components/meters/utility-icon";
import { UTILITY_ICON_PATHS } from "~/components/meters/utility-icon-paths.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { ImportLink } from "~/imports/import-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { formatDate, formatQuantity } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { businessToday } from "../../../../server/domain/recurrence";
import { DEFAULT_SORT, meterFilter, SORTABLE } from "./list-query.server";
import { MeterFilters } from "./meter-filters";
import { newMeterPath } from "./paths";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, canEdit, language } = await requireRouteAccess(
    request,
    context,
    "routes/monitoring/meters/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = meterFilter(url);
  const [page, groups, departments] = await Promise.all([
    api.call(metersApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    api.call(metersApi.groups, { params: { org: organizationId } }),
    departmentOptions(api, organizationId, filter.departmentId),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  const today = businessToday();
  return {
    title: fixedT(language)("meters.title"),
    rows: page.content.map((meter) => ({
      id: meter.id,
      name: meter.name,
      utilityType: meter.utilityType,
      icon: UTILITY_ICON_PATHS[UTILITY_TYPE_ICON[meter.utilityType]]!,
      number: meter.number,
      place: [meter.department?.name ?? meter.organization.name, meter.location].filter(Boolean).join(" · "),
      latest: meter.latestReading,
      nextDue: meter.nextReadingDue,
      due: meter.nextReadingDue !== null && meter.nextReadingDue.toISOString().slice(0, 10) <= today,
    })),
    total: page.totalElements,
    groups: groups.content.map((group) => ({
      ...group,
      icon: UTILITY_ICON_PATHS[UTILITY_TYPE_ICON[group.utilityType]]!,
    })),
    types: UTILITY_TYPES.map((type) => ({ type, icon: UTILITY_ICON_PATHS[UTILITY_TYPE_ICON[type]]! })),
    query,
    filter,
    departments,
    canEdit,
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Row = Data["rows"][number];

/** One card per utility type the organization has meters of: how many, how many due, and a filter link. */
function MeterGroups({ groups, chosen }: { groups: Data["groups"]; chosen?: string }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t("meters.groups")} className="mb-4">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {groups.map((group) => (
          <li key={group.utilityType}>
            <a
              href={`/monitoring/meters?type=${group.utilityType}`}
              aria-current={chosen === group.utilityType ? "true" : undefined}
              className="flex items-center gap-2 rounded border border-gray-200 bg-white p-2 text-sm hover:border-primary-600 aria-[current]:border-primary-700 aria-[current]:bg-primary-50"
            >
              <UtilityIcon path={group.icon} className="h-6 w-6 shrink-0 text-primary-700" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{t(`utilityType.${group.utilityType}`)}</span>
                <span className="text-gray-600">
                  {t("meters.groupCount", { count: group.total })}
                  {group.overdue > 0 ? ` · ${t("meters.groupDue", { count: group.overdue })}` : ""}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The "new meter" choice of type: a disclosure of links, one per type, working without script. */
function NewMeterMenu({ types }: { types: Data["types"] }) {
  const { t } = useTranslation();
  return (
    <details className="relative">
      <summary className="button-primary cursor-pointer list-none">{t("meters.new")}</summary>
      <ul className="absolute right-0 z-10 mt-1 max-h-96 w-72 overflow-auto rounded border border-gray-200 bg-white py-1 shadow-lg">
        {types.map(({ type, icon }) => (
          <li key={type}>
            <a href={newMeterPath(type)} className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-gray-100">
              <UtilityIcon path={icon} className="h-5 w-5 text-primary-700" />
              {t(`utilityType.${type}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The meters of the organization and those below it, grouped by type, with the latest reading and when the next is due. */
export default function Meters() {
  const { t, i18n } = useTranslation();
  const { rows, total, groups, types, query, filter, departments, canEdit } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("meters.name"),
      sortField: "name",
      cell: (row) => (
        <Link to={`/monitoring/meters/${row.id}`} className="link">
          {row.name}
        </Link>
      ),
    },
    {
      id: "type",
      header: t("meters.utilityType"),
      sortField: "utility_type",
      cell: (row) => (
        <span className="inline-flex items-center gap-1">
          <UtilityIcon path={row.icon} className="h-4 w-4 text-primary-700" />
          {t(`utilityType.${row.utilityType}`)}
        </span>
      ),
    },
    { id: "number", header: t("meters.number"), cell: (row) => row.number ?? "" },
    { id: "place", header: t("meters.place"), sortField: "department", cell: (row) => row.place },
    {
      id: "latest",
      header: t("meters.latestReading"),
      sortField: "latest_reading",
      cell: (row) =>
        row.latest
          ? `${formatQuantity(row.latest.value, i18n.language, 3)} ${row.latest.unit} · ${formatDate(row.latest.performedAt, i18n.language)}`
          : t("meters.noReading"),
    },
    {
      id: "due",
      header: t("meters.nextReadingDue"),
      sortField: "next_reading_due",
      cell: (row) =>
        row.nextDue ? (
          <span className={row.due ? "font-medium text-red-800" : undefined}>
            {formatDate(row.nextDue, i18n.language)}
            {row.due ? ` (${t("meters.due")})` : ""}
          </span>
        ) : (
          ""
        ),
    },
  ];
  const filtered = Boolean(filter.q || filter.utilityType || filter.departmentId || filter.overdue);
  return (
    <>
      <PageHeader
        title={t("meters.title")}
        crumbs={[{ label: t("menu.groups.monitoring") }]}
        description={t("meters.intro")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/monitoring/meters/emissions" className="button-secondary">
              {t("meters.emissions")}
            </Link>
            {canEdit ? <ImportLink list="/monitoring/meters" /> : null}
            {canEdit ? <ImportLink list="/monitoring/meters/readings" label={t("meterReadings.import")} /> : null}
            {canEdit ? <NewMeterMenu types={types} /> : null}
          </div>
        }
      />
      <MeterGroups groups={groups} chosen={filter.utilityType} />
      <MeterFilters filter={filter} departments={departments} types={types.map(({ type }) => type)} />
      <div className="mb-3 flex justify-end">
        <ExportLink to="/monitoring/meters/export" />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("meters.title")}
        empty={filtered ? t("meters.noMatches") : canEdit ? t("meters.noneEditor") : t("meters.none")}
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Meters" }];
