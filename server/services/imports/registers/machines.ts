import { eq } from "drizzle-orm";
import { machines } from "../../../db/schema";
import { camelKeys } from "../../../domain/wire-casing";
import type { MachineInput } from "../../machines";
import { normalized } from "../columns";
import { departmentByName, insertCreated, type ImportDefinition, type ImportedRow } from "../definition";

// A machine is told from another by its name and serial number.
const identity = (name: string, serial: string | null) => `${normalized(name)}|${normalized(serial ?? "")}`;

/** Machines by name, type, make, serial number, department (by name), location and dates. */
export const machineImport: ImportDefinition = async (db, scope) => {
  const registered = await db
    .select({ name: machines.name, serial: machines.serialNumber })
    .from(machines)
    .where(eq(machines.organizationId, scope.organizationId));
  return {
    references: { department: await departmentByName(db, scope) },
    identity: {
      of: (row) => identity(String(row.name), (row.serial_number as string | null) ?? null),
      existing: new Set(registered.map((row) => identity(row.name, row.serial))),
    },
    insert: (tx, rows: ImportedRow[]) =>
      insertCreated(
        tx,
        { table: machines, entity: "machine", searchKind: "MACHINE" },
        rows.map((row) => ({ ...(camelKeys(row) as MachineInput), organizationId: scope.organizationId })),
      ),
  };
};
