import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { areas, memberships, roleAssignments, roles, users } from "../db/schema";

export async function listRoles(db: Db, organizationId: number) {
  const roleRows = await db
    .select()
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(roles.name));
  if (roleRows.length === 0) return [];
  const assigned = await db
    .select({ roleId: roleAssignments.roleId, id: memberships.id, name: users.name })
    .from(roleAssignments)
    .innerJoin(memberships, eq(memberships.id, roleAssignments.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      inArray(
        roleAssignments.roleId,
        roleRows.map((role) => role.id),
      ),
    )
    .orderBy(asc(users.name));
  return roleRows.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    assignedMembers: assigned.filter((a) => a.roleId === role.id).map(({ id, name }) => ({ id, name })),
    competences: [] as { id: number; name: string }[],
    lastModifiedDate: role.lastModifiedDate,
  }));
}

export async function listAreas(db: Db, organizationId: number) {
  return db
    .select({
      id: areas.id,
      name: areas.name,
      description: areas.description,
      lastModifiedDate: areas.lastModifiedDate,
    })
    .from(areas)
    .where(eq(areas.organizationId, organizationId))
    .orderBy(asc(areas.name));
}
