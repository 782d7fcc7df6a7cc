import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/** The operator's contact details shown in the help and footer; one row. */
export const systemDetails = pgTable(
  "system_details",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    website: text("website"),
  },
  (table) => [check("system_details_single_row", sql`${table.id} = 1`)],
);

/** A changed field's value before and after; a created record has no `old`, a removed one no `new`. */
export type FieldChange = { old?: unknown; new?: unknown };

/**
 * Who changed what, written in the same transaction as the change: a row's changes by the audited
 * tables' triggers (decision 023), log-ins and password resets by the services.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull().defaultNow(),
    userId: integer("user_id"),
    organizationId: integer("organization_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    /** The changed fields by column name. */
    changes: jsonb("changes").$type<Record<string, FieldChange>>(),
    /** The record whose history shows the change: the row itself, or the record a part belongs to. */
    recordEntity: text("record_entity"),
    recordId: text("record_id"),
  },
  (table) => [
    index("audit_log_organization_idx").on(table.organizationId, table.at),
    index("audit_log_record_idx").on(table.recordEntity, table.recordId, table.at),
  ],
);
