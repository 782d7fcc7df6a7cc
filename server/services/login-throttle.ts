import { and, count, eq, gt, lt, max, min, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginAddresses, loginFailures } from "../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address before that address must wait for the window to pass. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, across accounts, before it must wait: guessing many accounts. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures of one account from anywhere before every further try from a new address is slowed. */
export const ACCOUNT_SLOWDOWN_AFTER = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** How long an address where the account logged in counts as the owner's own. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 3_600_000;

/**
 * Seconds until another attempt is allowed, or 0 when the account may try now from this address.
 *
 * Nothing here locks an account: a guesser from one address holds back only that address, and
 * guessing spread over many addresses slows the account down (a delay that doubles with each failure,
 * up to a minute) except from addresses where the owner has logged in before.
 */
export async function loginRetryAfter(db: Db, account: string, address: string): Promise<number> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [pair, fromAddress, ofAccount] = await Promise.all([
    failuresSince(db, and(eq(loginFailures.account, account), eq(loginFailures.address, address))!, since),
    failuresSince(db, eq(loginFailures.address, address), since),
    failuresSince(db, eq(loginFailures.account, account), since),
  ]);
  const waits = [
    pair.count >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ? untilWindowEnds(pair.oldest) : 0,
    fromAddress.count >= MAX_FAILURES_PER_ADDRESS ? untilWindowEnds(fromAddress.oldest) : 0,
  ];
  if (ofAccount.count >= ACCOUNT_SLOWDOWN_AFTER && ofAccount.latest && !(await isKnownAddress(db, account, address))) {
    const delay = Math.min(2 ** (ofAccount.count - ACCOUNT_SLOWDOWN_AFTER), MAX_ACCOUNT_DELAY_SECONDS);
    waits.push(secondsUntil(ofAccount.latest.getTime() + delay * 1000));
  }
  return Math.max(...waits);
}

const secondsUntil = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));
const untilWindowEnds = (oldest: Date | null) => (oldest ? secondsUntil(oldest.getTime() + LOGIN_WINDOW_MS) : 0);

async function failuresSince(db: Db, who: SQL, since: Date) {
  const [row] = await db
    .select({ count: count(), oldest: min(loginFailures.at), latest: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.at, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null, latest: row?.latest ?? null };
}

async function isKnownAddress(db: Db, account: string, address: string) {
  const [row] = await db
    .select({ at: loginAddresses.lastSuccessAt })
    .from(loginAddresses)
    .where(and(eq(loginAddresses.account, account), eq(loginAddresses.address, address)));
  return row !== undefined && row.at.getTime() > Date.now() - KNOWN_ADDRESS_MS;
}

export async function recordLoginFailure(db: Db, account: string, address: string) {
  await db.insert(loginFailures).values({ account, address });
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS)));
}

/**
 * A log-in succeeded: this address's failures for the account are forgiven and the address becomes
 * one of the owner's. Failures from elsewhere stay, so an attacker's count is not reset by the owner.
 */
export async function recordLoginSuccess(db: Db, account: string, address: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.address, address)));
  await db
    .insert(loginAddresses)
    .values({ account, address })
    .onConflictDoUpdate({
      target: [loginAddresses.account, loginAddresses.address],
      set: { lastSuccessAt: new Date() },
    });
  await db
    .delete(loginAddresses)
    .where(
      and(
        eq(loginAddresses.account, account),
        lt(loginAddresses.lastSuccessAt, new Date(Date.now() - KNOWN_ADDRESS_MS)),
      ),
    );
}
