import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, organizations, ssoConnections, users } from "../db/schema";
import { deriveKey, seal, unseal } from "../domain/cipher";
import { acceptableIssuer, type SsoDefaultScope } from "../domain/single-sign-on";
import { audit } from "./audit";
import { RecordNotFoundError, RefusedError, StaleRecordError } from "./errors";
import { normalizeEmail } from "./users";
import { updateVersioned } from "./versioned";

/** A user made by single sign-on has no password: `verifyPassword` reads only scrypt hashes. */
const NO_PASSWORD = "!";
const secretKey = (appSecret: string) => deriveKey(appSecret, "sso-client-secret");

type Connection = typeof ssoConnections.$inferSelect;

export type SsoConnectionInput = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  enabled: boolean;
  createUsers: boolean;
  defaultScope: SsoDefaultScope;
  passwordLoginDisabled: boolean;
  lastModifiedDate?: string;
};

const answer = (row: Connection) => ({
  issuer: row.issuer,
  clientId: row.clientId,
  enabled: row.enabled,
  createUsers: row.createUsers,
  defaultScope: row.defaultScope,
  passwordLoginDisabled: row.passwordLoginDisabled,
  createdDate: row.createdDate,
  lastModifiedDate: row.lastModifiedDate,
});

export async function getSsoConnection(db: Db, organizationId: number) {
  const [row] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  return row ? answer(row) : null;
}

/** Sets a company's connection; the secret is needed to make one and kept when absent after. */
export async function putSsoConnection(
  db: Db,
  appSecret: string,
  actorId: number,
  organizationId: number,
  input: SsoConnectionInput,
) {
  const [organization] = await db
    .select({ type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new RecordNotFoundError();
  if (organization.type !== "COMPANY") {
    throw new RefusedError([{ path: "issuer", code: "sso_company_only", message: "Only a company signs on" }]);
  }
  const issuer = acceptableIssuer(input.issuer);
  if (!issuer) {
    throw new RefusedError([
      { path: "issuer", code: "sso_issuer_https", message: "The issuer must be an https address" },
    ]);
  }
  const values = {
    issuer,
    clientId: input.clientId,
    enabled: input.enabled,
    createUsers: input.createUsers,
    defaultScope: input.defaultScope,
    passwordLoginDisabled: input.passwordLoginDisabled,
    ...(input.clientSecret ? { clientSecretSealed: seal(input.clientSecret, secretKey(appSecret)) } : {}),
  };
  const [existing] = await db.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  let row: Connection;
  if (existing) {
    if (!input.lastModifiedDate) throw new StaleRecordError();
    row = await updateVersioned(
      db,
      ssoConnections,
      eq(ssoConnections.organizationId, organizationId),
      input.lastModifiedDate,
      values,
    );
  } else {
    if (!values.clientSecretSealed) {
      throw new RefusedError([
        { path: "client_secret", code: "sso_secret_required", message: "The client secret is needed" },
      ]);
    }
    const [made] = await db
      .insert(ssoConnections)
      .values({ ...values, clientSecretSealed: values.clientSecretSealed, organizationId })
      .onConflictDoNothing()
      .returning();
    if (!made) throw new StaleRecordError();
    row = made;
  }
  await audit(db, {
    userId: actorId,
    action: existing ? "update" : "create",
    entity: "sso_connection",
    entityId: row.id,
  });
  return answer(row);
}

export async function removeSsoConnection(db: Db, actorId: number, organizationId: number) {
  const [gone] = await db
    .delete(ssoConnections)
    .where(eq(ssoConnections.organizationId, organizationId))
    .returning({ id: ssoConnections.id });
  if (!gone) throw new RecordNotFoundError();
  await audit(db, { userId: actorId, action: "delete", entity: "sso_connection", entityId: gone.id });
}

export type UsableConnection = {
  organizationId: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  createUsers: boolean;
  defaultScope: SsoDefaultScope;
};

const usable = (row: Connection, appSecret: string): UsableConnection | null => {
  const clientSecret = unseal(row.clientSecretSealed, secretKey(appSecret));
  if (!clientSecret || !row.enabled) return null;
  return { ...row, clientSecret };
};

/** The enabled connection of an organization's company: its own, or the closest above it. */
export async function connectionForOrganization(db: Db, appSecret: string, organizationId: number) {
  const [row] = await db
    .select({ connection: ssoConnections })
    .from(organizations)
    .innerJoin(ssoConnections, sql`${ssoConnections.organizationId} = any(${organizations.lineage})`)
    .where(and(eq(organizations.id, organizationId), eq(ssoConnections.enabled, true)))
    .orderBy(desc(sql`array_position(${organizations.lineage}, ${ssoConnections.organizationId})`))
    .limit(1);
  return row ? usable(row.connection, appSecret) : null;
}

/** The connection that signs a known person on: the closest one above any of their memberships. */
export async function connectionForEmail(db: Db, appSecret: string, email: string) {
  const [row] = await db
    .select({ connection: ssoConnections })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), isNull(memberships.endedDate)))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(ssoConnections, sql`${ssoConnections.organizationId} = any(${organizations.lineage})`)
    .where(and(eq(sql`lower(${users.email})`, normalizeEmail(email)), eq(ssoConnections.enabled, true)))
    .orderBy(desc(sql`array_position(${organizations.lineage}, ${ssoConnections.organizationId})`))
    .limit(1);
  return row ? usable(row.connection, appSecret) : null;
}

/**
 * The person the provider vouched for: a user with that e-mail and a membership in the connection's
 * organization or below it; else, when the connection makes users, a new one with a membership there
 * at the default scope. Null: not a member (nor made one).
 */
export async function ssoUser(db: Db, connection: UsableConnection, email: string, name: string | null) {
  const account = normalizeEmail(email);
  const [member] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), isNull(memberships.endedDate)))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(eq(sql`lower(${users.email})`, account), sql`${connection.organizationId} = any(${organizations.lineage})`),
    )
    .limit(1);
  if (member) return member.user;
  if (!connection.createUsers) return null;
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, account));
    const user =
      known ??
      (
        await tx
          .insert(users)
          .values({ email: account, name: name?.trim().slice(0, 200) || account, passwordHash: NO_PASSWORD })
          .returning()
      )[0]!;
    // A membership that ended is not revived: a manager removed them on purpose.
    const [made] = await tx
      .insert(memberships)
      .values({ organizationId: connection.organizationId, userId: user.id, scope: connection.defaultScope })
      .onConflictDoNothing()
      .returning({ id: memberships.id });
    if (!made) return null;
    await audit(tx, { userId: user.id, action: "create", entity: "membership", entityId: made.id });
    return user;
  });
}

/**
 * Whether a password may not open this user's account: every membership of theirs sits under a company
 * whose enabled connection turned passwords off. A system maintainer always keeps the password, and so
 * does a person with no membership (nobody's rule reaches them).
 */
export async function passwordLoginDisabled(db: Db, user: { id: number; systemPermissions: string[] }) {
  if (user.systemPermissions.length > 0) return false;
  const rows = await db
    .select({
      membership: memberships.id,
      closed: sql<boolean>`bool_or(${ssoConnections.passwordLoginDisabled} and ${ssoConnections.enabled})`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(ssoConnections, sql`${ssoConnections.organizationId} = any(${organizations.lineage})`)
    .where(and(eq(memberships.userId, user.id), isNull(memberships.endedDate)))
    .groupBy(memberships.id);
  return rows.length > 0 && rows.every((row) => row.closed === true);
}
