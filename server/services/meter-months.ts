import { and, asc, eq, gte, lt, lte, or, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { emissionFactorValues, emissionRecalculations, meterMonths, meterReadings, meters } from "../db/schema";
import { monthIndex, monthOfIndex } from "../domain/calendar-days";
import { intervals, ReadingRefusedError } from "../domain/consumption";
import { KILOGRAMS_PER } from "../domain/emissions";
import {
  factorOverTime,
  monthsOf,
  spansForFactors,
  splitByMonth,
  type FactorValue,
  type MonthSpan,
} from "../domain/month-spans";
import { convert, UTILITY_TYPE_GROUP } from "../domain/units";
import type { DateOnly } from "../domain/wire-casing";
import { RefusedError } from "./errors";
import { toRule, totalUnitOf } from "./reading-rules";

type Actor = { userId: number };
type MeterRow = typeof meters.$inferSelect;

const INSERT_CHUNK = 1000;
/** The most months one answer of a meter's months holds: a hundred years. */
export const MONTHS_PER_ANSWER = 1200;

/** A factor's values as kilograms per unit of the meter's total; a value in a unit it cannot convert to is left out. */
async function factorValuesFor(tx: Db, meter: MeterRow, factorId: number | null, totalUnit: string) {
  if (factorId === null) return [];
  const values = await tx
    .select()
    .from(emissionFactorValues)
    .where(eq(emissionFactorValues.emissionFactorId, factorId));
  const group = UTILITY_TYPE_GROUP[meter.utilityType];
  return values.flatMap((value): FactorValue[] => {
    try {
      const perTotalUnit = convert(1, totalUnit, value.meterUnit, group);
      const kilograms = value.value * KILOGRAMS_PER[value.emissionUnit] * perTotalUnit;
      return [{ id: value.id, value: kilograms, startDate: value.startDate, endDate: value.endDate }];
    } catch {
      return [];
    }
  });
}

const monthDate = (month: string) => `${month}-01` as DateOnly;

/** Writes a meter's spans with their emissions and biogenic CO2, cut wherever either factor's value changes. */
async function writeSpans(tx: Db, meter: MeterRow, totalUnit: string, spans: MonthSpan[]) {
  const [fossil, biogenic] = (
    await Promise.all([
      factorValuesFor(tx, meter, meter.emissionFactorId, totalUnit),
      factorValuesFor(tx, meter, meter.biogenicFactorId, totalUnit),
    ])
  ).map(factorOverTime) as [ReturnType<typeof factorOverTime>, ReturnType<typeof factorOverTime>];
  const rows = spansForFactors(spans, [fossil, biogenic]).map((span) => {
    const [emissions, biogenicCo2] = [fossil.of(span), biogenic.of(span)];
    return {
      meterId: meter.id,
      month: monthDate(span.month),
      through: monthDate(span.through),
      days: span.days,
      consumption: span.consumption,
      unit: totalUnit,
      partial: span.partial,
      emissionsKg: emissions.emissions,
      emissionsComplete: emissions.complete,
      biogenicKg: meter.biogenicFactorId === null ? null : biogenicCo2.emissions,
      factorValueIds: [...emissions.factorValueIds, ...biogenicCo2.factorValueIds],
    };
  });
  await tx.delete(meterMonths).where(eq(meterMonths.meterId, meter.id));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(meterMonths).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** The meter's readings in its total unit, oldest first, as the consumption rules take them. */
async function readingsInTotal(tx: Db, meter: MeterRow, totalUnit: string) {
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
  return rows.map(toRule(meter, totalUnit));
}

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
    await writeSpans(tx, meter, totalUnit, splitByMonth(intervals(readings, meter)));
  } catch (error) {
    if (!(error instanceof ReadingRefusedError)) throw error;
    const message = "The readings do not fit the meter so changed";
    throw new RefusedError([{ path: "cumulative", code: "readings_do_not_fit", message }]);
  }
}

/**
 * A row's share of its kilograms that falls in a year: the days of the year it covers over its days.
 * A run of many years is counted year by year here, on a maintainer's change of a factor, never on
 * a reading.
 */
const kilogramsByYear = (column: string) =>
  sql.raw(`
  select m.organization_id, y.year, coalesce(sum(mm.${column}
      * (least((mm.through + interval '1 month')::date, make_date(y.year + 1, 1, 1))
        - greatest(mm.month, make_date(y.year, 1, 1)))::float8
      / ((mm.through + interval '1 month')::date - mm.month)), 0) as kg
  from meter_months mm join meters m on m.id = mm.meter_id
  cross join lateral generate_series(extract(year from mm.month)::int, extract(year from mm.through)::int) y(year)`);

/** Emissions per organization and year of the meters using a factor, biogenic CO2 for a biogenic one. */
async function emissionsByYear(tx: Db, factorId: number) {
  const rows = await queryRows<{ organization_id: number; year: number; kg: number }>(
    tx,
    sql`${kilogramsByYear("emissions_kg")} where m.emission_factor_id = ${factorId} group by m.organization_id, y.year
      union all
      ${kilogramsByYear("biogenic_kg")} where m.biogenic_factor_id = ${factorId} group by m.organization_id, y.year`,
  );
  const byKey = new Map<string, { organization_id: number; year: number; kg: number }>();
  for (const row of rows) {
    const key = `${row.organization_id}:${row.year}`;
    const sum = byKey.get(key);
    if (sum) sum.kg += Number(row.kg);
    else byKey.set(key, { ...row, kg: Number(row.kg) });
  }
  return byKey;
}

const differs = (before: number, after: number) => Math.abs(after - before) > 1e-9 * Math.max(1, Math.abs(before));

/**
 * Recalculates the emissions of every meter month calculated with the factor, and records for each
 * organization and year whose total changed the total before and after. Called inside the
 * transaction that changed the factor's values.
 */
export async function recalculateFactorEmissions(tx: Db, factorId: number, actor: Actor): Promise<void> {
  const before = await emissionsByYear(tx, factorId);
  const using = await tx
    .select()
    .from(meters)
    .where(or(eq(meters.emissionFactorId, factorId), eq(meters.biogenicFactorId, factorId)));
  for (const meter of using) {
    const spans = await tx
      .select({
        month: meterMonths.month,
        through: meterMonths.through,
        days: meterMonths.days,
        consumption: meterMonths.consumption,
        partial: meterMonths.partial,
      })
      .from(meterMonths)
      .where(eq(meterMonths.meterId, meter.id))
      .orderBy(asc(meterMonths.month));
    const asMonths = spans.map((span) => ({
      ...span,
      month: span.month.slice(0, 7),
      through: span.through.slice(0, 7),
    }));
    await writeSpans(tx, meter, totalUnitOf(meter), asMonths);
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
 * included): at most MONTHS_PER_ANSWER from `from` (its first month by default). Only the rows that
 * reach into those months are read, and only the columns answered: turning rows into objects is most
 * of the cost on the embedded database, and the factor value ids (an array each) cost the most.
 */
export async function meterMonthsOf(db: Db, meterId: number, range: { from?: string; to?: string } = {}) {
  const columns = {
    month: meterMonths.month,
    through: meterMonths.through,
    consumption: meterMonths.consumption,
    unit: meterMonths.unit,
    partial: meterMonths.partial,
    emissions: meterMonths.emissionsKg,
    emissionsComplete: meterMonths.emissionsComplete,
  };
  // At most MONTHS_PER_ANSWER from `from`: known before reading when `from` is given.
  const limitOf = (first: string) => monthOfIndex(monthIndex(first) + MONTHS_PER_ANSWER - 1);
  const upTo =
    range.from && (range.to === undefined || range.to > limitOf(range.from)) ? limitOf(range.from) : range.to;
  const [from, to] = [range.from && monthDate(range.from), upTo && monthDate(upTo)];
  // The single months by their month, the runs reaching into the months asked for by their own index.
  const [singles, runs] = await Promise.all([
    db
      .select(columns)
      .from(meterMonths)
      .where(
        and(
          eq(meterMonths.meterId, meterId),
          from ? gte(meterMonths.month, from) : undefined,
          to ? lte(meterMonths.month, to) : undefined,
          eq(meterMonths.through, meterMonths.month),
        ),
      ),
    db
      .select(columns)
      .from(meterMonths)
      .where(
        and(
          eq(meterMonths.meterId, meterId),
          lt(meterMonths.month, meterMonths.through),
          from ? gte(meterMonths.through, from) : undefined,
          to ? lte(meterMonths.month, to) : undefined,
        ),
      ),
  ]);
  const spans = [...singles, ...runs]
    .map((row) => ({ ...row, month: row.month.slice(0, 7), through: row.through.slice(0, 7) }))
    .sort((a, b) => a.month.localeCompare(b.month));
  const first = range.from ?? spans[0]?.month;
  if (first === undefined) return [];
  const last = upTo === undefined || upTo > limitOf(first) ? limitOf(first) : upTo;
  return monthsOf(spans, first, last).map(({ through: _through, emissions, ...month }) => ({
    ...month,
    emissionsKg: emissions,
  }));
}
