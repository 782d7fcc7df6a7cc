import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { emissionFactorValues, emissionRecalculations, meterMonths, meterReadings, meters } from "../db/schema";
import {
  intervals,
  monthlyEmissions,
  ReadingRefusedError,
  splitByMonth,
  type FactorValue,
} from "../domain/consumption";
import { KILOGRAMS_PER } from "../domain/emissions";
import { convert, unifiedUnit, UTILITY_TYPE_GROUP, type UtilityType } from "../domain/units";
import type { DateOnly } from "../domain/wire-casing";
import { RefusedError } from "./errors";

type Actor = { userId: number };
type MeterRow = typeof meters.$inferSelect;
type Month = { month: string; consumption: number; partial: boolean };

const INSERT_CHUNK = 1000;

/** The meter's factor values as kilograms per unit of its total; a value in a unit it cannot convert to is left out. */
async function factorValuesFor(tx: Db, meter: MeterRow, totalUnit: string): Promise<FactorValue[]> {
  if (meter.emissionFactorId === null) return [];
  const values = await tx
    .select()
    .from(emissionFactorValues)
    .where(eq(emissionFactorValues.emissionFactorId, meter.emissionFactorId));
  const group = UTILITY_TYPE_GROUP[meter.utilityType];
  return values.flatMap((value) => {
    try {
      const perTotalUnit = convert(1, totalUnit, value.meterUnit, group);
      const kilograms = value.value * KILOGRAMS_PER[value.emissionUnit] * perTotalUnit;
      return [{ id: value.id, value: kilograms, startDate: value.startDate, endDate: value.endDate }];
    } catch {
      return [];
    }
  });
}

async function writeMonths(tx: Db, meter: MeterRow, totalUnit: string, months: Month[]) {
  const emissions = monthlyEmissions(months, await factorValuesFor(tx, meter, totalUnit));
  const rows = months.map((month, index) => ({
    meterId: meter.id,
    month: `${month.month}-01` as DateOnly,
    consumption: month.consumption,
    unit: totalUnit,
    partial: month.partial,
    emissionsKg: emissions[index]!.emissions,
    emissionsComplete: emissions[index]!.complete,
    factorValueIds: emissions[index]!.factorValueIds,
  }));
  await tx.delete(meterMonths).where(eq(meterMonths.meterId, meter.id));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(meterMonths).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** A value in the meter's total unit. */
const inTotal = (meter: MeterRow, totalUnit: string) => (value: number, unit: string) =>
  unit === totalUnit ? value : convert(value, unit, totalUnit, UTILITY_TYPE_GROUP[meter.utilityType]);

/** The meter's readings in its total unit, oldest first, as the consumption rules take them. */
export async function readingsInTotal(tx: Db, meter: MeterRow, totalUnit: string) {
  // The columns the rules take, no more: a meter read daily for decades has a hundred thousand rows.
  const rows = await tx
    .select({
      id: meterReadings.id,
      performedAt: meterReadings.performedAt,
      value: meterReadings.value,
      unit: meterReadings.unit,
      rollover: meterReadings.rollover,
      newCounter: meterReadings.newCounter,
      replacedCounterFinal: meterReadings.replacedCounterFinal,
      newCounterStart: meterReadings.newCounterStart,
    })
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meter.id))
    .orderBy(asc(meterReadings.performedAt));
  const total = inTotal(meter, totalUnit);
  return rows.map((row) => ({
    id: row.id,
    performedAt: row.performedAt,
    value: total(row.value, row.unit),
    rollover: row.rollover,
    newCounter: row.newCounter,
    replacedCounterFinal: row.replacedCounterFinal === null ? null : total(row.replacedCounterFinal, row.unit),
    newCounterStart: row.newCounterStart === null ? null : total(row.newCounterStart, row.unit),
  }));
}

export const totalUnitOf = (meter: { utilityType: UtilityType; units: string[] }) =>
  unifiedUnit(meter.utilityType, meter.units);

/**
 * Rewrites a meter's monthly figures from its readings, inside the caller's transaction. Readings a
 * change of the meter makes impossible (counter values on a meter now taking the period's consumption)
 * refuse that change.
 */
export async function rewriteMeterMonths(tx: Db, meterId: number): Promise<void> {
  const [meter] = await tx.select().from(meters).where(eq(meters.id, meterId));
  if (!meter) return;
  const totalUnit = totalUnitOf(meter);
  try {
    const readings = await readingsInTotal(tx, meter, totalUnit);
    await writeMonths(tx, meter, totalUnit, splitByMonth(intervals(readings, meter)));
  } catch (error) {
    if (!(error instanceof ReadingRefusedError)) throw error;
    const message = "The readings do not fit the meter so changed";
    throw new RefusedError([{ path: "cumulative", code: "readings_do_not_fit", message }]);
  }
}

/** Emissions per organization and year of the meters using a factor. */
async function emissionsByYear(tx: Db, factorId: number) {
  const rows = await queryRows<{ organization_id: number; year: number; kg: number }>(
    tx,
    sql`select m.organization_id, extract(year from mm.month)::int as year, coalesce(sum(mm.emissions_kg), 0) as kg
      from meter_months mm join meters m on m.id = mm.meter_id
      where m.emission_factor_id = ${factorId}
      group by m.organization_id, year`,
  );
  return new Map(rows.map((row) => [`${row.organization_id}:${row.year}`, { ...row, kg: Number(row.kg) }]));
}

const differs = (before: number, after: number) => Math.abs(after - before) > 1e-9 * Math.max(1, Math.abs(before));

/**
 * Recalculates the emissions of every meter month calculated with the factor, and records for each
 * organization and year whose total changed the total before and after. Called inside the
 * transaction that changed the factor's values.
 */
export async function recalculateFactorEmissions(tx: Db, factorId: number, actor: Actor): Promise<void> {
  const before = await emissionsByYear(tx, factorId);
  const using = await tx.select().from(meters).where(eq(meters.emissionFactorId, factorId));
  for (const meter of using) {
    const totalUnit = totalUnitOf(meter);
    const months = await tx
      .select({ month: meterMonths.month, consumption: meterMonths.consumption, partial: meterMonths.partial })
      .from(meterMonths)
      .where(eq(meterMonths.meterId, meter.id))
      .orderBy(asc(meterMonths.month));
    await writeMonths(
      tx,
      meter,
      totalUnit,
      months.map((month) => ({ ...month, month: month.month.slice(0, 7) })),
    );
  }
  const after = await emissionsByYear(tx, factorId);
  const keys = new Set([...before.keys(), ...after.keys()]);
  const changes = [...keys].flatMap((key) => {
    const [was, is] = [before.get(key), after.get(key)];
    const row = (was ?? is)!;
    const [beforeKg, afterKg] = [was?.kg ?? 0, is?.kg ?? 0];
    if (!differs(beforeKg, afterKg)) return [];
    return [
      {
        organizationId: row.organization_id,
        emissionFactorId: factorId,
        year: row.year,
        emissionsBeforeKg: beforeKg,
        emissionsAfterKg: afterKg,
        userId: actor.userId,
      },
    ];
  });
  if (changes.length > 0) await tx.insert(emissionRecalculations).values(changes);
}

/**
 * A meter's monthly figures, oldest first, months as yyyy-mm, between `from` and `to` (yyyy-mm, both
 * included) when given. Only the columns answered are read: turning rows into objects is most of the
 * cost on the embedded database, and the factor value ids (an array each) cost the most.
 */
export async function meterMonthsOf(db: Db, meterId: number, range: { from?: string; to?: string } = {}) {
  const rows = await db
    .select({
      month: meterMonths.month,
      consumption: meterMonths.consumption,
      unit: meterMonths.unit,
      partial: meterMonths.partial,
      emissionsKg: meterMonths.emissionsKg,
      emissionsComplete: meterMonths.emissionsComplete,
    })
    .from(meterMonths)
    .where(
      and(
        eq(meterMonths.meterId, meterId),
        range.from === undefined ? undefined : gte(meterMonths.month, `${range.from}-01` as DateOnly),
        range.to === undefined ? undefined : lte(meterMonths.month, `${range.to}-01` as DateOnly),
      ),
    )
    .orderBy(asc(meterMonths.month));
  return rows.map((row) => ({ ...row, month: row.month.slice(0, 7) }));
}
