import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PROCEDURE_TEMPLATE_SORT_FIELDS } from "../api/contracts/procedure-templates";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { procedureTemplates } from "../db/schema";
import type { procedureTemplateInput } from "../api/contracts/procedure-templates";
import type { Language } from "../domain/standards";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, isUniqueViolation } from "./errors";
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { updateVersioned } from "./versioned";

export type ProcedureTemplateInput = KeysToCamel<z.output<typeof procedureTemplateInput>>;
type Sorting = { field: string; direction: "asc" | "desc" }[];
type ListQuery = { q?: string; page: number; size: number; sort: Sorting; language: Language };

const titleIn = (language: Language) => sql<string | null>`${procedureTemplates.texts}->${language}->>'title'`;

/** A template's title as the reader sorts it: in their language, else in the other. */
const sortTitle = (language: Language) =>
  sql`lower(coalesce(${titleIn(language)}, ${titleIn(language === "da" ? "en" : "da")}))`;

const SORTS = {
  title: sortTitle,
  last_modified_date: () => procedureTemplates.lastModifiedDate,
} satisfies Record<SortField<typeof PROCEDURE_TEMPLATE_SORT_FIELDS>, (language: Language) => SQLWrapper>;

const sortColumn = (field: string, language: Language) =>
  Object.hasOwn(SORTS, field) ? SORTS[field as keyof typeof SORTS](language) : null;

export async function listProcedureTemplates(db: Db, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(sql`${titleIn("en")} ilike ${pattern}`, sql`${titleIn("da")} ilike ${pattern}`)!);
  }
  const order = sortsOf(query.sort, (field) => sortColumn(field, query.language)).map(ascOrDesc);
  // The list leaves the procedures themselves in the database: only their titles travel.
  const matches = db
    .select({
      id: procedureTemplates.id,
      titleEn: titleIn("en"),
      titleDa: titleIn("da"),
      isoStandards: procedureTemplates.isoStandards,
      clauses: procedureTemplates.clauses,
      lastModifiedDate: procedureTemplates.lastModifiedDate,
      total: totalOfMatches(),
    })
    .from(procedureTemplates)
    .where(and(...conditions))
    .orderBy(...order, asc(sortTitle(query.language)), asc(procedureTemplates.id));
  const { rows, total } = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return {
    total,
    rows: rows.map(({ titleEn, titleDa, ...row }) => ({
      ...row,
      titles: { ...(titleEn ? { en: titleEn } : {}), ...(titleDa ? { da: titleDa } : {}) },
    })),
  };
}

export async function getProcedureTemplate(db: Db, id: number) {
  const [row] = await db.select().from(procedureTemplates).where(eq(procedureTemplates.id, id));
  return row ?? null;
}

/** Creates (no `existing`) or updates a template; a title another template has in that language is a duplicate. */
export async function saveProcedureTemplate(
  db: Db,
  actor: { userId: number },
  input: ProcedureTemplateInput,
  existing?: { id: number; lastModifiedDate: string },
) {
  try {
    return await db.transaction(async (tx) => {
      let id: number;
      if (existing) {
        const where = eq(procedureTemplates.id, existing.id);
        await updateVersioned(tx, procedureTemplates, where, existing.lastModifiedDate, input);
        id = existing.id;
      } else {
        const [row] = await tx.insert(procedureTemplates).values(input).returning({ id: procedureTemplates.id });
        id = row!.id;
      }
      await audit(tx, { ...actor, action: existing ? "update" : "create", entity: "procedure-template", entityId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError("A procedure template with this title is in the catalogue");
    throw error;
  }
}
