import { and, eq, getTableName, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { memberships, organizations, stakeholders, users } from "../../db/schema";
import { normalized, type CellValue, type Resolver } from "./columns";

/** Where an import writes: the active organization, those below it where records may be placed, and who imports. */
export type ImportScope = { organizationId: number; below: number[]; visible: number[]; userId: number };

/** A row as the register's create contract answers it (snake_case), ready to insert. */
export type ImportedRow = Record<string, unknown>;

/** An error of a row: on a column (by its name), or on the row as a whole (null). */
export type ImportRowError = { column: string | null; code: string };

/** What a register's import needs, read once per check or run. */
export type PreparedImport = {
  /** Each reference column's resolver: the id of the record its words name. */
  references: Record<string, Resolver>;
  /** A row's identity: a row repeating an earlier one, or a record registered already, is refused. */
  identity?: { of(row: ImportedRow): string; existing: Set<string> };
  /**
   * The register's own rules beyond its contract, as its service applies them on saving (a meter's
   * units for its type): the row as it is saved, or its errors.
   */
  settle?(row: ImportedRow): { value: ImportedRow } | { errors: ImportRowError[] };
  /**
   * Rules between the clean rows and the saved records (a meter's readings judged among its saved
   * ones): each refused row's errors, by its position in the file.
   */
  judgeTogether?(rows: { position: number; value: ImportedRow }[]): Map<number, ImportRowError[]>;
  /** Inserts the clean rows, in batches, inside the import's transaction. */
  insert(tx: Db, rows: ImportedRow[]): Promise<unknown>;
};

/** A register's part of the import kit. */
export type ImportDefinition = (db: Db, scope: ImportScope) => Promise<PreparedImport>;

/** Finds one record by its words among several: unknown or ambiguous names are the row's error. */
export function byName(entries: { id: number; names: (string | null)[] }[]): Resolver {
  const ids = new Map<string, number[]>();
  for (const entry of entries) {
    for (const name of new Set(entry.names.filter((text): text is string => Boolean(text)).map(normalized))) {
      ids.set(name, [...(ids.get(name) ?? []), entry.id]);
    }
  }
  return (text): CellValue => {
    const found = ids.get(normalized(text));
    if (!found) return { code: "unknown_reference" };
    return found.length > 1 ? { code: "ambiguous_reference" } : { value: found[0] };
  };
}

/** The organization itself and the departments below it, by name. */
export async function departmentByName(db: Db, scope: ImportScope): Promise<Resolver> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, scope.below));
  return byName(rows.map((row) => ({ id: row.id, names: [row.name] })));
}

/**
 * A present member of the organizations the active one sees, by their name or e-mail address: whom a
 * record may name as responsible. One who is a member of several is named by their membership of the
 * active organization, else of the first.
 */
export async function memberByName(db: Db, scope: ImportScope): Promise<Resolver> {
  const rows = await db
    .select({
      id: memberships.id,
      userId: users.id,
      organizationId: memberships.organizationId,
      name: users.name,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.organizationId, scope.visible), isNull(memberships.endedDate)))
    .orderBy(memberships.id);
  const chosen = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    if (!chosen.has(row.userId) || row.organizationId === scope.organizationId) chosen.set(row.userId, row);
  }
  return byName([...chosen.values()].map((row) => ({ id: row.id, names: [row.name, row.email] })));
}

/** A stakeholder of the catalogue, by its name or its registration number (CVR). */
export async function stakeholderByName(db: Db): Promise<Resolver> {
  const catalogue = await db
    .select({ id: stakeholders.id, name: stakeholders.name, number: stakeholders.registrationNumber })
    .from(stakeholders);
  return byName(catalogue.map((entry) => ({ id: entry.id, names: [entry.name, entry.number] })));
}

const BATCH = 1000;

/** A register's table as an import writes it: the entity its trail names, and its search kind (decision 032). */
export type ImportTarget = { table: PgTable & { id: AnyPgColumn }; entity: string; searchKind?: string };

/**
 * Inserts the rows a thousand at a time (one statement per batch, within PostgreSQL's parameter
 * limit) with the per-row triggers off for them, then writes their trail and search entries in one
 * statement each: 10,000 rows' triggers one by one took twenty seconds.
 */
export async function insertCreated<T extends Record<string, unknown>>(tx: Db, target: ImportTarget, rows: T[]) {
  await tx.execute(sql`select set_config('app.bulk_import', 'on', true)`);
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const made = await tx.insert(target.table).values(batch).returning({ id: target.table.id });
    ids.push(...made.map((row) => row.id as number));
  }
  const table = getTableName(target.table);
  await tx.execute(sql`select audit_rows_created(${target.entity}, ${table}, ${sql.param(ids)}::integer[])`);
  if (target.searchKind)
    await tx.execute(sql`select search_refresh(${target.searchKind}, ${sql.param(ids)}::integer[])`);
  await tx.execute(sql`select set_config('app.bulk_import', 'off', true)`);
  return ids;
}
