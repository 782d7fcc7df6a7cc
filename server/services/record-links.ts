import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/**
 * The records one record names through a table of pairs (an audit's auditors, its obligations, its
 * procedures; an aspect's obligations…): `replace` makes the pairs of an owner exactly the ids given, in the
 * caller's transaction, the ids already checked and without repeats.
 */
export function recordLinks<T extends PgTable>(
  table: T,
  ownerKey: keyof T["$inferInsert"] & string,
  targetKey: keyof T["$inferInsert"] & string,
) {
  const owner = (table as unknown as Record<string, PgColumn>)[ownerKey]!;
  return {
    async replace(tx: Db, ownerId: number, targetIds: number[]) {
      await tx.delete(table).where(eq(owner, ownerId));
      if (targetIds.length === 0) return;
      const rows = targetIds.map((targetId) => ({ [ownerKey]: ownerId, [targetKey]: targetId }));
      await tx.insert(table).values(rows as T["$inferInsert"][]);
    },
  };
}
