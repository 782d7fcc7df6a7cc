import { and, asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  organizations,
  stakeholders,
  wasteArrangements,
  wasteHandlerAssociations,
  wasteRegistrations,
  wasteTypes,
} from "../db/schema";
import type { wasteArrangementInput } from "../api/schemas/waste";
import type { Language } from "../domain/standards";
import { tonnesOf } from "../domain/waste-units";
import type { KeysToCamel } from "../domain/wire-casing";
import { RefusedError, UnknownReferenceError } from "./errors";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";
import { wasteTypeName } from "./waste-types";

export type WasteArrangementInput = KeysToCamel<z.output<typeof wasteArrangementInput>>;
type Scope = { organizationId: number; below: number[] };
type Actor = { userId: number };

const department = alias(organizations, "department");
const columns = {
  arrangement: getTableColumns(wasteArrangements),
  type: getTableColumns(wasteTypes),
  departmentName: department.name,
};
type Row = {
  arrangement: typeof wasteArrangements.$inferSelect;
  type: typeof wasteTypes.$inferSelect;
  departmentName: string | null;
};

const arrangementOf =
  (language: Language) =>
  ({ arrangement, type, departmentName }: Row) => ({
    ...arrangement,
    wasteType: wasteTypeName(type, language),
    convertsToTonnes: tonnesOf(1, arrangement.registrationUnit, arrangement) !== null,
    department: arrangement.departmentId === null ? null : { id: arrangement.departmentId, name: departmentName ?? "" },
  });

const selectArrangements = (db: Db) =>
  db
    .select(columns)
    .from(wasteArrangements)
    .innerJoin(wasteTypes, eq(wasteTypes.id, wasteArrangements.wasteTypeId))
    .leftJoin(department, eq(department.id, wasteArrangements.departmentId));

/** The arrangements of the associations given: active first, then by fraction name. */
export async function arrangementsOf(db: Db, associationIds: number[], language: Language) {
  const rows = await selectArrangements(db)
    .where(inArray(wasteArrangements.associationId, associationIds))
    .orderBy(desc(wasteArrangements.active), asc(wasteArrangements.fractionName), asc(wasteArrangements.id));
  return rows.map(arrangementOf(language));
}

/** An arrangement with its handler and its newest two years of quantities. */
export async function getWasteArrangement(
  db: Db,
  organizationIds: number[],
  associationId: number,
  arrangementId: number,
  language: Language,
) {
  const [row] = await selectArrangements(db)
    .innerJoin(wasteHandlerAssociations, eq(wasteHandlerAssociations.id, wasteArrangements.associationId))
    .where(
      and(
        eq(wasteArrangements.id, arrangementId),
        eq(wasteArrangements.associationId, associationId),
        inArray(wasteHandlerAssociations.organizationId, organizationIds),
      ),
    );
  if (!row) return null;
  const [[handler], registrations] = await Promise.all([
    db
      .select({ id: stakeholders.id, name: stakeholders.name })
      .from(wasteHandlerAssociations)
      .innerJoin(stakeholders, eq(stakeholders.id, wasteHandlerAssociations.stakeholderId))
      .where(eq(wasteHandlerAssociations.id, associationId)),
    db
      .select({
        bulkRegistrationId: wasteRegistrations.bulkRegistrationId,
        performedAt: wasteRegistrations.performedAt,
        quantity: wasteRegistrations.quantity,
        tonnes: wasteRegistrations.tonnes,
        estimated: wasteRegistrations.estimated,
      })
      .from(wasteRegistrations)
      .where(eq(wasteRegistrations.arrangementId, arrangementId))
      .orderBy(desc(wasteRegistrations.performedAt))
      .limit(24),
  ]);
  return { ...arrangementOf(language)(row), handler: handler!, registrations };
}

/** The waste type must be a six-digit entry, the department the organization or one below it. */
async function checkArrangement(db: Db, scope: Scope, input: WasteArrangementInput) {
  const [type] = await db
    .select({ level: wasteTypes.level })
    .from(wasteTypes)
    .where(eq(wasteTypes.id, input.wasteTypeId));
  if (!type) throw new UnknownReferenceError("waste_type_id", "No such waste type");
  if (type.level !== 3) {
    throw new RefusedError([{ path: "waste_type_id", code: "not_an_entry", message: "A chapter, not an entry" }]);
  }
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

/**
 * Adds an arrangement to a handler the caller's organization holds: its id, and whether it is new.
 * One alike in every field is the same one (a double click adds it once).
 */
export async function addWasteArrangement(
  db: Db,
  actor: Actor,
  scope: Scope,
  associationId: number,
  input: WasteArrangementInput,
) {
  await checkArrangement(db, scope, input);
  return db.transaction(async (tx) => {
    await queueCreates(tx, "waste_arrangements", associationId);
    const [twin] = await tx
      .select({ id: wasteArrangements.id })
      .from(wasteArrangements)
      .where(and(eq(wasteArrangements.associationId, associationId), ...sameValues(wasteArrangements, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(wasteArrangements)
      .values({ ...input, associationId })
      .returning({ id: wasteArrangements.id });
    return { id: row!.id, created: true };
  });
}

export async function updateWasteArrangement(
  db: Db,
  actor: Actor,
  scope: Scope,
  associationId: number,
  arrangementId: number,
  input: WasteArrangementInput,
  lastModifiedDate: string,
) {
  await checkArrangement(db, scope, input);
  await db.transaction(async (tx) => {
    const where = and(eq(wasteArrangements.id, arrangementId), eq(wasteArrangements.associationId, associationId))!;
    await updateVersioned(tx, wasteArrangements, where, lastModifiedDate, input);
    // Its quantities keep their tonnes but follow its classification, which the report sums them by.
    const [type] = await tx
      .select({ hazardous: wasteTypes.hazardous })
      .from(wasteTypes)
      .where(eq(wasteTypes.id, input.wasteTypeId));
    await tx
      .update(wasteRegistrations)
      .set({
        hazardous: type?.hazardous === true,
        treatmentCode: input.treatmentCode,
        departmentId: input.departmentId,
      })
      .where(eq(wasteRegistrations.arrangementId, arrangementId));
  });
}
