import { createMiddleware } from "hono/factory";
import type { ApiEnv } from "../env";
import { ApiError, PROBLEM_TYPES } from "../problem";

const BODYLESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Past the limit, keep reading (and discarding) this much more so the client still gets a clean 413.
const DRAIN_FACTOR = 8;

const tooLarge = (maxBytes: number) =>
  new ApiError(413, PROBLEM_TYPES.tooLarge, "Payload too large", `The request body is larger than ${maxBytes} bytes`);

/**
 * Refuses bodies over `maxBytes`: by the declared length when there is one (before reading a byte),
 * otherwise by counting while reading. Hono's own body-limit re-wraps the request in a way the Node
 * adapter's lightweight requests do not survive, so this builds a plain Request instead.
 */
export const limitBody = (maxBytes: number, skip: (path: string) => boolean = () => false) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (BODYLESS_METHODS.has(c.req.method) || skip(c.req.path)) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined) {
      if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
      return next();
    }
    const raw = c.req.raw;
    if (!raw.body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of raw.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes * DRAIN_FACTOR) break;
      if (size <= maxBytes) chunks.push(chunk);
    }
    if (size > maxBytes) throw tooLarge(maxBytes);
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: Buffer.concat(chunks),
      signal: raw.signal,
    });
    await next();
  });
