import { sessionApi } from "./contracts/session";
import { createRouter, guarded } from "./router";

export const clientErrorRoutes = createRouter().openapi(guarded(sessionApi.reportError), (c) => {
  const body = c.req.valid("json");
  c.var.deps.logger.warn({ client_error: body, user_id: c.var.auth?.user.id ?? null }, "client error reported");
  return c.body(null, 204);
});
