import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditStamps } from "./columns";

/**
 * The substance catalogue, kept by system maintainers: what a chemical product contains, with its
 * identifiers and its own CLP hazard statements (codes of `server/domain/reference`, H and EUH).
 */
export const substances = pgTable(
  "substances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    casNumber: text("cas_number"),
    ecNumber: text("ec_number"),
    hazardCodes: text("hazard_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Short remarks (a restriction, a note of the harmonised classification), each one line. */
    notes: text("notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...auditStamps,
  },
  (table) => [
    uniqueIndex("substances_name_unique").on(sql`lower(${table.name})`),
    uniqueIndex("substances_cas_unique")
      .on(table.casNumber)
      .where(sql`${table.casNumber} is not null`),
    uniqueIndex("substances_ec_unique")
      .on(table.ecNumber)
      .where(sql`${table.ecNumber} is not null`),
    index("substances_hazard_codes_idx").using("gin", table.hazardCodes),
  ],
);
