import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { nameActorInTransactions } from "./actor";
import { trackDataVersion, type DataVersion } from "./data-version";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Either driver's database; a transaction is one too, so services take this for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database only: counts its changes (a server has other writers). */
  dataVersion?: DataVersion;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * How the job queue reaches the database: on a server, its own connections; on PGlite, this process's
   * one connection, not counted as changes (the queue's tables hold nothing a reader is shown).
   */
  jobs: JobsConnection;
  /** PGlite only: the whole data directory as a tarball (tests copy a migrated template this way). */
  dump?: () => Promise<Blob>;
};

export type JobsConnection =
  { connectionString: string } | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type DatabaseOptions =
  { url: string; poolSize?: number } | { dataDir: string } | { loadDataDir: Blob } | { memory: true };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// An arbitrary fixed key so concurrent starts of several processes migrate one after the other.
const MIGRATION_LOCK_KEY = 7_140_451;

/** Opens PostgreSQL when given a URL, otherwise PGlite (on disk, from a dump, or in memory). */
export function openDatabase(options: DatabaseOptions): Database {
  if ("url" in options) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options);
}

function openPostgres(url: string, poolSize: number): Database {
  // A connection that takes longer than the timeout fails instead of hanging (a host that drops packets).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  return {
    db: nameActorInTransactions(db as unknown as Db),
    kind: "postgres",
    jobs: { connectionString: url },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function openPglite(options: { dataDir: string } | { loadDataDir: Blob } | { memory: true }): Database {
  let client: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  } else if ("loadDataDir" in options) {
    client = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    client = new PGlite();
  }
  const jobs = uncountedConnection(client);
  const dataVersion = trackDataVersion(client);
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db: nameActorInTransactions(db as unknown as Db),
    kind: "pglite",
    dataVersion,
    jobs,
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir("none"),
  };
}

/**
 * The PGlite connection as the job queue uses it: a statement with values, or a script of several
 * (the queue's own transactions). A script that fails halfway must not leave its transaction open on
 * the one connection every request shares.
 */
function uncountedConnection(client: PGlite): JobsConnection {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  return {
    async executeSql(text, values) {
      if (values?.length) return query(text, values);
      try {
        const results = await exec(text);
        return results.at(-1) ?? { rows: [] };
      } catch (error) {
        await exec("rollback").catch(() => {});
        throw error;
      }
    },
  };
}

export { schema };
