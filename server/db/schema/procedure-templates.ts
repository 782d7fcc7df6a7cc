import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { IsoStandard } from "../../domain/standards";
import { auditStamps } from "./columns";
import type { DocumentTexts } from "./controlled-documents";

/**
 * The system's catalogue of procedure templates, kept by maintainers: a procedure written out in English,
 * Danish or both, for an organization to start its own from. Shared by all organizations.
 */
export const procedureTemplates = pgTable(
  "procedure_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    texts: jsonb("texts").$type<DocumentTexts>().notNull(),
    isoStandards: text("iso_standards")
      .array()
      .$type<IsoStandard[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The clauses it serves, as people cite them ("ISO 14001 8.2", "ISO 27001 A.5.24"). */
    clauses: text("clauses")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditStamps,
  },
  // A title names one template in its language: a repeated create is refused, and the seed adds each once.
  (table) => [
    uniqueIndex("procedure_templates_title_en_unique").on(sql`lower(${table.texts}->'en'->>'title')`),
    uniqueIndex("procedure_templates_title_da_unique").on(sql`lower(${table.texts}->'da'->>'title')`),
  ],
);
