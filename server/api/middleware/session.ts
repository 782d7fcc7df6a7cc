import { timingSafeEqual } from "node:crypto";
import { getCookie } from "hono/cookie";
import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import { withActor } from "../../db/actor";
import { businessToday } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { findApiToken } from "../../services/api-tokens";
import { findSession } from "../../services/sessions";
import type { ApiDeps, ApiEnv } from "../env";
import { hashToken } from "../../services/tokens";
import { ApiError, forbidden, PROBLEM_TYPES, unauthenticated } from "../problem";

export const SESSION_COOKIE = "SESSION";
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Logging in replaces whatever session the browser had, so it cannot demand that session's token.
const XSRF_EXEMPT = new Set(["/api/v1/authentications"]);

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads the session cookie. A request that changes something on a cookie session must echo the
 * session's XSRF token in a header: another site can make the browser send the cookie, not read it.
 */
export const sessionAuth = createMiddleware<ApiEnv>(async (c, next) => {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return tokenAuth(c, bearer, next);
  const token = getCookie(c, SESSION_COOKIE);
  const auth = token ? await lookUpSession(c.var.deps, token) : null;
  c.set("auth", auth);
  if (auth && !SAFE_METHODS.has(c.req.method) && !XSRF_EXEMPT.has(c.req.path)) {
    const header = c.req.header(XSRF_HEADER);
    if (!header || !sameToken(header, auth.xsrfToken)) {
      throw new ApiError(403, PROBLEM_TYPES.xsrf, "Forbidden", `Missing or wrong ${XSRF_HEADER} header`);
    }
  }
  // The user's transactions name them to the audit trail's triggers.
  await (auth ? withActor(auth.user.id, next) : next());
  const language = auth?.user.language;
  if (language && !c.res.headers.has("Content-Language")) c.header("Content-Language", language);
});

/**
 * An API token (decision 040) in place of a session: no XSRF token (another site cannot make a browser
 * send it), and only an organization's records: not the person's account, their tokens or the catalogue.
 */
async function tokenAuth(c: Context<ApiEnv>, bearer: string, next: Next) {
  const auth = await findApiToken(c.var.deps.db, bearer, businessToday() as DateOnly);
  if (!auth) throw unauthenticated();
  if (!c.req.path.includes("/organizations/")) {
    throw forbidden("An API token reaches an organization's records only");
  }
  c.set("auth", auth);
  await withActor(auth.user.id, next);
}

async function lookUpSession({ db, config, caches }: ApiDeps, token: string) {
  return caches.sessions.getOrLoad(hashToken(token), () => findSession(db, token, config));
}

export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  if (!c.var.auth) throw unauthenticated();
  await next();
});

/** The logged-in user; only for handlers behind requireAuth. */
export function currentUser(c: { var: ApiEnv["Variables"] }) {
  if (!c.var.auth) throw unauthenticated();
  return c.var.auth.user;
}
