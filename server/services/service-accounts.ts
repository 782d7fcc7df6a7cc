import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { apiTokens, serviceAccounts, users } from "../db/schema";
import { MAX_SERVICE_ACCOUNTS, type ApiTokenScope } from "../domain/api-tokens";
import { scopeIncludes } from "../domain/permissions";
import type { DateOnly } from "../domain/wire-casing";
import { checkTokenExpiry, createApiToken, revokeApiToken } from "./api-tokens";
import { RecordNotFoundError, RefusedError } from "./errors";

export type ServiceAccountInput = { name: string; scope: ApiTokenScope };
export type ServiceTokenInput = { name: string; scope: ApiTokenScope; expiresOn: DateOnly };

// No password matches it (passwords.ts reads only scrypt hashes): a service account never logs in.
const NO_PASSWORD = "!";

const creators = alias(users, "creators");

/** The organization's service accounts by name, each with its tokens, the newest first. */
export async function listServiceAccounts(db: Db, organizationId: number) {
  const accounts = await db
    .select({
      id: serviceAccounts.id,
      userId: serviceAccounts.userId,
      name: serviceAccounts.name,
      scope: serviceAccounts.scope,
      createdDate: serviceAccounts.createdDate,
      createdBy: sql<{ id: number; name: string } | null>`case when ${creators.id} is null then null
        else json_build_object('id', ${creators.id}, 'name', ${creators.name}) end`,
    })
    .from(serviceAccounts)
    .leftJoin(creators, eq(creators.id, serviceAccounts.createdBy))
    .where(eq(serviceAccounts.organizationId, organizationId))
    .orderBy(sql`lower(${serviceAccounts.name})`, asc(serviceAccounts.id));
  const tokens = accounts.length
    ? await db
        .select({
          id: apiTokens.id,
          userId: apiTokens.userId,
          name: apiTokens.name,
          scope: apiTokens.scope,
          expiresOn: apiTokens.expiresOn,
          createdDate: apiTokens.createdDate,
          lastUsedDate: apiTokens.lastUsedDate,
        })
        .from(apiTokens)
        .where(
          inArray(
            apiTokens.userId,
            accounts.map((account) => account.userId),
          ),
        )
        .orderBy(sql`${apiTokens.createdDate} desc`, asc(apiTokens.id))
    : [];
  return accounts.map(({ userId, ...account }) => ({
    ...account,
    tokens: tokens.filter((token) => token.userId === userId).map(({ userId: _owner, ...token }) => token),
  }));
}

/** A new service account: an identity of its own, named for the system it stands for. */
export async function createServiceAccount(
  db: Db,
  actorId: number,
  organizationId: number,
  input: ServiceAccountInput,
) {
  return db.transaction(async (tx) => {
    // One organization's accounts are made one at a time, so the count and the name below hold.
    await tx.execute(sql`select id from organizations where id = ${organizationId} for update`);
    const [{ held }] = (await tx
      .select({ held: count() })
      .from(serviceAccounts)
      .where(eq(serviceAccounts.organizationId, organizationId))) as [{ held: number }];
    const [named] = await tx
      .select({ id: serviceAccounts.id })
      .from(serviceAccounts)
      .where(
        and(
          eq(serviceAccounts.organizationId, organizationId),
          sql`lower(${serviceAccounts.name}) = lower(${input.name})`,
        ),
      );
    if (named) {
      throw new RefusedError([
        { path: "name", code: "service_account_name_taken", message: "The organization has one of this name" },
      ]);
    }
    if (held >= MAX_SERVICE_ACCOUNTS) {
      throw new RefusedError([
        {
          path: "name",
          code: "too_many_service_accounts",
          message: `At most ${MAX_SERVICE_ACCOUNTS} service accounts; remove one first`,
        },
      ]);
    }
    const [identity] = await tx
      .insert(users)
      .values({ email: `${randomUUID()}@service-account.invalid`, name: input.name, passwordHash: NO_PASSWORD })
      .returning({ id: users.id });
    const [row] = await tx
      .insert(serviceAccounts)
      .values({ ...input, organizationId, userId: identity!.id, createdBy: actorId })
      .returning({ id: serviceAccounts.id });
    return row!;
  });
}

async function accountOf(db: Db, organizationId: number, id: number) {
  const [account] = await db
    .select()
    .from(serviceAccounts)
    .where(and(eq(serviceAccounts.id, id), eq(serviceAccounts.organizationId, organizationId)));
  if (!account) throw new RecordNotFoundError();
  return account;
}

/**
 * Removes a service account with its tokens, which stop at once. Its identity stays, without a way in:
 * the audit trail still names what it did.
 */
export async function removeServiceAccount(db: Db, organizationId: number, id: number) {
  await db.transaction(async (tx) => {
    const account = await accountOf(tx, organizationId, id);
    await tx.delete(apiTokens).where(eq(apiTokens.userId, account.userId));
    await tx.delete(serviceAccounts).where(eq(serviceAccounts.id, account.id));
  });
}

/** A token of the service account, for its organization and those below, no wider than the account. */
export async function createServiceToken(db: Db, organizationId: number, id: number, input: ServiceTokenInput) {
  const account = await accountOf(db, organizationId, id);
  if (!scopeIncludes(account.scope, input.scope)) {
    throw new RefusedError([
      { path: "scope", code: "token_scope_above_account", message: "Wider than the service account's scope" },
    ]);
  }
  checkTokenExpiry(input.expiresOn);
  return createApiToken(db, account.userId, { ...input, organizationId });
}

export async function revokeServiceToken(db: Db, organizationId: number, id: number, tokenId: number) {
  const account = await accountOf(db, organizationId, id);
  await revokeApiToken(db, account.userId, tokenId);
}
