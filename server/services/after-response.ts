import type { Logger } from "../logger";

const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone out, so how long the answer takes says nothing about what the
 * work found (a password reset must not tell which accounts exist). Failures are logged, never thrown.
 */
export function afterResponse(logger: Logger, what: string, task: () => Promise<void>) {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once all work started by `afterResponse` has ended (shutdown waits for it). */
export async function afterResponseSettled() {
  while (pending.size > 0) await Promise.all(pending);
}
