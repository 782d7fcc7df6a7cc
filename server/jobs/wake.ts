import type { Logger } from "../logger";
import type { Jobs } from "./queue";

/** What the API may ask of the job queue: that a job run soon. Waking does nothing before the queue runs. */
export type JobWake = { wake(name: string): void };

/** A waker made before the queue starts, so the API need not wait for it; `connect` binds it later. */
export type JobWaker = JobWake & { connect(jobs: Pick<Jobs, "send"> | undefined): void };

/**
 * Wakes a job at most once an interval: the first wake sends at once, any more in the interval send
 * once at its end. A burst of writes thus costs one or two queue inserts, and a write that commits
 * while a run is already under way still gets a run after it. A failed send is logged, never thrown:
 * the write that woke the job has succeeded, and the minute's run sends what the wake would have.
 */
export function jobWaker(logger: Logger, intervalMs = 1000): JobWaker {
  let queue: Pick<Jobs, "send"> | undefined;
  const cooling = new Map<string, { again: boolean }>();

  const send = (name: string) => {
    const jobs = queue;
    if (!jobs) return;
    const state = { again: false };
    cooling.set(name, state);
    setTimeout(() => {
      cooling.delete(name);
      if (state.again) send(name);
    }, intervalMs).unref();
    Promise.resolve()
      .then(() => jobs.send(name))
      .catch((error: unknown) => logger.warn({ err: error, job: name }, "could not wake a job"));
  };

  return {
    wake(name) {
      const state = cooling.get(name);
      if (state) state.again = true;
      else send(name);
    },
    connect(jobs) {
      queue = jobs;
    },
  };
}
