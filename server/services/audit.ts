import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

export type AuditEntry = {
  userId: number | null;
  organizationId?: number | null;
  action: "create" | "update" | "delete" | "restore" | "login" | "logout" | "password-reset";
  entity: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
};

/**
 * Records what no audited row shows (a log-in, a file attached to a record); the tables' triggers
 * write rows' changes (decision 023). Call it inside the change's transaction so both land or neither does.
 */
export async function audit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: entry.userId,
    organizationId: entry.organizationId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details ?? null,
    recordEntity: entry.entity,
    recordId: entry.entityId == null ? null : String(entry.entityId),
  });
}
