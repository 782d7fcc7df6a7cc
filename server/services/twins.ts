import { eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/**
 * A repeated create (a double click, a retried request) must not make a second record: a record alike
 * in every field the user gave is the same one. These help a service find it.
 */

/** Conditions that match a row holding exactly these values (null as null). */
export function sameValues(table: PgTable, values: Record<string, unknown>): SQL[] {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  return Object.entries(values).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`No column for ${key}`);
    return value === null ? isNull(column) : eq(column, value);
  });
}

/** Queues an organization's creates of one kind, so two identical ones at once cannot both find no twin. */
export async function queueCreates(tx: Db, kind: string, organizationId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), ${organizationId})`);
}
