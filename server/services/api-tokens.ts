import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiTokens, organizations, serviceAccounts, users } from "../db/schema";
import { API_TOKEN_MAX_DAYS, API_TOKEN_PREFIX, MAX_API_TOKENS, type ApiTokenScope } from "../domain/api-tokens";
import { businessToday, daysBefore } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { RecordNotFoundError, RefusedError } from "./errors";
import type { AuthState } from "./sessions";
import { hashToken, newToken } from "./tokens";

// Writing the last use on every request would turn each read into a write: a minute's slack is plenty.
const TOUCH_INTERVAL_MS = 60_000;

export type ApiTokenInput = { name: string; organizationId: number; scope: ApiTokenScope; expiresOn: DateOnly };

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  expiresOn: apiTokens.expiresOn,
  createdDate: apiTokens.createdDate,
  lastUsedDate: apiTokens.lastUsedDate,
  organization: { id: organizations.id, name: organizations.name },
};

/** The person's tokens, the newest first; expired ones too, until removed, so they can tell why one stopped. */
export async function listApiTokens(db: Db, userId: number) {
  return db
    .select(listed)
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .where(eq(apiTokens.userId, userId))
    .orderBy(sql`${apiTokens.createdDate} desc`, asc(apiTokens.id));
}

/**
 * Makes a token of a person or a service account: its text, shown this once, and its row. The caller has
 * checked that the owner's scope in the organization is at least the token's.
 */
export async function createApiToken(db: Db, userId: number, input: ApiTokenInput) {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const id = await db.transaction(async (tx) => {
    // One person's tokens are made one at a time, so the count below holds.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [{ held }] = (await tx.select({ held: count() }).from(apiTokens).where(eq(apiTokens.userId, userId))) as [
      { held: number },
    ];
    // A name tells a person's tokens apart, and a form sent twice makes one token, not two.
    const [named] = await tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), sql`lower(${apiTokens.name}) = lower(${input.name})`));
    if (named) {
      throw new RefusedError([
        { path: "name", code: "token_name_taken", message: "You have a token of this name already" },
      ]);
    }
    if (held >= MAX_API_TOKENS) {
      throw new RefusedError([
        { path: "name", code: "too_many_tokens", message: `At most ${MAX_API_TOKENS} tokens; remove one first` },
      ]);
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({ ...input, userId, tokenHash: hashToken(token) })
      .returning({ id: apiTokens.id });
    return row!.id;
  });
  const [row] = await db
    .select(listed)
    .from(apiTokens)
    .innerJoin(organizations, eq(organizations.id, apiTokens.organizationId))
    .where(eq(apiTokens.id, id));
  return { token, ...row! };
}

/** A token's last day lies from tomorrow to a year ahead. */
export function checkTokenExpiry(expiresOn: DateOnly) {
  const today = businessToday() as DateOnly;
  const last = daysBefore(today, -API_TOKEN_MAX_DAYS) as DateOnly;
  if (expiresOn <= today || expiresOn > last) {
    throw new RefusedError([
      { path: "expires_on", code: "token_expiry_out_of_range", message: `From tomorrow to ${last}` },
    ]);
  }
}

/** Removes one of the person's tokens: it stops at once. */
export async function revokeApiToken(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (removed.length === 0) throw new RecordNotFoundError();
}

/** Who a bearer token speaks for, where and how far; null for one unknown, removed or past its last day. */
export async function findApiToken(db: Db, token: string, today: DateOnly): Promise<AuthState | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      organizationId: apiTokens.organizationId,
      scope: apiTokens.scope,
      lastUsedDate: apiTokens.lastUsedDate,
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      twoFactor: sql<boolean>`${users.totpEnabledAt} is not null`,
      service: sql<boolean>`${serviceAccounts.id} is not null`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(serviceAccounts, eq(serviceAccounts.userId, users.id))
    .where(and(eq(apiTokens.tokenHash, tokenHash), gte(apiTokens.expiresOn, today)));
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedDate || now - row.lastUsedDate.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(apiTokens)
      .set({ lastUsedDate: new Date(now) })
      .where(eq(apiTokens.id, row.tokenId));
  }
  return {
    tokenHash,
    xsrfToken: "",
    // A token never carries the person's system permissions: it reaches an organization's records only.
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      language: row.language,
      systemPermissions: [],
      // A service account has no person to ask for a code: the manager who made its token had to pass.
      twoFactor: row.twoFactor || row.service,
    },
    token: { id: row.tokenId, organizationId: row.organizationId, scope: row.scope, service: row.service },
  };
}
