import { createRoute } from "@hono/zod-openapi";
import { LANGUAGES } from "../domain/standards";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/accounts";
import { createPasswordResetToken, resetPassword, setLanguage } from "../services/users";
import { currentUser, requireAuth } from "./middleware/session";
import { ApiError, PROBLEM_TYPES } from "./problem";
import { createRouter } from "./router";
import { id, json, jsonBody, noContent, standardProblems, z } from "./schemas/common";

const user = z
  .object({
    id,
    email: z.string(),
    name: z.string(),
    language: z.enum(LANGUAGES).nullable(),
    system_permissions: z.array(z.enum(["MAINTAIN", "MANAGE"])),
  })
  .openapi("User");

const getUser = createRoute({
  method: "get",
  path: "/user",
  tags: ["User"],
  summary: "The logged-in user",
  middleware: [requireAuth] as const,
  responses: { 200: json(user), 401: standardProblems[401] },
});

const patchUser = createRoute({
  method: "patch",
  path: "/user",
  tags: ["User"],
  summary: "Change the user's language preference",
  middleware: [requireAuth] as const,
  request: { body: jsonBody(z.strictObject({ language: z.enum(LANGUAGES) })) },
  responses: { 200: json(user), ...standardProblems },
});

const requestReset = createRoute({
  method: "post",
  path: "/user/password-reset",
  tags: ["User"],
  summary: "Send a password reset link; answers the same whether or not the account exists",
  request: { body: jsonBody(z.strictObject({ email: z.email().max(320) })) },
  responses: { 202: { description: "If the account exists, a link is on its way" }, 422: standardProblems[422] },
});

const setPassword = createRoute({
  method: "post",
  path: "/user/password",
  tags: ["User"],
  summary: "Set a new password with a reset token",
  request: {
    body: jsonBody(
      z.strictObject({
        token: z.string().min(1).max(200),
        password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
      }),
    ),
  },
  responses: { 204: noContent, 400: standardProblems[400], 422: standardProblems[422] },
});

const toUserBody = (u: ReturnType<typeof currentUser>) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  language: u.language,
  system_permissions: u.systemPermissions,
});

export const userRoutes = createRouter()
  .openapi(getUser, (c) => c.json(toUserBody(currentUser(c)), 200))
  .openapi(patchUser, async (c) => {
    const { language } = c.req.valid("json");
    const current = currentUser(c);
    await setLanguage(c.var.deps.db, current.id, language);
    c.var.deps.caches.sessions.deleteWhere((auth) => auth.user.id === current.id);
    c.header("Content-Language", language);
    return c.json(toUserBody({ ...current, language }), 200);
  })
  .openapi(requestReset, async (c) => {
    const { db, mailer, config, logger } = c.var.deps;
    const { email } = c.req.valid("json");
    const reset = await createPasswordResetToken(db, email);
    if (reset) {
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(reset.token)}`;
      await mailer
        .send({
          to: reset.userEmail,
          subject: "Reset your password",
          text: `Someone asked to reset the password of this account. To choose a new password, open:\n\n${link}\n\nThe link works once, for one hour. If it was not you, ignore this mail.`,
        })
        .catch((error: unknown) => logger.error({ err: error }, "password reset mail failed"));
    }
    return c.body(null, 202);
  })
  .openapi(setPassword, async (c) => {
    const { token, password } = c.req.valid("json");
    const userId = await resetPassword(c.var.deps.db, token, password);
    if (userId === null) {
      throw new ApiError(400, PROBLEM_TYPES.invalidToken, "Bad request", "The reset link is invalid, used or expired");
    }
    c.var.deps.caches.sessions.deleteWhere((auth) => auth.user.id === userId);
    return c.body(null, 204);
  });
