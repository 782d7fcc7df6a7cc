import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { meterReadings } from "../db/schema";
import { checkReading, type Reading } from "../domain/consumption";
import { USUAL_OVER } from "../domain/unusual-consumption";
import { audit } from "./audit";
import { rewriteMeterMonths } from "./meter-months";
import {
  fieldRefusals,
  lockMeter,
  refusalOf,
  toRule,
  totalUnitOf,
  unusualRatio,
  unusualRefusalOf,
  type MeterRow,
  type ReadingInput,
  type ReadingRow,
  type Refusal,
} from "./reading-rules";

type Actor = { userId: number; organizationId: number };

type Merged = { reading: Reading; row: number }[];

/**
 * Imported rows judged among the saved readings and each other, in day order: against their
 * neighbours first, and only when all fit, whether their consumption is unusual.
 */
export function judgeInOrder(meter: MeterRow, saved: ReadingRow[], rows: ReadingInput[]) {
  const rule = toRule(meter, totalUnitOf(meter));
  const merged: Merged = [
    ...saved.map((reading) => ({ reading: rule(reading), row: -1 })),
    ...rows.map((row, index) => ({ reading: rule(row), row: index })),
  ].sort((a, b) => a.reading.performedAt.localeCompare(b.reading.performedAt));
  const refusals: (Refusal & { row: number })[] = [];
  const unusual = new Set<number>();
  merged.forEach((entry, position) => {
    if (entry.row < 0) return;
    const refusal = checkReading(merged[position - 1]?.reading, entry.reading, merged[position + 1]?.reading, meter);
    if (refusal) refusals.push({ ...refusalOf(refusal), row: entry.row });
  });
  if (refusals.length > 0) return { refusals, unusual };
  merged.forEach((entry, position) => {
    if (entry.row < 0) return;
    const before = merged.slice(Math.max(0, position - USUAL_OVER - 1), position).map((earlier) => earlier.reading);
    const ratio = unusualRatio(before, entry.reading, meter);
    if (ratio === null) return;
    unusual.add(entry.row);
    if (!rows[entry.row]!.confirmUnusual) refusals.push({ ...unusualRefusalOf(ratio), row: entry.row });
  });
  return { refusals, unusual };
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
    // Rows whose own fields are refused cannot be judged against the others (a unit of another group).
    const judged =
      refusals.length === 0 ? judgeInOrder(meter, saved, rows) : { refusals: [], unusual: new Set<number>() };
    refusals.push(...judged.refusals);
    const { unusual } = judged;
    if (refusals.length > 0 || dryRun) return { saved: 0, refusals };
    await tx
      .insert(meterReadings)
      .values(
        rows.map(({ confirmUnusual: _confirmed, ...row }, index) => ({ ...row, unusual: unusual.has(index), meterId })),
      );
    await rewriteMeterMonths(tx, meterId);
    await audit(tx, { ...actor, action: "create", entity: "meter_readings_import", entityId: meterId });
    return { saved: rows.length, refusals };
  });
}
