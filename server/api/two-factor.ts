import type { Context } from "hono";
import {
  confirmEnrollment,
  disableTwoFactor,
  renewRecoveryCodes,
  startEnrollment,
  twoFactorState,
} from "../services/two-factor";
import { twoFactorApi as contract } from "./contracts/two-factor";
import type { ApiEnv } from "./env";
import { currentUser } from "./middleware/session";
import { createRouter, guarded, respond } from "./router";

// A session remembers whether its user has a second factor: organizations that require one ask it.
const forgetSessions = (c: Context<ApiEnv>, userId: number) =>
  c.var.deps.caches.sessions.deleteWhere((auth) => auth.user.id === userId);

// Answers that carry a secret are never cached nor kept for a repeated key.
const NO_STORE = { "Cache-Control": "no-store" };

export const twoFactorRoutes = createRouter()
  .openapi(guarded(contract.get), async (c) =>
    c.json(respond(contract.get, await twoFactorState(c.var.deps.db, currentUser(c).id)), 200),
  )
  .openapi(guarded(contract.start), async (c) => {
    const started = await startEnrollment(c.var.deps.db, c.var.deps.config.sessionSecret, currentUser(c).id);
    return c.json(respond(contract.start, started), 200, NO_STORE);
  })
  .openapi(guarded(contract.confirm), async (c) => {
    const { code } = c.req.valid("json");
    const user = currentUser(c);
    const codes = await confirmEnrollment(c.var.deps.db, c.var.deps.config.sessionSecret, user.id, code);
    forgetSessions(c, user.id);
    return c.json(respond(contract.confirm, { recoveryCodes: codes }), 200, NO_STORE);
  })
  .openapi(guarded(contract.renewRecoveryCodes), async (c) => {
    const codes = await renewRecoveryCodes(c.var.deps.db, currentUser(c).id, c.req.valid("json").password);
    return c.json(respond(contract.renewRecoveryCodes, { recoveryCodes: codes }), 200, NO_STORE);
  })
  .openapi(guarded(contract.disable), async (c) => {
    const user = currentUser(c);
    await disableTwoFactor(c.var.deps.db, user.id, c.req.valid("json").password);
    forgetSessions(c, user.id);
    return c.body(null, 204);
  });
