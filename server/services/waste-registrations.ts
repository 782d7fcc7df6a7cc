import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { wasteArrangements, wasteBulkRegistrations, wasteRegistrations, wasteTypes } from "../db/schema";
import type { wasteBulkRegistrationInput } from "../api/schemas/waste";
import { monthStart, tonnesOf } from "../domain/waste-units";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, isUniqueViolation, RecordNotFoundError, RefusedError } from "./errors";
import { updateVersioned } from "./versioned";

export type BulkRegistrationInput = KeysToCamel<z.output<typeof wasteBulkRegistrationInput>>;
type Handler = { id: number; organizationId: number };
type Actor = { userId: number };

type Refusal = { path: string; code: string; message: string };

/** The month's statement of the handler, if there is one (other than `except`). */
async function statementOf(db: Db, associationId: number, performedAt: DateOnly, except?: number) {
  const [found] = await db
    .select({ id: wasteBulkRegistrations.id })
    .from(wasteBulkRegistrations)
    .where(
      and(
        eq(wasteBulkRegistrations.associationId, associationId),
        eq(wasteBulkRegistrations.performedAt, performedAt),
        except === undefined ? undefined : ne(wasteBulkRegistrations.id, except),
      ),
    );
  return found?.id;
}

/**
 * The lines to save, each with its tonnes by its arrangement's conversion. Refused: a month not over
 * yet (a handler's statement covers a whole month and comes after it, decision 026), a statement
 * without a quantity, an arrangement of another handler, the same arrangement twice.
 */
async function linesOf(db: Db, handler: Handler, input: BulkRegistrationInput, today: DateOnly) {
  const refusals: Refusal[] = [];
  const performedAt = monthStart(input.performedAt) as DateOnly;
  if (performedAt >= monthStart(today)) {
    refusals.push({ path: "performed_at", code: "month_not_over", message: "The month is not over yet" });
  }
  if (input.lines.length === 0) {
    refusals.push({ path: "lines", code: "no_quantity", message: "The statement has no quantity" });
  }
  const ids = input.lines.map((line) => line.arrangementId);
  const arrangements = ids.length
    ? await db
        .select({ arrangement: wasteArrangements, hazardous: wasteTypes.hazardous })
        .from(wasteArrangements)
        .innerJoin(wasteTypes, eq(wasteTypes.id, wasteArrangements.wasteTypeId))
        .where(and(eq(wasteArrangements.associationId, handler.id), inArray(wasteArrangements.id, ids)))
    : [];
  const byId = new Map(
    arrangements.map((row) => [row.arrangement.id, { ...row.arrangement, hazardous: row.hazardous === true }]),
  );
  const seen = new Set<number>();
  input.lines.forEach((line, index) => {
    const path = `lines.${index}.arrangement_id`;
    if (!byId.has(line.arrangementId)) {
      refusals.push({ path, code: "not_an_arrangement_of_the_handler", message: "Not an arrangement of this handler" });
    } else if (seen.has(line.arrangementId)) {
      refusals.push({ path, code: "duplicate_arrangement_line", message: "The arrangement is listed twice" });
    }
    seen.add(line.arrangementId);
  });
  if (refusals.length) throw new RefusedError(refusals);
  const lines = input.lines.map((line) => {
    const arrangement = byId.get(line.arrangementId)!;
    const tonnes = tonnesOf(line.quantity, arrangement.registrationUnit, arrangement);
    const { hazardous, treatmentCode, departmentId } = arrangement;
    return {
      ...line,
      tonnes,
      performedAt,
      organizationId: handler.organizationId,
      hazardous,
      treatmentCode,
      departmentId,
    };
  });
  return { performedAt, lines };
}

const duplicateMonth = async (db: Db, associationId: number, performedAt: DateOnly, error: unknown) => {
  if (!isUniqueViolation(error)) return error;
  const existing = await statementOf(db, associationId, performedAt);
  return new DuplicateError("The handler has a statement for this month already", existing);
};

/**
 * Registers a handler's statement for a month, all its lines in one transaction. A handler has one
 * statement a month: a second (or a double submit) is refused naming the first.
 */
export async function addBulkRegistration(
  db: Db,
  actor: Actor,
  handler: Handler,
  input: BulkRegistrationInput,
  today: DateOnly,
) {
  const { performedAt, lines } = await linesOf(db, handler, input, today);
  const existing = await statementOf(db, handler.id, performedAt);
  if (existing !== undefined) throw new DuplicateError("The handler has a statement for this month already", existing);
  try {
    return await db.transaction(async (tx) => {
      const [bulk] = await tx
        .insert(wasteBulkRegistrations)
        .values({ associationId: handler.id, performedAt, note: input.note })
        .returning({ id: wasteBulkRegistrations.id });
      const bulkRegistrationId = bulk!.id;
      if (lines.length)
        await tx.insert(wasteRegistrations).values(lines.map((line) => ({ ...line, bulkRegistrationId })));
      const entry = { ...actor, organizationId: handler.organizationId, action: "create" as const };
      await audit(tx, { ...entry, entity: "waste_bulk_registration", entityId: bulkRegistrationId });
      return bulkRegistrationId;
    });
  } catch (error) {
    throw await duplicateMonth(db, handler.id, performedAt, error);
  }
}

/** Replaces a statement's month, note and lines, if it is as the caller read it. */
export async function updateBulkRegistration(
  db: Db,
  actor: Actor,
  handler: Handler,
  bulkId: number,
  input: BulkRegistrationInput,
  lastModifiedDate: string,
  today: DateOnly,
) {
  const { performedAt, lines } = await linesOf(db, handler, input, today);
  const existing = await statementOf(db, handler.id, performedAt, bulkId);
  if (existing !== undefined) throw new DuplicateError("The handler has a statement for this month already", existing);
  try {
    await db.transaction(async (tx) => {
      const where = and(eq(wasteBulkRegistrations.id, bulkId), eq(wasteBulkRegistrations.associationId, handler.id))!;
      await updateVersioned(tx, wasteBulkRegistrations, where, lastModifiedDate, { performedAt, note: input.note });
      await tx.delete(wasteRegistrations).where(eq(wasteRegistrations.bulkRegistrationId, bulkId));
      if (lines.length)
        await tx.insert(wasteRegistrations).values(lines.map((line) => ({ ...line, bulkRegistrationId: bulkId })));
      const entry = { ...actor, organizationId: handler.organizationId, action: "update" as const };
      await audit(tx, { ...entry, entity: "waste_bulk_registration", entityId: bulkId });
    });
  } catch (error) {
    throw await duplicateMonth(db, handler.id, performedAt, error);
  }
}

export async function getBulkRegistration(db: Db, associationId: number, bulkId: number) {
  const [bulk] = await db
    .select()
    .from(wasteBulkRegistrations)
    .where(and(eq(wasteBulkRegistrations.id, bulkId), eq(wasteBulkRegistrations.associationId, associationId)));
  if (!bulk) throw new RecordNotFoundError();
  const lines = await db
    .select({
      arrangementId: wasteRegistrations.arrangementId,
      quantity: wasteRegistrations.quantity,
      tonnes: wasteRegistrations.tonnes,
      estimated: wasteRegistrations.estimated,
    })
    .from(wasteRegistrations)
    .where(eq(wasteRegistrations.bulkRegistrationId, bulkId))
    .orderBy(asc(wasteRegistrations.arrangementId));
  return { ...bulk, lines };
}
