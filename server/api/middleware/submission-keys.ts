import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { claimKey, keepAnswer, releaseKey } from "../../services/submission-keys";
import type { ApiEnv } from "../env";
import { ApiError, PROBLEM_TYPES } from "../problem";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
// Answers larger than this are not kept: no create answers one, and a repeat then runs again.
const KEPT_BODY_CHARS = 256 * 1024;

const STREAMED = /^multipart\//i;

/**
 * The request a key stands for: its path and, unless it streams a file, its body. A key sent again
 * with another body (an old form changed and sent again) is refused, not answered with the first.
 */
async function fingerprint(c: Context<ApiEnv>) {
  const request = `POST ${c.req.path}`;
  if (STREAMED.test(c.req.header("Content-Type") ?? "")) return request;
  // Hono keeps the text read here for the handler's own reading of the body.
  return `${request} ${createHash("sha256")
    .update(await c.req.text())
    .digest("base64url")}`;
}

/**
 * A logged-in user's POST with an Idempotency-Key header (draft-ietf-httpapi-idempotency-key-header)
 * is done once (decision 027): the same key again waits for the first request while it is under way
 * and then answers its answer, marked `Idempotent-Replayed`; after a failure the key is free again.
 */
export const submissionKeys = createMiddleware<ApiEnv>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  const userId = c.var.auth?.user.id;
  if (c.req.method !== "POST" || key === undefined || userId === undefined) return next();
  if (!KEY_PATTERN.test(key)) {
    throw new ApiError(
      400,
      PROBLEM_TYPES.malformed,
      "Bad request",
      `${IDEMPOTENCY_KEY_HEADER} must be 8–100 letters, digits or _.:-`,
    );
  }
  const { db } = c.var.deps;
  const claim = await claimKey(db, userId, key, await fingerprint(c));
  if (claim.kind === "other-request") {
    throw new ApiError(
      422,
      PROBLEM_TYPES.keyReused,
      "Unprocessable",
      `This ${IDEMPOTENCY_KEY_HEADER} was sent with another request`,
    );
  }
  if (claim.kind === "under-way") {
    throw new ApiError(409, PROBLEM_TYPES.underWay, "Conflict", "A request with this key is still under way");
  }
  if (claim.kind === "answered") {
    const { status, contentType, body } = claim.answer;
    return c.body(body, status as ContentfulStatusCode, { "Content-Type": contentType, "Idempotent-Replayed": "true" });
  }
  try {
    await next();
  } finally {
    const response = c.res;
    // An answer that carries a secret (an API token's text) is never stored: a repeat runs again.
    const secret = response.headers.get("Cache-Control")?.includes("no-store") ?? false;
    const body = response.ok && !secret ? await response.clone().text() : null;
    if (body !== null && body.length <= KEPT_BODY_CHARS) {
      const contentType = response.headers.get("Content-Type") ?? "application/json";
      await keepAnswer(db, userId, key, { status: response.status, contentType, body });
    } else await releaseKey(db, userId, key);
  }
});
