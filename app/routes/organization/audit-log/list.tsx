import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { auditTrailApi } from "../../../../server/api/contracts/audit-trail";
import { requireRouteAccess } from "~/auth/guards.server";
import { ChangedFields, EntryStamp } from "~/audit-trail/audit-entries";
import { describedEntry, type DescribedEntry } from "~/audit-trail/entries.server";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { ExportLink } from "~/components/table/export-link";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { lastPageAddress, parseListQuery } from "~/lib/list-query";
import { membersApi } from "../../../../server/api/contracts/members";
import { AuditLogFilters } from "./audit-log-filters";
import { auditLogFilter, DEFAULT_SORT, SORTABLE } from "./list-query.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/audit-log/list",
  );
  const url = new URL(request.url);
  const query = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const filter = auditLogFilter(url);
  const [page, actors] = await Promise.all([
    api.call(auditTrailApi.log, {
      params: { org: organizationId },
      query: { page: query.page - 1, size: query.size, sort: query.sort, ...filter },
    }),
    // Changes are made by users: a member's user is who the log names.
    api.call(membersApi.list, { params: { org: organizationId }, query: { size: 200 } }),
  ]);
  const lastPage = lastPageAddress(url, query, page.totalElements);
  if (lastPage) throw redirect(lastPage);
  const t = fixedT(language);
  return {
    title: t("auditTrail.logTitle"),
    rows: page.content.map((entry) => describedEntry(entry, t)),
    total: page.totalElements,
    query,
    filter,
    actors: actors.content.map((member) => ({ id: member.userId, name: member.name })),
  };
}

/** Every change of the organization's and its units' records: who, when, what, old and new. */
export default function AuditLog() {
  const { t } = useTranslation();
  const { rows, total, query, filter, actors } = useLoaderData<typeof loader>();
  const columns: DataColumn<DescribedEntry>[] = [
    { id: "at", header: t("auditTrail.when"), sortField: "at", cell: (row) => <EntryStamp entry={row} /> },
    {
      id: "entity",
      header: t("auditTrail.entity"),
      sortField: "entity",
      cell: (row) =>
        row.link ? (
          <a href={row.link} className="link">
            {row.entity} {row.entityId}
          </a>
        ) : (
          `${row.entity} ${row.entityId}`
        ),
    },
    { id: "action", header: t("auditTrail.action"), sortField: "action", cell: (row) => row.action },
    { id: "organization", header: t("auditTrail.organization"), cell: (row) => row.organization },
    { id: "changes", header: t("auditTrail.changes"), cell: (row) => <ChangedFields changes={row.changes} /> },
  ];
  const filtered = Boolean(filter.actorId || filter.entity || filter.action);
  return (
    <>
      <PageHeader
        title={t("auditTrail.logTitle")}
        crumbs={[{ label: t("menu.groups.organization") }]}
        description={t("auditTrail.logIntro")}
      />
      <AuditLogFilters filter={filter} actors={actors} />
      <div className="mb-3 flex justify-end">
        <ExportLink to="/organization/audit-log/export" />
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={t("auditTrail.logTitle")}
        empty={filtered ? t("auditTrail.noMatches") : t("auditTrail.none")}
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Audit log" }];
