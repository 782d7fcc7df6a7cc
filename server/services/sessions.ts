import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { sessions, users } from "../db/schema";
import type { ApiTokenScope } from "../domain/api-tokens";
import type { SystemPermission } from "../domain/permissions";
import type { Language } from "../domain/standards";
import { hashToken, newToken } from "./tokens";

// Writing last_seen_at on every request would turn each read into a write; a minute's slack is plenty.
const TOUCH_INTERVAL_MS = 60_000;

export type SessionUser = {
  id: number;
  email: string;
  name: string;
  language: Language | null;
  systemPermissions: SystemPermission[];
  /** Whether they log in with a second factor: an organization may require it (decision 041). */
  twoFactor: boolean;
};

export type AuthState = {
  user: SessionUser;
  tokenHash: string;
  xsrfToken: string;
  /** Set when the caller came with an API token (decision 040), not a session. */
  token?: { id: number; organizationId: number; scope: ApiTokenScope; service: boolean };
};

export type SessionPolicy = { sessionIdleMs: number; sessionMaxMs: number; authCacheMs?: number };

/**
 * When an idle session ends. last_seen_at is written at most once a minute (and a cached lookup writes
 * nothing), so the last request may be up to that much later than the stored time: the idle time
 * counts from the latest it can have been, so a session in use never ends early (at most a minute late).
 */
export function idleDeadline(lastSeenAt: Date, policy: SessionPolicy) {
  return lastSeenAt.getTime() + TOUCH_INTERVAL_MS + (policy.authCacheMs ?? 0) + policy.sessionIdleMs;
}

export async function createSession(db: Db, userId: number, policy: SessionPolicy) {
  const token = newToken();
  const xsrfToken = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    xsrfToken,
    lastSeenAt: new Date(now),
    expiresAt: new Date(now + policy.sessionMaxMs),
  });
  // Opportunistic clean-up keeps the table small without a scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)));
  return { token, xsrfToken };
}

const sessionQuery = (db: Db) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      xsrfToken: sessions.xsrfToken,
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      systemPermissions: users.systemPermissions,
      twoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .prepare("session_by_token");

/** The live session for a token, or null when unknown, idle too long or past its absolute expiry. */
export async function findSession(db: Db, token: string, policy: SessionPolicy): Promise<AuthState | null> {
  const tokenHash = hashToken(token);
  const [row] = await prepared(db, "session_by_token", sessionQuery).execute({ tokenHash });
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || idleDeadline(row.lastSeenAt, policy) <= now) {
    await endSession(db, tokenHash);
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // The process's clock, as in the checks above: the database server's may differ from it.
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    xsrfToken: row.xsrfToken,
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      language: row.language,
      systemPermissions: row.systemPermissions,
      twoFactor: row.twoFactor,
    },
  };
}

export async function endSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function endSessionsOfUser(db: Db, userId: number, except?: string) {
  await db
    .delete(sessions)
    .where(
      except ? and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${except}`) : eq(sessions.userId, userId),
    );
}
