import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PER_ADDRESS_PER_MINUTE, REPORTS_PER_MINUTE } from "../../server/api/client-errors";
import { RateLimiter } from "../../server/services/rate-limit";
import { startTestApi, type TestApi } from "../support/api-server";
import { ApiClient } from "../support/http-client";

let api: TestApi;
const logged: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  api = await startTestApi({ trustProxy: 1 }, { logger: pino({ level: "warn" }, sink) });
});
afterAll(() => api.close());

const report = (address: string) =>
  new ApiClient(api.url).post("/errors", {
    json: { message: "TypeError: x is undefined" },
    headers: { "x-forwarded-for": address },
  });
const reportsLogged = () => logged.filter((line) => line.includes("client error reported")).length;

describe("POST /errors", () => {
  it("logs a few reports per address a minute and answers 429 with Retry-After beyond them", async () => {
    for (let i = 0; i < REPORTS_PER_ADDRESS_PER_MINUTE; i++) expect((await report("192.0.2.1")).status).toBe(204);
    for (let i = 0; i < 10; i++) {
      const refused = await report("192.0.2.1");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toContain("application/problem+json");
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
    expect(reportsLogged()).toBe(REPORTS_PER_ADDRESS_PER_MINUTE);
    expect((await report("192.0.2.2")).status).toBe(204);
  });

  it("bounds all reports together, whatever addresses they come from", async () => {
    const before = reportsLogged();
    for (let i = 0; i < REPORTS_PER_MINUTE + 10; i++) await report(`198.51.100.${i}`);
    expect(reportsLogged()).toBeLessThanOrEqual(REPORTS_PER_MINUTE);
    expect(reportsLogged() - before).toBeGreaterThan(0);
    expect((await report("203.0.113.1")).status).toBe(429);
  });
});

describe("RateLimiter", () => {
  it("allows the limit per window, then says how long to wait, then allows again", () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take("a", 0)).toBe(0);
    expect(limiter.take("a", 1_000)).toBe(0);
    expect(limiter.take("a", 1_000)).toBe(59);
    expect(limiter.take("b", 1_000)).toBe(0);
    expect(limiter.take("a", 60_000)).toBe(0);
  });
});
