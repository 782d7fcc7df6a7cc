import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { queryRows } from "../../server/db/client";
import { openTestDatabase } from "../support/database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

// A foreign key without an index makes every delete of the row it points to scan the referencing
// table (the cascade or the check), and every join or filter on it too.
it("every foreign key has an index that starts with its columns", async () => {
  const unindexed = await queryRows<{ table: string; constraint: string }>(
    database.db,
    sql`
    select c.conrelid::regclass::text as "table", c.conname as "constraint"
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
      )
    order by 1, 2`,
  );
  expect(unindexed).toEqual([]);
});
