import type { RequestHandler } from "express";
import type { ServerBuild } from "@remix-run/node";
import { createApi, type Api } from "./api/app";
import { loadConfigOrExit, type Config } from "./config";
import { prepareDatabase } from "./db/bootstrap";
import type { Database } from "./db/client";
import { frameworkPatchProblems } from "./framework-patches";
import { DatabaseUnavailableError } from "./db/wait-for-postgres";
import { createAppServer } from "./http/app-server";
import { apiTierReady, httpUpstream, inProcessUpstream } from "./http/upstream";
import { createWebApp } from "./http/web-app";
import { digestJob, immediateMailJob } from "./jobs/notification-mail";
import { reminderScanJob } from "./jobs/reminder-scan";
import { startJobs, type Jobs } from "./jobs/queue";
import { webhookDeliveryJob } from "./jobs/webhook-delivery";
import { jobWaker } from "./jobs/wake";
import { createLogger, type Logger } from "./logger";
import { afterResponseSettled } from "./services/after-response";
import { createMailer, type Mailer } from "./services/mailer";
import { removeAbandonedUploads } from "./services/uploads";

const SHUTDOWN_GRACE_MS = 10_000;

export type PageTier = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  assets: RequestHandler[];
  /** Extra clean-up at shutdown (the development server closes Vite). */
  close?: () => Promise<void>;
};

/**
 * Starts the whole process: configuration, database (unless API_URL points to another API tier),
 * the API, the pages, and a graceful shutdown on SIGTERM/SIGINT.
 */
export async function start(env: Partial<Config> = {}, pageTier: (config: Config) => Promise<PageTier>) {
  const config: Config = { ...loadConfigOrExit(), ...env };
  const logger = createLogger(config.logLevel);
  for (const problem of frameworkPatchProblems())
    logger.warn(`framework patch not in place: ${problem}; pages are slower`);
  let database: Database | undefined;
  let api: Api | undefined;
  let mailer: Mailer | undefined;
  // The API may wake a job; it is bound to the queue once that has started, below.
  const waker = jobWaker(logger);
  if (!config.apiUrl) {
    database = await prepareDatabase(config, logger).catch((error: unknown) => {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      logger.error(error.message);
      process.exit(1);
    });
    const abandoned = await removeAbandonedUploads();
    if (abandoned) logger.info({ files: abandoned }, "removed uploads a stopped process left behind");
    mailer = createMailer(config, logger);
    api = createApi({ db: database.db, dataVersion: database.dataVersion, config, logger, mailer, jobs: waker });
  }
  const tier = await pageTier(config);
  const upstream = api ? inProcessUpstream(api) : httpUpstream(config.apiUrl!);
  const web = createWebApp({ config, logger, upstream, build: tier.build, assets: tier.assets });
  const app = createAppServer({
    logger,
    api,
    database,
    upstreamReady: config.apiUrl ? (timeoutMs) => apiTierReady(config.apiUrl!, timeoutMs) : undefined,
    web,
  });

  await new Promise<void>((resolve, reject) => {
    app.server.once("error", reject);
    app.server.listen(config.port, config.host, resolve);
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, database: database?.kind ?? `api at ${config.apiUrl}` }, `listening on http://localhost:${port}`);

  // After listening: the queue's first start makes its tables, and the pages need not wait for that.
  let jobs: Promise<Jobs | undefined> = Promise.resolve(undefined);
  if (database && mailer && config.jobs) {
    const mail = { db: database.db, mailer, config, logger };
    const definitions = [reminderScanJob, immediateMailJob, digestJob, webhookDeliveryJob(config)];
    jobs = startJobs(database, { logger, mail }, definitions).then(
      (started) => {
        waker.connect(started);
        return started;
      },
      (error: unknown) => {
        logger.error({ err: error }, "the job queue did not start: no reminders are sent");
        return undefined;
      },
    );
  }

  installShutdown(logger, async (signal) => {
    // SIGTERM comes from an orchestrator with a load balancer to tell; Ctrl-C (SIGINT) from a person.
    const notifyMs = signal === "SIGTERM" ? config.drainMs : 0;
    if (notifyMs) logger.info({ ms: notifyMs }, "draining: /readyz answers 503 before the listener closes");
    await app.drain(SHUTDOWN_GRACE_MS, notifyMs);
    await afterResponseSettled();
    waker.connect(undefined);
    await (await jobs)?.stop();
    await tier.close?.();
    await database?.close();
  });
  return { server: app.server, config, logger };
}

function installShutdown(logger: Logger, shutdown: (signal: NodeJS.Signals) => Promise<void>) {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    shutdown(signal).then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
