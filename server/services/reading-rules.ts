/** What a reading is judged by, entered alone or imported: its fields, its neighbours, the meter's usual consumption. */
import { and, asc, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { meterReadings, meters } from "../db/schema";
import type { meterReadingInput } from "../api/schemas/meters";
import { intervals, type Interval, type Reading, type ReadingRefusal } from "../domain/consumption";
import { unusualConsumption, USUAL_OVER } from "../domain/unusual-consumption";
import { convert, unifiedUnit, UTILITY_TYPE_GROUP, type UtilityType } from "../domain/units";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { RecordNotFoundError } from "./errors";

export type ReadingInput = KeysToCamel<z.output<typeof meterReadingInput>>;
export type MeterRow = typeof meters.$inferSelect;
export type ReadingRow = typeof meterReadings.$inferSelect;
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

export function refusalOf(refusal: ReadingRefusal): Refusal {
  if (refusal.next) {
    const message = `The reading of ${refusal.next.performedAt} would be refused: ${refusal.code}`;
    return { path: "value", code: "next_reading_refused", message };
  }
  const before = refusal.previous ? ` (the reading of ${refusal.previous.performedAt}: ${refusal.previous.value})` : "";
  return { path: FIELD_OF[refusal.code] ?? "value", code: refusal.code, message: `${refusal.code}${before}` };
}

/** The unit a meter's consumption is totalled in (decision 013). */
export const totalUnitOf = (meter: { utilityType: UtilityType; units: string[] }) =>
  unifiedUnit(meter.utilityType, meter.units);

/** A reading as the consumption rules take it: values in the meter's total unit. */
export function toRule(meter: MeterRow, totalUnit: string) {
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
export function fieldRefusals(meter: MeterRow, input: ReadingInput): Refusal[] {
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

export const neighbour = (tx: Db, meterId: number, day: string, side: "before" | "after", except?: number) =>
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

/** The intervals of the latest readings before a day: what the meter usually uses. */
export async function usualBefore(tx: Db, meter: MeterRow, day: string, except?: number): Promise<Reading[]> {
  const rows = await tx
    .select()
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.meterId, meter.id),
        lt(meterReadings.performedAt, day as DateOnly),
        except === undefined ? undefined : ne(meterReadings.id, except),
      ),
    )
    .orderBy(desc(meterReadings.performedAt))
    .limit(USUAL_OVER + 1);
  return rows.reverse().map(toRule(meter, totalUnitOf(meter)));
}

/** Intervals of readings already judged, or none where readings saved under older rules no longer pass. */
export function intervalsOrNone(readings: Reading[], meter: MeterRow): Interval[] {
  try {
    return intervals(readings, meter);
  } catch {
    return [];
  }
}

/** How many times the meter's usual its consumption is, when that is far above the usual; else null. */
export function unusualRatio(before: Reading[], reading: Reading, meter: MeterRow): number | null {
  const marked = { ...reading, id: -1 };
  const closed = intervalsOrNone([...before.slice(-1), marked], meter).at(-1);
  return closed?.readingId === marked.id ? unusualConsumption(intervalsOrNone(before, meter), closed) : null;
}

export const unusualRefusalOf = (ratio: number): Refusal => ({
  path: "value",
  code: "unusual_consumption",
  message: `About ${Math.round(ratio)} times the meter's usual consumption: confirm it to save it`,
});

/** Locks the meter so readings of one meter are judged one after another. */
export async function lockMeter(tx: Db, meterId: number) {
  const [meter] = await tx.select().from(meters).where(eq(meters.id, meterId)).for("update");
  if (!meter) throw new RecordNotFoundError();
  return meter;
}
