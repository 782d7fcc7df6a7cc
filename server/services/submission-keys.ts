import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { submissionKeys } from "../db/schema";

/** How long a key is remembered: a day covers a retry from a phone that lost its network overnight. */
const KEPT_HOURS = 24;
/** How long a second request waits for the first one under way before it answers 409. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A request still under way after this long died with its process: its key is free again. */
const ABANDONED_MS = 60_000;

export type StoredAnswer = { status: number; contentType: string; body: string };

export type Claim =
  { kind: "claimed" } | { kind: "answered"; answer: StoredAnswer } | { kind: "other-request" } | { kind: "under-way" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the user's key for this request, or finds the request that took it: answered (its answer is
 * the answer), under way (waited for), or another request (a key is for one request only).
 */
export async function claimKey(db: Db, userId: number, key: string, request: string): Promise<Claim> {
  await db
    .delete(submissionKeys)
    .where(lt(submissionKeys.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [taken] = await db
      .insert(submissionKeys)
      .values({ userId, key, request })
      .onConflictDoNothing()
      .returning({ key: submissionKeys.key });
    if (taken) return { kind: "claimed" };
    const [first] = await db
      .select()
      .from(submissionKeys)
      .where(and(eq(submissionKeys.userId, userId), eq(submissionKeys.key, key)));
    if (!first) continue;
    if (first.request !== request) return { kind: "other-request" };
    if (first.status !== null) {
      return {
        kind: "answered",
        answer: { status: first.status, contentType: first.contentType ?? "application/json", body: first.body ?? "" },
      };
    }
    if (Date.now() - first.createdAt.getTime() > ABANDONED_MS) {
      await releaseKey(db, userId, key);
      continue;
    }
    if (Date.now() > deadline) return { kind: "under-way" };
    await sleep(POLL_MS);
  }
}

/** Keeps a succeeded request's answer for the key's repeats. */
export async function keepAnswer(db: Db, userId: number, key: string, answer: StoredAnswer) {
  await db
    .update(submissionKeys)
    .set(answer)
    .where(and(eq(submissionKeys.userId, userId), eq(submissionKeys.key, key), isNull(submissionKeys.status)));
}

/** Frees the key of a request that failed: its repeat is a new try. */
export async function releaseKey(db: Db, userId: number, key: string) {
  await db
    .delete(submissionKeys)
    .where(and(eq(submissionKeys.userId, userId), eq(submissionKeys.key, key), isNull(submissionKeys.status)));
}
