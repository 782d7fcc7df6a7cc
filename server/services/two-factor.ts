import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../db/client";
import { recoveryCodes, users } from "../db/schema";
import { deriveKey, seal, unseal } from "../domain/cipher";
import { RefusedError } from "./errors";
import { verifyPassword } from "./passwords";
import { hashToken } from "./tokens";

// Two-factor log-in (decision 041): a code from an authenticator app (TOTP, RFC 6238: six digits every
// 30 seconds), or one of ten recovery codes, after the password.

const ISSUER = "Compliance Workbench";
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

const refused = (code: string, message: string, path = "code") => new RefusedError([{ path, code, message }]);
const secretKey = (appSecret: string) => deriveKey(appSecret, "totp-secret");

const totpOf = (base32: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

/** A recovery code as people copy it: `abcd-efgh-jk`, compared without its dashes or case. */
const normalized = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
// No letters or digits that are read as one another (0 and o, 1 and l and i): about 50 bits a code.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const newRecoveryCode = () => {
  const text = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
};

async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/** Whether two-factor log-in is on, and how many recovery codes are left. */
export async function twoFactorState(db: Db, userId: number) {
  const user = await userRow(db, userId);
  const [{ left }] = (await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))) as [{ left: number }];
  return { enabled: user.totpEnabledAt !== null, enabledAt: user.totpEnabledAt, recoveryCodesLeft: left };
}

/** A new secret for the authenticator app, kept sealed until a code from the app confirms it. */
export async function startEnrollment(db: Db, appSecret: string, userId: number) {
  const user = await userRow(db, userId);
  if (user.totpEnabledAt) throw refused("two_factor_already_on", "Two-factor log-in is on already");
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpSecret: seal(secret, secretKey(appSecret)), totpLastStep: null })
    .where(eq(users.id, userId));
  return { secret, uri: totpOf(secret, user.email).toString() };
}

/**
 * The step of a valid code (the one before and after allowed, for a clock a little off), or null;
 * a code of a step already taken is refused, so a code seen over a shoulder cannot be used again.
 */
function stepOf(base32: string, code: string, lastStep: number | null) {
  const delta = totpOf(base32, "").validate({ token: code, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(Date.now() / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

async function replaceRecoveryCodes(tx: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalized(code)) })));
  return codes;
}

/** Turns two-factor log-in on with a code from the app: answers the ten recovery codes, shown this once. */
export async function confirmEnrollment(db: Db, appSecret: string, userId: number, code: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const user = await userRow(tx, userId);
    if (user.totpEnabledAt) throw refused("two_factor_already_on", "Two-factor log-in is on already");
    const secret = user.totpSecret ? unseal(user.totpSecret, secretKey(appSecret)) : null;
    if (!secret) throw refused("two_factor_not_started", "Start again: no secret is waiting for a code");
    const step = stepOf(secret, code.replace(/\s/g, ""), null);
    if (step === null) throw refused("wrong_code", "Not the app's code now");
    await tx.update(users).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(users.id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** Ten new recovery codes in place of the old, with the password. */
export async function renewRecoveryCodes(db: Db, userId: number, password: string) {
  const user = await userRow(db, userId);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw refused("wrong_password", "Wrong password", "password");
  if (!user.totpEnabledAt) throw refused("two_factor_off", "Two-factor log-in is off", "password");
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** Turns two-factor log-in off, with the password. */
export async function disableTwoFactor(db: Db, userId: number, password: string) {
  const user = await userRow(db, userId);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw refused("wrong_password", "Wrong password", "password");
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** Whether the code is the app's code now (not taken before) or an unused recovery code, which it uses up. */
export async function checkSecondFactor(db: Db, appSecret: string, userId: number, code: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const user = await userRow(tx, userId);
    if (!user.totpEnabledAt) return false;
    // Unreadable after the application's secret changed: the recovery codes (hashes) still let the user in.
    const secret = user.totpSecret ? unseal(user.totpSecret, secretKey(appSecret)) : null;
    const digits = code.replace(/\s/g, "");
    if (/^\d{6}$/.test(digits)) {
      if (!secret) return false;
      const step = stepOf(secret, digits, user.totpLastStep);
      if (step === null) return false;
      await tx.update(users).set({ totpLastStep: step }).where(eq(users.id, userId));
      return true;
    }
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashToken(normalized(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  });
}
