import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { BUSINESS_TIME_ZONE, businessToday } from "../domain/recurrence";
import type { Logger } from "../logger";
import type { MailDeps } from "../services/notification-mail";

export type JobContext = { db: Database["db"]; logger: Logger; mail: MailDeps };

/** A kind of background work: when it runs, and what it does (it must be safe to run twice). */
export type JobDefinition = {
  name: string;
  /** A cron line in the business time zone. */
  cron?: string;
  /** Queue a run when a process starts (unless one waits already). */
  runAtStart?: boolean;
  /** The first retry's wait after a failure (doubling after each); a minute unless said. */
  retryDelaySeconds?: number;
  /** How often an idle worker asks for work; five seconds unless said. */
  pollSeconds?: number;
  run(context: JobContext): Promise<void>;
};

export type Jobs = {
  /**
   * Queues a run now (none when one waits already) and resolves when it has been queued; this process's
   * worker starts it at once, others at their next poll.
   */
  send(name: string): Promise<void>;
  stop(): Promise<void>;
};

// The queue's tables live in a schema of their own, apart from the product's (decision 031).
const SCHEMA = "jobs";

/**
 * Starts the job queue (pg-boss, on the database the product uses) and a worker for each job. Several
 * processes may start it: the schedule queues each cron run once, a queue holds one job waiting and
 * one running at most (`stately`), and a job whose process died is taken up again when it expires.
 */
export async function startJobs(
  database: Pick<Database, "db" | "jobs">,
  context: Omit<JobContext, "db">,
  definitions: readonly JobDefinition[],
): Promise<Jobs> {
  const { logger } = context;
  const connection = "connectionString" in database.jobs ? { ...database.jobs, max: 2 } : { db: database.jobs };
  const boss = new PgBoss({
    ...connection,
    schema: SCHEMA,
    supervise: true,
    schedule: true,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (error) => logger.error({ err: error }, "job queue"));
  await boss.start();
  const workers = new Map<string, string>();
  for (const job of definitions) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: "stately",
      retryLimit: 5,
      retryDelay: job.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: BUSINESS_TIME_ZONE });
    else await boss.unschedule(job.name);
    const worker = await boss.work(job.name, { pollingIntervalSeconds: job.pollSeconds ?? 5 }, async () => {
      await job.run({ ...context, db: database.db });
    });
    workers.set(job.name, worker);
    if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: businessToday() });
  }
  return {
    async send(name) {
      await boss.send(name, {});
      // A sent run is wanted now (a woken webhook delivery): the worker here skips its poll's wait.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
