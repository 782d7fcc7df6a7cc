// Applies pending migrations to the configured database (DATABASE_URL, or PGlite under DATA_DIR).
import path from "node:path";
import { loadConfigOrExit } from "../server/config";
import { openDatabase } from "../server/db/client";

const config = loadConfigOrExit();
const database = config.databaseUrl
  ? openDatabase({ url: config.databaseUrl, poolSize: 1 })
  : openDatabase({ dataDir: path.join(config.dataDir, "pglite") });
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
