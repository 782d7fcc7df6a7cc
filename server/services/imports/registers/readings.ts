import { eq, inArray } from "drizzle-orm";
import { meterReadings, meters } from "../../../db/schema";
import { camelKeys } from "../../../domain/wire-casing";
import { judgeInOrder } from "../../meter-reading-import";
import { rewriteMeterMonths } from "../../meter-months";
import { fieldRefusals, type MeterRow, type ReadingInput } from "../../reading-rules";
import { byName, type ImportDefinition, type ImportedRow, type ImportRowError } from "../definition";

// One reading a day per meter: a second of that day is twice in the file, or registered already.
const identity = (meterId: unknown, day: unknown) => `${String(meterId)}|${String(day)}`;

/** The column a refusal of the reading rules is about: the day, the unit, or else the value. */
const columnOf = (path: string) => (path === "performed_at" || path === "unit" ? path : "value");

type Reading = ReadingInput & { meterId: number };

/**
 * Meter readings, one a row: the meter by name or number, the day, the value, and optionally the unit
 * (else the meter's first), whether it is estimated and a comment. Each meter's rows are judged among
 * its saved readings as its own readings import judges them (decision 019), and its monthly figures
 * are rewritten once.
 */
export const readingImport: ImportDefinition = async (db, scope) => {
  const own = await db.select().from(meters).where(eq(meters.organizationId, scope.organizationId));
  const meterOf = new Map<number, MeterRow>(own.map((meter) => [meter.id, meter]));
  const saved = own.length
    ? await db
        .select()
        .from(meterReadings)
        .where(
          inArray(
            meterReadings.meterId,
            own.map((meter) => meter.id),
          ),
        )
    : [];
  const reading = (row: ImportedRow) => camelKeys(row) as Reading;
  return {
    references: { meter: byName(own.map((meter) => ({ id: meter.id, names: [meter.name, meter.number] }))) },
    settle: (row) => {
      const units = meterOf.get(row.meter_id as number)!.units;
      const written = row.unit as string | null;
      const unit = written === null ? units[0] : units.find((one) => one.toLowerCase() === written.toLowerCase());
      return { value: { ...row, unit: unit ?? written } };
    },
    identity: {
      of: (row) => identity(row.meter_id, row.performed_at),
      existing: new Set(saved.map((entry) => identity(entry.meterId, entry.performedAt))),
    },
    judgeTogether: (rows) => {
      const refused = new Map<number, ImportRowError[]>();
      const refuse = (position: number, path: string, code: string) =>
        refused.set(position, [...(refused.get(position) ?? []), { column: columnOf(path), code }]);
      for (const [meterId, meter] of meterOf) {
        const mine = rows.filter((row) => row.value.meter_id === meterId);
        if (mine.length === 0) continue;
        for (const row of mine) {
          for (const refusal of fieldRefusals(meter, reading(row.value)))
            refuse(row.position, refusal.path, refusal.code);
        }
        // The rows left are judged among the saved readings as they would be saved: without those
        // refused, again until none is (only the clean rows may be imported).
        const own = saved.filter((entry) => entry.meterId === meterId);
        let left = mine.filter((row) => !refused.has(row.position));
        while (left.length > 0) {
          const judged = judgeInOrder(
            meter,
            own,
            left.map((row) => reading(row.value)),
          );
          if (judged.refusals.length === 0) break;
          for (const refusal of judged.refusals) refuse(left[refusal.row]!.position, refusal.path, refusal.code);
          left = left.filter((row) => !refused.has(row.position));
        }
      }
      return refused;
    },
    // Readings' trail is their meter's, so each is written by the trigger; the monthly figures once per meter.
    insert: async (tx, rows) => {
      const readings = rows.map(reading);
      for (const meterId of new Set(readings.map((row) => row.meterId))) {
        const mine = readings.filter((row) => row.meterId === meterId);
        for (let start = 0; start < mine.length; start += 1000) {
          await tx
            .insert(meterReadings)
            .values(
              mine
                .slice(start, start + 1000)
                .map(({ confirmUnusual: _confirmed, ...row }) => ({ ...row, unusual: false })),
            );
        }
        await rewriteMeterMonths(tx, meterId);
      }
    },
  };
};
