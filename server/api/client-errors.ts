import { RateLimiter } from "../services/rate-limit";
import { sessionApi } from "./contracts/session";
import { clientAddress } from "./middleware/context";
import { ApiError, PROBLEM_TYPES } from "./problem";
import { createRouter, guarded } from "./router";

export const REPORTS_PER_ADDRESS_PER_MINUTE = 5;
export const REPORTS_PER_MINUTE = 60;

/**
 * Anyone may report, so the log is protected by volume: a few reports per address, and a bound on all
 * of them together, since addresses are cheap to change. The counts are the app's own (one per process),
 * not the module's: two apps in one process (the tests') do not spend each other's.
 */
export function clientErrorRoutes() {
  const perAddress = new RateLimiter(REPORTS_PER_ADDRESS_PER_MINUTE, 60_000);
  const overall = new RateLimiter(REPORTS_PER_MINUTE, 60_000);
  return createRouter().openapi(guarded(sessionApi.reportError), (c) => {
    const body = c.req.valid("json");
    const retryAfter = perAddress.take(clientAddress(c)) || overall.take("all");
    if (retryAfter > 0) {
      throw new ApiError(
        429,
        PROBLEM_TYPES.tooManyRequests,
        "Too many requests",
        `Too many error reports; try again in ${retryAfter} seconds`,
        undefined,
        { "Retry-After": String(retryAfter) },
      );
    }
    c.var.deps.logger.warn({ client_error: body, user_id: c.var.auth?.user.id ?? null }, "client error reported");
    return c.body(null, 204);
  });
}
