import { AUDIT_LOG_SORT_FIELDS } from "../../../../server/api/schemas/audit-trail";
import { AUDIT_ACTIONS, MAX_AUDIT_LOG_DAYS, daysSpanned } from "../../../../server/domain/audit-trail";
import { businessToday } from "../../../../server/domain/recurrence";
import type { DateOnly } from "../../../../server/domain/wire-casing";
import { isRecordId } from "../../../../server/domain/record-ids";
import { isAuditEntity } from "~/audit-trail/entries.server";

/** The audit log's sorting and filters, read from its address for the list and its export. */
export const SORTABLE = AUDIT_LOG_SORT_FIELDS;
export const DEFAULT_SORT = { field: "at", direction: "desc" } as const;
/** What the log shows without a span asked for: the last month. */
const DEFAULT_DAYS = 31;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) as DateOnly;
const validDay = (value: string | null) =>
  value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && value >= "1000-01-01"
    ? (value as DateOnly)
    : null;

/**
 * The span and filters asked for. A span the API would refuse is made one it takes (the days turned
 * round, cut to the longest), since an address is user input and a filter form has no error to show.
 */
export function auditLogFilter(url: URL) {
  const to = validDay(url.searchParams.get("to")) ?? (businessToday() as DateOnly);
  let from = validDay(url.searchParams.get("from")) ?? shifted(to, 1 - DEFAULT_DAYS);
  let last = to;
  if (from > last) [from, last] = [last, from];
  if (daysSpanned(from, last) > MAX_AUDIT_LOG_DAYS) from = shifted(last, 1 - MAX_AUDIT_LOG_DAYS);
  const actor = Number(url.searchParams.get("actor"));
  const entity = url.searchParams.get("entity");
  const action = url.searchParams.get("action");
  return {
    from,
    to: last,
    actorId: isRecordId(actor) ? actor : undefined,
    entity: isAuditEntity(entity) ? entity : undefined,
    action: AUDIT_ACTIONS.find((value) => value === action),
  };
}
export type AuditLogFilter = ReturnType<typeof auditLogFilter>;
