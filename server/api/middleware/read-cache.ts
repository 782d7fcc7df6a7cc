import { createMiddleware } from "hono/factory";
import type { DataVersion } from "../../db/data-version";
import type { ApiEnv } from "../env";

type Answer = { version: number; expires: number; headers: [string, string][]; body: string };

export type ReadCacheOptions = {
  /** How long an answer is kept at most: a read may depend on the clock (what is overdue today). */
  ttlMs: number;
  maxEntries: number;
  maxBodyBytes: number;
};

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { ttlMs: 10_000, maxEntries: 1_000, maxBodyBytes: 256 * 1024 };

// Set per request by the middleware around this one.
const PER_REQUEST = new Set(["x-request-id"]);

/**
 * Keeps the JSON answers to a user's reads (or the anonymous public's) while the embedded database has not changed since
 * they were read (decision 008): a register read again and again between two edits is read once.
 * Runs after the session and organization checks, so every request is still authenticated and
 * authorized; an answer is only ever given to the user it was read for, in the same language. A read
 * that overlapped a change, or that changed something itself, is not kept.
 */
export function readCache(dataVersion: DataVersion | undefined, options = READ_CACHE_DEFAULTS) {
  const answers = new Map<string, Answer>();
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (!dataVersion || options.ttlMs <= 0 || c.req.method !== "GET") return next();
    // Anonymous reads (public pages, reference data) answer the same to everyone: kept once for all.
    // An API token reads with its own scope: its answers are its own, not its owner's session's.
    const auth = c.var.auth;
    const reader = auth?.token ? `token ${auth.token.id}` : (auth?.user.id ?? "anonymous");
    const key = `${reader} ${c.req.header("accept-language") ?? ""} ${c.req.url}`;
    const kept = answers.get(key);
    if (kept && kept.version === dataVersion.current() && kept.expires > Date.now()) {
      answers.delete(key);
      answers.set(key, kept);
      return c.body(kept.body, 200, Object.fromEntries(kept.headers));
    }
    if (kept) answers.delete(key);
    const version = dataVersion.current();
    await next();
    const response = c.res;
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("application/json")) return;
    const body = await response.clone().text();
    if (dataVersion.current() !== version || body.length > options.maxBodyBytes) return;
    if (answers.size >= options.maxEntries) answers.delete(answers.keys().next().value!);
    const headers = [...response.headers].filter(([name]) => !PER_REQUEST.has(name));
    answers.set(key, { version, expires: Date.now() + options.ttlMs, headers, body });
  });
}
