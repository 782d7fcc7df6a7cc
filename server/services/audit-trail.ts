import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { AUDIT_LOG_SORT_FIELDS } from "../api/schemas/audit-trail";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { auditLog, organizations, users } from "../db/schema";
import type { AuditAction, AuditEntity } from "../domain/audit-trail";
import { BUSINESS_TIME_ZONE } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";

type Page = { page: number; size: number };
type Sorting = { field: string; direction: "asc" | "desc" }[];

export type AuditLogFilter = Page & {
  from: DateOnly;
  to: DateOnly;
  actorId?: number;
  entity?: AuditEntity;
  action?: AuditAction;
  sort: Sorting;
};

const SORTABLE = {
  at: sql`${auditLog.at}`,
  entity: sql`${auditLog.entity}`,
  action: sql`${auditLog.action}`,
  actor: sql`lower(${users.name})`,
} satisfies Record<SortField<typeof AUDIT_LOG_SORT_FIELDS>, SQL>;

function entries(db: Db, where: SQL, order: SQL[]) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      recordEntity: auditLog.recordEntity,
      recordId: auditLog.recordId,
      organizationId: organizations.id,
      organizationName: organizations.name,
      actorId: users.id,
      actorName: users.name,
      changes: auditLog.changes,
      details: auditLog.details,
      total: totalOfMatches(),
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(organizations, eq(organizations.id, auditLog.organizationId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
}

const answered = <
  Row extends {
    organizationId: number | null;
    organizationName: string | null;
    actorId: number | null;
    actorName: string | null;
  },
>({
  organizationId,
  organizationName,
  actorId,
  actorName,
  ...row
}: Row) => ({
  ...row,
  organization: organizationId === null ? null : { id: organizationId, name: organizationName ?? "" },
  actor: actorId === null ? null : { id: actorId, name: actorName ?? "" },
});

/** A record's changes, newest first, as far as they were made in `organizationIds`. */
export async function recordHistory(db: Db, organizationIds: number[], entity: AuditEntity, id: number, page: Page) {
  const where = and(
    eq(auditLog.recordEntity, entity),
    eq(auditLog.recordId, String(id)),
    inArray(auditLog.organizationId, organizationIds),
  )!;
  const result = await pageWithTotal(entries(db, where, [desc(auditLog.at), desc(auditLog.id)]), page.page, page.size);
  return { total: result.total, rows: result.rows.map(answered) };
}

/** A business day's first moment: the log's days are the days its readers live in, not UTC's. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`(${day}::date + ${plusDays}::int)::timestamp at time zone ${BUSINESS_TIME_ZONE}`;

/** The changes made in `organizationIds` on the business days `from` to `to`, filtered and sorted. */
export async function auditLogPage(db: Db, organizationIds: number[], filter: AuditLogFilter) {
  const where = and(
    inArray(auditLog.organizationId, organizationIds),
    gte(auditLog.at, startOfDay(filter.from)),
    lt(auditLog.at, startOfDay(filter.to, 1)),
    filter.actorId === undefined ? undefined : eq(auditLog.userId, filter.actorId),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
  )!;
  const order = [orderOf(filter.sort, SORTABLE, sql`${auditLog.at} desc`), desc(auditLog.id)];
  const result = await pageWithTotal(entries(db, where, order), filter.page, filter.size);
  return { total: result.total, rows: result.rows.map(answered) };
}
