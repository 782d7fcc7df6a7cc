import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { MEMBER_SORT_FIELDS } from "../api/schemas/members";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { competenceRecords, memberships, organizations, roleAssignments, roles, users } from "../db/schema";
import type { memberUpdate } from "../api/schemas/members";
import type { KeysToCamel } from "../domain/wire-casing";
import { evidenceFiles, requirementsOfMembers } from "./competence-requirements";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import type { OrganizationCircle } from "./organization-directory";
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { checkCompetences } from "./roles";
import { containsPattern } from "./text-search";
import { updateVersioned } from "./versioned";

type Sorting = { field: string; direction: "asc" | "desc" }[];
/** `former`: those removed, instead of the current members. */
export type MemberFilter = { q?: string; departmentId?: number; roleId?: number; former?: boolean };

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  scope: memberships.scope,
  jobTitle: memberships.jobTitle,
  organizationId: memberships.organizationId,
  organizationName: organizations.name,
  endedDate: memberships.endedDate,
  lastModifiedDate: memberships.lastModifiedDate,
};

const SORTABLE = {
  name: users.name,
  email: users.email,
  job_title: memberships.jobTitle,
  organization_name: organizations.name,
  scope: memberships.scope,
} satisfies Record<SortField<typeof MEMBER_SORT_FIELDS>, unknown>;

/** Conditions on memberships (joined with their user and organization) for a filter. */
export function memberConditions(visible: number[], filter: MemberFilter) {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return and(
    inArray(memberships.organizationId, visible),
    filter.former ? isNotNull(memberships.endedDate) : isNull(memberships.endedDate),
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(memberships.jobTitle, pattern))
      : undefined,
    filter.departmentId ? sql`${filter.departmentId} = any(${organizations.lineage})` : undefined,
    filter.roleId
      ? sql`exists (select 1 from ${roleAssignments} where ${roleAssignments.membershipId} = ${memberships.id} and ${roleAssignments.roleId} = ${filter.roleId})`
      : undefined,
  );
}

export async function listMembers(
  db: Db,
  visible: number[],
  query: MemberFilter & { page: number; size: number; sort: Sorting },
) {
  const order = sortsOf(query.sort, SORTABLE).map(ascOrDesc);
  const matches = db
    .select({ ...memberColumns, total: totalOfMatches() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(memberConditions(visible, query))
    .orderBy(...order, asc(users.name), asc(memberships.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

/** A member the circle may see, with their roles and each competence requirement's standing on `today`. */
export async function getMember(db: Db, circle: OrganizationCircle, id: number, today: string) {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.id, id), inArray(memberships.organizationId, circle.visible)));
  if (!row) return null;
  const [held, standings] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name })
      .from(roleAssignments)
      .innerJoin(roles, eq(roles.id, roleAssignments.roleId))
      .where(eq(roleAssignments.membershipId, id))
      .orderBy(asc(roles.name)),
    requirementsOfMembers(db, [id], circle.visible, today),
  ]);
  const evidence = await evidenceFiles(
    db,
    standings.flatMap((standing) => (standing.recordId === null ? [] : [standing.recordId])),
  );
  return {
    ...row,
    roles: held,
    competenceRequirements: standings.map((standing) => ({
      ...standing,
      competence: { id: standing.competenceId, name: standing.competenceName, frequency: standing.frequency },
      files: standing.recordId === null ? [] : (evidence.get(standing.recordId) ?? []),
    })),
  };
}

/** The roles of the ids, each of an organization the circle sees; else the ids are refused. */
export async function checkRoles(db: Db, visible: number[], ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, unique), inArray(roles.organizationId, visible)));
  if (found.length !== unique.length) throw new UnknownReferenceError("role_ids", "Not a role of this organization");
  return unique;
}

async function setRoles(db: Db, membershipId: number, roleIds: number[]) {
  await db.delete(roleAssignments).where(eq(roleAssignments.membershipId, membershipId));
  if (roleIds.length) await db.insert(roleAssignments).values(roleIds.map((roleId) => ({ roleId, membershipId })));
}

/** Makes exactly `competenceIds` the member's direct requirements; records keep their dates either way. */
async function setDirectRequirements(db: Db, membershipId: number, competenceIds: number[]) {
  await db
    .update(competenceRecords)
    .set({ required: false })
    .where(and(eq(competenceRecords.membershipId, membershipId), eq(competenceRecords.required, true)));
  if (competenceIds.length === 0) return;
  await db
    .insert(competenceRecords)
    .values(competenceIds.map((competenceId) => ({ membershipId, competenceId, required: true })))
    .onConflictDoUpdate({
      target: [competenceRecords.membershipId, competenceRecords.competenceId],
      set: { required: true },
    });
}

export type MemberUpdate = KeysToCamel<z.output<typeof memberUpdate>>;

export async function updateMember(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  organizationId: number,
  id: number,
  { roleIds, competenceIds, lastModifiedDate, ...fields }: MemberUpdate,
) {
  await db.transaction(async (tx) => {
    await updateVersioned(
      tx,
      memberships,
      and(eq(memberships.id, id), inArray(memberships.organizationId, circle.below), isNull(memberships.endedDate))!,
      lastModifiedDate,
      fields,
    );
    await setRoles(tx, id, await checkRoles(tx, circle.visible, roleIds));
    await setDirectRequirements(tx, id, await checkCompetences(tx, circle.visible, competenceIds));
  });
}

/**
 * Ends a membership below the organization: the member loses access at once, and keeps their records,
 * roles and acquisitions as history. Ending it again changes nothing; one cannot end one's own.
 */
export async function removeMember(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  organizationId: number,
  id: number,
) {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: memberships.userId, endedDate: memberships.endedDate })
      .from(memberships)
      .where(and(eq(memberships.id, id), inArray(memberships.organizationId, circle.below)))
      .for("update");
    if (!member) throw new RecordNotFoundError();
    if (member.userId === actor.userId) throw new UnknownReferenceError("id", "One cannot remove oneself");
    if (member.endedDate) return;
    await tx
      .update(memberships)
      .set({
        endedDate: sql`now()`,
        lastModifiedDate: sql`greatest(now(), ${memberships.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(eq(memberships.id, id));
  });
}
