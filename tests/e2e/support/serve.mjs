// Serves the production build for the end-to-end tests: a fresh embedded database with the demo data,
// or the PostgreSQL database named by DATABASE_URL.
import { rmSync } from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./data-dir.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = e2eDataDir();
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: process.env.E2E_PORT ?? "3210",
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
  SEED_DEMO: "true",
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "3210"}`,
});
if (process.env.DATABASE_URL) process.env.SESSION_SECRET ??= "end-to-end-secret-end-to-end-secret-0123";

await import(path.join(root, "build/main.js"));
