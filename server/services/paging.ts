import { asc, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { RefusedError } from "./errors";
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

/**
 * One page of a query and the count of its matches, as two queries: for a register of many thousand
 * rows, where `pageWithTotal`'s count beside each row would make the database sort every match. The
 * count is skipped when the page shows there is no more than it holds.
 */
export async function pageAndCount<Query extends PgSelect>(
  query: Query,
  counting: PromiseLike<{ total: number }[]>,
  page: number,
  size: number,
): Promise<{ total: number; rows: Awaited<Query> }> {
  const rows = (await query.limit(size).offset(page * size)) as Awaited<Query>;
  if (rows.length > 0 && rows.length < size) return { total: page * size + rows.length, rows };
  if (rows.length === 0 && page === 0) return { total: 0, rows };
  const [counted] = await counting;
  return { total: counted?.total ?? 0, rows };
}

export type Sorting = { field: string; direction: "asc" | "desc" }[];

/**
 * The sorts asked for, each with what the list sorts it by (a column or an expression); a field the
 * list does not sort by is refused (422 on `sort`). `sortable` is a table of the list's fields, read
 * with `Object.hasOwn` so that a name like `__proto__` or `constructor` finds nothing, or a function
 * that answers null for a field it does not know.
 */
export function sortsOf<T>(
  sort: Sorting,
  sortable: Record<string, T> | ((field: string) => T | null | undefined),
): { by: T; direction: "asc" | "desc" }[] {
  const unknown: string[] = [];
  const sorts = sort.flatMap((s) => {
    const by =
      typeof sortable === "function" ? sortable(s.field) : Object.hasOwn(sortable, s.field) ? sortable[s.field] : null;
    if (by === null || by === undefined) {
      unknown.push(s.field);
      return [];
    }
    return [{ by, direction: s.direction }];
  });
  if (unknown.length > 0) {
    throw new RefusedError([
      { path: "sort", code: "unknown_sort", message: `The list cannot be sorted by ${unknown.join(", ")}` },
    ]);
  }
  return sorts;
}

/** A sort as drizzle's `asc`/`desc` of a column or expression. */
export const ascOrDesc = (s: { by: SQLWrapper; direction: "asc" | "desc" }) =>
  s.direction === "desc" ? desc(s.by) : asc(s.by);

/** A list's ORDER BY: the sorts asked for, by the list's expressions (empties last), or the fallback. */
export function orderOf(sort: Sorting, sortable: Record<string, SQL>, fallback: SQL): SQL {
  const sorts = sortsOf(sort, sortable);
  if (sorts.length === 0) return fallback;
  return sql.join(
    sorts.map((s) => sql`${s.by} ${s.direction === "desc" ? sql`desc` : sql`asc`} nulls last`),
    sql`, `,
  );
}

/** Ids as the list of an `in (…)`. */
export const idList = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
