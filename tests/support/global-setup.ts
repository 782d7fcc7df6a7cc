import { mkdir, writeFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { CACHE_DIR, PG_TEMPLATE_NAME, PGLITE_TEMPLATE, postgresUrl, withDatabaseName } from "./database";

/** Builds one migrated database (reference data, no demo) that every test file copies. */
export default async function setup() {
  const url = postgresUrl();
  if (!url) {
    await mkdir(CACHE_DIR, { recursive: true });
    const database = openDatabase({ memory: true });
    await database.migrate();
    await seed(database.db, { demo: false });
    const dump = await database.dump!();
    await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${PG_TEMPLATE_NAME} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_NAME}`);
  } finally {
    await admin.end();
  }
  const database = openDatabase({ url: withDatabaseName(url, PG_TEMPLATE_NAME), poolSize: 1 });
  await database.migrate();
  await seed(database.db, { demo: false });
  await database.close();
  return async () => {
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${PG_TEMPLATE_NAME} with (force)`).finally(() => cleanup.end());
  };
}
