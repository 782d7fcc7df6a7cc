import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, organizations, passwordResetTokens, users } from "../db/schema";
import type { SystemPermission } from "../domain/permissions";
import type { Language } from "../domain/standards";
import { audit } from "./audit";
import { hashPassword } from "./passwords";
import { endSessionsOfUser } from "./sessions";
import { hashToken, newToken } from "./tokens";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
const MAX_RESETS_PER_HOUR = 5;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  return user ?? null;
}

export async function createUser(
  db: Db,
  input: { email: string; name: string; password: string; language?: Language; systemPermissions?: SystemPermission[] },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      name: input.name,
      passwordHash: await hashPassword(input.password),
      language: input.language ?? null,
      systemPermissions: input.systemPermissions ?? [],
    })
    .returning();
  return user!;
}

/**
 * A new account from the command line: a user, optionally managing a new organization of their own,
 * and system maintainer rights only when asked for.
 */
export async function createAccount(
  db: Db,
  input: { email: string; name: string; password: string; organization?: string; maintainer: boolean },
) {
  return db.transaction(async (tx) => {
    const systemPermissions: SystemPermission[] = input.maintainer ? ["MAINTAIN", "MANAGE"] : [];
    const user = await createUser(tx, {
      email: input.email,
      name: input.name,
      password: input.password,
      systemPermissions,
    });
    if (input.organization) {
      const [organization] = await tx
        .insert(organizations)
        .values({ name: input.organization, type: "COMPANY" })
        .returning();
      await tx.insert(memberships).values({ organizationId: organization!.id, userId: user.id, scope: "MANAGE" });
    }
    return user;
  });
}

export async function setLanguage(db: Db, userId: number, language: Language) {
  await db
    .update(users)
    .set({ language, lastModifiedDate: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A single-use reset token valid for an hour, or null when the account is unknown or has asked too
 * often. The caller answers the same either way, so the answer reveals nothing about accounts.
 */
export async function createPasswordResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; userEmail: string; language: "en" | "da" | null } | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const [recent] = await db
    .select({ count: count() })
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, new Date(Date.now() - 3_600_000))),
    );
  if ((recent?.count ?? 0) >= MAX_RESETS_PER_HOUR) return null;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return { token, userEmail: user.email, language: user.language };
}

/**
 * Sets a new password with a reset token and ends every session and every other reset token of the
 * account: the user's id, or null for a bad token.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    // Every other link mailed to the account ends too: one may sit in a mailbox someone else reads.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, lastModifiedDate: sql`now()` })
      .where(eq(users.id, used.userId));
    await endSessionsOfUser(tx, used.userId);
    await audit(tx, { userId: used.userId, action: "password-reset", entity: "user", entityId: used.userId });
    return used.userId;
  });
}
