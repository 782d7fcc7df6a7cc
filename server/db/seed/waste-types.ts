import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { wasteTypes } from "../schema";
import catalogue from "./reference/european-waste-catalogue.json";

type Entry = { code_compact: string; level: number; parent: string | null; hazardous: boolean | null; text_en: string };

/**
 * The European List of Waste (Commission Decision 2000/532/EC as replaced by 2014/955/EU; source and
 * licence in `reference/`), English only: no official Danish text was found, so none is invented.
 * Adds the codes the table lacks; the synonyms maintainers add are theirs and never overwritten.
 */
export async function seedWasteTypes(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(wasteTypes);
  const entries = catalogue.entries as Entry[];
  if (count >= entries.length) return;
  await db
    .insert(wasteTypes)
    .values(
      entries.map((entry) => ({
        code: entry.code_compact,
        level: entry.level,
        parentCode: entry.parent?.replace(/\D/g, "") ?? null,
        hazardous: entry.hazardous,
        textEn: entry.text_en,
      })),
    )
    .onConflictDoNothing();
}
