import { and, desc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { meterReadings } from "../db/schema";
import { checkReading, intervals } from "../domain/consumption";
import type { DateOnly } from "../domain/wire-casing";
import { DuplicateError, isUniqueViolation, RecordNotFoundError, RefusedError } from "./errors";
import { rewriteMeterMonths } from "./meter-months";
import {
  fieldRefusals,
  lockMeter,
  neighbour,
  refusalOf,
  toRule,
  totalUnitOf,
  unusualRatio,
  unusualRefusalOf,
  usualBefore,
  type MeterRow,
  type ReadingInput,
  type ReadingRow,
} from "./reading-rules";
import { sameValues } from "./twins";
import { updateVersioned } from "./versioned";

type Actor = { userId: number; organizationId: number };

/** Refuses a reading its neighbours do not allow, in the meter's total unit. */
async function checkNeighbours(tx: Db, meter: MeterRow, input: ReadingInput, except?: number) {
  const rule = toRule(meter, totalUnitOf(meter));
  const [before, after] = await Promise.all([
    neighbour(tx, meter.id, input.performedAt, "before", except),
    neighbour(tx, meter.id, input.performedAt, "after", except),
  ]);
  const refusal = checkReading(before && rule(before), rule(input), after && rule(after), meter);
  if (refusal) throw new RefusedError([refusalOf(refusal)]);
}

/**
 * Whether a reading's consumption is far above the meter's usual: it is then saved marked, and only
 * once the one entering it confirms it (a typing error of a digit is ten times the consumption).
 */
async function checkUnusual(tx: Db, meter: MeterRow, input: ReadingInput, except?: number) {
  const before = await usualBefore(tx, meter, input.performedAt, except);
  const ratio = unusualRatio(before, toRule(meter, totalUnitOf(meter))(input), meter);
  if (ratio !== null && !input.confirmUnusual) throw new RefusedError([unusualRefusalOf(ratio)]);
  return { unusual: ratio !== null };
}

/**
 * Enters a reading: its id, and whether it is new. One a day: the same reading again (a double click)
 * answers the first; a different one of that day is a conflict.
 */
export async function createReading(db: Db, actor: Actor, meterId: number, input: ReadingInput) {
  return db.transaction(async (tx) => {
    const meter = await lockMeter(tx, meterId);
    const refused = fieldRefusals(meter, input);
    if (refused.length) throw new RefusedError(refused);
    const { confirmUnusual: _confirmed, ...stored } = input;
    const [sameDay] = await tx
      .select({ id: meterReadings.id, twin: sql<boolean>`(${and(...sameValues(meterReadings, stored))})` })
      .from(meterReadings)
      .where(and(eq(meterReadings.meterId, meterId), eq(meterReadings.performedAt, input.performedAt)));
    if (sameDay) {
      if (sameDay.twin) return { id: sameDay.id, created: false };
      throw new DuplicateError("A reading of that day exists", sameDay.id);
    }
    await checkNeighbours(tx, meter, input);
    const { unusual } = await checkUnusual(tx, meter, input);
    const [row] = await tx
      .insert(meterReadings)
      .values({ ...stored, unusual, meterId })
      .returning({ id: meterReadings.id });
    await rewriteMeterMonths(tx, meterId);
    return { id: row!.id, created: true };
  });
}

export async function updateReading(
  db: Db,
  actor: Actor,
  meterId: number,
  readingId: number,
  input: ReadingInput,
  lastModifiedDate: string,
) {
  await db
    .transaction(async (tx) => {
      const meter = await lockMeter(tx, meterId);
      const refused = fieldRefusals(meter, input);
      if (refused.length) throw new RefusedError(refused);
      // Moved onto a day that has a reading: the same conflict as entering a second one that day.
      const [sameDay] = await tx
        .select({ id: meterReadings.id })
        .from(meterReadings)
        .where(
          and(
            eq(meterReadings.meterId, meterId),
            eq(meterReadings.performedAt, input.performedAt),
            ne(meterReadings.id, readingId),
          ),
        );
      if (sameDay) throw new DuplicateError("A reading of that day exists", sameDay.id);
      await checkNeighbours(tx, meter, input, readingId);
      const { confirmUnusual: _confirmed, ...stored } = input;
      const { unusual } = await checkUnusual(tx, meter, input, readingId);
      const where = and(eq(meterReadings.id, readingId), eq(meterReadings.meterId, meterId))!;
      await updateVersioned(tx, meterReadings, where, lastModifiedDate, { ...stored, unusual });
      await rewriteMeterMonths(tx, meterId);
    })
    .catch((error: unknown) => {
      // The meter's lock keeps two writers apart; a unique key is the last word all the same.
      throw isUniqueViolation(error) ? new DuplicateError("A reading of that day exists") : error;
    });
}

/** Removes a reading unless the one after it would then be refused (a counter value lower than its new previous). */
export async function removeReading(db: Db, actor: Actor, meterId: number, readingId: number) {
  await db.transaction(async (tx) => {
    const meter = await lockMeter(tx, meterId);
    const [reading] = await tx
      .select()
      .from(meterReadings)
      .where(and(eq(meterReadings.id, readingId), eq(meterReadings.meterId, meterId)));
    if (!reading) throw new RecordNotFoundError();
    const rule = toRule(meter, totalUnitOf(meter));
    const [before, after] = await Promise.all([
      neighbour(tx, meterId, reading.performedAt, "before"),
      neighbour(tx, meterId, reading.performedAt, "after"),
    ]);
    const refusal = after ? checkReading(before && rule(before), rule(after), undefined, meter) : null;
    if (refusal) {
      const message = `The reading of ${after!.performedAt} would then be refused: ${refusal.code}`;
      throw new RefusedError([{ path: "reading", code: "next_reading_refused", message }]);
    }
    await tx.delete(meterReadings).where(eq(meterReadings.id, readingId));
    await rewriteMeterMonths(tx, meterId);
  });
}

type ReadingQuery = { page: number; size: number; from?: DateOnly; to?: DateOnly };

/** A page of a meter's readings, newest first, each with the consumption since the one before. */
export async function listReadings(db: Db, meter: MeterRow, query: ReadingQuery) {
  const where: SQL[] = [eq(meterReadings.meterId, meter.id)];
  if (query.from) where.push(gte(meterReadings.performedAt, query.from));
  if (query.to) where.push(lte(meterReadings.performedAt, query.to));
  // Counted apart: counting beside each row would read every reading of a long-read meter in full.
  const [page, [counted]] = await Promise.all([
    db
      .select()
      .from(meterReadings)
      .where(and(...where))
      .orderBy(desc(meterReadings.performedAt))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(meterReadings)
      .where(and(...where)),
  ]);
  return { total: counted?.total ?? 0, rows: await withConsumption(db, meter, page) };
}

export async function getReading(db: Db, meter: MeterRow, readingId: number) {
  const [reading] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.id, readingId), eq(meterReadings.meterId, meter.id)));
  return reading ? (await withConsumption(db, meter, [reading]))[0]! : null;
}

/** Readings (newest first) with their consumption: the one before the oldest is read to tell the first's. */
async function withConsumption(db: Db, meter: MeterRow, page: ReadingRow[]) {
  const oldest = page.at(-1);
  if (!oldest) return [];
  const before = await neighbour(db, meter.id, oldest.performedAt, "before");
  const rule = toRule(meter, totalUnitOf(meter));
  const chronological = [...(before ? [before] : []), ...[...page].reverse()];
  const consumption = new Map<number, number>();
  try {
    for (const interval of intervals(chronological.map(rule), meter)) {
      if (interval.readingId !== undefined) consumption.set(interval.readingId, interval.consumption);
    }
  } catch {
    // Readings saved before a rule changed answer without consumption rather than not at all.
  }
  const firstOfCounter = (row: ReadingRow) => meter.cumulative && row.id === chronological[0]?.id;
  return page.map((row) => ({
    ...row,
    consumption: firstOfCounter(row) ? null : (consumption.get(row.id) ?? null),
  }));
}
