import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { auditTrailApi } from "../../../server/api/contracts/audit-trail";
import { requireRouteAccess } from "~/auth/guards.server";
import { ChangedFields, EntryStamp } from "~/audit-trail/audit-entries";
import { describedEntry, isAuditEntity, type DescribedEntry } from "~/audit-trail/entries.server";
import { RECORD_PATHS } from "~/audit-trail/record-paths";
import { PageHeader } from "~/components/page/page-header";
import { DataTable, type DataColumn } from "~/components/table/data-table";
import { useTranslation } from "~/i18n/translation";
import { fixedT } from "~/i18n/translations.server";
import { parseListQuery } from "~/lib/list-query";
import { requireId } from "~/lib/route.server";

/** A record's history, on its own page so the record's page stays light: newest change first. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(request, context, "routes/organization/history");
  const entity = params.entity;
  if (!isAuditEntity(entity)) throw new Response("Not found", { status: 404 });
  const id = requireId(params);
  const query = parseListQuery<"at">(new URL(request.url), {
    sortable: [],
    defaultSort: { field: "at", direction: "desc" },
  });
  const page = await api.call(auditTrailApi.history, {
    params: { org: organizationId },
    query: { entity, id, page: query.page - 1, size: query.size },
  });
  // Every record has its creation in the trail: none here means no record of this organization.
  if (page.totalElements === 0) throw new Response("Not found", { status: 404 });
  const t = fixedT(language);
  return {
    title: t("auditTrail.historyTitle", { record: `${t(`auditTrail.entities.${entity}`)} ${id}` }),
    back: RECORD_PATHS[entity]?.(String(id)) ?? null,
    rows: page.content.map((entry) => describedEntry(entry, t)),
    total: page.totalElements,
    query,
  };
}

export default function RecordHistory() {
  const { t } = useTranslation();
  const { title, back, rows, total, query } = useLoaderData<typeof loader>();
  const columns: DataColumn<DescribedEntry>[] = [
    { id: "at", header: t("auditTrail.when"), cell: (row) => <EntryStamp entry={row} /> },
    { id: "action", header: t("auditTrail.action"), cell: (row) => `${row.action} · ${row.entity}` },
    { id: "changes", header: t("auditTrail.changes"), cell: (row) => <ChangedFields changes={row.changes} /> },
  ];
  return (
    <>
      <PageHeader
        title={title}
        crumbs={back ? [{ label: t("auditTrail.backToRecord"), to: back }] : []}
        description={t("auditTrail.historyIntro")}
      />
      <DataTable
        rows={rows}
        columns={columns}
        total={total}
        query={query}
        caption={title}
        empty={t("auditTrail.noHistory")}
        rowKey={(row) => row.id}
      />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "History" }];
