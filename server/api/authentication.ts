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
import { singleSignOnApi } from "./contracts/single-sign-on";
import { SSO_CHALLENGE_MS } from "../domain/single-sign-on";
import {
  connectionForEmail,
  connectionForOrganization,
  passwordLoginDisabled,
  ssoUser,
} from "../services/single-sign-on";
import { authorizationRequest, finishAuthorization, ssoRefused } from "./openid";
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
const ssoStart = guarded(singleSignOnApi.start);
const ssoCallback = guarded(singleSignOnApi.callback);
const ssoChallengeKey = (appSecret: string) => deriveKey(appSecret, "sso-challenge");
/** Where the provider sends the browser back: the app's page, which posts what it got to the callback. */
const ssoRedirectUri = (publicUrl: string) => `${publicUrl}/log-in/single-sign-on`;

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
    if (await passwordLoginDisabled(db, user)) {
      throw new ApiError(
        403,
        PROBLEM_TYPES.passwordLoginDisabled,
        "Forbidden",
        "Your organization signs you in with its single sign-on; the password is turned off",
        undefined,
        undefined,
        { code: "password_login_disabled" },
      );
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
  .openapi({ ...ssoStart, middleware: [...ssoStart.middleware, sameSiteOnly] }, async (c) => {
    const { db, config } = c.var.deps;
    const { email, organization_id: organizationId } = c.req.valid("form");
    if (!email && !organizationId) {
      throw ssoRefused(404, "sso_not_configured", "Give your e-mail or your organization");
    }
    const account = email ? normalizeEmail(email) : `organization:${organizationId}`;
    const retryAfter = await loginRetryAfter(db, account, clientAddress(c));
    if (retryAfter > 0) throw throttled(retryAfter);
    const connection = organizationId
      ? await connectionForOrganization(db, config.sessionSecret, organizationId)
      : await connectionForEmail(db, config.sessionSecret, email!);
    if (!connection) {
      throw ssoRefused(404, "sso_not_configured", "No single sign-on is set up for this organization or e-mail");
    }
    const request = await authorizationRequest(connection, ssoRedirectUri(config.publicUrl), email || undefined);
    const challenge = seal(
      JSON.stringify({ org: connection.organizationId, ...request.checks, until: Date.now() + SSO_CHALLENGE_MS }),
      ssoChallengeKey(config.sessionSecret),
    );
    c.header("Cache-Control", "no-store");
    return c.json(respond(singleSignOnApi.start, { authorizationUrl: request.url, challenge }), 200);
  })
  .openapi({ ...ssoCallback, middleware: [...ssoCallback.middleware, sameSiteOnly] }, async (c) => {
    const { db, config } = c.var.deps;
    const { challenge, parameters } = c.req.valid("form");
    const opened = unseal(challenge, ssoChallengeKey(config.sessionSecret));
    const claim = opened
      ? (JSON.parse(opened) as { org: number; state: string; nonce: string; verifier: string; until: number })
      : null;
    if (!claim || claim.until < Date.now()) {
      throw new ApiError(401, PROBLEM_TYPES.invalidToken, "Unauthorized", "The log-in took too long: start again");
    }
    const connection = await connectionForOrganization(db, config.sessionSecret, claim.org);
    if (!connection || connection.organizationId !== claim.org) {
      throw ssoRefused(404, "sso_not_configured", "Single sign-on is no longer set up for this organization");
    }
    const address = clientAddress(c);
    const person = await finishAuthorization(connection, ssoRedirectUri(config.publicUrl), parameters, claim);
    if (!person.email) throw ssoRefused(401, "sso_no_email", "The provider did not tell the e-mail address");
    const account = normalizeEmail(person.email);
    const retryAfter = await loginRetryAfter(db, account, address);
    if (retryAfter > 0) throw throttled(retryAfter);
    if (!person.emailVerified) {
      await recordLoginFailure(db, account, address);
      throw ssoRefused(401, "sso_email_unverified", "The provider has not verified this e-mail address");
    }
    const user = await ssoUser(db, connection, account, person.name);
    if (!user) {
      await recordLoginFailure(db, account, address);
      throw ssoRefused(403, "sso_not_member", "This e-mail is not a member of the organization");
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
