import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { wasteTypes } from "../db/schema";
import type { Language } from "../domain/standards";
import { wasteCodeDisplay } from "../domain/waste-units";
import { audit } from "./audit";
import { pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { updateVersioned } from "./versioned";

type WasteTypeRow = typeof wasteTypes.$inferSelect;
export type WasteTypeFilter = {
  q?: string;
  chapter?: string;
  entriesOnly: boolean;
  hazardous?: boolean;
  page: number;
  size: number;
};

/**
 * A waste type as screens name it. The List of Waste has no official Danish text: a Danish reader
 * gets the first Danish synonym where one is set, else the English text, marked as English.
 */
export function wasteTypeName(
  row: Pick<WasteTypeRow, "id" | "code" | "hazardous" | "textEn" | "synonymsDa">,
  language: Language,
) {
  const danish = language === "da" ? row.synonymsDa[0] : undefined;
  return {
    id: row.id,
    code: row.code,
    codeDisplay: wasteCodeDisplay(row.code, row.hazardous),
    hazardous: row.hazardous,
    name: danish ?? row.textEn,
    nameLanguage: danish ? ("da" as const) : ("en" as const),
  };
}

const detailed = (row: WasteTypeRow, language: Language) => ({ ...row, ...wasteTypeName(row, language) });

function conditions(filter: WasteTypeFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.entriesOnly) found.push(eq(wasteTypes.level, 3));
  if (filter.chapter) found.push(sql`${wasteTypes.code} like ${`${filter.chapter}%`}`);
  if (filter.hazardous !== undefined) found.push(eq(wasteTypes.hazardous, filter.hazardous));
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/[\s*]/g, "");
    const pattern = containsPattern(q);
    const synonyms = sql`array_to_string(${wasteTypes.synonymsEn} || ${wasteTypes.synonymsDa}, ' ')`;
    const byText = or(ilike(wasteTypes.textEn, pattern), sql`${synonyms} ilike ${pattern}`)!;
    found.push(/^\d+$/.test(digits) ? or(sql`${wasteTypes.code} like ${`${digits}%`}`, byText)! : byText);
  }
  return found;
}

/** A page of the List of Waste in code order (chapters before their sub-chapters and entries). */
export async function listWasteTypes(db: Db, filter: WasteTypeFilter, language: Language) {
  const matches = db
    .select({ row: wasteTypes, total: totalOfMatches() })
    .from(wasteTypes)
    .where(and(...conditions(filter)))
    .orderBy(asc(wasteTypes.code));
  const page = await pageWithTotal(matches.$dynamic(), filter.page, filter.size);
  return { total: page.total, rows: page.rows.map(({ row }) => detailed(row, language)) };
}

export async function getWasteType(db: Db, id: number, language: Language) {
  const [row] = await db.select().from(wasteTypes).where(eq(wasteTypes.id, id));
  return row ? detailed(row, language) : null;
}

/** Trimmed, empty ones dropped, repeats (in any case) kept once, in the order given. */
export function cleanSynonyms(values: readonly string[]) {
  const seen = new Set<string>();
  return values
    .map((value) => value.trim().replace(/\s+/g, " "))
    .filter((value) => value !== "" && !seen.has(value.toLowerCase()) && seen.add(value.toLowerCase()));
}

export async function updateWasteTypeSynonyms(
  db: Db,
  actor: { userId: number },
  id: number,
  synonyms: { synonymsEn: string[]; synonymsDa: string[] },
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    const values = { synonymsEn: cleanSynonyms(synonyms.synonymsEn), synonymsDa: cleanSynonyms(synonyms.synonymsDa) };
    await updateVersioned(tx, wasteTypes, eq(wasteTypes.id, id), lastModifiedDate, values);
    await audit(tx, { ...actor, organizationId: null, action: "update", entity: "waste_type", entityId: id });
  });
}
