import { AUDIT_ACTIONS, AUDIT_ENTITIES, MAX_AUDIT_LOG_DAYS, daysSpanned } from "../../domain/audit-trail";
import { dateOnly, id, idQuery, pagingQuery, pagingSortedBy, timestamp, z } from "./common";

export const AUDIT_LOG_SORT_FIELDS = ["at", "entity", "action", "actor"] as const;

const fieldChange = z.object({ old: z.unknown(), new: z.unknown() });

export const auditEntry = z
  .object({
    id,
    at: timestamp,
    action: z.string().openapi({ description: `One of ${AUDIT_ACTIONS.join(", ")}` }),
    entity: z.string().openapi({ description: "The kind of row changed" }),
    entity_id: z.string().nullable(),
    record_entity: z.string().nullable().openapi({ description: "The record whose history shows the change" }),
    record_id: z.string().nullable(),
    organization: z.object({ id, name: z.string() }).nullable(),
    actor: z.object({ id, name: z.string() }).nullable().openapi({ description: "None: a change by the system" }),
    changes: z
      .record(z.string(), fieldChange)
      .nullable()
      .openapi({ description: "The changed fields by column name, old and new value" }),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .openapi("AuditEntry");

export const historyQuery = pagingQuery.omit({ sort: true }).extend({
  entity: z.enum(AUDIT_ENTITIES),
  id: idQuery,
});

export const auditLogQuery = pagingSortedBy(AUDIT_LOG_SORT_FIELDS)
  .extend({
    from: dateOnly.openapi({ description: "First day (business time, Europe/Copenhagen), counted" }),
    to: dateOnly.openapi({
      description: `Last day (business time), counted; at most ${MAX_AUDIT_LOG_DAYS} days after from`,
    }),
    actor_id: idQuery.optional(),
    entity: z.enum(AUDIT_ENTITIES).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  })
  .refine((query) => query.from <= query.to, { path: ["to"], message: "to is before from" })
  .refine((query) => daysSpanned(query.from, query.to) <= MAX_AUDIT_LOG_DAYS, {
    path: ["to"],
    message: `at most ${MAX_AUDIT_LOG_DAYS} days`,
  });
