import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizations } from "../db/schema";

/** Each organization's country: its own, else the nearest one up its holding that names one. */
export async function countriesOf(db: Db, organizationIds: number[]) {
  if (organizationIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({
      id: organizations.id,
      // Named with its table: in a select of one table drizzle leaves a column unqualified, and inside
      // the subquery a bare "lineage" would be the inner table's own.
      country: sql<string | null>`(select o.country_alpha2 from ${organizations} o
        where o.id = any(${organizations}.lineage) and o.country_alpha2 is not null
        order by array_position(${organizations}.lineage, o.id) desc limit 1)`,
    })
    .from(organizations)
    .where(inArray(organizations.id, organizationIds));
  return new Map(rows.map((row) => [row.id, row.country]));
}
