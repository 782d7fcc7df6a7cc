import { sql } from "drizzle-orm";
import { bigint, boolean, customType, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { DateOnly } from "../../domain/wire-casing";
import { auditStamps } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A file's description; its bytes live in `file_chunks`. Organization files belong to one organization;
 * system files (the legislation catalogue's) have none. Replacing the content bumps `content_version`,
 * so a download in progress reads one version to the end.
 */
export const files = pgTable(
  "files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    date: date("date", { mode: "string" }).$type<DateOnly>(),
    deleted: boolean("deleted").notNull().default(false),
    standalone: boolean("standalone").notNull().default(false),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    contentVersion: integer("content_version").notNull().default(1),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    ...auditStamps,
  },
  (table) => [
    index("files_organization_list_idx").on(table.organizationId, table.standalone, table.deleted, table.name),
    index("files_organization_name_idx").on(table.organizationId, sql`lower(${table.name})`),
    index("files_created_by_idx").on(table.createdBy),
  ],
);

export const FILE_CHUNK_BYTES = 256 * 1024;

export const fileChunks = pgTable(
  "file_chunks",
  {
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    contentVersion: integer("content_version").notNull(),
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.contentVersion, table.seq] })],
);
