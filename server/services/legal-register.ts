import { and, asc, eq, inArray, isNull, lt, sql, type SQLWrapper } from "drizzle-orm";
import type { REGISTER_SORT_FIELDS } from "../api/schemas/legislation";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { legislationAssociationFiles, legislationAssociations, legislations, memberships, users } from "../db/schema";
import type { z } from "zod";
import type { associationUpdate } from "../api/schemas/legislation";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import type { FileRecord } from "./files";
import { DuplicateError, UnknownReferenceError } from "./errors";
import {
  getLegislation,
  legislationConditions,
  legislationSortColumn,
  listedLegislationColumns,
  topicsOfLegislation,
  type LegislationDetail,
  type LegislationFilter,
  type Sorting,
} from "./legislation";
import { ascOrDesc, sortsOf, pageWithTotal, totalOfMatches } from "./paging";
import { updateVersioned } from "./versioned";
import { followNewest } from "./compliance-evaluations";
import { attachedFiles, type AttachmentLink } from "./attachments";

type AssociationRow = typeof legislationAssociations.$inferSelect;
type Responsible = { id: number; name: string } | null;

async function responsiblesOf(db: Db, rows: AssociationRow[]) {
  const ids = rows.flatMap((row) => (row.responsibleMemberId ? [row.responsibleMemberId] : []));
  if (ids.length === 0) return new Map<number, Responsible>();
  const found = await db
    .select({ id: memberships.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.id, ids));
  return new Map(found.map((member) => [member.id, member]));
}
// The register's own fields; the act's come from legislationSortColumn (REGISTER_SORT_FIELDS names both).
const ASSOCIATION_SORT = {
  next_review_date: legislationAssociations.nextReviewDate,
  last_modified_date: legislationAssociations.lastModifiedDate,
} satisfies Partial<Record<SortField<typeof REGISTER_SORT_FIELDS>, SQLWrapper>>;

/** The organization's legal register, filtered and sorted like the catalogue. */
export async function listAssociations(
  db: Db,
  organizationId: number,
  query: LegislationFilter & {
    reviewDue?: boolean;
    today: string;
    page: number;
    size: number;
    sort: Sorting;
    language: "en" | "da";
  },
) {
  const where = and(
    eq(legislationAssociations.organizationId, organizationId),
    ...legislationConditions(query),
    // The same test as the dashboard's count of reviews due.
    query.reviewDue ? lt(legislationAssociations.nextReviewDate, query.today as DateOnly) : undefined,
  );
  const order = sortsOf(query.sort, (field) =>
    Object.hasOwn(ASSOCIATION_SORT, field)
      ? ASSOCIATION_SORT[field as keyof typeof ASSOCIATION_SORT]
      : legislationSortColumn(field, query.language),
  ).map(ascOrDesc);
  const matches = db
    .select({
      association: legislationAssociations,
      legislation: { ...listedLegislationColumns(), topics: topicsOfLegislation() },
      responsibleId: memberships.id,
      responsibleName: users.name,
      total: totalOfMatches(),
    })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .leftJoin(memberships, eq(memberships.id, legislationAssociations.responsibleMemberId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(
      ...(order.length ? order : [asc(legislationSortColumn("title", query.language)!)]),
      asc(legislationAssociations.id),
    );
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
  return {
    total: page.total,
    rows: page.rows.map(({ association, legislation, responsibleId, responsibleName }) => ({
      ...association,
      legislation,
      responsibleMember:
        responsibleId !== null && responsibleName !== null ? { id: responsibleId, name: responsibleName } : null,
    })),
  };
}

/** Per organization, the register's obligations whose review date has passed (as the register marks them). */
export async function reviewsDueByOrganization(db: Db, organizationIds: number[], today: string) {
  return db
    .select({ organizationId: legislationAssociations.organizationId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(
      and(
        inArray(legislationAssociations.organizationId, organizationIds),
        lt(legislationAssociations.nextReviewDate, today as DateOnly),
      ),
    )
    .groupBy(legislationAssociations.organizationId);
}

/** The territories the register's legislation comes from, by code. */
export async function registerTerritories(db: Db, organizationId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ territory: legislations.territory })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(eq(legislationAssociations.organizationId, organizationId))
    .orderBy(asc(legislations.territory));
  return rows.map((row) => row.territory);
}

export type AssociationDetail = AssociationRow & {
  legislation: LegislationDetail;
  responsibleMember: Responsible;
  files: FileRecord[];
};

export const legislationAssociationFileLink: AttachmentLink = {
  table: legislationAssociationFiles,
  owner: legislationAssociationFiles.associationId,
  file: legislationAssociationFiles.fileId,
  entity: "legislation_association",
};

/** The organization's entry for a legislation (by the legislation's id), or null. */
export async function getAssociation(
  db: Db,
  organizationId: number,
  legislationId: number,
): Promise<AssociationDetail | null> {
  const [row] = await db
    .select()
    .from(legislationAssociations)
    .where(
      and(
        eq(legislationAssociations.organizationId, organizationId),
        eq(legislationAssociations.legislationId, legislationId),
      ),
    );
  if (!row) return null;
  const [legislation, responsibles, attached] = await Promise.all([
    getLegislation(db, legislationId),
    responsiblesOf(db, [row]),
    attachedFiles(db, legislationAssociationFileLink, row.id),
  ]);
  return {
    ...row,
    legislation: legislation!,
    responsibleMember: row.responsibleMemberId ? (responsibles.get(row.responsibleMemberId) ?? null) : null,
    files: attached,
  };
}

/** Adds a catalogue legislation to the organization's register, with nothing recorded yet. */
export async function associate(db: Db, actor: { userId: number }, organizationId: number, legislationId: number) {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: legislations.id })
      .from(legislations)
      .where(eq(legislations.id, legislationId));
    if (!exists) return null;
    const [row] = await tx
      .insert(legislationAssociations)
      .values({ organizationId, legislationId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DuplicateError("The legislation is in the register already");
    return row;
  });
}

export type AssociationInput = Omit<KeysToCamel<z.output<typeof associationUpdate>>, "lastModifiedDate">;

export async function updateAssociation(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  association: { id: number; memberOrganizations: number[] },
  input: AssociationInput,
  lastModifiedDate: string,
) {
  return db.transaction(async (tx) => {
    if (input.responsibleMemberId !== null) {
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(
            eq(memberships.id, input.responsibleMemberId),
            inArray(memberships.organizationId, association.memberOrganizations),
            isNull(memberships.endedDate),
          ),
        );
      if (!member) throw new UnknownReferenceError("responsible_member_id", "Not a member of this organization");
    }
    const row = await updateVersioned(
      tx,
      legislationAssociations,
      eq(legislationAssociations.id, association.id),
      lastModifiedDate,
      input,
    );
    // Another period moves the next evaluation with it.
    await followNewest(tx, association.id, input.evaluationPeriod);
    return row;
  });
}

export async function removeAssociation(
  db: Db,
  actor: { userId: number },
  organizationId: number,
  associationId: number,
) {
  await db.transaction(async (tx) => {
    await tx.delete(legislationAssociations).where(eq(legislationAssociations.id, associationId));
  });
}

/**
 * Sets the next review of many of the register's entries at once (after a yearly review of the legal
 * register, say), all or none: an act that is not in the organization's register refuses the whole.
 */
export async function setReviewDates(
  db: Db,
  organizationId: number,
  legislationIds: number[],
  nextReviewDate: DateOnly,
) {
  const ids = [...new Set(legislationIds)];
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(legislationAssociations)
      .set({ nextReviewDate, lastModifiedDate: sql`now()` })
      .where(
        and(
          eq(legislationAssociations.organizationId, organizationId),
          inArray(legislationAssociations.legislationId, ids),
        ),
      )
      .returning({ id: legislationAssociations.id });
    if (updated.length !== ids.length) {
      throw new UnknownReferenceError("legislation_ids", "Not all of these are in the organization's register");
    }
  });
}
