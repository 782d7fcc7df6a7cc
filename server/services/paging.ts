import { sql } from "drizzle-orm";

/**
 * The number of rows the whole query matches, selected beside each row of a page: on the embedded
 * database every query has a fixed cost, so a list answers with one query instead of two.
 */
export const totalOfMatches = () => sql<number>`count(*) over ()`.mapWith(Number).as("total_of_matches");

/**
 * A page of rows selected with `totalOfMatches` as `total`, and the total. Only a page past the end
 * (no rows to carry it) needs the second query, to count.
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  page: number,
  countAll: () => Promise<number>,
): Promise<{ total: number; rows: Omit<Row, "total">[] }> {
  const total = rows[0]?.total ?? (page === 0 ? 0 : await countAll());
  return { total, rows: rows.map(({ total: _total, ...row }) => row) };
}
