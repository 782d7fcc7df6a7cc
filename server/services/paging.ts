import { sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

/**
 * The number of rows the whole query matches, selected beside each row as `total`: on the embedded
 * database every query has a fixed cost, so a list answers with one query instead of two.
 */
export const totalOfMatches = () => sql<number>`count(*) over ()`.mapWith(Number).as("total_of_matches");

type Counted = { total: number }[];

/**
 * One page of a query that selects `totalOfMatches()` as `total` (pass it `.$dynamic()`), and the
 * total. A page past the end has no row to carry the total: the query's first row then tells it.
 */
export async function pageWithTotal<Query extends PgSelect & PromiseLike<Counted>>(
  query: Query,
  page: number,
  size: number,
): Promise<{ total: number; rows: Omit<Awaited<Query>[number], "total">[] }> {
  type Row = Omit<Awaited<Query>[number], "total">;
  const rows = (await query.limit(size).offset(page * size)) as Awaited<Query>;
  const first = rows[0] ?? (page === 0 ? undefined : ((await query.limit(1).offset(0)) as Awaited<Query>)[0]);
  return { total: first?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row as Row) };
}

type Sorting = { field: string; direction: "asc" | "desc" }[];

/** A list's ORDER BY: the sorts asked for that the list allows, by its expressions (empties last), or the fallback. */
export function orderOf(sort: Sorting, sortable: Record<string, SQL>, fallback: SQL): SQL {
  const allowed = sort.filter((s) => Object.hasOwn(sortable, s.field));
  if (allowed.length === 0) return fallback;
  return sql.join(
    allowed.map((s) => sql`${sortable[s.field]} ${s.direction === "desc" ? sql`desc` : sql`asc`} nulls last`),
    sql`, `,
  );
}

/** Ids as the list of an `in (…)`. */
export const idList = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
