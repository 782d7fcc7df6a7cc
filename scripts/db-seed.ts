// Migrates, then seeds reference data, and the demo holding when SEED_DEMO allows (default: embedded only).
import { loadConfigOrExit } from "../server/config";
import { prepareDatabase } from "../server/db/bootstrap";
import { createLogger } from "../server/logger";

const config = loadConfigOrExit();
const database = await prepareDatabase(config, createLogger(config.logLevel));
await database.close();
