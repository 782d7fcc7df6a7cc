import path from "node:path";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { openDatabase, type Database } from "./client";
import { DEMO_PASSWORD, DEMO_USERS, seed } from "./seed";
import { waitForPostgres } from "./wait-for-postgres";

/** Opens the configured database, applies pending migrations and seeds it. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const started = Date.now();
  const database = config.databaseUrl
    ? openDatabase({ url: config.databaseUrl, poolSize: config.dbPoolSize })
    : openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
  try {
    if (database.kind === "postgres") await waitForPostgres(database.ping, config.dbWaitMs, logger);
    await database.migrate();
    const { demoCreated } = await seed(database.db, { demo: config.seedDemo, sessionSecret: config.sessionSecret });
    logger.info({ database: database.kind, ms: Date.now() - started }, "database ready");
    if (demoCreated) printDemoLogins(logger);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Plain lines, not a log record: they are meant for the person who just started the app. */
function printDemoLogins(logger: Logger) {
  logger.info({ users: DEMO_USERS.length }, "demo data created");
  const lines = DEMO_USERS.map((user) => `  ${user.email.padEnd(26)} ${user.role}`);
  process.stdout.write(`\nDemo log-ins (password "${DEMO_PASSWORD}"):\n${lines.join("\n")}\n\n`);
}
