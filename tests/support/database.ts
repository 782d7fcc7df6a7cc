import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";

export const CACHE_DIR = path.resolve(import.meta.dirname, "../.cache");
export const PGLITE_TEMPLATE = path.join(CACHE_DIR, "pglite-template.tar");
// One template per checkout, so two checkouts' suites may run against one server at the same time.
export const PG_TEMPLATE_NAME = `cw_test_template_${createHash("sha256").update(CACHE_DIR).digest("hex").slice(0, 10)}`;

/** Tests run on PostgreSQL when DATABASE_URL is set, on PGlite otherwise. */
export const postgresUrl = () => process.env.DATABASE_URL || undefined;

export function withDatabaseName(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database for one test file: a copy of the template built by the global setup. */
export async function openTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const url = postgresUrl();
  if (!url) {
    const dump = await readFile(PGLITE_TEMPLATE);
    const database = openDatabase({ loadDataDir: new Blob([dump]) });
    return { ...database, dispose: database.close };
  }
  const name = `cw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${PG_TEMPLATE_NAME}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase({ url: withDatabaseName(url, name), poolSize: 5 });
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
