import { and, asc, eq, ilike, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { EMISSION_FACTOR_SORT_FIELDS } from "../api/schemas/emission-factors";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { emissionFactors, emissionFactorValues } from "../db/schema";
import type { emissionFactorInput, emissionFactorUpdate } from "../api/schemas/emission-factors";
import { checkFactorValues, currentFactorValue } from "../domain/emission-factor-values";
import { normalizeUnit, type UtilityType } from "../domain/units";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, isUniqueViolation, RecordNotFoundError, RefusedError, UnknownReferenceError } from "./errors";
import { recalculateFactorEmissions } from "./meter-months";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { queueCreates } from "./twins";
import { updateVersioned } from "./versioned";

export type EmissionFactorInput = KeysToCamel<z.output<typeof emissionFactorInput>>;
export type EmissionFactorChange = KeysToCamel<Omit<z.output<typeof emissionFactorUpdate>, "last_modified_date">>;
export type EmissionFactorValueRecord = typeof emissionFactorValues.$inferSelect;
type ValueInput = EmissionFactorInput["values"][number];
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };

export type EmissionFactorFilter = { q?: string; utilityType?: UtilityType; biogenic?: "true" | "false" };

const SORTABLE = {
  name: sql`lower(${emissionFactors.name})`,
  utility_type: sql`${emissionFactors.utilityType}`,
  last_modified_date: sql`${emissionFactors.lastModifiedDate}`,
} satisfies Record<SortField<typeof EMISSION_FACTOR_SORT_FIELDS>, SQL>;

function conditions(filter: EmissionFactorFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.q) found.push(ilike(emissionFactors.name, containsPattern(filter.q)));
  if (filter.utilityType) found.push(eq(emissionFactors.utilityType, filter.utilityType));
  if (filter.biogenic) found.push(eq(emissionFactors.biogenic, filter.biogenic === "true"));
  return found;
}

/** The values of the factors given, by factor, each factor's by start date (an undated one first). */
async function valuesOf(db: Db, factorIds: number[]) {
  const byFactor = new Map<number, EmissionFactorValueRecord[]>(factorIds.map((id) => [id, []]));
  if (factorIds.length === 0) return byFactor;
  const rows = await db
    .select()
    .from(emissionFactorValues)
    .where(inArray(emissionFactorValues.emissionFactorId, factorIds))
    .orderBy(sql`${emissionFactorValues.startDate} asc nulls first`, asc(emissionFactorValues.id));
  for (const row of rows) byFactor.get(row.emissionFactorId)?.push(row);
  return byFactor;
}

/** The factors as the meters choose among them: every one (of a type), by name, with today's value. */
export async function listFactorChoices(
  db: Db,
  filter: Pick<EmissionFactorFilter, "utilityType" | "biogenic">,
  today: string,
) {
  const rows = await db
    .select({
      id: emissionFactors.id,
      name: emissionFactors.name,
      utilityType: emissionFactors.utilityType,
      emissionType: emissionFactors.emissionType,
      biogenic: emissionFactors.biogenic,
    })
    .from(emissionFactors)
    .where(and(...conditions(filter)))
    .orderBy(sql`lower(${emissionFactors.name})`, asc(emissionFactors.id));
  const values = await valuesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, current: currentFactorValue(values.get(row.id) ?? [], today) }));
}

/** A page of the catalogue and its total: each factor with how many values it has and today's value. */
export async function listEmissionFactors(
  db: Db,
  query: EmissionFactorFilter & { page: number; size: number; sort: Sorting },
  today: string,
) {
  const matches = db
    .select({
      id: emissionFactors.id,
      name: emissionFactors.name,
      utilityType: emissionFactors.utilityType,
      emissionType: emissionFactors.emissionType,
      biogenic: emissionFactors.biogenic,
      lastModifiedDate: emissionFactors.lastModifiedDate,
      // Written out: the subquery must name the outer row's table to be correlated with it.
      valuesCount:
        sql<number>`(select count(*) from emission_factor_values v where v.emission_factor_id = "emission_factors"."id")`
          .mapWith(Number)
          .as("values_count"),
      total: totalOfMatches(),
    })
    .from(emissionFactors)
    .where(and(...conditions(query)))
    .orderBy(orderOf(query.sort, SORTABLE, sql`lower(${emissionFactors.name}) asc`), asc(emissionFactors.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  const values = await valuesOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    total: page.total,
    rows: page.rows.map((row) => ({ ...row, current: currentFactorValue(values.get(row.id) ?? [], today) })),
  };
}

export async function getEmissionFactor(db: Db, id: number) {
  const [row] = await db.select().from(emissionFactors).where(eq(emissionFactors.id, id));
  if (!row) return null;
  return { ...row, values: (await valuesOf(db, [id])).get(id) ?? [] };
}

/** The values as stored: units normalized, then checked against the domain's rules for the type. */
function checkedValues<V extends ValueInput>(type: UtilityType, values: V[]): V[] {
  const normalized = values.map((value) => ({ ...value, meterUnit: normalizeUnit(value.meterUnit) }));
  const refusals = checkFactorValues(type, normalized);
  if (refusals.length) throw new RefusedError(refusals);
  return normalized;
}

async function assertUniqueName(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: emissionFactors.id })
    .from(emissionFactors)
    .where(
      and(
        sql`lower(${emissionFactors.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${emissionFactors.id} <> ${exceptId}`,
      ),
    );
  if (clash) throw new DuplicateError("The catalogue has a factor of this name");
}

const duplicateName = (error: unknown) =>
  isUniqueViolation(error) ? new DuplicateError("The catalogue has a factor of this name") : error;

/** A value as a comparable text: the same values in another order are the same factor's. */
const valueKey = (value: ValueInput) =>
  JSON.stringify([
    value.startDate,
    value.endDate,
    value.value,
    value.meterUnit,
    value.emissionUnit,
    value.source,
    value.sourceUrl,
    value.sourceYear,
  ]);
const sameValueSet = (a: ValueInput[], b: ValueInput[]) =>
  a.length === b.length && JSON.stringify(a.map(valueKey).sort()) === JSON.stringify(b.map(valueKey).sort());

const valueRows = (emissionFactorId: number, values: ValueInput[]) =>
  values.map((value) => ({
    emissionFactorId,
    value: value.value,
    meterUnit: value.meterUnit,
    emissionUnit: value.emissionUnit,
    startDate: value.startDate,
    endDate: value.endDate,
    source: value.source,
    sourceUrl: value.sourceUrl,
    sourceYear: value.sourceYear,
  }));

/**
 * Adds a factor with its values: its id, and whether it is new. The same factor sent again (a double
 * click, a retried request) answers the one the first made; another factor of that name is refused.
 */
export async function createEmissionFactor(db: Db, actor: Actor, input: EmissionFactorInput) {
  const values = checkedValues(input.utilityType, input.values);
  try {
    return await db.transaction(async (tx) => {
      // The catalogue is the system's: creates queue under one key, so two alike cannot both find no twin.
      await queueCreates(tx, "emission-factors", 0);
      const [named] = await tx
        .select()
        .from(emissionFactors)
        .where(sql`lower(${emissionFactors.name}) = lower(${input.name})`);
      if (named) {
        const existing = (await valuesOf(tx, [named.id])).get(named.id) ?? [];
        const twin =
          named.name === input.name &&
          named.utilityType === input.utilityType &&
          named.emissionType === input.emissionType &&
          named.biogenic === input.biogenic &&
          named.description === input.description &&
          sameValueSet(existing, values);
        if (twin) return { id: named.id, created: false };
        throw new DuplicateError("The catalogue has a factor of this name");
      }
      const { values: _values, ...fields } = input;
      const [row] = await tx.insert(emissionFactors).values(fields).returning({ id: emissionFactors.id });
      const id = row!.id;
      await tx.insert(emissionFactorValues).values(valueRows(id, values));
      await audit(tx, { ...actor, action: "create", entity: "emission-factor", entityId: id });
      return { id, created: true };
    });
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Keeps the values sent with an id (changed), adds those without, removes the factor's others. */
async function replaceValues(tx: Db, factorId: number, values: (ValueInput & { id: number | null })[]) {
  const existing = new Set(
    (
      await tx
        .select({ id: emissionFactorValues.id })
        .from(emissionFactorValues)
        .where(eq(emissionFactorValues.emissionFactorId, factorId))
    ).map((row) => row.id),
  );
  const seen = new Set<number>();
  values.forEach((value, index) => {
    if (value.id === null) return;
    if (!existing.has(value.id)) throw new UnknownReferenceError(`values.${index}.id`, "Not a value of this factor");
    if (seen.has(value.id)) {
      throw new RefusedError([
        { path: `values.${index}.id`, code: "value_repeated", message: "The value is sent twice" },
      ]);
    }
    seen.add(value.id);
  });
  const kept = [...seen];
  await tx
    .delete(emissionFactorValues)
    .where(
      and(
        eq(emissionFactorValues.emissionFactorId, factorId),
        kept.length ? notInArray(emissionFactorValues.id, kept) : undefined,
      ),
    );
  for (const value of values) {
    if (value.id === null) continue;
    const [row] = valueRows(factorId, [value]);
    await tx.update(emissionFactorValues).set(row!).where(eq(emissionFactorValues.id, value.id));
  }
  const added = values.filter((value) => value.id === null);
  if (added.length) await tx.insert(emissionFactorValues).values(valueRows(factorId, added));
}

/**
 * Changes a factor (its utility type stays) and replaces its values, in one transaction with the
 * recalculation of the emissions its values gave, unless the factor changed since `lastModifiedDate`.
 */
export async function updateEmissionFactor(
  db: Db,
  actor: Actor,
  id: number,
  input: EmissionFactorChange,
  lastModifiedDate: string,
) {
  const [factor] = await db
    .select({ utilityType: emissionFactors.utilityType })
    .from(emissionFactors)
    .where(eq(emissionFactors.id, id));
  if (!factor) throw new RecordNotFoundError();
  const values = checkedValues(factor.utilityType, input.values);
  try {
    await db.transaction(async (tx) => {
      await assertUniqueName(tx, input.name, id);
      const { values: _values, ...fields } = input;
      await updateVersioned(tx, emissionFactors, eq(emissionFactors.id, id), lastModifiedDate, fields);
      await replaceValues(tx, id, values);
      await recalculateFactorEmissions(tx, id, actor);
      await audit(tx, { ...actor, action: "update", entity: "emission-factor", entityId: id });
    });
  } catch (error) {
    throw duplicateName(error);
  }
}
