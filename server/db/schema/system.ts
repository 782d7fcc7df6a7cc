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

/** Who changed what, written in the same transaction as the change. */
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
  },
  (table) => [index("audit_log_organization_idx").on(table.organizationId, table.at)],
);
