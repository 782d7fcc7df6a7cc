import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { ApiEnv } from "./env";
import { invalid, type FieldError } from "./problem";

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      path: path ? `${path}.${key}` : key,
      message: "Unknown field",
      code: "unrecognized_key",
    }));
  }
  return [{ path, message: issue.message, code: issue.code }];
}

/** A resource router whose every request schema failure answers 422 with field errors. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw invalid(result.error.issues.flatMap(toFieldErrors));
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
  router.openAPIRegistry.registerPath(route);
  const path = route.path.replace(/{(\w+)}/g, ":$1");
  router.on(route.method.toUpperCase(), [path], ...(route.middleware ?? []), handler);
}
