import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { users } from "../db/schema";
import { isCrossSiteRequest } from "../domain/request-origin";
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess } from "../services/login-throttle";
import { verifyAgainstDecoy, verifyPassword } from "../services/passwords";
import { deriveKey, seal, unseal } from "../domain/cipher";
import { createSession, endSession } from "../services/sessions";
import { checkSecondFactor } from "../services/two-factor";
import { findUserByEmail, normalizeEmail } from "../services/users";
import { audit } from "../services/audit";
import { clearSessionCookies, setSessionCookies } from "./cookies";
import type { ApiEnv } from "./env";
import { clientAddress } from "./middleware/context";
import { sessionApi } from "./contracts/session";
import { ApiError, PROBLEM_TYPES } from "./problem";
import { createRouter, guarded, respond } from "./router";

/**
 * Log-in CSRF: another site could post its own credentials and sign the browser into the attacker's
 * account. The XSRF token cannot guard log-in (there is no session yet), so the browser's own word on
 * where the form came from decides.
 */
const sameSiteOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const ownOrigins = [new URL(c.var.deps.config.publicUrl).origin, new URL(c.req.url).origin];
  const headers = { secFetchSite: c.req.header("sec-fetch-site"), origin: c.req.header("origin") };
  if (isCrossSiteRequest(headers, ownOrigins)) {
    throw new ApiError(403, PROBLEM_TYPES.xsrf, "Forbidden", "Log-in from another site is not accepted");
  }
  await next();
});

const login = guarded(sessionApi.login);
const secondStep = guarded(sessionApi.secondFactor);
const CHALLENGE_MS = 5 * 60_000;
const challengeKey = (appSecret: string) => deriveKey(appSecret, "login-challenge");

function throttled(retryAfter: number) {
  return new ApiError(
    429,
    PROBLEM_TYPES.tooManyRequests,
    "Too many requests",
    `Too many failed log-in attempts; try again in ${retryAfter} seconds`,
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

/** The session, cookies and answer of a log-in whose every step is done. */
async function logInAs(c: Context<ApiEnv>, user: { id: number; language: string | null }, account: string) {
  const { db, config } = c.var.deps;
  // A new token at every log-in: a session id planted before log-in is worth nothing after it.
  if (c.var.auth) {
    await endSession(db, c.var.auth.tokenHash);
    c.var.deps.caches.sessions.delete(c.var.auth.tokenHash);
  }
  await recordLoginSuccess(db, account, clientAddress(c));
  const session = await createSession(db, user.id, config);
  await audit(db, { userId: user.id, action: "login", entity: "user", entityId: user.id });
  setSessionCookies(c, session.token, session.xsrfToken);
  if (user.language) c.header("Content-Language", user.language);
  const trees = await c.var.deps.caches.directory.accessibleTrees(user.id);
  return c.json(respond(sessionApi.login, { totalElements: trees.length, content: trees }), 200);
}

export const authenticationRoutes = createRouter()
  .openapi({ ...login, middleware: [...login.middleware, sameSiteOnly] }, async (c) => {
    const { db, config } = c.var.deps;
    const { username, password } = c.req.valid("form");
    const account = normalizeEmail(username);
    const address = clientAddress(c);

    const retryAfter = await loginRetryAfter(db, account, address);
    if (retryAfter > 0) throw throttled(retryAfter);
    const user = await findUserByEmail(db, account);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await recordLoginFailure(db, account, address);
      throw new ApiError(401, PROBLEM_TYPES.badCredentials, "Unauthorized", "Wrong username or password");
    }
    if (user.totpEnabledAt) {
      // The password is right; the code comes in a second request, which the challenge ties to this one.
      const challenge = seal(
        JSON.stringify({ user: user.id, until: Date.now() + CHALLENGE_MS }),
        challengeKey(config.sessionSecret),
      );
      throw new ApiError(
        401,
        PROBLEM_TYPES.secondFactorRequired,
        "Unauthorized",
        "A code from the authenticator app, or a recovery code, is needed",
        undefined,
        undefined,
        { challenge },
      );
    }
    return logInAs(c, user, account);
  })
  .openapi({ ...secondStep, middleware: [...secondStep.middleware, sameSiteOnly] }, async (c) => {
    const { db, config } = c.var.deps;
    const { challenge, code } = c.req.valid("form");
    const opened = unseal(challenge, challengeKey(config.sessionSecret));
    const claim = opened ? (JSON.parse(opened) as { user: number; until: number }) : null;
    if (!claim || claim.until < Date.now()) {
      throw new ApiError(401, PROBLEM_TYPES.invalidToken, "Unauthorized", "The log-in took too long: start again");
    }
    const [user] = await db.select().from(users).where(eq(users.id, claim.user));
    if (!user) throw new ApiError(401, PROBLEM_TYPES.invalidToken, "Unauthorized", "Start again");
    const account = normalizeEmail(user.email);
    const address = clientAddress(c);
    // The throttling rules of the password apply to codes too.
    const retryAfter = await loginRetryAfter(db, account, address);
    if (retryAfter > 0) throw throttled(retryAfter);
    if (!(await checkSecondFactor(db, config.sessionSecret, user.id, code))) {
      await recordLoginFailure(db, account, address);
      throw new ApiError(401, PROBLEM_TYPES.badCredentials, "Unauthorized", "Wrong code");
    }
    return logInAs(c, user, account);
  })
  .openapi(guarded(sessionApi.logout), async (c) => {
    const auth = c.var.auth!;
    await endSession(c.var.deps.db, auth.tokenHash);
    c.var.deps.caches.sessions.delete(auth.tokenHash);
    clearSessionCookies(c);
    return c.body(null, 204);
  });
