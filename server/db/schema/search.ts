import { customType, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { SearchKind } from "../../domain/search";
import { organizations } from "./organizations";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per record that search finds, written only by the database: triggers on each register's
 * tables keep it (migration 0037, decision 032), so no service can forget it. `words` holds the
 * title and codes (weight A) and the rest (C), stemmed in Danish and in English.
 */
export const searchEntries = pgTable(
  "search_entries",
  {
    kind: text("kind").$type<SearchKind>().notNull(),
    recordId: integer("record_id").notNull(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    /** The id in the record's address: the record's, or for an obligation the act's. */
    linkId: integer("link_id").notNull(),
    title: text("title").notNull(),
    /** The title in Danish, where the record keeps one of its own (an obligation's act, a document). */
    titleDa: text("title_da"),
    /** A number or code shown beside the title: a CAS number, an EWC code, a meter's number. */
    detail: text("detail"),
    words: tsvector("words").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.recordId] }),
    index("search_entries_words_idx").using("gin", table.words),
    index("search_entries_organization_idx").on(table.organizationId),
  ],
);
