import { sendAccountLinkMail } from "../mail/account-link";
import { afterResponse } from "../services/after-response";
import { createPasswordResetToken, resetPassword, setLanguage } from "../services/users";
import { userApi } from "./contracts/user";
import { currentUser } from "./middleware/session";
import { ApiError, PROBLEM_TYPES } from "./problem";
import { createRouter, guarded, respond } from "./router";

export const userRoutes = createRouter()
  .openapi(guarded(userApi.get), (c) => c.json(respond(userApi.get, currentUser(c)), 200))
  .openapi(guarded(userApi.update), async (c) => {
    const { language } = c.req.valid("json");
    const current = currentUser(c);
    await setLanguage(c.var.deps.db, current.id, language);
    c.var.deps.caches.sessions.deleteWhere((auth) => auth.user.id === current.id);
    c.header("Content-Language", language);
    return c.json(respond(userApi.update, { ...current, language }), 200);
  })
  .openapi(guarded(userApi.requestPasswordReset), async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    const { email } = c.req.valid("json");
    // The same answer at once, whether the account exists or not; the lookup and the mail come after.
    afterResponse(logger, "password reset mail", async () => {
      const reset = await createPasswordResetToken(db, email);
      if (!reset) return;
      const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
      await sendAccountLinkMail(mailer, { to: reset.userEmail, language: reset.language, kind: "passwordReset", url });
    });
    return c.body(null, 202);
  })
  .openapi(guarded(userApi.setPassword), async (c) => {
    const { token, password } = c.req.valid("json");
    const userId = await resetPassword(c.var.deps.db, token, password);
    if (userId === null) {
      throw new ApiError(400, PROBLEM_TYPES.invalidToken, "Bad request", "The reset link is invalid, used or expired");
    }
    c.var.deps.caches.sessions.deleteWhere((auth) => auth.user.id === userId);
    return c.body(null, 204);
  });
