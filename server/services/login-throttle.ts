import { and, eq, gt, lt, min, count } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** Seconds until another attempt is allowed, or 0 when the account and address may try now. */
export async function loginRetryAfter(db: Db, account: string, address: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const windows = await Promise.all([
    failuresSince(db, eq(loginFailures.account, account), since),
    failuresSince(db, eq(loginFailures.address, address), since),
  ]);
  const limits = [MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS];
  let retryAfter = 0;
  windows.forEach((window, index) => {
    if (window.count >= limits[index]! && window.oldest) {
      const seconds = Math.ceil((window.oldest.getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000);
      retryAfter = Math.max(retryAfter, seconds, 1);
    }
  });
  return retryAfter;
}

async function failuresSince(db: Db, who: ReturnType<typeof eq>, since: Date) {
  const [row] = await db
    .select({ count: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

export async function recordLoginFailure(db: Db, account: string, address: string) {
  await db.insert(loginFailures).values({ account, address });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

export async function clearLoginFailures(db: Db, account: string) {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
