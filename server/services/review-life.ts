import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { minutesInput } from "../api/contracts/management-reviews";
import type { Db } from "../db/client";
import { managementReviews } from "../db/schema";
import { reviewDateRefusals, reviewStatusRefusals, type ReviewStatus } from "../domain/management-reviews";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { RecordNotFoundError, RefusedError } from "./errors";
import { assembleAgenda } from "./review-agenda";
import { updateVersioned } from "./versioned";

export type MinutesInput = Omit<KeysToCamel<z.output<typeof minutesInput>>, "lastModifiedDate">;
/** The organizations below a review's own: what its agenda covers (the directory's circle). */
export type BelowOf = (organizationId: number) => Promise<number[]>;

/** The review, locked, if the organization or one below it keeps it. */
export async function lockedReview(tx: Db, below: number[], id: number) {
  const [review] = await tx
    .select({
      id: managementReviews.id,
      organizationId: managementReviews.organizationId,
      status: managementReviews.status,
      reviewDate: managementReviews.reviewDate,
      nextReviewDate: managementReviews.nextReviewDate,
    })
    .from(managementReviews)
    .where(and(eq(managementReviews.id, id), inArray(managementReviews.organizationId, below)))
    .for("update");
  if (!review) throw new RecordNotFoundError();
  return review;
}

export const closedRefusal = () =>
  new RefusedError([{ path: "status", code: "review_closed", message: "A closed review changes only once reopened" }]);

const where = (id: number) => eq(managementReviews.id, id);

/**
 * The organizations the review covers (its own and those below it), read before its transaction: the
 * directory reads through its own connection, which would wait for the transaction to end.
 */
async function coveredBy(db: Db, below: number[], id: number, belowOf: BelowOf) {
  const [review] = await db
    .select({ organizationId: managementReviews.organizationId })
    .from(managementReviews)
    .where(and(eq(managementReviews.id, id), inArray(managementReviews.organizationId, below)));
  if (!review) throw new RecordNotFoundError();
  return belowOf(review.organizationId);
}

/** The agenda as of the review's date, over the organizations it covers. */
async function agendaOf(
  tx: Db,
  review: { id: number; organizationId: number; reviewDate: DateOnly },
  covered: number[],
) {
  const agenda = await assembleAgenda(tx, {
    reviewId: review.id,
    organizationId: review.organizationId,
    below: covered,
    asOf: review.reviewDate,
  });
  return { agenda, agendaAssembledAt: new Date() };
}

/** Writes the minutes (each section's notes, the decisions, the next date); a closed review is refused. */
export async function writeMinutes(
  db: Db,
  below: number[],
  id: number,
  minutes: MinutesInput,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, below, id);
    if (review.status === "CLOSED") throw closedRefusal();
    const refusals = reviewDateRefusals({ reviewDate: review.reviewDate, nextReviewDate: minutes.nextReviewDate });
    if (refusals.length) throw new RefusedError(refusals);
    await updateVersioned(tx, managementReviews, where(id), lastModifiedDate, minutes);
  });
}

/** Assembles the agenda anew as of the review's date: only while planned, since holding freezes it. */
export async function assembleReviewAgenda(
  db: Db,
  below: number[],
  id: number,
  lastModifiedDate: string,
  belowOf: BelowOf,
) {
  const covered = await coveredBy(db, below, id, belowOf);
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, below, id);
    if (review.status !== "PLANNED") {
      throw new RefusedError([
        { path: "status", code: "agenda_frozen", message: "A held review's agenda is frozen as it was held" },
      ]);
    }
    await updateVersioned(tx, managementReviews, where(id), lastModifiedDate, await agendaOf(tx, review, covered));
  });
}

/**
 * Moves the review a step (`reviewStatusRefusals`). Holding it assembles the agenda as of its date in
 * the same transaction and freezes it: from then on it is the record of what the review looked at.
 */
export async function changeReviewStatus(
  db: Db,
  below: number[],
  id: number,
  change: { status: ReviewStatus; lastModifiedDate: string },
  today: DateOnly,
  belowOf: BelowOf,
) {
  const covered = await coveredBy(db, below, id, belowOf);
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, below, id);
    const refusals = reviewStatusRefusals(review.status, change.status, review.reviewDate, today);
    if (refusals.length) throw new RefusedError(refusals);
    const held = review.status === "PLANNED" ? await agendaOf(tx, review, covered) : {};
    await updateVersioned(tx, managementReviews, where(id), change.lastModifiedDate, {
      status: change.status,
      ...held,
    });
  });
}
