import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { REVIEW_SORT_FIELDS, reviewInput } from "../api/contracts/management-reviews";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import {
  managementReviewFiles,
  managementReviewParticipants,
  managementReviews,
  memberships,
  organizations,
  users,
} from "../db/schema";
import { reviewDateRefusals, type ReviewStatus } from "../domain/management-reviews";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { attachedFiles, type AttachmentLink } from "./attachments";
import { RefusedError } from "./errors";
import { recordLinks } from "./record-links";
import { pageAndCount, sortsOf, type Sorting } from "./paging";
import { checkResponsibleMember } from "./responsible-member";
import { closedRefusal, lockedReview } from "./review-life";
import { containsPattern } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type ReviewInput = KeysToCamel<z.output<typeof reviewInput>>;
/** Where a review may stand (the organization and those below it), and whose members may take part (those it sees). */
export type ReviewScope = { organizationId: number; below: number[]; visible: number[] };
export type ReviewFilter = { q?: string; status?: ReviewStatus };

const organization = alias(organizations, "organization");
const chairMembership = alias(memberships, "chair_membership");
const chair = alias(users, "chair");
// A subquery names its outer table explicitly (drizzle renders a lone column without it).
const actionCount = sql<number>`(select count(*)::int from actions a where a.review_id = ${managementReviews}.id)`;

const SORTABLE = {
  review_date: sql`${managementReviews.reviewDate}`,
  title: sql`lower(${managementReviews.title})`,
  status: sql`array_position(array['PLANNED','HELD','CLOSED'], ${managementReviews.status})`,
  organization: sql`lower(${organization.name})`,
} satisfies Record<SortField<typeof REVIEW_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: ReviewFilter) {
  const found: SQL[] = [inArray(managementReviews.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const searched = [managementReviews.title, managementReviews.externalParticipants, managementReviews.decisions];
    found.push(or(...searched.map((column) => ilike(column, pattern)))!);
  }
  if (filter.status) found.push(eq(managementReviews.status, filter.status));
  return found;
}

// The agenda is left out of the list: it is read on the review's own page.
const { agenda: _agenda, ...listed } = getTableColumns(managementReviews);

function selectSummaries(db: Db) {
  return db
    .select({ ...listed, organizationName: organization.name, chairName: chair.name, actionCount })
    .from(managementReviews)
    .innerJoin(organization, eq(organization.id, managementReviews.organizationId))
    .leftJoin(chairMembership, eq(chairMembership.id, managementReviews.chairId))
    .leftJoin(chair, eq(chair.id, chairMembership.userId));
}

/** The participants of each review given besides its chair, by name. */
async function participantsOf(db: Db, reviewIds: number[]) {
  const byReview = new Map<number, { id: number; name: string }[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: managementReviewParticipants.reviewId, id: memberships.id, name: users.name })
    .from(managementReviewParticipants)
    .innerJoin(memberships, eq(memberships.id, managementReviewParticipants.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(managementReviewParticipants.reviewId, reviewIds))
    .orderBy(asc(sql`lower(${users.name})`));
  for (const { reviewId, ...member } of rows) byReview.set(reviewId, [...(byReview.get(reviewId) ?? []), member]);
  return byReview;
}

type Row = Omit<typeof managementReviews.$inferSelect, "agenda"> & {
  organizationName: string;
  chairName: string | null;
  actionCount: number;
};

const summaryOf =
  (participants: Map<number, { id: number; name: string }[]>) =>
  ({ organizationName, chairName, ...row }: Row) => ({
    ...row,
    organization: { id: row.organizationId, name: organizationName },
    chair: row.chairId === null ? null : { id: row.chairId, name: chairName ?? "" },
    participants: participants.get(row.id) ?? [],
  });

/** A page of the reviews of the organizations given (the active one and those below it) and their total. */
export async function listReviews(
  db: Db,
  organizationIds: number[],
  query: ReviewFilter & { page: number; size: number; sort: Sorting },
) {
  const order = sortsOf(query.sort, SORTABLE).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const where = and(...conditions(organizationIds, query));
  const matches = selectSummaries(db)
    .where(where)
    .orderBy(...order, desc(managementReviews.reviewDate), asc(managementReviews.id));
  // The page and the count apart: a count beside each row makes the database sort every match, where
  // alone the page is a walk of an index on its order (a holding of 50,000 reviews).
  const counting = db.select({ total: count() }).from(managementReviews).where(where);
  const page = await pageAndCount(matches.$dynamic(), counting, query.page, query.size);
  const participants = await participantsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { total: page.total, rows: page.rows.map(summaryOf(participants)) };
}

/** The review with its participants, its frozen agenda, its minutes and the actions it decided. */
export const reviewFileLink: AttachmentLink = {
  table: managementReviewFiles,
  owner: managementReviewFiles.reviewId,
  file: managementReviewFiles.fileId,
  entity: "management_review",
};

export async function getReview(db: Db, organizationIds: number[], id: number, today: DateOnly) {
  const [row] = await selectSummaries(db).where(
    and(eq(managementReviews.id, id), inArray(managementReviews.organizationId, organizationIds)),
  );
  if (!row) return undefined;
  const [{ agenda } = { agenda: null }] = await db
    .select({ agenda: managementReviews.agenda })
    .from(managementReviews)
    .where(eq(managementReviews.id, id));
  return {
    ...summaryOf(await participantsOf(db, [id]))(row),
    agenda,
    actions: await actionsOf(db, { reviewId: id }, today),
    files: await attachedFiles(db, reviewFileLink, id),
  };
}

/** The chair and participants checked: present members of an organization the active one sees. */
async function checkPeople(tx: Db, scope: ReviewScope, input: ReviewInput) {
  await checkResponsibleMember(tx, scope.visible, input.chairId, "chair_id");
  const participantIds = [...new Set(input.participantIds)].filter((member) => member !== input.chairId);
  for (const member of participantIds) await checkResponsibleMember(tx, scope.visible, member, "participant_ids");
  return participantIds;
}

const participantLinks = recordLinks(managementReviewParticipants, "reviewId", "membershipId");

/** Plans a review: its id, and whether it is new. The same review sent twice answers the first one. */
export async function createReview(db: Db, scope: ReviewScope, review: ReviewInput) {
  const { participantIds: _participants, ...input } = review;
  return db.transaction(async (tx) => {
    const participantIds = await checkPeople(tx, scope, review);
    await queueCreates(tx, "management_reviews", scope.organizationId);
    const [twin] = await tx
      .select({ id: managementReviews.id })
      .from(managementReviews)
      .where(and(eq(managementReviews.organizationId, scope.organizationId), ...sameValues(managementReviews, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(managementReviews)
      .values({ ...input, organizationId: scope.organizationId })
      .returning({ id: managementReviews.id });
    await participantLinks.replace(tx, row!.id, participantIds);
    return { id: row!.id, created: true };
  });
}

/** Changes the title, chair and participants, and while planned the date; a closed review is refused. */
export async function updateReview(
  db: Db,
  scope: ReviewScope,
  id: number,
  review: ReviewInput,
  lastModifiedDate: string,
) {
  const { participantIds: _participants, ...input } = review;
  await db.transaction(async (tx) => {
    const current = await lockedReview(tx, scope.below, id);
    if (current.status === "CLOSED") throw closedRefusal();
    if (current.status !== "PLANNED" && current.reviewDate !== input.reviewDate) {
      throw new RefusedError([
        { path: "review_date", code: "review_date_held", message: "A held review keeps the date it was held on" },
      ]);
    }
    const refusals = reviewDateRefusals({ ...input, nextReviewDate: current.nextReviewDate });
    if (refusals.length) throw new RefusedError(refusals);
    const participantIds = await checkPeople(tx, scope, review);
    const where = and(eq(managementReviews.id, id), inArray(managementReviews.organizationId, scope.below))!;
    await updateVersioned(tx, managementReviews, where, lastModifiedDate, input);
    await participantLinks.replace(tx, id, participantIds);
  });
}
