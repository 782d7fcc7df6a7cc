import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "./router";
import { jsonBody, noContent, standardProblems, z } from "./schemas/common";

const report = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  user_agent: z.string().max(500).optional(),
  digest: z.string().max(200).optional(),
});

const postError = createRoute({
  method: "post",
  path: "/errors",
  tags: ["Session"],
  summary: "Report an unhandled error seen in a browser",
  request: { body: jsonBody(report) },
  responses: { 204: noContent, 422: standardProblems[422] },
});

export const clientErrorRoutes = createRouter().openapi(postError, (c) => {
  const body = c.req.valid("json");
  c.var.deps.logger.warn({ client_error: body, user_id: c.var.auth?.user.id ?? null }, "client error reported");
  return c.body(null, 204);
});
