import { OpenAPIHono } from "@hono/zod-openapi";
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
