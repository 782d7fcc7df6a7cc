import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackDataVersion, type DataVersion } from "../../server/db/data-version";

let client: PGlite;
let version: DataVersion;

beforeAll(async () => {
  client = new PGlite();
  version = trackDataVersion(client);
  await client.exec("create table notes (id serial primary key, text text not null)");
});
afterAll(() => client.close());

async function changes(run: () => Promise<unknown>) {
  const before = version.current();
  await run();
  return version.current() !== before;
}

describe("the embedded database's version", () => {
  it("stays the same for plain reads", async () => {
    expect(await changes(() => client.query("select * from notes"))).toBe(false);
    expect(await changes(() => client.query("  SELECT count(*) from notes where id = $1", [1]))).toBe(false);
    expect(await changes(() => client.query("with wanted as (select id from notes) select * from wanted"))).toBe(false);
  });

  it("moves for every write, whatever its form", async () => {
    expect(await changes(() => client.query("insert into notes (text) values ($1)", ["Miljø"]))).toBe(true);
    expect(await changes(() => client.query("update notes set text = 'x'"))).toBe(true);
    expect(await changes(() => client.query("with gone as (delete from notes returning id) select * from gone"))).toBe(
      true,
    );
    expect(await changes(() => client.query("WITH moved AS (UPDATE notes SET text = 'y' RETURNING id) SELECT 1"))).toBe(
      true,
    );
    expect(await changes(() => client.exec("select 1"))).toBe(true);
    expect(await changes(() => client.transaction(async (tx) => tx.query("select 1")))).toBe(true);
  });

  it("moves for selects that write or lock", async () => {
    expect(await changes(() => client.query("select nextval('notes_id_seq')"))).toBe(true);
    expect(await changes(() => client.query("select * from notes for update"))).toBe(true);
    expect(await changes(() => client.query("select set_config('application_name', 'x', false)"))).toBe(true);
  });

  it("differs at the start and end of a read that overlapped a write", async () => {
    const started = version.current();
    const write = client.query("insert into notes (text) values ('æøå')");
    const read = client.query("select * from notes");
    await Promise.all([write, read]);
    expect(version.current()).not.toBe(started);
  });

  it("moves even when the write fails", async () => {
    expect(await changes(() => client.query("insert into missing values (1)").catch(() => null))).toBe(true);
  });
});
