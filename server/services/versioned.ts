import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { RecordNotFoundError, StaleRecordError } from "./errors";

type VersionedTable = PgTable & { lastModifiedDate: PgColumn };

/**
 * Optimistic concurrency: the update applies only while the row still carries the modification stamp
 * the caller read. Otherwise nothing changes and the caller learns whether the row is gone or stale.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  where: SQL,
  expectedLastModified: string | Date,
  values: Partial<T["$inferInsert"]>,
): Promise<T["$inferSelect"]> {
  const expected = new Date(expectedLastModified);
  const updated: unknown[] = (await db
    .update(table)
    .set({
      ...values,
      lastModifiedDate: sql`greatest(now(), ${table.lastModifiedDate} + interval '1 millisecond')`,
    } as never)
    .where(and(where, eq(table.lastModifiedDate, expected)))
    .returning()) as unknown[];
  if (updated.length > 0) return updated[0] as T["$inferSelect"];
  const existing = await db
    .select({ found: sql<number>`1` })
    .from(table as PgTable)
    .where(where);
  throw existing.length > 0 ? new StaleRecordError() : new RecordNotFoundError();
}
