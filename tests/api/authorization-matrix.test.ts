import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../../server/api/contracts/operation";
import { isFeatureAvailable } from "../../server/domain/features";
import { scopeIncludes, type OrganizationScope } from "../../server/domain/permissions";
import { createApi } from "../../server/api/app";
import { createLogger } from "../../server/logger";
import { startTestApi, testConfig, type TestApi } from "../support/api-server";
import type { ApiClient } from "../support/http-client";
import { createWorld, ownOrganization, ROLES, signInAs, type Role, type World } from "../support/sign-in";

type Operation = { method: string; path: string; access?: Access; multipart: boolean; json: boolean };

// These end or replace the caller's session; their refusals are tested in authentication.test.ts.
const SESSION_CHANGING = new Set(["POST /authentications", "POST /logout"]);
const MISSING_ID = 2_147_483_000;

/**
 * Every operation the API serves, read from its OpenAPI document (built without a database), so an
 * operation added later is in the matrix without anyone adding it here.
 */
function listOperations(): Operation[] {
  const config = testConfig();
  const document = createApi({
    db: null as never,
    config,
    logger: createLogger("silent"),
    mailer: { send: async () => {} },
  }).getOpenAPI31Document({ openapi: "3.1.0", info: { title: "matrix", version: "0" } }) as unknown as {
    paths: Record<string, Record<string, { "x-access"?: Access; requestBody?: { content: Record<string, unknown> } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace(/^\/api\/v1/, ""),
      access: operation["x-access"],
      multipart: Boolean(operation.requestBody?.content["multipart/form-data"]),
      json: Boolean(operation.requestBody?.content["application/json"]),
    })),
  );
}

const operations = listOperations();
let api: TestApi;
let world: World;
const clients = {} as Record<Role, ApiClient>;

beforeAll(async () => {
  api = await startTestApi();
  world = await createWorld(api.db);
  for (const role of ROLES) clients[role] = await signInAs(api.url, api.db, world, role);
});
afterAll(() => api.close());

const SCOPE_OF: Record<Role, OrganizationScope | null> = {
  anonymous: null,
  reader: "READ",
  editor: "EDIT",
  manager: "MANAGE",
  maintainer: null,
  limited: "EDIT",
};

type Outcome = "unauthenticated" | "forbidden" | "hidden" | "allowed";

/** What the access declaration promises for a role, in its own organization or another tenant's. */
function expected(access: Access, role: Role, tenant: "own" | "other"): Outcome {
  if (access.kind === "public") return "allowed";
  if (role === "anonymous") return "unauthenticated";
  if (access.kind === "user") return "allowed";
  if (access.kind === "system") return role === "maintainer" ? "allowed" : "forbidden";
  const scope = SCOPE_OF[role];
  if (tenant === "other" || scope === null) return "hidden";
  if (access.feature && role === "limited" && !isFeatureAvailable(access.feature, "LIMITED")) return "forbidden";
  // Reporting an event: READ may only where the company lets every member report, which the world's
  // companies do not (tests/api/event-reporters.test.ts turns it on), so it asks for EDIT here.
  const needed = access.permission === "REPORT_EVENT" ? "EDIT" : access.scope;
  return scopeIncludes(scope, needed) ? "allowed" : "forbidden";
}

function observed(status: number, detail: unknown): Outcome {
  if (status === 401) return "unauthenticated";
  if (status === 403) return "forbidden";
  if (status === 404 && detail === "Organization not found") return "hidden";
  return "allowed";
}

async function send(client: ApiClient, operation: Operation, organizationId: number) {
  const path = operation.path.replace(/{(\w+)}/g, (_, name: string) =>
    String(name === "org" ? organizationId : MISSING_ID),
  );
  if (operation.multipart) {
    const body = new FormData();
    body.append("file", new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), "matrix.pdf");
    return client.request(operation.method, path, { body });
  }
  return client.request(operation.method, path, operation.json ? { json: {} } : {});
}

describe("the API's authorization matrix", () => {
  it("has an access declaration on every operation of the OpenAPI document", () => {
    const undeclared = operations.filter((operation) => !operation.access);
    expect(undeclared.map((operation) => `${operation.method} ${operation.path}`)).toEqual([]);
    expect(operations.length).toBeGreaterThan(30);
  });

  const checked = operations.filter(
    (operation) => operation.access && !SESSION_CHANGING.has(`${operation.method} ${operation.path}`),
  );
  it.each(checked.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    "answers %s to every role and tenant as its declaration says",
    async (_, operation) => {
      const tenants = operation.path.includes("{org}") ? (["own", "other"] as const) : (["own"] as const);
      const mismatches: string[] = [];
      for (const role of ROLES) {
        for (const tenant of tenants) {
          const organizationId = tenant === "own" ? ownOrganization(world, role) : world.otherTenant.id;
          const response = await send(clients[role], operation, organizationId);
          const outcome = observed(response.status, (response.data as { detail?: unknown }).detail);
          const wanted = expected(operation.access!, role, tenant);
          if (response.status >= 500 || outcome !== wanted) {
            mismatches.push(`${role} (${tenant}): ${response.status}, wanted ${wanted}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});
