import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { eventsApi } from "../../../../server/api/contracts/events";
import { isAllowed, requireRouteAccess } from "~/auth/guards.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { departmentOptions } from "~/lib/department-options.server";
import { formatDateTime } from "~/lib/format";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { EVENT_HANDLING, ImportanceBadge, StatusBadge } from "./event-badges";
import { EventFilters } from "./event-filters";
import { DEFAULT_SORT, eventFilter, SORTABLE } from "./list-query.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, access, language, canEdit } = await requireRouteAccess(
    request,
    context,
    "routes/evaluation/event-handling/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = eventFilter(url);
  const [page, departments] = await Promise.all([
    api.call(eventsApi.list, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    departmentOptions(api, organizationId, filter.departmentId),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  return {
    title: fixedT(language)("events.handling.title"),
    rows: page.content.map((event) => ({
      id: event.id,
      title: event.title,
      occurredAt: event.occurredAt,
      importance: event.importance,
      status: event.status,
      accident: event.accident,
      nearMiss: event.nearMiss,
      department: event.department?.name ?? null,
      openActions: event.openActions,
      overdueActions: event.overdueActions,
    })),
    total: page.totalElements,
    query,
    filter,
    departments,
    canReport: isAllowed(access, "REPORT_EVENT", "event-handling"),
    canEdit,
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The event register: incidents, accidents and near misses, with their handling's status. */
export default function EventRegister() {
  const { t, i18n } = useTranslation();
  const { rows, total, query, filter, departments, canReport, canEdit } = useLoaderData<typeof loader>();
  const columns: DataColumn<Row>[] = [
    {
      id: "title",
      header: t("events.handling.event"),
      sortField: "title",
      cell: (row) => (
        <Link to={`${EVENT_HANDLING}/${row.id}`} className="link">
          {row.title}
        </Link>
      ),
    },
    {
      id: "occurredAt",
      header: t("events.handling.fields.occurredAt"),
      sortField: "occurred_at",
      cell: (row) => formatDateTime(row.occurredAt, i18n.language),
    },
    {
      id: "importance",
      header: t("events.handling.fields.importance"),
      sortField: "importance",
      cell: (row) => <ImportanceBadge importance={row.importance} />,
    },
    {
      id: "status",
      header: t("events.handling.status"),
      sortField: "status",
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: "accident",
      header: t("events.handling.kind"),
      cell: (row) =>
        row.accident ? t("events.handling.accidentYes") : row.nearMiss ? t("events.handling.fields.nearMiss") : "",
    },
    {
      id: "department",
      header: t("events.handling.fields.departmentId"),
      sortField: "department",
      cell: (row) => row.department ?? "",
    },
    {
      id: "actions",
      header: t("events.handling.openActions"),
      cell: (row) => (
        <>
          {row.openActions}
          {row.overdueActions > 0 ? (
            <span className="ml-2 font-medium text-red-800">
              {t("events.handling.overdueCount", { count: row.overdueActions })}
            </span>
          ) : null}
        </>
      ),
    },
  ];
  const filtered = Boolean(
    filter.q ||
    filter.importance ||
    filter.status ||
    filter.accident !== undefined ||
    filter.departmentId ||
    filter.from ||
    filter.to ||
    filter.overdueActions,
  );
  const report = (
    <Link to="/events/new" className="button-primary">
      {t("events.handling.reportEvent")}
    </Link>
  );
  // The posters page ships no script: a document load, not a client-side navigation.
  const posters = (
    <a href={`${EVENT_HANDLING}/posters`} className="button-secondary">
      {t("events.posters.link")}
    </a>
  );
  return (
    <>
      <PageHeader
        title={t("events.handling.title")}
        crumbs={[{ label: t("menu.groups.evaluation") }]}
        description={t("events.handling.intro")}
        actions={
          canReport || canEdit ? (
            <>
              {canEdit ? posters : null}
              {canReport ? report : null}
            </>
          ) : null
        }
      />
      <EventFilters filter={filter} departments={departments} />
      <div className="mb-3 flex justify-end">
        <ExportLink to={`${EVENT_HANDLING}/export`} />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("events.handling.title")}
        empty={
          filtered ? (
            t("events.handling.noMatches")
          ) : canReport ? (
            <>
              {t("events.handling.noneEditor")}{" "}
              <Link to="/events/new" className="link">
                {t("events.handling.reportEvent")}
              </Link>
            </>
          ) : (
            t("events.handling.none")
          )
        }
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Event handling" }];
