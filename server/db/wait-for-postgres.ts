import type { Logger } from "../logger";

/** The database did not answer within the start's wait, or refused us for good: the start stops. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

// A server that is still starting, or not reachable yet: a container started beside it, a restart.
const PASSING = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET", "EHOSTUNREACH", "57P03"]);
const MAX_DELAY_MS = 5_000;

// The query layer wraps the driver's error ("Failed query: …"); the driver's own says what happened.
const rootCause = (error: unknown): unknown =>
  error instanceof Error && error.cause !== undefined ? rootCause(error.cause) : error;
const reason = (error: unknown) => {
  const cause = rootCause(error);
  return cause instanceof Error ? cause.message || cause.name : String(cause);
};
const isPassing = (error: unknown) => {
  const code = (rootCause(error) as { code?: unknown } | null)?.code;
  return (typeof code === "string" && PASSING.has(code)) || /timeout|terminat/i.test(reason(error));
};

/**
 * Pings PostgreSQL until it answers, for at most `waitMs`, with one log line per failed try. A refusal
 * that waiting cannot mend (a wrong password, a missing database) stops at once.
 */
export async function waitForPostgres(ping: () => Promise<void>, waitMs: number, logger: Logger) {
  const deadline = Date.now() + waitMs;
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await ping();
      if (attempt > 1) logger.info({ attempt }, "PostgreSQL answers");
      return;
    } catch (error) {
      if (!isPassing(error)) throw new DatabaseUnavailableError(`PostgreSQL refused the connection: ${reason(error)}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnavailableError(
          `PostgreSQL did not answer within ${Math.round(waitMs / 1000)} s (DB_WAIT_SECONDS): ${reason(error)}`,
        );
      }
      const wait = Math.min(delay, left);
      logger.warn(`PostgreSQL not reachable (${reason(error)}); try ${attempt}, next in ${(wait / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }
}
