import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient } from "../support/http-client";

let api: TestApi;
let client: ApiClient;
let holdingId: number;

beforeAll(async () => {
  api = await startTestApi();
  const { holding } = await createHolding(api.db);
  holdingId = holding.id;
  const user = await createUser(api.db, { memberships: [{ organizationId: holding.id, scope: "MANAGE" }] });
  client = new ApiClient(api.url);
  await client.login(user.email);
});
afterAll(() => api.close());

describe("the wire contract", () => {
  it("answers malformed JSON with 400 problem+json", async () => {
    const response = await client.post(`/organizations/${holdingId}/departments`, {
      body: "{ not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.data).toMatchObject({ type: "urn:problem:malformed-request", status: 400 });
    expect(JSON.stringify(response.data)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("refuses oversized bodies with 413, declared or streamed", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const declared = await client.post(`/organizations/${holdingId}/departments`, {
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await fetch(`${api.url}/api/v1/organizations/${holdingId}/departments`, <RequestInit>{
      method: "POST",
      body: stream,
      duplex: "half",
      headers: {
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-xsrf-token": client.xsrfToken!,
      },
    });
    expect(response.status).toBe(413);
    const departments = await client.get(`/organizations/${holdingId}/departments`);
    expect(departments.data.content.map((d: { name: string }) => d.name)).toEqual(["Group HSE"]);
  });

  it("refuses a body without a JSON content type", async () => {
    const response = await client.post(`/organizations/${holdingId}/departments`, {
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect([400, 415]).toContain(response.status);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("answers unknown paths with 404 problem+json", async () => {
    const response = await client.get("/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.data.type).toBe("urn:problem:not-found");
  });

  it("names every response with a request id and forbids sniffing", async () => {
    const response = await client.get("/iso-standards", { headers: { "x-request-id": "trace-123" } });
    expect(response.headers.get("x-request-id")).toBe("trace-123");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves an OpenAPI 3.1 document declaring every route", async () => {
    const { data } = await client.get("/openapi.json");
    expect(data.openapi).toBe("3.1.0");
    for (const path of [
      "/api/v1/authentications",
      "/api/v1/logout",
      "/api/v1/user",
      "/api/v1/user/password-reset",
      "/api/v1/user/password",
      "/api/v1/errors",
      "/api/v1/organizations",
      "/api/v1/organizations/{org}",
      "/api/v1/organizations/{org}/permissions",
      "/api/v1/organizations/{org}/roles",
      "/api/v1/organizations/{org}/areas",
      "/api/v1/organizations/{org}/departments",
      "/api/v1/organizations/{org}/departments/{id}",
      "/api/v1/organizations/{org}/subsidiaries",
      "/api/v1/iso-standards",
      "/api/v1/system-details",
      "/api/v1/organizations/{org}/files",
      "/api/v1/organizations/{org}/files/{id}",
      "/api/v1/organizations/{org}/files/{id}/raw",
      "/api/v1/organizations/{org}/members",
      "/api/v1/organizations/{org}/legislations",
      "/api/v1/organizations/{org}/legislations/{id}",
      "/api/v1/legislations",
      "/api/v1/legislations/{id}",
      "/api/v1/legislations/files",
      "/api/v1/legislations/{id}/files/{fileId}/raw",
      "/api/v1/topics",
    ]) {
      expect(data.paths, path).toHaveProperty([path]);
    }
  });
});

describe("reference and reports", () => {
  it("lists the ISO standards and the system details without a session", async () => {
    const anonymous = new ApiClient(api.url);
    const standards = await anonymous.get("/iso-standards");
    expect(standards.data.content.map((s: { code: string }) => s.code)).toEqual([
      "ISO_14001",
      "ISO_27001",
      "ISO_45001",
    ]);
    const details = await anonymous.get("/system-details");
    expect(details.data).toMatchObject({
      name: expect.any(String),
      email: expect.any(String),
      version: expect.any(String),
    });
  });

  it("takes client error reports, refusing oversized or malformed ones", async () => {
    const anonymous = new ApiClient(api.url);
    expect(
      (await anonymous.post("/errors", { json: { message: "TypeError: x is undefined", url: "/dashboard" } })).status,
    ).toBe(204);
    expect((await anonymous.post("/errors", { json: { message: "x".repeat(3000) } })).status).toBe(422);
    expect((await anonymous.post("/errors", { json: { stack: "no message" } })).status).toBe(422);
  });
});

describe("health", () => {
  it("answers liveness and readiness", async () => {
    const live = await fetch(`${api.url}/healthz`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ok" });
  });
});
