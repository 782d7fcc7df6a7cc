import { and, arrayContains, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { SUBSTANCE_SORT_FIELDS } from "../api/schemas/substances";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { substances } from "../db/schema";
import type { substanceInput } from "../api/schemas/substances";
import { HAZARD_STATEMENTS, inAnnexOrder } from "../domain/hazard-statements";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { isUniqueViolation, RecordNotFoundError, RefusedError } from "./errors";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { queueCreates } from "./twins";
import { updateVersioned } from "./versioned";

export type SubstanceInput = KeysToCamel<z.output<typeof substanceInput>>;
export type SubstanceRecord = typeof substances.$inferSelect;
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };
export type SubstanceFilter = { q?: string; hazard?: string };

const SORTABLE = {
  name: sql`lower(${substances.name})`,
  cas_number: sql`${substances.casNumber}`,
  ec_number: sql`${substances.ecNumber}`,
  last_modified_date: sql`${substances.lastModifiedDate}`,
} satisfies Record<SortField<typeof SUBSTANCE_SORT_FIELDS>, SQL>;

function conditions(filter: SubstanceFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(
      or(ilike(substances.name, pattern), ilike(substances.casNumber, pattern), ilike(substances.ecNumber, pattern))!,
    );
  }
  if (filter.hazard) found.push(arrayContains(substances.hazardCodes, [filter.hazard]));
  return found;
}

export async function listSubstances(db: Db, query: SubstanceFilter & { page: number; size: number; sort: Sorting }) {
  const matches = db
    .select({ row: substances, total: totalOfMatches() })
    .from(substances)
    .where(and(...conditions(query)))
    .orderBy(orderOf(query.sort, SORTABLE, sql`lower(${substances.name}) asc`), asc(substances.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(({ row }) => row) };
}

export async function getSubstance(db: Db, id: number) {
  const [row] = await db.select().from(substances).where(eq(substances.id, id));
  return row ?? null;
}

/** The notes in use, the most used first: what a maintainer picks from instead of retyping. */
export async function substanceNotes(db: Db) {
  const note = sql<string>`n.note`;
  return db
    .select({ note, substances: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`${substances} cross join lateral unnest(${substances.notes}) as n(note)`)
    .groupBy(note)
    .orderBy(sql`count(*) desc`, note);
}

/** The row as stored: hazard codes in the annex's order, so the same set is always the same array. */
const stored = (input: SubstanceInput) => ({
  name: input.name,
  casNumber: input.casNumber,
  ecNumber: input.ecNumber,
  hazardCodes: inAnnexOrder([...input.hazardStatementCodes, ...input.euHazardStatementCodes], HAZARD_STATEMENTS),
  notes: input.notes,
});

/** Which unique field a clash is on, read from the rows that share one, as the form's refusal. */
async function clashes(db: Db, row: ReturnType<typeof stored>, exceptId?: number) {
  const same = await db
    .select()
    .from(substances)
    .where(
      and(
        or(
          sql`lower(${substances.name}) = lower(${row.name})`,
          row.casNumber ? eq(substances.casNumber, row.casNumber) : undefined,
          row.ecNumber ? eq(substances.ecNumber, row.ecNumber) : undefined,
        ),
        exceptId === undefined ? undefined : sql`${substances.id} <> ${exceptId}`,
      ),
    );
  return same;
}

function refuseClashes(same: SubstanceRecord[], row: ReturnType<typeof stored>): never | void {
  const refusals = [];
  if (same.some((other) => other.name.toLowerCase() === row.name.toLowerCase())) {
    refusals.push({
      path: "name",
      code: "substance_name_taken",
      message: "The catalogue has a substance of this name",
    });
  }
  if (row.casNumber && same.some((other) => other.casNumber === row.casNumber)) {
    refusals.push({ path: "cas_number", code: "cas_taken", message: "Another substance has this CAS number" });
  }
  if (row.ecNumber && same.some((other) => other.ecNumber === row.ecNumber)) {
    refusals.push({ path: "ec_number", code: "ec_taken", message: "Another substance has this EC number" });
  }
  if (refusals.length) throw new RefusedError(refusals);
}

const sameSubstance = (existing: SubstanceRecord, row: ReturnType<typeof stored>) =>
  existing.name === row.name &&
  existing.casNumber === row.casNumber &&
  existing.ecNumber === row.ecNumber &&
  existing.hazardCodes.join() === row.hazardCodes.join() &&
  existing.notes.join("\n") === row.notes.join("\n");

const raceLost = (error: unknown) =>
  isUniqueViolation(error)
    ? new RefusedError([{ path: "name", code: "substance_name_taken", message: "Added meanwhile by someone else" }])
    : error;

/** Adds a substance: its id, and whether it is new. The same one sent again answers the first. */
export async function createSubstance(db: Db, actor: Actor, input: SubstanceInput) {
  const row = stored(input);
  try {
    return await db.transaction(async (tx) => {
      await queueCreates(tx, "substances", 0);
      const same = await clashes(tx, row);
      const twin = same.find((existing) => sameSubstance(existing, row));
      if (twin && same.length === 1) return { id: twin.id, created: false };
      refuseClashes(same, row);
      const [added] = await tx.insert(substances).values(row).returning({ id: substances.id });
      await audit(tx, { ...actor, action: "create", entity: "substance", entityId: added!.id });
      return { id: added!.id, created: true };
    });
  } catch (error) {
    throw raceLost(error);
  }
}

export async function updateSubstance(
  db: Db,
  actor: Actor,
  id: number,
  input: SubstanceInput,
  lastModifiedDate: string,
) {
  if (!(await getSubstance(db, id))) throw new RecordNotFoundError();
  const row = stored(input);
  try {
    await db.transaction(async (tx) => {
      refuseClashes(await clashes(tx, row, id), row);
      await updateVersioned(tx, substances, eq(substances.id, id), lastModifiedDate, row);
      await audit(tx, { ...actor, action: "update", entity: "substance", entityId: id });
    });
  } catch (error) {
    throw raceLost(error);
  }
}
