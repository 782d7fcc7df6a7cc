import { and, arrayContains, asc, eq, ilike, inArray, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { CHEMICAL_SORT_FIELDS } from "../api/schemas/chemicals";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  chemicalCountries,
  chemicals,
  chemicalSafetyDataSheets,
  chemicalSubstances,
  chemicalSupplies,
  files,
  stakeholders,
  substances,
} from "../db/schema";
import type { chemicalInput, safetyDataSheetInput } from "../api/schemas/chemicals";
import { dangerCodeOf } from "../domain/danger-code";
import { HAZARD_STATEMENTS, inAnnexOrder, PRECAUTIONARY_STATEMENTS } from "../domain/hazard-statements";
import type { KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { isUniqueViolation, RecordNotFoundError, RefusedError, UnknownReferenceError } from "./errors";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { queueCreates } from "./twins";
import { updateVersioned } from "./versioned";

export type ChemicalInput = KeysToCamel<z.output<typeof chemicalInput>>;
export type SafetyDataSheetInput = KeysToCamel<z.output<typeof safetyDataSheetInput>>;
export type ChemicalRecord = typeof chemicals.$inferSelect;
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };
export type ChemicalFilter = { q?: string; hazard?: string; dangerCode?: string; substanceId?: number };

const SORTABLE = {
  name: sql`lower(${chemicals.name})`,
  producer: sql`lower(${chemicals.producer})`,
  danger_code: sql`array_position(array['GREEN','YELLOW','RED'], ${chemicals.dangerCode})`,
  last_modified_date: sql`${chemicals.lastModifiedDate}`,
} satisfies Record<SortField<typeof CHEMICAL_SORT_FIELDS>, SQL>;

const containing = (condition: SQL) =>
  sql`exists (select 1 from ${chemicalSubstances} join ${substances} on ${substances.id} = ${chemicalSubstances.substanceId}
    where ${chemicalSubstances.chemicalId} = ${chemicals.id} and ${condition})`;

function conditions(filter: ChemicalFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const cas = containing(sql`${substances.casNumber} = ${filter.q.trim()}`);
    found.push(or(ilike(chemicals.name, pattern), ilike(chemicals.producer, pattern), cas)!);
  }
  if (filter.hazard) found.push(arrayContains(chemicals.hazardCodes, [filter.hazard]));
  if (filter.dangerCode) found.push(eq(chemicals.dangerCode, filter.dangerCode as ChemicalRecord["dangerCode"]));
  if (filter.substanceId) found.push(containing(sql`${substances.id} = ${filter.substanceId}`));
  return found;
}

export async function listChemicals(db: Db, query: ChemicalFilter & { page: number; size: number; sort: Sorting }) {
  const matches = db
    .select({ row: chemicals, total: totalOfMatches() })
    .from(chemicals)
    .where(and(...conditions(query)))
    .orderBy(orderOf(query.sort, SORTABLE, sql`lower(${chemicals.name}) asc`), asc(chemicals.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(({ row }) => row) };
}

export async function getChemical(db: Db, id: number) {
  const [row] = await db.select().from(chemicals).where(eq(chemicals.id, id));
  if (!row) return null;
  const [supplies, countries, sheets, concentrations] = await Promise.all([
    db
      .select({
        id: chemicalSupplies.id,
        productNumber: chemicalSupplies.productNumber,
        supplierName: stakeholders.name,
        supplierId: stakeholders.id,
      })
      .from(chemicalSupplies)
      .innerJoin(stakeholders, eq(stakeholders.id, chemicalSupplies.supplierId))
      .where(eq(chemicalSupplies.chemicalId, id))
      .orderBy(asc(sql`lower(${stakeholders.name})`), asc(chemicalSupplies.id)),
    db.select().from(chemicalCountries).where(eq(chemicalCountries.chemicalId, id)),
    db
      .select({ sheet: chemicalSafetyDataSheets, file: files })
      .from(chemicalSafetyDataSheets)
      .innerJoin(files, eq(files.id, chemicalSafetyDataSheets.fileId))
      .where(eq(chemicalSafetyDataSheets.chemicalId, id))
      .orderBy(sql`${chemicalSafetyDataSheets.lastRevisionDate} desc`, asc(chemicalSafetyDataSheets.id)),
    db
      .select({ min: chemicalSubstances.min, max: chemicalSubstances.max, substance: substances })
      .from(chemicalSubstances)
      .innerJoin(substances, eq(substances.id, chemicalSubstances.substanceId))
      .where(eq(chemicalSubstances.chemicalId, id))
      .orderBy(sql`${chemicalSubstances.max} desc`, asc(substances.name)),
  ]);
  const countryCodes = [
    ...new Set([...countries.map((c) => c.countryAlpha2), ...sheets.map((s) => s.sheet.countryAlpha2)]),
  ].sort();
  return {
    ...row,
    supplies: supplies.map((supply) => ({
      id: supply.id,
      productNumber: supply.productNumber,
      supplier: { id: supply.supplierId, name: supply.supplierName },
    })),
    countriesData: countryCodes.map((countryAlpha2) => {
      const data = countries.find((entry) => entry.countryAlpha2 === countryAlpha2);
      return {
        countryAlpha2,
        storageClass: data?.storageClass ?? null,
        waterHazardClass: data?.waterHazardClass ?? null,
        safetyDataSheets: sheets
          .filter((entry) => entry.sheet.countryAlpha2 === countryAlpha2)
          .map(({ sheet, file }) => ({ ...sheet, file })),
      };
    }),
    substanceConcentrations: concentrations,
  };
}
export type ChemicalDetail = NonNullable<Awaited<ReturnType<typeof getChemical>>>;

/** The chemical row as stored: codes in the annex's order, the danger code read from them. */
function stored(input: ChemicalInput) {
  const hazardCodes = inAnnexOrder([...input.hazardStatementCodes, ...input.euHazardStatementCodes], HAZARD_STATEMENTS);
  return {
    name: input.name,
    producer: input.producer,
    physicalState: input.physicalState,
    hazardCodes,
    precautionaryCodes: inAnnexOrder(input.precautionaryStatementCodes, PRECAUTIONARY_STATEMENTS),
    dangerCode: dangerCodeOf(hazardCodes),
    labelPictograms: input.labelOverride?.pictograms ?? null,
    labelSignalWord: input.labelOverride?.signalWord ?? null,
    labelReason: input.labelOverride?.reason ?? null,
    unNumber: input.unNumber,
    adrClass: input.adrClass,
    packingGroup: input.packingGroup,
  };
}

/** A double submit sends the same form: a chemical alike in every field of its row is the same one. */
const sameChemical = (existing: ChemicalRecord, row: ReturnType<typeof stored>) =>
  Object.entries(row).every(([key, value]) => {
    const held = existing[key as keyof typeof row];
    return Array.isArray(value) ? Array.isArray(held) && held.join() === value.join() : held === value;
  });

const nameTaken = (message: string) => new RefusedError([{ path: "name", code: "chemical_name_taken", message }]);

/** Suppliers must be suppliers of the catalogue, substances of the substance catalogue. */
async function checkReferences(db: Db, input: ChemicalInput) {
  const supplierIds = [...new Set(input.supplies.map((supply) => supply.supplierId))];
  if (supplierIds.length) {
    const found = await db
      .select({ id: stakeholders.id })
      .from(stakeholders)
      .where(and(inArray(stakeholders.id, supplierIds), eq(stakeholders.kind, "SUPPLIER")));
    if (found.length !== supplierIds.length)
      throw new UnknownReferenceError("supplies", "Not a supplier of the catalogue");
  }
  const substanceIds = input.substanceConcentrations.map((row) => row.substanceId);
  if (substanceIds.length) {
    const found = await db.select({ id: substances.id }).from(substances).where(inArray(substances.id, substanceIds));
    if (found.length !== substanceIds.length) {
      throw new UnknownReferenceError("substance_concentrations", "Not a substance of the catalogue");
    }
  }
}

/** Replaces what the chemical's form lists: supplies kept by id (chemicals in use point at them). */
async function writeParts(tx: Db, chemicalId: number, input: ChemicalInput) {
  const kept = input.supplies.flatMap((supply) => (supply.id === null ? [] : [supply.id]));
  const ownSupplies = await tx
    .select({ id: chemicalSupplies.id })
    .from(chemicalSupplies)
    .where(eq(chemicalSupplies.chemicalId, chemicalId));
  const own = new Set(ownSupplies.map((supply) => supply.id));
  if (kept.some((supplyId) => !own.has(supplyId)))
    throw new UnknownReferenceError("supplies", "Not a supply of this chemical");
  await tx
    .delete(chemicalSupplies)
    .where(
      and(eq(chemicalSupplies.chemicalId, chemicalId), kept.length ? notInArray(chemicalSupplies.id, kept) : undefined),
    );
  for (const supply of input.supplies) {
    const values = { supplierId: supply.supplierId, productNumber: supply.productNumber };
    if (supply.id === null) await tx.insert(chemicalSupplies).values({ ...values, chemicalId });
    else await tx.update(chemicalSupplies).set(values).where(eq(chemicalSupplies.id, supply.id));
  }
  await tx.delete(chemicalCountries).where(eq(chemicalCountries.chemicalId, chemicalId));
  if (input.countriesData.length) {
    await tx.insert(chemicalCountries).values(input.countriesData.map((row) => ({ ...row, chemicalId })));
  }
  await tx.delete(chemicalSubstances).where(eq(chemicalSubstances.chemicalId, chemicalId));
  if (input.substanceConcentrations.length) {
    await tx.insert(chemicalSubstances).values(input.substanceConcentrations.map((row) => ({ ...row, chemicalId })));
  }
}

/** Adds a chemical: its id, and whether it is new. The same name sent again answers the first. */
export async function createChemical(db: Db, actor: Actor, input: ChemicalInput) {
  const row = stored(input);
  await checkReferences(db, input);
  try {
    return await db.transaction(async (tx) => {
      await queueCreates(tx, "chemicals", 0);
      const [twin] = await tx
        .select()
        .from(chemicals)
        .where(sql`lower(${chemicals.name}) = lower(${row.name})`);
      if (twin) {
        if (sameChemical(twin, row)) return { id: twin.id, created: false };
        throw nameTaken("The catalogue has a chemical of this name");
      }
      const [added] = await tx.insert(chemicals).values(row).returning({ id: chemicals.id });
      await writeParts(tx, added!.id, input);
      await audit(tx, { ...actor, action: "create", entity: "chemical", entityId: added!.id });
      return { id: added!.id, created: true };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken("Added meanwhile by someone else") : error;
  }
}

export async function updateChemical(db: Db, actor: Actor, id: number, input: ChemicalInput, lastModifiedDate: string) {
  const [existing] = await db.select({ id: chemicals.id }).from(chemicals).where(eq(chemicals.id, id));
  if (!existing) throw new RecordNotFoundError();
  const row = stored(input);
  await checkReferences(db, input);
  try {
    await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: chemicals.id })
        .from(chemicals)
        .where(and(sql`lower(${chemicals.name}) = lower(${row.name})`, sql`${chemicals.id} <> ${id}`));
      if (other) throw nameTaken("Another chemical has this name");
      await updateVersioned(tx, chemicals, eq(chemicals.id, id), lastModifiedDate, row);
      await writeParts(tx, id, input);
      await audit(tx, { ...actor, action: "update", entity: "chemical", entityId: id });
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken("Another chemical has this name") : error;
  }
}

/** Files a safety data sheet under the chemical; the same file twice is the one sheet. */
export async function addSafetyDataSheet(db: Db, actor: Actor, chemicalId: number, input: SafetyDataSheetInput) {
  return db.transaction(async (tx) => {
    await queueCreates(tx, "chemical_safety_data_sheets", chemicalId);
    const [owner] = await tx.select({ id: chemicals.id }).from(chemicals).where(eq(chemicals.id, chemicalId));
    if (!owner) throw new RecordNotFoundError();
    const [file] = await tx
      .select({ id: files.id, organizationId: files.organizationId })
      .from(files)
      .where(and(eq(files.id, input.fileId), eq(files.deleted, false)));
    if (!file || file.organizationId !== null)
      throw new UnknownReferenceError("file_id", "Not an uploaded catalogue file");
    const [existing] = await tx
      .select()
      .from(chemicalSafetyDataSheets)
      .where(eq(chemicalSafetyDataSheets.fileId, input.fileId));
    if (existing) {
      if (existing.chemicalId !== chemicalId)
        throw new UnknownReferenceError("file_id", "The sheet of another chemical");
      return { id: existing.id, created: false };
    }
    const [added] = await tx
      .insert(chemicalSafetyDataSheets)
      .values({ ...input, chemicalId })
      .returning({ id: chemicalSafetyDataSheets.id });
    await tx
      .update(chemicals)
      .set({ lastModifiedDate: sql`now()` })
      .where(eq(chemicals.id, chemicalId));
    await audit(tx, { ...actor, action: "update", entity: "chemical", entityId: chemicalId });
    return { id: added!.id, created: true };
  });
}

export async function removeSafetyDataSheet(db: Db, actor: Actor, chemicalId: number, sheetId: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(chemicalSafetyDataSheets)
      .where(and(eq(chemicalSafetyDataSheets.id, sheetId), eq(chemicalSafetyDataSheets.chemicalId, chemicalId)))
      .returning({ fileId: chemicalSafetyDataSheets.fileId });
    if (!removed.length) throw new RecordNotFoundError();
    await tx.update(files).set({ deleted: true }).where(eq(files.id, removed[0]!.fileId));
    await tx
      .update(chemicals)
      .set({ lastModifiedDate: sql`now()` })
      .where(eq(chemicals.id, chemicalId));
    await audit(tx, { ...actor, action: "update", entity: "chemical", entityId: chemicalId });
  });
}

export async function findSafetyDataSheetFile(db: Db, chemicalId: number, sheetId: number) {
  const [row] = await db
    .select({ file: files })
    .from(chemicalSafetyDataSheets)
    .innerJoin(files, eq(files.id, chemicalSafetyDataSheets.fileId))
    .where(and(eq(chemicalSafetyDataSheets.id, sheetId), eq(chemicalSafetyDataSheets.chemicalId, chemicalId)));
  return row?.file ?? null;
}
