import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships, organizations, users } from "../db/schema";

/** Everyone with access to an organization: members of it and of the organizations above it. */
export async function listMembers(db: Db, lineage: number[]) {
  return db
    .select({
      id: memberships.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      scope: memberships.scope,
      jobTitle: memberships.jobTitle,
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      lastModifiedDate: memberships.lastModifiedDate,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(inArray(memberships.organizationId, lineage))
    .orderBy(asc(users.name), asc(memberships.id));
}
