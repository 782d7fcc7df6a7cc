import { and, arrayContains, asc, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CHEMICAL_ASSOCIATION_SORT_FIELDS } from "../api/schemas/chemical-associations";
import type { SortField } from "../api/schemas/common";
import { alias, QueryBuilder } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  chemicalAssociations,
  chemicalCountries,
  chemicals,
  chemicalSafetyDataSheets,
  chemicalSupplies,
  organizations,
  stakeholders,
  workProcessProducts,
} from "../db/schema";
import type {
  chemicalAssociationFields,
  chemicalAssociationInput,
  SDS_FILTERS,
} from "../api/schemas/chemical-associations";
import { DEFAULT_SDS_REVIEW_YEARS, type SdsStatus } from "../domain/chemical-enumerations";
import type { DangerCode } from "../domain/danger-code";
import { BUSINESS_TIME_ZONE, LAST_DAY } from "../domain/recurrence";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { UnknownReferenceError } from "./errors";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { fileHeldSheet } from "./held-sheets";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type ChemicalAssociationInput = KeysToCamel<z.output<typeof chemicalAssociationFields>>;
type NewChemicalAssociation = KeysToCamel<z.output<typeof chemicalAssociationInput>>;
export type AssociationScope = { organizationId: number; below: number[] };
export type AssociationFilter = {
  q?: string;
  hazard?: string;
  dangerCode?: DangerCode;
  storageClass?: string;
  departmentIds?: number[];
  location?: string;
  sds?: (typeof SDS_FILTERS)[number];
  /** Only those no work process uses: their chemical risk is not assessed. */
  unassessed?: boolean;
};
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };

const department = alias(organizations, "department");
const holder = alias(organizations, "holder");
const supplier = alias(stakeholders, "supplier");

/**
 * The country a kept chemical is judged by (the nearest organization up the holding that names one)
 * and the review period of the nearest company, read from the holder's lineage (itself included). The
 * lineage is named with its table: drizzle leaves a column of a one-table select unqualified, and a bare
 * "lineage" inside the subquery would be the inner table's own.
 */
const nearest = (condition: SQL, column: SQL) => sql`(select ${column} from ${organizations} o
  where o.id = any(${holder}.lineage) and ${condition}
  order by array_position(${holder}.lineage, o.id) desc limit 1)`;

const qb = new QueryBuilder();

/**
 * Each organization's place, read first and handed to the query as a table of values: joined as a
 * subquery, its lookups would run once per kept chemical.
 */
async function placesOf(db: Db, organizationIds: number[]) {
  const rows = await db
    .select({
      id: holder.id,
      country: sql<string | null>`${nearest(sql`o.country_alpha2 is not null`, sql`o.country_alpha2`)}`,
      years: sql<number | null>`${nearest(sql`o.type = 'COMPANY'`, sql`o.sds_review_years`)}`,
    })
    .from(holder)
    .where(inArray(holder.id, organizationIds));
  const values = rows.map(
    (row) => sql`(${row.id}::int, ${row.country}::text, ${row.years ?? DEFAULT_SDS_REVIEW_YEARS}::int)`,
  );
  const table = values.length
    ? sql`(values ${sql.join(values, sql`, `)})`
    : sql`(select null::int, null::text, null::int where false)`;
  return sql`${table} as place(id, country_alpha2, review_years)`;
}
const placeId = sql`"place"."id"`;

// drizzle names a subquery's computed fields without their table; these name them in full.
const placeCountry = sql<string | null>`"place"."country_alpha2"`;
const placeReviewYears = sql<number>`"place"."review_years"`;

/** The newest safety data sheet of the chemical for that country. */
const sheet = qb
  .select({
    id: chemicalSafetyDataSheets.id,
    language: chemicalSafetyDataSheets.language,
    lastRevisionDate: chemicalSafetyDataSheets.lastRevisionDate,
  })
  .from(chemicalSafetyDataSheets)
  .where(
    and(
      eq(chemicalSafetyDataSheets.chemicalId, chemicalAssociations.chemicalId),
      eq(chemicalSafetyDataSheets.countryAlpha2, placeCountry),
    ),
  )
  .orderBy(desc(chemicalSafetyDataSheets.lastRevisionDate), desc(chemicalSafetyDataSheets.id))
  .limit(1)
  .as("sheet");

/**
 * For counting: each chemical's newest sheet date per country, grouped in one pass and joined, where a
 * lookup per kept chemical took most of the count's time. Named as `sheet` is, so `sdsStatus` reads
 * either; its id only says that there is one.
 */
const newestSheets = qb
  .select({
    chemicalId: chemicalSafetyDataSheets.chemicalId,
    countryAlpha2: chemicalSafetyDataSheets.countryAlpha2,
    id: sql<number>`max(${chemicalSafetyDataSheets.id})`.as("id"),
    lastRevisionDate: sql<DateOnly>`max(${chemicalSafetyDataSheets.lastRevisionDate})`.as("last_revision_date"),
  })
  .from(chemicalSafetyDataSheets)
  .groupBy(chemicalSafetyDataSheets.chemicalId, chemicalSafetyDataSheets.countryAlpha2)
  .as("sheet");

/** The storage data for that country. */
const here = alias(chemicalCountries, "here");

// Within the dates the wire holds, like addPeriod's (decision 020).
// least() passes over a null: without a sheet there is no review date.
const reviewDue = sql`case when ${sheet.lastRevisionDate} is null then null else least((${sheet.lastRevisionDate} + make_interval(years => ${placeReviewYears}))::date, ${LAST_DAY}::date) end`;
/** Today as the business sees it (`businessToday()`), not the database session's time zone's date. */
const businessDate = sql`(now() at time zone ${BUSINESS_TIME_ZONE})::date`;
const sdsStatus = sql<SdsStatus>`case
  when ${placeCountry} is null then 'NO_COUNTRY'
  when ${sheet.id} is null then 'MISSING'
  when ${reviewDue} < ${businessDate} then 'OUTDATED'
  else 'CURRENT' end`;

const columns = {
  association: getTableColumns(chemicalAssociations),
  chemical: chemicals,
  departmentName: department.name,
  supplyProductNumber: chemicalSupplies.productNumber,
  supplierId: supplier.id,
  supplierName: supplier.name,
  countryAlpha2: placeCountry,
  storageClass: here.storageClass,
  waterHazardClass: here.waterHazardClass,
  sheetId: sheet.id,
  sheetLanguage: sheet.language,
  sheetRevised: sheet.lastRevisionDate,
  sdsReviewDue: sql<DateOnly | null>`to_char(${reviewDue}, 'YYYY-MM-DD')`,
  sdsStatus,
};

const SORTABLE = {
  chemical: sql`lower(${chemicals.name})`,
  danger_code: sql`array_position(array['GREEN','YELLOW','RED'], ${chemicals.dangerCode})`,
  storage_location: sql`lower(${chemicalAssociations.storageLocation})`,
  department: sql`lower(${department.name})`,
  storage_class: sql`${here.storageClass}`,
  sds_revision_date: sql`${sheet.lastRevisionDate}`,
  last_modified_date: sql`${chemicalAssociations.lastModifiedDate}`,
} satisfies Record<SortField<typeof CHEMICAL_ASSOCIATION_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: AssociationFilter): SQL[] {
  const found: SQL[] = [inArray(chemicalAssociations.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const { storageLocation, purpose } = chemicalAssociations;
    found.push(or(ilike(chemicals.name, pattern), ilike(storageLocation, pattern), ilike(purpose, pattern))!);
  }
  if (filter.hazard) found.push(arrayContains(chemicals.hazardCodes, [filter.hazard]));
  if (filter.dangerCode) found.push(eq(chemicals.dangerCode, filter.dangerCode));
  if (filter.storageClass) found.push(eq(here.storageClass, filter.storageClass));
  if (filter.departmentIds) found.push(inArray(chemicalAssociations.departmentId, filter.departmentIds));
  if (filter.location)
    found.push(sql`lower(trim(${chemicalAssociations.storageLocation})) = lower(trim(${filter.location}))`);
  if (filter.sds === "ATTENTION") found.push(sql`${sdsStatus} in ('MISSING', 'OUTDATED')`);
  else if (filter.sds) found.push(sql`${sdsStatus} = ${filter.sds}`);
  if (filter.unassessed)
    found.push(
      sql`not exists (select 1 from ${workProcessProducts} where ${workProcessProducts}.association_id = ${chemicalAssociations}.id)`,
    );
  return found;
}

/** Kept chemicals of these organizations with all the screens show. */
function associations(db: Db, places: SQL) {
  return db
    .select(columns)
    .from(chemicalAssociations)
    .innerJoin(places, eq(placeId, chemicalAssociations.organizationId))
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .leftJoin(department, eq(department.id, chemicalAssociations.departmentId))
    .leftJoin(chemicalSupplies, eq(chemicalSupplies.id, chemicalAssociations.supplyId))
    .leftJoin(supplier, eq(supplier.id, chemicalSupplies.supplierId))
    .leftJoinLateral(sheet, sql`true`)
    .leftJoin(here, and(eq(here.chemicalId, chemicalAssociations.chemicalId), eq(here.countryAlpha2, placeCountry)))
    .$dynamic();
}

type Needs = { place: boolean; sheet: boolean; department: boolean };

/**
 * The ids of a page and the total of matches, joining only what the filter and the order read: the
 * newest sheet is looked up per kept chemical only when asked about. The page's rows are then read in
 * full (20, not thousands).
 */
function matchingIds(db: Db, places: SQL, needs: Needs) {
  let query = db
    .select({ id: chemicalAssociations.id, total: totalOfMatches() })
    .from(chemicalAssociations)
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .$dynamic();
  if (needs.department) query = query.leftJoin(department, eq(department.id, chemicalAssociations.departmentId));
  if (needs.place) {
    query = query
      .innerJoin(places, eq(placeId, chemicalAssociations.organizationId))
      .leftJoin(here, and(eq(here.chemicalId, chemicalAssociations.chemicalId), eq(here.countryAlpha2, placeCountry)));
  }
  return needs.sheet ? query.leftJoinLateral(sheet, sql`true`) : query;
}

function needsOf(query: AssociationFilter & { sort: Sorting }): Needs {
  const sorted = (field: string) => query.sort.some((order) => order.field === field);
  const sheet = Boolean(query.sds) || sorted("sds_revision_date");
  return {
    sheet,
    place: sheet || Boolean(query.storageClass) || sorted("storage_class"),
    department: sorted("department"),
  };
}

type Row = Awaited<ReturnType<ReturnType<typeof associations>["execute"]>>[number];
const shaped = (row: Row) => ({
  ...row.association,
  chemical: row.chemical,
  department:
    row.association.departmentId === null ? null : { id: row.association.departmentId, name: row.departmentName ?? "" },
  supply:
    row.association.supplyId === null || row.supplierId === null
      ? null
      : {
          id: row.association.supplyId,
          productNumber: row.supplyProductNumber,
          supplier: { id: row.supplierId, name: row.supplierName ?? "" },
        },
  countryAlpha2: row.countryAlpha2,
  storageClass: row.storageClass,
  waterHazardClass: row.waterHazardClass,
  safetyDataSheet:
    row.sheetId === null
      ? null
      : { id: row.sheetId, language: row.sheetLanguage ?? "", lastRevisionDate: row.sheetRevised! },
  sdsStatus: row.sdsStatus,
  sdsReviewDue: row.sdsReviewDue,
});
export type ChemicalAssociationRow = ReturnType<typeof shaped>;

/** A page of the chemicals kept by the organizations given (the active one and those below it). */
export async function listChemicalAssociations(
  db: Db,
  organizationIds: number[],
  query: AssociationFilter & { page: number; size: number; sort: Sorting },
) {
  const places = await placesOf(db, organizationIds);
  const matches = matchingIds(db, places, needsOf(query))
    .where(and(...conditions(organizationIds, query)))
    .orderBy(orderOf(query.sort, SORTABLE, sql`lower(${chemicals.name}) asc`), asc(chemicalAssociations.id));
  const page = await pageWithTotal(matches, query.page, query.size);
  const ids = page.rows.map((row) => row.id);
  const rows = ids.length ? await associations(db, places).where(inArray(chemicalAssociations.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.association.id, shaped(row)]));
  return { total: page.total, rows: ids.map((id) => byId.get(id)!) };
}

/** Per organization, how many kept chemicals match each of the list's filters given. */
export async function countChemicalAssociations<K extends string>(
  db: Db,
  organizationIds: number[],
  filters: Record<K, AssociationFilter>,
) {
  const places = await placesOf(db, organizationIds);
  const counts = Object.fromEntries(
    Object.entries<AssociationFilter>(filters).map(([key, filter]) => [
      key,
      sql<number>`count(*) filter (where ${and(...conditions(organizationIds, filter))})`.mapWith(Number),
    ]),
  ) as Record<string, SQL<number>>;
  const needs = Object.values<AssociationFilter>(filters)
    .map((filter) => needsOf({ ...filter, sort: [] }))
    .reduce((all, one) => ({ sheet: all.sheet || one.sheet, place: all.place || one.place, department: false }));
  let query = db
    .select({ organizationId: chemicalAssociations.organizationId, ...counts })
    .from(chemicalAssociations)
    .innerJoin(chemicals, eq(chemicals.id, chemicalAssociations.chemicalId))
    .$dynamic();
  if (needs.place) {
    query = query
      .innerJoin(places, eq(placeId, chemicalAssociations.organizationId))
      .leftJoin(here, and(eq(here.chemicalId, chemicalAssociations.chemicalId), eq(here.countryAlpha2, placeCountry)));
  }
  if (needs.sheet) {
    query = query.leftJoin(
      newestSheets,
      and(eq(newestSheets.chemicalId, chemicalAssociations.chemicalId), eq(newestSheets.countryAlpha2, placeCountry)),
    );
  }
  const rows = await query
    .where(inArray(chemicalAssociations.organizationId, organizationIds))
    .groupBy(chemicalAssociations.organizationId);
  return rows as unknown as ({ organizationId: number } & Record<K, number>)[];
}

export async function getChemicalAssociation(db: Db, organizationIds: number[], id: number) {
  const query = associations(db, await placesOf(db, organizationIds)).where(
    and(eq(chemicalAssociations.id, id), inArray(chemicalAssociations.organizationId, organizationIds)),
  );
  const [row] = await query;
  return row ? shaped(row) : null;
}

/** Every kept chemical at a storage location (or at every one), for the co-storage check. */
export async function storedTogether(db: Db, organizationIds: number[], location?: string) {
  const query = associations(db, await placesOf(db, organizationIds)).where(
    and(
      inArray(chemicalAssociations.organizationId, organizationIds),
      sql`nullif(trim(${chemicalAssociations.storageLocation}), '') is not null`,
      location ? sql`lower(trim(${chemicalAssociations.storageLocation})) = lower(trim(${location}))` : undefined,
    ),
  );
  const rows = await query.orderBy(sql`lower(trim(${chemicalAssociations.storageLocation}))`, asc(chemicals.name));
  return rows.map(shaped);
}

/** A chemical is kept by the organization itself or a department below it, from one of its supplies. */
async function checkReferences(db: Db, scope: AssociationScope, input: ChemicalAssociationInput) {
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  const [chemical] = await db.select({ id: chemicals.id }).from(chemicals).where(eq(chemicals.id, input.chemicalId));
  if (!chemical) throw new UnknownReferenceError("chemical_id", "Not a chemical of the catalogue");
  if (input.supplyId !== null) {
    const [supply] = await db
      .select({ id: chemicalSupplies.id })
      .from(chemicalSupplies)
      .where(and(eq(chemicalSupplies.id, input.supplyId), eq(chemicalSupplies.chemicalId, input.chemicalId)));
    if (!supply) throw new UnknownReferenceError("supply_id", "Not a supply of this chemical");
  }
}

/**
 * Adds a chemical the organization keeps; the same entry sent twice answers the first. A held sheet
 * named is filed with it in the same transaction: refused, nothing is kept.
 */
export async function addChemicalAssociation(
  db: Db,
  actor: Actor,
  scope: AssociationScope,
  { heldSheetId, ...input }: NewChemicalAssociation,
) {
  await checkReferences(db, scope, input);
  const organizationId = scope.organizationId;
  return db.transaction(async (tx) => {
    await queueCreates(tx, "chemical_associations", organizationId);
    const kept = await keptOnce(tx, organizationId, input);
    if (heldSheetId !== null) await fileHeldSheet(tx, actor, scope, heldSheetId, kept.id);
    return kept;
  });
}

/** The kept chemical alike in every field, or a new one. */
async function keptOnce(tx: Db, organizationId: number, input: ChemicalAssociationInput) {
  const { amount, ...comparable } = input;
  const [twin] = await tx
    .select({ id: chemicalAssociations.id })
    .from(chemicalAssociations)
    .where(
      and(
        eq(chemicalAssociations.organizationId, organizationId),
        ...sameValues(chemicalAssociations, comparable),
        amount === null ? sql`${chemicalAssociations.amount} is null` : sql`${chemicalAssociations.amount} = ${amount}`,
      ),
    )
    .limit(1);
  if (twin) return { id: twin.id, created: false };
  const [row] = await tx
    .insert(chemicalAssociations)
    .values({ ...input, organizationId })
    .returning({ id: chemicalAssociations.id });
  return { id: row!.id, created: true };
}

export async function updateChemicalAssociation(
  db: Db,
  actor: Actor,
  scope: AssociationScope,
  id: number,
  input: ChemicalAssociationInput,
  lastModifiedDate: string,
) {
  await checkReferences(db, scope, input);
  await db.transaction(async (tx) => {
    const where = and(eq(chemicalAssociations.id, id), inArray(chemicalAssociations.organizationId, scope.below))!;
    await updateVersioned(tx, chemicalAssociations, where, lastModifiedDate, input);
  });
}

export async function removeChemicalAssociation(db: Db, actor: Actor, scope: AssociationScope, id: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(chemicalAssociations)
      .where(and(eq(chemicalAssociations.id, id), inArray(chemicalAssociations.organizationId, scope.below)))
      .returning({ id: chemicalAssociations.id });
    return removed.length > 0;
  });
}

/**
 * Moves many kept chemicals to one department (or back to the organization itself, null), all or
 * none: a chemical the scope does not reach, or a department outside it, refuses the whole.
 */
export async function moveChemicalAssociations(
  db: Db,
  scope: AssociationScope,
  ids: number[],
  departmentId: number | null,
) {
  if (departmentId !== null && !scope.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(chemicalAssociations)
      .set({ departmentId, lastModifiedDate: sql`now()` })
      .where(and(inArray(chemicalAssociations.id, unique), inArray(chemicalAssociations.organizationId, scope.below)))
      .returning({ id: chemicalAssociations.id });
    if (moved.length !== unique.length) {
      throw new UnknownReferenceError("association_ids", "Not all of these are kept by this organization");
    }
  });
}
