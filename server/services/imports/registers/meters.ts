import { eq } from "drizzle-orm";
import { meters } from "../../../db/schema";
import { allowedUnits, checkMeterUnits, defaultScope, type UtilityType } from "../../../domain/units";
import { camelKeys } from "../../../domain/wire-casing";
import type { MeterInput } from "../../meters";
import { normalized } from "../columns";
import { departmentByName, insertCreated, memberByName, type ImportDefinition } from "../definition";

// A meter is told from another by its name and number, as its readings' import names it.
const identity = (name: unknown, number: unknown) => `${normalized(String(name))}|${normalized(String(number ?? ""))}`;

/** A unit as the type writes it, whatever its case (`kwh` → `kWh`); others are left for the check to refuse. */
const spelled = (type: UtilityType, unit: string) =>
  allowedUnits(type).find((allowed) => allowed.toLowerCase() === unit.toLowerCase()) ?? unit;

/**
 * Meters, one a row: name, type, units by their symbol (several in one cell), number, department and
 * responsible by name, how often read and whether its readings are counter values; the units checked
 * for the type and the scope the type's, as a meter made on its form.
 */
export const meterImport: ImportDefinition = async (db, scope) => {
  const registered = await db
    .select({ name: meters.name, number: meters.number })
    .from(meters)
    .where(eq(meters.organizationId, scope.organizationId));
  return {
    references: { department: await departmentByName(db, scope), responsible: await memberByName(db, scope) },
    settle: (row) => {
      const type = row.utility_type as UtilityType;
      const units = checkMeterUnits(
        type,
        (row.units as string[]).map((unit) => spelled(type, unit)),
      );
      return units.ok ? { value: { ...row, units: units.units } } : { errors: [{ column: "units", code: units.code }] };
    },
    identity: {
      of: (row) => identity(row.name, row.number),
      existing: new Set(registered.map((meter) => identity(meter.name, meter.number))),
    },
    insert: (tx, rows) =>
      insertCreated(
        tx,
        { table: meters, entity: "meter", searchKind: "METER" },
        rows.map((row) => {
          const input = camelKeys(row) as MeterInput;
          return {
            ...input,
            organizationId: scope.organizationId,
            scope: input.scope === undefined ? defaultScope(input.utilityType, input.units) : input.scope,
          };
        }),
      ),
  };
};
