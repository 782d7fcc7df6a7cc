import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { memberInvite } from "../api/schemas/members";
import { queryRows, type Db } from "../db/client";
import { memberships, roleAssignments, users } from "../db/schema";
import type { KeysToCamel } from "../domain/wire-casing";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import { checkRoles } from "./members";
import type { OrganizationCircle } from "./organization-directory";
import { hashPassword } from "./passwords";
import { newToken } from "./tokens";

export type MemberInvite = KeysToCamel<z.output<typeof memberInvite>>;

/** A person to make a member of `organizationId`, with roles already checked. */
export type NewMember = Omit<MemberInvite, "organizationId"> & { organizationId: number };

/**
 * A password hash no password matches: a new user chooses theirs through the reset link. A scrypt
 * hash takes about a tenth of a second, so an import makes one for all its people (decision 043).
 */
export const unusablePasswordHash = () => hashPassword(newToken());

// A thousand people a statement keeps each within PostgreSQL's limit of parameters.
const BATCH = 1000;

/**
 * Makes each person a member of their organization: their user first unless their e-mail (in any case)
 * has one, with `passwordHash`; a former member is a member again with the access and roles given now;
 * a present member is left as they are. Answers each person's membership in their order, and whether
 * it was made (or renewed). The invitation adds one person this way, an import many: the same writes,
 * so the same trail and search entries (their triggers).
 */
export async function addMembers(tx: Db, people: NewMember[], passwordHash: string) {
  const added: { id: number; created: boolean }[] = [];
  for (let start = 0; start < people.length; start += BATCH) {
    added.push(...(await addBatch(tx, people.slice(start, start + BATCH), passwordHash)));
  }
  return added;
}

async function addBatch(tx: Db, people: NewMember[], passwordHash: string) {
  await tx
    .insert(users)
    .values(people.map(({ email, name }) => ({ email, name, passwordHash })))
    .onConflictDoNothing();
  // Matched in the database, as its unique index compares e-mail addresses: lower() on both sides.
  const found = await queryRows<{ id: number; email: string }>(
    tx,
    sql`select u.id, e.email from unnest(${sql.param(people.map((person) => person.email))}::text[]) as e(email)
        join ${users} u on lower(u.email) = lower(e.email)`,
  );
  const userOf = new Map(found.map((user) => [user.email, user.id]));
  const rows = people.map(({ email, organizationId, jobTitle, scope }) => {
    const userId = userOf.get(email);
    if (userId === undefined) throw new RecordNotFoundError();
    return { organizationId, userId, jobTitle, scope };
  });
  const made = await tx
    .insert(memberships)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: memberships.id, organizationId: memberships.organizationId, userId: memberships.userId });
  const key = (row: { organizationId: number; userId: number }) => `${row.organizationId}|${row.userId}`;
  const membership = new Map(made.map((row) => [key(row), { id: row.id, created: true }]));
  const earlier = rows.filter((row) => !membership.has(key(row)));
  const existing = earlier.length
    ? await tx
        .select({
          id: memberships.id,
          organizationId: memberships.organizationId,
          userId: memberships.userId,
          endedDate: memberships.endedDate,
        })
        .from(memberships)
        .where(
          and(
            inArray(memberships.userId, [...new Set(earlier.map((row) => row.userId))]),
            inArray(memberships.organizationId, [...new Set(earlier.map((row) => row.organizationId))]),
          ),
        )
    : [];
  const existingOf = new Map(existing.map((entry) => [key(entry), entry]));
  const renewed = new Set<number>();
  for (const row of earlier) {
    const found = existingOf.get(key(row))!;
    membership.set(key(row), { id: found.id, created: found.endedDate !== null });
    if (found.endedDate === null) continue;
    // A former member added again is a member again, with the access and roles given now.
    await tx
      .update(memberships)
      .set({ jobTitle: row.jobTitle, scope: row.scope, endedDate: null, lastModifiedDate: sql`now()` })
      .where(eq(memberships.id, found.id));
    renewed.add(found.id);
  }
  if (renewed.size) await tx.delete(roleAssignments).where(inArray(roleAssignments.membershipId, [...renewed]));
  const assigned = people.flatMap((person, index) => {
    const { id, created } = membership.get(key(rows[index]!))!;
    return created ? person.roleIds.map((roleId) => ({ roleId, membershipId: id })) : [];
  });
  for (let start = 0; start < assigned.length; start += BATCH * 10) {
    await tx.insert(roleAssignments).values(assigned.slice(start, start + BATCH * 10));
  }
  return rows.map((row) => membership.get(key(row))!);
}

/**
 * Invites one person to `organizationId` (of the circle's subtree): their user is made unless the
 * e-mail has one, and their membership. Answers the membership and whether it is new: inviting a
 * member again changes nothing.
 */
export async function inviteMember(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  { roleIds, organizationId, ...person }: MemberInvite & { organizationId: number },
) {
  if (!circle.below.includes(organizationId)) {
    throw new UnknownReferenceError("organization_id", "Not this organization or one below it");
  }
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const required = await checkRoles(tx, circle.visible, roleIds);
    const [added] = await addMembers(tx, [{ ...person, organizationId, roleIds: required }], passwordHash);
    return { ...added!, userEmail: person.email };
  });
}
