import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiEnv } from "../../server/api/env";
import { readCache, READ_CACHE_DEFAULTS } from "../../server/api/middleware/read-cache";

let version = 0;
let reads = 0;

/** A tiny API: the user comes from a header, the answer counts the reads that reached the handler. */
function app(options = READ_CACHE_DEFAULTS, { versioned = true } = {}) {
  const api = new Hono<ApiEnv>();
  api.use("*", async (c, next) => {
    const user = c.req.header("x-user");
    c.set("auth", user ? ({ user: { id: Number(user) } } as ApiEnv["Variables"]["auth"]) : null);
    c.header("X-Request-Id", c.req.header("x-request") ?? "none");
    await next();
  });
  api.use("*", readCache(versioned ? { current: () => version } : undefined, options));
  api.get("/list", (c) => c.json({ reads: ++reads, language: c.req.header("accept-language") ?? null }));
  api.get("/missing", (c) => c.json({ reads: ++reads }, 404));
  api.get("/text", (c) => c.text(`read ${++reads}`));
  api.get("/writes", (c) => {
    version++;
    return c.json({ reads: ++reads });
  });
  api.post("/list", (c) => c.json({ reads: ++reads }));
  return api;
}

const get = async (api: Hono<ApiEnv>, path: string, headers: Record<string, string> = { "x-user": "1" }) => {
  const response = await api.request(path, { headers });
  return { response, body: (await response.json().catch(() => null)) as { reads: number } | null };
};

beforeEach(() => {
  version = 0;
  reads = 0;
});

describe("the API's read cache", () => {
  it("answers a repeated read from what it kept, with this request's own id", async () => {
    const api = app();
    await get(api, "/list");
    const again = await get(api, "/list", { "x-user": "1", "x-request": "second" });
    expect(again.body?.reads).toBe(1);
    expect(again.response.headers.get("x-request-id")).toBe("second");
    expect(again.response.headers.get("content-type")).toContain("application/json");
  });

  it("never gives one user's answer to another, nor one language's to another", async () => {
    const api = app();
    await get(api, "/list", { "x-user": "1", "accept-language": "en" });
    expect((await get(api, "/list", { "x-user": "2", "accept-language": "en" })).body?.reads).toBe(2);
    expect((await get(api, "/list", { "x-user": "1", "accept-language": "da" })).body?.reads).toBe(3);
  });

  it("reads again after any change to the database", async () => {
    const api = app();
    await get(api, "/list");
    version++;
    expect((await get(api, "/list")).body?.reads).toBe(2);
    expect((await get(api, "/list")).body?.reads).toBe(2);
  });

  it("reads again once an answer is older than its time to live", async () => {
    vi.useFakeTimers();
    try {
      const api = app({ ...READ_CACHE_DEFAULTS, ttlMs: 1000 });
      await get(api, "/list");
      vi.advanceTimersByTime(1001);
      expect((await get(api, "/list")).body?.reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps neither failures, nor non-JSON, nor reads that changed something", async () => {
    const api = app();
    for (const path of ["/missing", "/text", "/writes"]) await get(api, path);
    for (const path of ["/missing", "/text", "/writes"]) await get(api, path);
    expect(reads).toBe(6);
  });

  it("keeps anonymous reads once for every anonymous reader, apart from any user's", async () => {
    const api = app();
    await get(api, "/list", {});
    expect((await get(api, "/list", {})).body?.reads).toBe(1);
    expect((await get(api, "/list")).body?.reads).toBe(2);
    version++;
    expect((await get(api, "/list", {})).body?.reads).toBe(3);
  });

  it("passes writes through", async () => {
    const api = app();
    await api.request("/list", { method: "POST", headers: { "x-user": "1" } });
    await api.request("/list", { method: "POST", headers: { "x-user": "1" } });
    expect(reads).toBe(2);
  });

  it("is off without a data version (a PostgreSQL server has other writers)", async () => {
    const api = app(READ_CACHE_DEFAULTS, { versioned: false });
    await get(api, "/list");
    expect((await get(api, "/list")).body?.reads).toBe(2);
  });

  it("holds at most its number of entries, dropping the least recently used", async () => {
    const api = app({ ...READ_CACHE_DEFAULTS, maxEntries: 2 });
    await get(api, "/list?a");
    await get(api, "/list?b");
    await get(api, "/list?a");
    await get(api, "/list?c");
    expect((await get(api, "/list?a")).body?.reads).toBe(1);
    expect((await get(api, "/list?b")).body?.reads).toBe(4);
  });
});
