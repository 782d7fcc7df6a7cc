import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Access } from "./contracts/operation";
import type { ApiEnv } from "./env";
import { SESSION_COOKIE, XSRF_HEADER } from "./middleware/session";
import { IDEMPOTENCY_KEY_HEADER, KEY_PATTERN } from "./middleware/submission-keys";

type Operation = {
  "x-access"?: Access;
  summary?: string;
  description?: string;
  operationId?: string;
  security?: unknown;
  parameters?: unknown[];
};

const METHODS = ["get", "put", "post", "delete", "patch"] as const;
const UNSAFE = new Set(["put", "post", "delete", "patch"]);
const VERBS = { get: "Read", put: "Update", post: "Create", delete: "Delete", patch: "Change" } as const;

const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session that POST /authentications sets as a cookie.",
  },
  xsrf: {
    type: "apiKey",
    in: "header",
    name: XSRF_HEADER,
    description: "The session's XSRF-TOKEN cookie, echoed on every request that changes something.",
  },
  token: {
    type: "http",
    scheme: "bearer",
    description:
      "An API token (POST /user/api-tokens), for an organization's records only: its organization and those " +
      "below it, with the narrower of the token's scope and its owner's.",
  },
} as const;

const IDEMPOTENCY_KEY = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: "header",
  required: false,
  description:
    "A key of the caller's choosing: the same key again within a day answers the first request's answer instead of doing it again (while the first is under way, after waiting for it).",
  schema: { type: "string", pattern: KEY_PATTERN.source },
} as const;

/** `get /api/v1/organizations/{org}/files/{id}` → `getOrganizationsByOrgFilesById`: unique as the route is. */
export function operationIdOf(method: string, path: string, base: string) {
  const words = path
    .slice(base.length)
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith("{") ? `By${capitalize(part.slice(1, -1))}` : capitalize(part)));
  return `${method}${words.join("")}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The API's OpenAPI 3.1 document, complete for standard validators: the server it is served from, how
 * a caller authenticates (each operation's security follows its declared access), an id and a summary
 * for every operation (a summary the contract does not give is read from its method and path).
 */
export function describeApi(api: OpenAPIHono<ApiEnv>, info: { title: string; version: string }, base: string) {
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info,
    // Paths carry the API's base, so the server is the address the document itself was read from.
    servers: [{ url: "/", description: "This installation" }],
  });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path, base);
      operation.summary ??=
        operation.description?.split(/(?<=\.)\s/)[0] ?? `${VERBS[method]} ${path.slice(base.length)}`;
      const access = operation["x-access"];
      if (!access || access.kind === "public") operation.security = [];
      else {
        const session = UNSAFE.has(method) ? { session: [], xsrf: [] } : { session: [] };
        // Either a session or, for an organization's records, an API token (decision 040).
        operation.security = path.includes("/organizations/{org}") ? [session, { token: [] }] : [session];
      }
      if (method === "post" && access && access.kind !== "public") {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
      }
    }
  }
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES };
  return document;
}
