import { and, asc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { COMPETENCE_SORT_FIELDS } from "../api/schemas/competences";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import type { Db } from "../db/client";
import { competenceFiles, competences, memberships, organizations, users } from "../db/schema";
import type { competenceInput } from "../api/schemas/competences";
import type { OrganizationCircle } from "./organization-directory";
import type { KeysToCamel } from "../domain/wire-casing";
import { evidenceFiles, requirementsOfCompetence } from "./competence-requirements";
import { DuplicateError, isUniqueViolation } from "./errors";
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type CompetenceInput = KeysToCamel<z.output<typeof competenceInput>>;
type Sorting = { field: string; direction: "asc" | "desc" }[];

/** How many members a competence is required of, directly or through a role. */
const requiredOf = () =>
  sql<number>`(select count(*) from (
    select ra.membership_id from role_assignments ra join role_competences rc on rc.role_id = ra.role_id
      where rc.competence_id = ${competences.id}
    union
    select cr.membership_id from competence_records cr where cr.required and cr.competence_id = ${competences.id}
  ) as holders join memberships m on m.id = holders.membership_id and m.ended_date is null)`.mapWith(Number);

const summaryColumns = () => ({
  id: competences.id,
  name: competences.name,
  description: competences.description,
  frequency: competences.frequency,
  organizationId: competences.organizationId,
  organizationName: organizations.name,
  requiredOf: requiredOf(),
  lastModifiedDate: competences.lastModifiedDate,
});

const SORTABLE = {
  name: competences.name,
  frequency: competences.frequency,
  last_modified_date: competences.lastModifiedDate,
} satisfies Record<SortField<typeof COMPETENCE_SORT_FIELDS>, unknown>;

export async function listCompetences(
  db: Db,
  visible: number[],
  query: { q?: string; page: number; size: number; sort: Sorting },
) {
  const order = sortsOf(query.sort, SORTABLE).map(ascOrDesc);
  const matches = db
    .select({ ...summaryColumns(), total: totalOfMatches() })
    .from(competences)
    .innerJoin(organizations, eq(organizations.id, competences.organizationId))
    .where(
      and(
        inArray(competences.organizationId, visible),
        query.q ? ilike(competences.name, containsPattern(query.q)) : undefined,
      ),
    )
    .orderBy(...order, asc(competences.name), asc(competences.id));
  return pageWithTotal(matches.$dynamic(), query.page, query.size);
}

export const competenceFileLink: AttachmentLink = {
  table: competenceFiles,
  owner: competenceFiles.competenceId,
  file: competenceFiles.fileId,
  entity: "competence",
};

/** A competence the circle may see, with every member it is required of and their standing on `today`. */
export async function getCompetence(db: Db, circle: OrganizationCircle, id: number, today: string) {
  const [row] = await db
    .select(summaryColumns())
    .from(competences)
    .innerJoin(organizations, eq(organizations.id, competences.organizationId))
    .where(and(eq(competences.id, id), inArray(competences.organizationId, circle.visible)));
  if (!row) return null;
  const standings = await requirementsOfCompetence(db, id, circle.visible, today);
  const people = standings.length
    ? await db
        .select({ id: memberships.id, name: users.name, organizationName: organizations.name })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
        .where(
          and(
            inArray(
              memberships.id,
              standings.map((s) => s.membershipId),
            ),
            inArray(memberships.organizationId, circle.visible),
            isNull(memberships.endedDate),
          ),
        )
    : [];
  const byId = new Map(people.map((person) => [person.id, person]));
  const attached = await attachedFiles(db, competenceFileLink, id);
  const memberAssignments = standings
    .filter((standing) => byId.has(standing.membershipId))
    .map((standing) => ({ ...standing, memberId: standing.membershipId, ...byId.get(standing.membershipId)! }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ...row, memberAssignments, files: attached };
}

export { evidenceFiles };

async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DuplicateError("A competence with this name exists already");
    }
    throw error;
  }
}

export async function createCompetence(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  input: CompetenceInput,
) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(competences)
        .values({ ...input, organizationId })
        .returning({ id: competences.id });
      return row!.id;
    }),
  );
}

export async function updateCompetence(
  db: Db,
  actor: { userId: number },
  circle: OrganizationCircle,
  organizationId: number,
  id: number,
  input: CompetenceInput,
  lastModifiedDate: string,
) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      await updateVersioned(
        tx,
        competences,
        and(eq(competences.id, id), inArray(competences.organizationId, circle.below))!,
        lastModifiedDate,
        input,
      );
    }),
  );
}
