import type { AddressInfo } from "node:net";
import { createApi } from "../../server/api/app";
import type { Config } from "../../server/config";
import type { Db } from "../../server/db/client";
import { createAppServer } from "../../server/http/app-server";
import { startJobs, type JobDefinition, type Jobs } from "../../server/jobs/queue";
import { jobWaker } from "../../server/jobs/wake";
import { createLogger, type Logger } from "../../server/logger";
import type { Mail, Mailer } from "../../server/services/mailer";
import { openTestDatabase } from "./database";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    host: "127.0.0.1",
    port: 0,
    databaseUrl: undefined,
    dataDir: "unused",
    sessionSecret: "test-secret-test-secret-test-secret-123",
    apiUrl: undefined,
    publicUrl: "http://localhost:3000",
    seedDemo: false,
    jobs: false,
    logLevel: "silent",
    maxUploadBytes: 25 * 1024 * 1024,
    sessionIdleMs: 2 * 3_600_000,
    sessionMaxMs: 12 * 3_600_000,
    trustProxy: 0,
    mailUrl: undefined,
    mailFrom: "test@localhost",
    dbPoolSize: 5,
    dbWaitMs: 0,
    drainMs: 0,
    authCacheMs: 0,
    webhookPrivateAddresses: false,
    ...overrides,
  };
}

export type TestApi = {
  url: string;
  db: Db;
  mails: Mail[];
  config: Config;
  /** The job queue, when the test asked for jobs; the API wakes them through it as a process does. */
  jobs?: Jobs;
  close(): Promise<void>;
};

/** The real API over real HTTP on a free port, on this test file's own database. */
export async function startTestApi(
  overrides: Partial<Config> = {},
  /**
   * mailDelayMs: how long each mail takes to send, as an SMTP server would; mailer: a real one instead;
   * jobs: background jobs to run on the queue, started after the listener as server/start.ts does.
   */
  options: {
    logger?: Logger;
    mailDelayMs?: number;
    mailer?: Mailer;
    jobs?: (config: Config) => readonly JobDefinition[];
  } = {},
): Promise<TestApi> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const logger = options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
  const mails: Mail[] = [];
  const waker = jobWaker(logger);
  const mailer: Mailer = options.mailer ?? {
    send: async (mail) => {
      if (options.mailDelayMs) await new Promise((resolve) => setTimeout(resolve, options.mailDelayMs));
      mails.push(mail);
    },
  };
  const api = createApi({
    db: database.db,
    dataVersion: database.dataVersion,
    config,
    logger,
    mailer,
    jobs: waker,
  });
  const app = createAppServer({
    logger,
    api,
    database,
    web: (_req, res) => {
      res.statusCode = 404;
      res.end();
    },
  });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  const jobs = options.jobs
    ? await startJobs(database, { logger, mail: { db: database.db, mailer, config, logger } }, options.jobs(config))
    : undefined;
  waker.connect(jobs);
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    mails,
    config,
    jobs,
    async close() {
      await app.drain(1000);
      waker.connect(undefined);
      await jobs?.stop();
      await database.dispose();
    },
  };
}
