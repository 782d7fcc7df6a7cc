import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { successSchema, type Access, type Operation } from "./contracts/operation";
import { serialize } from "./contracts/wire-schema";
import type { ApiEnv } from "./env";
import { requireEventReporter, requireScope, requireSystemPermission } from "./middleware/organization";
import { requireAuth } from "./middleware/session";
import { invalid, notFound, type FieldError } from "./problem";
import { issueCode } from "./schemas/common";

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      path: path ? `${path}.${key}` : key,
      message: "Unknown field",
      code: "unrecognized_key",
    }));
  }
  return [{ path, message: issue.message, code: issueCode(issue) }];
}

/**
 * A resource router whose every request schema failure answers 422 with field errors, except a path
 * that cannot name a record (an id that is no number, or out of range), which is simply not found.
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      if (result.target === "param") throw notFound();
      throw invalid(result.error.issues.flatMap(toFieldErrors));
    },
  });
}

/**
 * A route whose body is read as a stream (file uploads): declared in the OpenAPI document like the
 * others, but without a body validator, which would read the whole body into memory first.
 */
export function addStreamingRoute(
  router: OpenAPIHono<ApiEnv>,
  route: RouteConfig & { middleware?: readonly MiddlewareHandler<ApiEnv>[] },
  handler: Handler<ApiEnv>,
) {
  // The middleware is Hono's, not part of the description: a validator refuses an unknown property.
  const { middleware = [], ...described } = route;
  router.openAPIRegistry.registerPath(described);
  const path = route.path.replace(/{(\w+)}/g, ":$1");
  router.on(route.method.toUpperCase(), [path], ...middleware, handler);
}

const accessMiddleware: Record<Access["kind"], (access: never) => MiddlewareHandler<ApiEnv>[]> = {
  public: () => [],
  user: () => [requireAuth],
  system: (access: Extract<Access, { kind: "system" }>) => [requireSystemPermission(access.permission)],
  organization: (access: Extract<Access, { kind: "organization" }>) => [
    requireScope(access.scope, access.feature),
    ...(access.permission === "REPORT_EVENT" ? [requireEventReporter] : []),
  ],
};

/** The operation as Hono routes it: its declared access becomes its middleware. */
export function guarded<const R extends Operation>({ access, ...route }: R) {
  const middleware = (accessMiddleware[access.kind] as (access: Access) => MiddlewareHandler<ApiEnv>[])(access);
  return { ...route, middleware } as Omit<R, "access"> & { middleware: MiddlewareHandler<ApiEnv>[] };
}

type SuccessOutput<R> = R extends { responses: { 200: { content: { "application/json": { schema: infer S } } } } }
  ? z.output<S & z.ZodType>
  : R extends { responses: { 201: { content: { "application/json": { schema: infer S } } } } }
    ? z.output<S & z.ZodType>
    : never;

/** A service's camelCase value as the operation's declared JSON answer (snake_case, dates by the schema). */
export function respond<R extends Operation>(operation: R, value: unknown): SuccessOutput<R> {
  const schema = successSchema(operation);
  if (!schema) throw new Error(`${operation.method} ${operation.path} declares no JSON answer`);
  return serialize(schema, value) as SuccessOutput<R>;
}
