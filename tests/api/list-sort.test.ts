import { afterAll, describe, expect, it } from "vitest";
import { API_BASE } from "../../server/api/app";
import { startTestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { fuzzableOperations, type OpenApiDocument } from "../support/fuzz-requests";
import { ApiClient } from "../support/http-client";

/**
 * Every list that takes `sort` refuses a field it does not sort by with a 422 naming `sort`: names an
 * object lookup would find on its prototype once crashed six lists.
 */
const api = await startTestApi();
afterAll(() => api.close());

const { holding } = await createHolding(api.db);
const user = await createUser(api.db, {
  systemPermissions: ["MAINTAIN", "MANAGE"],
  memberships: [{ organizationId: holding.id, scope: "MANAGE" }],
});
const client = new ApiClient(api.url);
await client.login(user.email);

const doc = (await (await fetch(`${api.url}${API_BASE}/openapi.json`)).json()) as OpenApiDocument;
const sorted = fuzzableOperations(doc, API_BASE).filter(
  (o) => o.method === "GET" && o.parameters.some((p) => p.in === "query" && p.name === "sort"),
);
// Path ids need not exist: the query is judged before any record is read.
const pathOf = (template: string) =>
  template.replaceAll(/\{(\w+)\}/g, (_, name: string) => String(name === "org" ? holding.id : 1));

// The query a list needs besides its sort, so the sort is what it judges.
const REQUIRED_QUERY: Record<string, string> = {
  "/organizations/{org}/history": "&entity=machine&id=1",
  "/organizations/{org}/audit-log": "&from=2026-01-01&to=2026-01-31",
};

describe("unknown sort fields", () => {
  it("finds the lists that sort", () => {
    expect(sorted.length).toBeGreaterThanOrEqual(15);
  });

  it.each(sorted.map((o) => [o.path] as const))("%s", async (path) => {
    const answers: string[] = [];
    for (const field of ["__proto__", "constructor", "toString", "no_such_field"]) {
      for (const sort of [field, `${field},desc`]) {
        const response = await client.get(
          `${pathOf(path)}?sort=${encodeURIComponent(sort)}${REQUIRED_QUERY[path] ?? ""}`,
        );
        const paths = (response.data.errors ?? []).map((e: { path: string }) => e.path);
        if (response.status !== 422 || !paths.includes("sort"))
          answers.push(`${sort}: ${response.status} ${JSON.stringify(response.data)}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
