import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { competences, memberships, organizations, roleCompetences, users } from "../db/schema";
import type { RequirementStatus } from "../domain/recurrence";
import { cellsOfMembers, type Cell } from "./competence-requirements";
import { memberConditions, type MemberFilter } from "./members";
import { pageWithTotal, totalOfMatches } from "./paging";
import type { OrganizationCircle } from "./organization-directory";

export type MatrixQuery = MemberFilter & { status?: RequirementStatus; page: number; size: number };

/**
 * Members (rows) × competences (columns) with each requirement's status on `today`, a page of members
 * at a time. With a role filter the columns are the role's competences.
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
  const people = db
    .select({
      memberId: memberships.id,
      name: users.name,
      organizationName: organizations.name,
      total: totalOfMatches(),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(memberConditions(circle.visible, query))
    .orderBy(asc(users.name), asc(memberships.id))
    .$dynamic();
  const competenceIds = columns.map((column) => column.id);
  const withCells = async (rows: { memberId: number; name: string; organizationName: string }[]) => {
    const cells = await cellsOfMembers(
      db,
      rows.map((row) => row.memberId),
      competenceIds,
      today,
    );
    const cellsOf = new Map<number, Cell[]>();
    for (const cell of cells) cellsOf.set(cell.membershipId, [...(cellsOf.get(cell.membershipId) ?? []), cell]);
    return rows.map((row) => ({ ...row, cells: cellsOf.get(row.memberId) ?? [] }));
  };
  if (!query.status) {
    const page = await pageWithTotal(people, query.page, query.size);
    return { totalElements: page.total, competences: columns, content: await withCells(page.rows) };
  }
  // Statuses are computed, not stored: with a status filter, every member's decide who is on the page.
  const everyone = (await people).map(({ total: _total, ...row }) => row);
  const matching = (await withCells(everyone)).filter((row) => row.cells.some((cell) => cell.status === query.status));
  const start = query.page * query.size;
  return { totalElements: matching.length, competences: columns, content: matching.slice(start, start + query.size) };
}
