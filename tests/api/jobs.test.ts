import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs, type JobDefinition, type Jobs } from "../../server/jobs/queue";
import { createLogger } from "../../server/logger";
import { testConfig } from "../support/api-server";
import { openTestDatabase } from "../support/database";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const started: Jobs[] = [];
const logger = createLogger("silent");
// These jobs send no mail.
const context = () => ({
  logger,
  mail: { db: database.db, mailer: { send: async () => {} }, config: testConfig(), logger },
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await database.dispose();
});

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the job queue", () => {
  it("runs a job sent to two processes' workers once, and a failed run again", async () => {
    const runs: string[] = [];
    let failures = 0;
    const counted = (worker: string): JobDefinition => ({
      name: "count-runs",
      pollSeconds: 0.5,
      async run() {
        runs.push(worker);
      },
    });
    const flaky: JobDefinition = {
      name: "fails-once",
      pollSeconds: 0.5,
      retryDelaySeconds: 1,
      async run() {
        if (failures++ === 0) throw new Error("halfway");
        runs.push("retried");
      },
    };
    const first = await startJobs(database, context(), [counted("first"), flaky]);
    started.push(first);
    started.push(await startJobs(database, context(), [counted("second"), flaky]));

    await first.send("count-runs");
    await until(() => runs.some((run) => run !== "retried"));
    await first.send("fails-once");
    await until(() => runs.includes("retried"));
    // Both workers polled all the while: a second run would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.filter((run) => run !== "retried")).toHaveLength(1);
    expect(runs.filter((run) => run === "retried")).toHaveLength(1);
    expect(failures).toBe(2);
  }, 60_000);
});
