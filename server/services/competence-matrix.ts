import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { competences, memberships, organizations, roleCompetences, users } from "../db/schema";
import type { RequirementStatus } from "../domain/recurrence";
import { requirementsOfMembers } from "./competence-requirements";
import { memberConditions, type MemberFilter } from "./members";
import type { OrganizationCircle } from "./organization-directory";

export type MatrixQuery = MemberFilter & { status?: RequirementStatus; page: number; size: number };

/**
 * Members (rows) × competences (columns) with each requirement's status on `today`. Statuses are
 * computed, not stored, so the status filter runs here: over every matching member, then paged.
 * With a role filter the columns are the role's competences.
 */
export async function competenceMatrix(db: Db, circle: OrganizationCircle, query: MatrixQuery, today: string) {
  const columns = await db
    .select({ id: competences.id, name: competences.name, frequency: competences.frequency })
    .from(competences)
    .where(
      and(
        inArray(competences.organizationId, circle.visible),
        query.roleId
          ? inArray(
              competences.id,
              db
                .select({ id: roleCompetences.competenceId })
                .from(roleCompetences)
                .where(eq(roleCompetences.roleId, query.roleId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(competences.name), asc(competences.id));
  const people = await db
    .select({ memberId: memberships.id, name: users.name, organizationName: organizations.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(memberConditions(circle.visible, query))
    .orderBy(asc(users.name), asc(memberships.id));
  const shown = new Set(columns.map((column) => column.id));
  const standings = await requirementsOfMembers(
    db,
    people.map((person) => person.memberId),
    circle.visible,
    today,
  );
  const cellsOf = new Map<number, { competenceId: number; status: RequirementStatus; nextDueDate: string | null }[]>();
  for (const standing of standings) {
    if (!shown.has(standing.competenceId)) continue;
    const cells = cellsOf.get(standing.membershipId) ?? [];
    cells.push({ competenceId: standing.competenceId, status: standing.status, nextDueDate: standing.nextDueDate });
    cellsOf.set(standing.membershipId, cells);
  }
  const rows = people
    .map((person) => ({ ...person, cells: cellsOf.get(person.memberId) ?? [] }))
    .filter((row) => !query.status || row.cells.some((cell) => cell.status === query.status));
  const start = query.page * query.size;
  return { totalElements: rows.length, competences: columns, content: rows.slice(start, start + query.size) };
}
