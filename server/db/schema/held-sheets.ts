import { date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { DateOnly } from "../../domain/wire-casing";
import { chemicalAssociations } from "./chemicals";
import { timestamptz } from "./columns";
import { files } from "./files";
import { organizations } from "./organizations";
import { users } from "./users";

/**
 * A safety data sheet that was read (decision 045), held so that keeping its chemical can file it
 * without a second upload. Its file is stored as every upload is; the row says whose it is, what was
 * read for filing (language, revision date), and once filed, with which kept chemical. Kept a day,
 * as a pending import is; only its uploader in its organization may file it.
 */
export const heldSheets = pgTable(
  "held_sheets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    lastRevisionDate: date("last_revision_date", { mode: "string" }).$type<DateOnly>().notNull(),
    /** The kept chemical it was filed with: a repeated filing with the same one is the one sheet. */
    filedAssociationId: integer("filed_association_id").references(() => chemicalAssociations.id, {
      onDelete: "set null",
    }),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (table) => [
    index("held_sheets_organization_idx").on(table.organizationId),
    index("held_sheets_user_idx").on(table.userId),
    uniqueIndex("held_sheets_file_unique").on(table.fileId),
    index("held_sheets_filed_association_idx").on(table.filedAssociationId),
    index("held_sheets_created_idx").on(table.createdDate),
  ],
);
