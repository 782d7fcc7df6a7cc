import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditStamps, timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { users } from "./users";

/** An organization's scope statement (ISO 14001 4.3): one per organization, its text as last saved. */
export const scopes = pgTable(
  "scopes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    ...auditStamps,
  },
  (table) => [uniqueIndex("scopes_organization_unique").on(table.organizationId)],
);

/** Every save of a scope, whole: who wrote it and when. */
export const scopeRevisions = pgTable(
  "scope_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    scopeId: integer("scope_id")
      .notNull()
      .references(() => scopes.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (table) => [
    index("scope_revisions_scope_idx").on(table.scopeId, table.createdDate),
    index("scope_revisions_author_idx").on(table.authorId),
  ],
);

export const scopeFiles = pgTable(
  "scope_files",
  {
    scopeId: integer("scope_id")
      .notNull()
      .references(() => scopes.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.scopeId, table.fileId] }), index("scope_files_file_idx").on(table.fileId)],
);
