import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./domain/client-address";

const MIN_SECRET_LENGTH = 32;

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => ["true", "1", "yes"].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z.string().optional(),
  API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  SEED_DEMO: booleanFlag.optional(),
  JOBS: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(25),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch {
        context.addIssue({ code: "custom", message: "must be true, false, a number of proxies, or their addresses" });
        return z.NEVER;
      }
    }),
  MAIL_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().default("Compliance Workbench <no-reply@localhost>"),
  DB_POOL_SIZE: z.coerce.number().int().positive().max(200).default(10),
  DB_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  WEBHOOK_PRIVATE_ADDRESSES: booleanFlag.default(false),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  apiUrl: string | undefined;
  publicUrl: string;
  seedDemo: boolean;
  /** Whether this process runs the background jobs (reminders, mails); an API tier with several copies may leave them to one. */
  jobs: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  maxUploadBytes: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** The proxies whose `X-Forwarded-For` entries are believed (a hop count, or their addresses). */
  trustProxy: TrustProxy;
  mailUrl: string | undefined;
  mailFrom: string;
  dbPoolSize: number;
  /** How long a start waits for PostgreSQL to answer before it gives up. */
  dbWaitMs: number;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served. */
  drainMs: number;
  /** How long a process may reuse a session or access check it looked up (see docs/decisions). */
  authCacheMs: number;
  /** Whether webhooks may be delivered to this machine and private networks (decision 042). */
  webhookPrivateAddresses: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** For commands: a bad environment ends the process with its one message, not a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * Reads and validates the environment once at start. Every bad value is named in one message, so an
 * operator fixes them all in one go.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    sessionSecret: resolveSessionSecret(values.SESSION_SECRET, values.DATABASE_URL, dataDir),
    apiUrl: values.API_URL?.replace(/\/+$/, ""),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    // Demo users belong on the embedded database only, unless asked for explicitly.
    seedDemo: values.SEED_DEMO ?? !values.DATABASE_URL,
    jobs: values.JOBS,
    logLevel: values.LOG_LEVEL,
    maxUploadBytes: Math.round(values.MAX_UPLOAD_MB * 1024 * 1024),
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: values.SESSION_MAX_HOURS * 3_600_000,
    trustProxy: values.TRUST_PROXY,
    mailUrl: values.MAIL_URL,
    mailFrom: values.MAIL_FROM,
    dbPoolSize: values.DB_POOL_SIZE,
    dbWaitMs: values.DB_WAIT_SECONDS * 1000,
    drainMs: values.DRAIN_SECONDS * 1000,
    authCacheMs: values.AUTH_CACHE_SECONDS * 1000,
    webhookPrivateAddresses: values.WEBHOOK_PRIVATE_ADDRESSES,
  };
}

function resolveSessionSecret(given: string | undefined, databaseUrl: string | undefined, dataDir: string) {
  if (given !== undefined) {
    if (given.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `Invalid configuration:\n  SESSION_SECRET: must be at least ${MIN_SECRET_LENGTH} characters (got ${given.length})`,
      );
    }
    return given;
  }
  if (databaseUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required when DATABASE_URL is set " +
        `(at least ${MIN_SECRET_LENGTH} characters, e.g. \`openssl rand -base64 48\`)`,
    );
  }
  // Embedded mode: generate once and keep it beside the data, so sessions survive a restart.
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
