import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginFailures, sessions } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient, TEST_PASSWORD } from "../support/http-client";

let api: TestApi;
let email: string;
let holdingId: number;

beforeAll(async () => {
  api = await startTestApi();
  const { holding } = await createHolding(api.db);
  holdingId = holding.id;
  email = (await createUser(api.db, { memberships: [{ organizationId: holding.id, scope: "EDIT" }] })).email;
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(loginFailures);
});

describe("POST /authentications", () => {
  it("logs in, sets HttpOnly session and readable XSRF cookies, and answers the organizations", async () => {
    const client = new ApiClient(api.url);
    const response = await client.post("/authentications", {
      form: { username: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(response.data.total_elements).toBe(1);
    expect(response.data.content[0].id).toBe(holdingId);
    const setCookies = response.headers.getSetCookie();
    const session = setCookies.find((c) => c.startsWith("SESSION="))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\/api\/v1/);
    expect(session.split(";")[0]!.length).toBeGreaterThan("SESSION=".length + 40);
    const xsrf = setCookies.find((c) => c.startsWith("XSRF-TOKEN="))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect((await client.get("/user")).data.email).toBe(email);
  });

  it("refuses a wrong password and an unknown account alike", async () => {
    const client = new ApiClient(api.url);
    const wrong = await client.post("/authentications", { form: { username: email, password: "not the password" } });
    const unknown = await client.post("/authentications", {
      form: { username: "nobody@test.example", password: "whatever" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(response.data).toMatchObject({ type: "urn:problem:bad-credentials", status: 401 });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("answers 422 with field errors when a field is missing", async () => {
    const response = await new ApiClient(api.url).post("/authentications", { form: { username: email } });
    expect(response.status).toBe(422);
    expect(response.data.errors).toEqual([expect.objectContaining({ path: "password" })]);
  });

  it("locks an account for a while after five failures, even for the right password", async () => {
    const client = new ApiClient(api.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/authentications", { form: { username: email, password: `bad-${i}` } })).status).toBe(
        401,
      );
    }
    const locked = await client.post("/authentications", { form: { username: email, password: TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.headers.getSetCookie()).toEqual([]);
  });

  it("limits failures per address across accounts", async () => {
    const client = new ApiClient(api.url);
    for (let i = 0; i < 20; i++) {
      await client.post("/authentications", { form: { username: `guess-${i}@test.example`, password: "x" } });
    }
    expect((await client.post("/authentications", { form: { username: email, password: TEST_PASSWORD } })).status).toBe(
      429,
    );
  });

  it("issues a new session at every log-in and ends the one the browser had", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    const first = client.cookies.get("SESSION");
    const stale = new ApiClient(api.url);
    stale.cookies.set("SESSION", first!);
    await client.login(email);
    expect(client.cookies.get("SESSION")).not.toBe(first);
    expect((await stale.get("/user")).status).toBe(401);
  });
});

describe("sessions", () => {
  it("requires the XSRF header on unsafe requests with a cookie session", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    const missing = await client.patch("/user", { json: { language: "da" }, xsrf: false });
    expect(missing.status).toBe(403);
    expect(missing.data.type).toBe("urn:problem:xsrf");
    const wrong = await client.patch("/user", {
      json: { language: "da" },
      xsrf: false,
      headers: { "x-xsrf-token": "forged" },
    });
    expect(wrong.status).toBe(403);
    expect((await client.get("/user")).data.language).toBeNull();
    expect((await client.patch("/user", { json: { language: "da" } })).status).toBe(200);
  });

  it("ends at log-out", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    const token = client.cookies.get("SESSION")!;
    expect((await client.post("/logout")).status).toBe(204);
    const replay = new ApiClient(api.url);
    replay.cookies.set("SESSION", token);
    expect((await replay.get("/user")).status).toBe(401);
  });

  it("expires after the idle time and after the absolute lifetime", async () => {
    const idle = new ApiClient(api.url);
    await idle.login(email);
    const absolute = new ApiClient(api.url);
    await absolute.login(email);
    await api.db.execute(sql`update ${sessions} set last_seen_at = now() - interval '3 hours'
      where token_hash = encode(sha256(convert_to(${idle.cookies.get("SESSION")!}, 'UTF8')), 'hex')`);
    await api.db.execute(sql`update ${sessions} set expires_at = now() - interval '1 second'
      where token_hash = encode(sha256(convert_to(${absolute.cookies.get("SESSION")!}, 'UTF8')), 'hex')`);
    for (const client of [idle, absolute]) {
      const response = await client.get(`/organizations/${holdingId}/permissions`);
      expect(response.status).toBe(401);
      expect(response.data.type).toBe("urn:problem:unauthenticated");
    }
  });

  it("answers 401 without a session", async () => {
    const client = new ApiClient(api.url);
    expect((await client.get("/organizations")).status).toBe(401);
    expect((await client.get(`/organizations/${holdingId}`)).status).toBe(401);
    expect((await client.post("/logout")).status).toBe(401);
  });
});
