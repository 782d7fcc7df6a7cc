import { and, asc, eq, getTableColumns, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { SortField } from "../api/schemas/common";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import { machineFiles, machines, organizations } from "../db/schema";
import type { machineInput, MACHINE_SORT_FIELDS, MACHINE_STATUSES } from "../api/contracts/machines";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { UnknownReferenceError } from "./errors";
import { sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern, textColumns } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type MachineInput = KeysToCamel<z.output<typeof machineInput>>;
export type MachineScope = { organizationId: number; below: number[] };
export type MachineFilter = {
  q?: string;
  /** The chosen department and those below it. */
  departmentIds?: number[];
  type?: string;
  status: (typeof MACHINE_STATUSES)[number];
};
type Sorting = { field: string; direction: "asc" | "desc" }[];
type Actor = { userId: number };

const department = alias(organizations, "department");
const SORTABLE = {
  name: sql`lower(${machines.name})`,
  type: sql`lower(${machines.type})`,
  department: sql`lower(${department.name})`,
  inception_date: sql`${machines.inceptionDate}`,
  end_of_use_date: sql`${machines.endOfUseDate}`,
  last_modified_date: sql`${machines.lastModifiedDate}`,
} satisfies Record<SortField<typeof MACHINE_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: MachineFilter, today: DateOnly): SQL[] {
  const found: SQL[] = [inArray(machines.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(...textColumns(machines).map((column) => ilike(column, pattern)))!);
  }
  if (filter.departmentIds) found.push(inArray(machines.departmentId, filter.departmentIds));
  if (filter.type) found.push(sql`lower(${machines.type}) = lower(${filter.type})`);
  if (filter.status === "RETIRED") found.push(lte(machines.endOfUseDate, today));
  if (filter.status === "IN_USE") found.push(or(isNull(machines.endOfUseDate), gt(machines.endOfUseDate, today))!);
  return found;
}

const summaryColumns = {
  ...getTableColumns(machines),
  departmentName: department.name,
};

type Row = typeof machines.$inferSelect & { departmentName: string | null };
const summaryOf = ({ departmentName, ...row }: Row) => ({
  ...row,
  department: row.departmentId === null ? null : { id: row.departmentId, name: departmentName ?? "" },
});

/**
 * A page of the machines of the organizations given (the active one and those below it: a holding
 * sees its companies' machines) and their total; `today` decides which are retired.
 */
export async function listMachines(
  db: Db,
  organizationIds: number[],
  query: MachineFilter & { page: number; size: number; sort: Sorting },
  today: DateOnly,
) {
  const order = sortsOf(query.sort, SORTABLE).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({ ...summaryColumns, total: totalOfMatches() })
    .from(machines)
    .leftJoin(department, eq(department.id, machines.departmentId))
    .where(and(...conditions(organizationIds, query, today)))
    .orderBy(...order, asc(sql`lower(${machines.name})`), asc(machines.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(summaryOf) };
}

export const machineFileLink: AttachmentLink = {
  table: machineFiles,
  owner: machineFiles.machineId,
  file: machineFiles.fileId,
  entity: "machine",
};

export async function getMachine(db: Db, organizationIds: number[], id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(machines)
    .leftJoin(department, eq(department.id, machines.departmentId))
    .where(and(eq(machines.id, id), inArray(machines.organizationId, organizationIds)));
  if (!row) return null;
  return { ...summaryOf(row), files: await attachedFiles(db, machineFileLink, id) };
}

/** A machine stands in the organization itself or a department below it, never elsewhere. */
function checkDepartment(scope: MachineScope, departmentId: number | null) {
  if (departmentId !== null && !scope.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

/**
 * Registers a machine: its id, and whether it is new. The register holds no two machines alike in
 * every field (nothing would tell them apart), so sending the same registration twice (a double
 * click, a retried request) answers the machine the first one registered.
 */
export async function registerMachine(db: Db, actor: Actor, scope: MachineScope, input: MachineInput) {
  checkDepartment(scope, input.departmentId);
  return db.transaction(async (tx) => {
    await queueCreates(tx, "machines", scope.organizationId);
    const [twin] = await tx
      .select({ id: machines.id })
      .from(machines)
      .where(and(eq(machines.organizationId, scope.organizationId), ...sameValues(machines, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(machines)
      .values({ ...input, organizationId: scope.organizationId })
      .returning({ id: machines.id });
    return { id: row!.id, created: true };
  });
}

export async function updateMachine(
  db: Db,
  actor: Actor,
  scope: MachineScope,
  id: number,
  input: MachineInput,
  lastModifiedDate: string,
) {
  checkDepartment(scope, input.departmentId);
  await db.transaction(async (tx) => {
    const where = and(eq(machines.id, id), inArray(machines.organizationId, scope.below))!;
    await updateVersioned(tx, machines, where, lastModifiedDate, input);
  });
}
