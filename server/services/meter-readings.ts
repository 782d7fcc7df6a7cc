import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { meterReadings, meters } from "../db/schema";
import type { meterReadingInput } from "../api/schemas/meters";
import { checkReading, intervals, type Reading, type ReadingRefusal } from "../domain/consumption";
import { convert, UTILITY_TYPE_GROUP } from "../domain/units";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { audit } from "./audit";
import { DuplicateError, RecordNotFoundError, RefusedError } from "./errors";
import { rewriteMeterMonths, totalUnitOf } from "./meter-months";
import { sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type ReadingInput = KeysToCamel<z.output<typeof meterReadingInput>>;
type MeterRow = typeof meters.$inferSelect;
type ReadingRow = typeof meterReadings.$inferSelect;
type Actor = { userId: number; organizationId: number };
export type Refusal = { path: string; code: string; message: string };

/**
 * The field a refusal of the consumption rules is about; the rest are about the value, which is what
 * a person corrects (or explains as a rollover or a new counter).
 */
const FIELD_OF: Record<string, string> = {
  same_day: "performed_at",
  final_below_previous: "replaced_counter_final",
  below_counter_start: "new_counter_start",
};

function refusalOf(refusal: ReadingRefusal): Refusal {
  if (refusal.next) {
    const message = `The reading of ${refusal.next.performedAt} would be refused: ${refusal.code}`;
    return { path: "value", code: "next_reading_refused", message };
  }
  const before = refusal.previous ? ` (the reading of ${refusal.previous.performedAt}: ${refusal.previous.value})` : "";
  return { path: FIELD_OF[refusal.code] ?? "value", code: refusal.code, message: `${refusal.code}${before}` };
}

/** A reading as the consumption rules take it: values in the meter's total unit. */
function toRule(meter: MeterRow, totalUnit: string) {
  const group = UTILITY_TYPE_GROUP[meter.utilityType];
  const total = (value: number, unit: string) => (unit === totalUnit ? value : convert(value, unit, totalUnit, group));
  return (
    row: Pick<
      ReadingRow,
      "performedAt" | "value" | "unit" | "rollover" | "newCounter" | "replacedCounterFinal" | "newCounterStart"
    > & { id?: number },
  ): Reading => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    performedAt: row.performedAt,
    value: total(row.value, row.unit),
    rollover: row.rollover,
    newCounter: row.newCounter,
    replacedCounterFinal: row.replacedCounterFinal === null ? null : total(row.replacedCounterFinal, row.unit),
    newCounterStart: row.newCounterStart === null ? null : total(row.newCounterStart, row.unit),
  });
}

/** What a reading's own fields allow, before its neighbours are asked. */
function fieldRefusals(meter: MeterRow, input: ReadingInput): Refusal[] {
  const refusals: Refusal[] = [];
  if (!meter.units.includes(input.unit)) {
    refusals.push({
      path: "unit",
      code: "unit_not_of_meter",
      message: `The meter is read in ${meter.units.join(", ")}`,
    });
  }
  if (!meter.cumulative && (input.rollover || input.newCounter)) {
    const message = "Only a counter rolls over or is replaced";
    refusals.push({ path: "value", code: "counter_only", message });
  }
  if (!input.newCounter && (input.replacedCounterFinal !== null || input.newCounterStart !== null)) {
    const message = "Only a new counter has a replaced counter's last value or a start value";
    const path = input.replacedCounterFinal !== null ? "replaced_counter_final" : "new_counter_start";
    refusals.push({ path, code: "only_for_new_counter", message });
  }
  return refusals;
}

const neighbour = (tx: Db, meterId: number, day: string, side: "before" | "after", except?: number) =>
  tx
    .select()
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.meterId, meterId),
        side === "before"
          ? lt(meterReadings.performedAt, day as DateOnly)
          : gt(meterReadings.performedAt, day as DateOnly),
        except === undefined ? undefined : ne(meterReadings.id, except),
      ),
    )
    .orderBy(side === "before" ? desc(meterReadings.performedAt) : asc(meterReadings.performedAt))
    .limit(1)
    .then((rows) => rows[0]);

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

/** Locks the meter so readings of one meter are judged one after another. */
async function lockMeter(tx: Db, meterId: number) {
  const [meter] = await tx.select().from(meters).where(eq(meters.id, meterId)).for("update");
  if (!meter) throw new RecordNotFoundError();
  return meter;
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
    const [sameDay] = await tx
      .select({ id: meterReadings.id, twin: sql<boolean>`(${and(...sameValues(meterReadings, input))})` })
      .from(meterReadings)
      .where(and(eq(meterReadings.meterId, meterId), eq(meterReadings.performedAt, input.performedAt)));
    if (sameDay) {
      if (sameDay.twin) return { id: sameDay.id, created: false };
      throw new DuplicateError("A reading of that day exists");
    }
    await checkNeighbours(tx, meter, input);
    const [row] = await tx
      .insert(meterReadings)
      .values({ ...input, meterId })
      .returning({ id: meterReadings.id });
    await rewriteMeterMonths(tx, meterId);
    await audit(tx, { ...actor, action: "create", entity: "meter_reading", entityId: row!.id });
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
  await db.transaction(async (tx) => {
    const meter = await lockMeter(tx, meterId);
    const refused = fieldRefusals(meter, input);
    if (refused.length) throw new RefusedError(refused);
    await checkNeighbours(tx, meter, input, readingId);
    const where = and(eq(meterReadings.id, readingId), eq(meterReadings.meterId, meterId))!;
    await updateVersioned(tx, meterReadings, where, lastModifiedDate, input);
    await rewriteMeterMonths(tx, meterId);
    await audit(tx, { ...actor, action: "update", entity: "meter_reading", entityId: readingId });
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
    await audit(tx, { ...actor, action: "delete", entity: "meter_reading", entityId: readingId });
  });
}

/**
 * Many readings at once: every row is judged (its fields, its day, and against its neighbours among
 * the saved and the imported readings), and all are saved only when none is refused.
 */
export async function importReadings(db: Db, actor: Actor, meterId: number, rows: ReadingInput[], dryRun: boolean) {
  return db.transaction(async (tx) => {
    const meter = await lockMeter(tx, meterId);
    const refusals: (Refusal & { row: number })[] = [];
    const days = new Map<string, number>();
    rows.forEach((row, index) => {
      for (const refusal of fieldRefusals(meter, row)) refusals.push({ ...refusal, row: index });
      if (days.has(row.performedAt)) {
        refusals.push({ row: index, path: "performed_at", code: "same_day", message: "Twice the same day" });
      }
      days.set(row.performedAt, index);
    });
    const saved = await tx.select().from(meterReadings).where(eq(meterReadings.meterId, meterId));
    for (const reading of saved) {
      const index = days.get(reading.performedAt);
      if (index !== undefined) {
        refusals.push({ row: index, path: "performed_at", code: "day_taken", message: "A reading of that day exists" });
      }
    }
    if (refusals.length === 0) {
      const rule = toRule(meter, totalUnitOf(meter));
      const merged = [
        ...saved.map((reading) => ({ reading: rule(reading), row: -1 })),
        ...rows.map((row, index) => ({ reading: rule(row), row: index })),
      ].sort((a, b) => a.reading.performedAt.localeCompare(b.reading.performedAt));
      merged.forEach((entry, position) => {
        if (entry.row < 0) return;
        const refusal = checkReading(
          merged[position - 1]?.reading,
          entry.reading,
          merged[position + 1]?.reading,
          meter,
        );
        if (refusal) refusals.push({ ...refusalOf(refusal), row: entry.row });
      });
    }
    if (refusals.length > 0 || dryRun) return { saved: 0, refusals };
    await tx.insert(meterReadings).values(rows.map((row) => ({ ...row, meterId })));
    await rewriteMeterMonths(tx, meterId);
    await audit(tx, { ...actor, action: "create", entity: "meter_readings_import", entityId: meterId });
    return { saved: rows.length, refusals };
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
