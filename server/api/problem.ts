import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldError = { path: string; message: string; code: string };

/** Problem types (RFC 9457); the app maps each to a translated message. */
export const PROBLEM_TYPES = {
  validation: "urn:problem:validation",
  malformed: "urn:problem:malformed-request",
  unstorableValue: "urn:problem:unstorable-value",
  unauthenticated: "urn:problem:unauthenticated",
  badCredentials: "urn:problem:bad-credentials",
  secondFactorRequired: "urn:problem:second-factor-required",
  twoFactorRequired: "urn:problem:two-factor-required",
  xsrf: "urn:problem:xsrf",
  forbidden: "urn:problem:forbidden",
  featureUnavailable: "urn:problem:feature-unavailable",
  notFound: "urn:problem:not-found",
  conflict: "urn:problem:conflict",
  duplicate: "urn:problem:duplicate",
  inUse: "urn:problem:in-use",
  tooLarge: "urn:problem:payload-too-large",
  unsupportedType: "urn:problem:unsupported-media-type",
  tooManyRequests: "urn:problem:too-many-requests",
  invalidToken: "urn:problem:invalid-token",
  passwordLoginDisabled: "urn:problem:password-login-disabled",
  singleSignOnRefused: "urn:problem:single-sign-on-refused",
  providerUnreachable: "urn:problem:provider-unreachable",
  keyReused: "urn:problem:key-reused",
  underWay: "urn:problem:under-way",
  internal: "urn:problem:internal",
} as const;
export type ProblemType = (typeof PROBLEM_TYPES)[keyof typeof PROBLEM_TYPES];

/** An error the API answers as application/problem+json; anything else becomes a 500 without details. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly type: ProblemType,
    readonly title: string,
    readonly detail?: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Extension members of the problem (RFC 9457 §3.2), e.g. the size limit of a refused upload. */
    readonly extensions?: Record<string, string | number | readonly object[]>,
  ) {
    super(detail ?? title);
  }
}

export const notFound = (what = "Resource") =>
  new ApiError(404, PROBLEM_TYPES.notFound, "Not found", `${what} not found`);
export const forbidden = (detail = "You do not have permission to do this") =>
  new ApiError(403, PROBLEM_TYPES.forbidden, "Forbidden", detail);
export const unauthenticated = () =>
  new ApiError(401, PROBLEM_TYPES.unauthenticated, "Unauthorized", "Log in to continue");
export const conflict = (detail = "The record was changed by someone else; reload it and try again") =>
  new ApiError(409, PROBLEM_TYPES.conflict, "Conflict", detail);
export const invalid = (errors: FieldError[], detail = "The request has invalid fields") =>
  new ApiError(422, PROBLEM_TYPES.validation, "Unprocessable content", detail, errors);

// PostgreSQL's data exceptions that a request value causes: too long, out of range, malformed
// number/date/time, NUL and other characters text cannot hold.
const VALUE_REFUSALS = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

/**
 * The answer when PostgreSQL refused a value from the request, which the input schema should have
 * refused first: a 400 instead of a 500, for a building block that misses a case or a route that
 * does not use them. Undefined for any other error.
 */
export function unstorableValueProblem(error: unknown): ApiError | undefined {
  let cause: unknown = error;
  for (let depth = 0; depth < 5 && typeof cause === "object" && cause !== null; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && VALUE_REFUSALS.has(code)) {
      return new ApiError(400, PROBLEM_TYPES.unstorableValue, "Bad request", "A value in the request cannot be stored");
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

export function problemResponse(c: Context, error: ApiError) {
  const body = {
    type: error.type,
    title: error.title,
    status: error.status,
    ...(error.detail ? { detail: error.detail } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
    ...error.extensions,
    instance: c.req.path,
  };
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  c.header("Cache-Control", "no-store");
  return c.body(JSON.stringify(body), error.status, { "Content-Type": "application/problem+json" });
}
