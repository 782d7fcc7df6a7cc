import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../server/db/client";
import { postgresUrl, withDatabaseName } from "../support/database";

// The migration that made the events' own actions actions of the plan, run on a database holding some.
const MIGRATION = "0031_action_plan.sql";
const files = readdirSync(migrationsFolder)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const before = files.slice(0, files.indexOf(MIGRATION));

type Sql = {
  exec(text: string): Promise<unknown>;
  query<Row>(text: string): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
};

/** An empty database of the suite's kind: PGlite, or a throwaway one on the PostgreSQL server. */
async function emptyDatabase(): Promise<Sql> {
  const url = postgresUrl();
  if (!url) {
    const lite = new PGlite();
    return { exec: (text) => lite.exec(text), query: (text) => lite.query(text), close: () => lite.close() };
  }
  const name = `cw_migration_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: withDatabaseName(url, name) });
  await client.connect();
  return {
    exec: (text) => client.query(text),
    query: async <Row>(text: string) => (await client.query(text)) as unknown as { rows: Row[] },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function run(db: Sql, file: string) {
  const text = readFileSync(path.join(migrationsFolder, file), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
}

let db: Sql;
beforeAll(async () => {
  db = await emptyDatabase();
  for (const file of before) await run(db, file);
  await db.exec(`
    insert into organizations (id, type, name) overriding system value values (1, 'COMPANY', 'Værkstedet A/S');
    insert into organizations (id, type, name, parent_id) overriding system value values (2, 'DEPARTMENT', 'Lager', 1);
    insert into users (id, email, name, password_hash) overriding system value values (7, 'kim@example.test', 'Kim', 'x');
    insert into memberships (id, user_id, organization_id, scope) overriding system value values (3, 7, 1, 'EDIT');
    insert into events (id, organization_id, department_id, title, occurred_at, importance, category, status)
      overriding system value values (5, 1, 2, 'Truck mod reol', now(), 'HIGH', 'WORK_ENVIRONMENT', 'ACTIONS_IN_PROGRESS');
    insert into event_actions (id, event_id, kind, description, responsible_member_id, due_date)
      overriding system value values
      (41, 5, 'CORRECTIVE', 'Påkørselsværn på reolerne', 3, '2026-10-01'),
      (42, 5, 'PREVENTIVE', 'Gennemgå trafikken på lageret
efter hver ændring af reolerne, med sikkerhedsrepræsentanten', null, null);
    select set_config('app.actor_id', '7', false);
    update event_actions set done_date = '2026-09-20', effectiveness = 'EFFECTIVE', effectiveness_note = 'Ingen skader siden' where id = 41;
  `);
  await run(db, MIGRATION);
});
afterAll(() => db.close());

describe("the events' actions moved into the action plan", () => {
  it("keeps their ids, event, owner, dates and effectiveness, with a title from the first line", async () => {
    const { rows } = await db.query(
      `select id, organization_id, source, event_id, title, description, kind, owner_id, department_id,
         due_date::text, status, done_date::text, effectiveness, effectiveness_note, effectiveness_checked_by
       from actions order by id`,
    );
    expect(rows).toEqual([
      {
        id: 41,
        organization_id: 1,
        source: "EVENT",
        event_id: 5,
        title: "Påkørselsværn på reolerne",
        description: null,
        kind: "CORRECTIVE",
        owner_id: 3,
        department_id: 2,
        due_date: "2026-10-01",
        status: "DONE",
        done_date: "2026-09-20",
        effectiveness: "EFFECTIVE",
        effectiveness_note: "Ingen skader siden",
        effectiveness_checked_by: 7,
      },
      {
        id: 42,
        organization_id: 1,
        source: "EVENT",
        event_id: 5,
        title: "Gennemgå trafikken på lageret",
        description: "Gennemgå trafikken på lageret\nefter hver ændring af reolerne, med sikkerhedsrepræsentanten",
        kind: "PREVENTIVE",
        owner_id: null,
        department_id: 2,
        due_date: null,
        status: "OPEN",
        done_date: null,
        effectiveness: null,
        effectiveness_note: null,
        effectiveness_checked_by: null,
      },
    ]);
  });

  it("makes their history the actions' own, and numbers new actions after them", async () => {
    const { rows } = await db.query<{ entity: string; record_id: string; action: string; owner: unknown }>(
      `select entity, record_entity, record_id, action, changes -> 'owner_id' as owner from audit_log order by id`,
    );
    expect(rows.filter((row) => row.record_id === "41").map((row) => row.action)).toEqual(["create", "update"]);
    expect(rows.every((row) => row.entity !== "event_action")).toBe(true);
    expect(rows.find((row) => row.record_id === "41")).toMatchObject({
      entity: "action",
      record_entity: "action",
      owner: { old: null, new: 3 },
    });
    const { rows: added } = await db.query<{ id: number }>(
      `insert into actions (organization_id, title, kind) values (1, 'Ny', 'IMPROVEMENT') returning id`,
    );
    expect(added[0]!.id).toBe(43);
    const { rows: trail } = await db.query(`select entity, record_id from audit_log where record_id = '43'`);
    expect(trail).toEqual([{ entity: "action", record_id: "43" }]);
  });
});
