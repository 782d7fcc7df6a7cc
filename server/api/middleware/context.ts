import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientAddressOf } from "../../domain/client-address";
import { requestScope } from "../../logger";
import type { ApiDeps, ApiEnv } from "../env";

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** Hands the dependencies to every handler and runs the request inside its request-id scope. */
export const requestContext = (deps: ApiDeps) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    c.set("deps", deps);
    const given = c.req.header("x-request-id");
    const requestId = requestScope.getStore()?.requestId ?? (given && REQUEST_ID.test(given) ? given : randomUUID());
    c.header("X-Request-Id", requestId);
    await requestScope.run({ requestId }, next);
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
  });

/** The caller's address: given by the in-process app, or as the nearest trusted proxy saw it. */
export function clientAddress(c: Context<ApiEnv>): string {
  if (c.env?.clientAddress) return c.env.clientAddress;
  const socket = c.env?.incoming?.socket.remoteAddress;
  return clientAddressOf(socket, c.req.header("x-forwarded-for"), c.var.deps.config.trustProxy);
}
