import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAddresses, loginFailures, sessions } from "../../server/db/schema";
import { startTestApi, type TestApi } from "../support/api-server";
import { createHolding, createUser } from "../support/factories";
import { ApiClient, TEST_PASSWORD } from "../support/http-client";

let api: TestApi;
let email: string;
let holdingId: number;

beforeAll(async () => {
  api = await startTestApi({ trustProxy: 1 });
  const { holding } = await createHolding(api.db);
  holdingId = holding.id;
  email = (await createUser(api.db, { memberships: [{ organizationId: holding.id, scope: "EDIT" }] })).email;
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(loginFailures);
  await api.db.delete(loginAddresses);
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

  const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
  const attempt = (address: string, password: string, username = email) =>
    new ApiClient(api.url).post("/authentications", { form: { username, password }, ...from(address) });

  it("holds back an address after five failures for an account, never the owner elsewhere", async () => {
    expect((await attempt("198.51.100.1", TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt("203.0.113.9", `bad-${i}`)).status).toBe(401);
    const held = await attempt("203.0.113.9", TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers.get("content-type")).toContain("application/problem+json");
    const retryAfter = Number(held.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(held.data.detail).toContain(`${retryAfter} seconds`);
    expect(held.headers.getSetCookie()).toEqual([]);
    // The owner, from an address where they have logged in before, is not held back at all.
    expect((await attempt("198.51.100.1", TEST_PASSWORD)).status).toBe(200);
  });

  it("slows an account guessed from many addresses, except from the owner's own", async () => {
    expect((await attempt("198.51.100.7", TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt(`192.0.2.${i}`, `bad-${i}`)).status).toBe(401);
    const slowed = await attempt("192.0.2.100", TEST_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeLessThanOrEqual(1);
    expect((await attempt("198.51.100.7", TEST_PASSWORD)).status).toBe(200);

    // The delay doubles with every failure, up to a minute: a slow-down, not a lock-out.
    await api.db
      .insert(loginFailures)
      .values(Array.from({ length: 3 }, (_, i) => ({ account: email, address: `192.0.2.${10 + i}` })));
    const later = Number((await attempt("192.0.2.100", TEST_PASSWORD)).headers.get("retry-after"));
    expect(later).toBeGreaterThan(4);
    expect(later).toBeLessThanOrEqual(8);
    await api.db
      .insert(loginFailures)
      .values(Array.from({ length: 20 }, (_, i) => ({ account: email, address: `192.0.2.${20 + i}` })));
    expect(Number((await attempt("192.0.2.100", TEST_PASSWORD)).headers.get("retry-after"))).toBe(60);
  });

  it("cannot be fooled into holding back an office by an address the client wrote", async () => {
    // The load balancer appends the address it was reached from; the attacker writes the office's in front.
    const office = "198.51.100.40";
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`${office}, 203.0.113.66`, `bad-${i}`, `guess-${i}@test.example`)).status).toBe(401);
    }
    expect((await attempt(office, TEST_PASSWORD)).status).toBe(200);
    expect((await attempt(`${office}, 203.0.113.66`, TEST_PASSWORD)).status).toBe(429);
  });

  it("limits failures per address across accounts", async () => {
    for (let i = 0; i < 20; i++) await attempt("203.0.113.20", "x", `guess-${i}@test.example`);
    expect((await attempt("203.0.113.20", TEST_PASSWORD)).status).toBe(429);
    expect((await attempt("203.0.113.21", TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses a log-in form posted from another site", async () => {
    const post = (headers: Record<string, string>) =>
      new ApiClient(api.url).post("/authentications", { form: { username: email, password: TEST_PASSWORD }, headers });
    const crossSite: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const refused = await post(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect((await post({ origin: api.config.publicUrl, "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({ origin: api.url })).status).toBe(200);
    expect((await post({})).status).toBe(200);
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

  it("never ends a session in use early: idle time counts from the latest unrecorded request", async () => {
    const client = new ApiClient(api.url);
    await client.login(email);
    const idleSeconds = api.config.sessionIdleMs / 1000;
    const lastSeen = async (secondsAgo: number) =>
      api.db.execute(sql`update ${sessions} set last_seen_at = now() - make_interval(secs => ${secondsAgo})
        where token_hash = encode(sha256(convert_to(${client.cookies.get("SESSION")!}, 'UTF8')), 'hex')`);
    // Requests within a minute of the stored time leave it unchanged: the last one may be 50 s after it.
    await lastSeen(idleSeconds + 50);
    expect((await client.get("/user")).status).toBe(200);
    await lastSeen(idleSeconds + 61);
    expect((await client.get("/user")).status).toBe(401);
  });

  it("answers 401 without a session", async () => {
    const client = new ApiClient(api.url);
    expect((await client.get("/organizations")).status).toBe(401);
    expect((await client.get(`/organizations/${holdingId}`)).status).toBe(401);
    expect((await client.post("/logout")).status).toBe(401);
  });
});
