import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { organizations } from "./organizations";
import { users } from "./users";

/** Which header of the file a register's column is read from (by the header's position), or none. */
export type ImportMapping = Record<string, number | null>;
/** What an import made: rows created, and rows left out because they had errors. */
export type ImportOutcome = { created: number; skipped: number };

/**
 * A file uploaded for an import, held between its steps (decision 043): its header row and its other
 * rows as text, the mapping chosen, and once imported what it made. Kept a day; only its uploader reads it.
 */
export const pendingImports = pgTable(
  "pending_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    register: text("register").notNull(),
    fileName: text("file_name").notNull(),
    headers: jsonb("headers").$type<string[]>().notNull(),
    rows: jsonb("rows").$type<string[][]>().notNull(),
    mapping: jsonb("mapping").$type<ImportMapping>().notNull(),
    /** The mapping was chosen by the uploader; until then it is the suggestion. */
    mapped: boolean("mapped").notNull().default(false),
    outcome: jsonb("outcome").$type<ImportOutcome>(),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (table) => [
    index("pending_imports_organization_idx").on(table.organizationId),
    index("pending_imports_user_idx").on(table.userId),
    index("pending_imports_created_idx").on(table.createdDate),
  ],
);

/**
 * The mapping an organization last chose for a register, by header text (normalized), so that the next
 * file with those headers is mapped the same way.
 */
export const importMappings = pgTable(
  "import_mappings",
  {
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    register: text("register").notNull(),
    /** Column → the normalized header it was read from. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    lastModifiedDate: timestamptz("last_modified_date").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.register] })],
);
