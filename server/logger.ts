import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Logger } from "pino";

type RequestScope = { requestId: string };

/** Carries the request id through every await, so each log line names the request it belongs to. */
export const requestScope = new AsyncLocalStorage<RequestScope>();

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { request_id: scope.requestId } : {};
    },
  });
}

export type { Logger };
