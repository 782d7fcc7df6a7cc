import type { LoaderFunctionArgs } from "@remix-run/node";
import { auditTrailApi } from "../../../../server/api/contracts/audit-trail";
import { allPages, EXPORT_PAGE } from "~/api/all-pages.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { describedEntry } from "~/audit-trail/entries.server";
import { fixedT } from "~/i18n/translations.server";
import { csvResponse } from "~/lib/csv";
import { parseListQuery } from "~/lib/list-query";
import { auditLogFilter, DEFAULT_SORT, SORTABLE } from "./list-query.server";

/** The audit log as CSV, one line per changed field, filtered and sorted as the list's address says. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, organizationId, language } = await requireRouteAccess(
    request,
    context,
    "routes/organization/audit-log/export",
  );
  const url = new URL(request.url);
  const { sort } = parseListQuery(url, { sortable: SORTABLE, defaultSort: DEFAULT_SORT });
  const entries = await allPages((page) =>
    api.call(auditTrailApi.log, {
      params: { org: organizationId },
      query: { page, size: EXPORT_PAGE, sort, ...auditLogFilter(url) },
    }),
  );
  const t = fixedT(language);
  const header = ["when", "actor", "organization", "entity", "id", "action", "field", "old", "new"];
  const lines = entries.flatMap((entry) => {
    const row = describedEntry(entry, t, true);
    const stamp = [new Date(row.at).toISOString(), row.actor, row.organization, row.entity, row.entityId, row.action];
    return row.changes.length
      ? row.changes.map((change) => [...stamp, change.field, change.old, change.new])
      : [[...stamp, "", "", ""]];
  });
  return csvResponse("audit-log.csv", [header.map((key) => t(`auditTrail.csv.${key}`)), ...lines], language);
}
