import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { competences, memberships, roleAssignments, roleCompetences, roles, users } from "../db/schema";
import type { roleInput } from "../api/schemas/organizations";
import type { KeysToCamel } from "../domain/wire-casing";
import { DuplicateError, UnknownReferenceError } from "./errors";
import type { OrganizationCircle } from "./organization-directory";
import { updateVersioned } from "./versioned";

export type RoleInput = KeysToCamel<z.output<typeof roleInput>>;

/** The roles the circle may see, each with its holders and the competences it requires. */
export async function listRoles(db: Db, circle: Pick<OrganizationCircle, "visible">, id?: number) {
  const roleRows = await db
    .select()
    .from(roles)
    .where(and(inArray(roles.organizationId, circle.visible), id === undefined ? undefined : eq(roles.id, id)))
    .orderBy(asc(roles.name), asc(roles.id));
  if (roleRows.length === 0) return [];
  const ids = roleRows.map((role) => role.id);
  const [assigned, required] = await Promise.all([
    db
      .select({ roleId: roleAssignments.roleId, id: memberships.id, name: users.name })
      .from(roleAssignments)
      .innerJoin(memberships, eq(memberships.id, roleAssignments.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inArray(roleAssignments.roleId, ids),
          inArray(memberships.organizationId, circle.visible),
          isNull(memberships.endedDate),
        ),
      )
      .orderBy(asc(users.name)),
    db
      .select({ roleId: roleCompetences.roleId, id: competences.id, name: competences.name })
      .from(roleCompetences)
      .innerJoin(competences, eq(competences.id, roleCompetences.competenceId))
      .where(inArray(roleCompetences.roleId, ids))
      .orderBy(asc(competences.name)),
  ]);
  return roleRows.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    assignedMembers: assigned.filter((a) => a.roleId === role.id).map(({ id, name }) => ({ id, name })),
    competences: required.filter((c) => c.roleId === role.id).map(({ id, name }) => ({ id, name })),
    lastModifiedDate: role.lastModifiedDate,
  }));
}

export async function roleNames(db: Db, circle: Pick<OrganizationCircle, "visible">) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.organizationId, circle.visible))
    .orderBy(asc(roles.name), asc(roles.id));
}

export async function getRole(db: Db, circle: Pick<OrganizationCircle, "visible">, id: number) {
  return (await listRoles(db, circle, id))[0] ?? null;
}

/** Checks every id names a competence the circle may see; answers them without repeats. */
export async function checkCompetences(db: Db, visible: number[], ids: number[], field = "competence_ids") {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: competences.id })
    .from(competences)
    .where(and(inArray(competences.id, unique), inArray(competences.organizationId, visible)));
  if (found.length !== unique.length) throw new UnknownReferenceError(field, "Not a competence of this organization");
  return unique;
}

async function setCompetences(db: Db, roleId: number, competenceIds: number[]) {
  await db.delete(roleCompetences).where(eq(roleCompetences.roleId, roleId));
  if (competenceIds.length) {
    await db.insert(roleCompetences).values(competenceIds.map((competenceId) => ({ roleId, competenceId })));
  }
}

async function checkName(db: Db, organizationId: number, name: string, except?: number) {
  const same = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), sql`lower(${roles.name}) = lower(${name})`));
  if (same.some((row) => row.id !== except)) throw new DuplicateError("A role with this name exists already");
}

export async function createRole(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  organizationId: number,
  { competenceIds, ...input }: RoleInput,
) {
  return db.transaction(async (tx) => {
    const required = await checkCompetences(tx, circle.visible, competenceIds);
    await checkName(tx, organizationId, input.name);
    const [row] = await tx
      .insert(roles)
      .values({ ...input, organizationId })
      .returning({ id: roles.id });
    await setCompetences(tx, row!.id, required);
    return row!.id;
  });
}

export async function updateRole(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  organizationId: number,
  id: number,
  { competenceIds, ...input }: RoleInput,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    const row = await updateVersioned(
      tx,
      roles,
      and(eq(roles.id, id), inArray(roles.organizationId, circle.below))!,
      lastModifiedDate,
      input,
    );
    await checkName(tx, row.organizationId, input.name, id);
    await setCompetences(tx, id, await checkCompetences(tx, circle.visible, competenceIds));
  });
}
