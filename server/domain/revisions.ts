import { addPeriod } from "./recurrence";

export type RevisionNumber = { major: number; minor: number };
export type ChangeSize = "MAJOR" | "MINOR";

/** The first revision is 1.0; a major change starts the next major number at .0, a minor one adds to it. */
export function nextRevisionNumber(latest: RevisionNumber | null, change: ChangeSize): RevisionNumber {
  if (!latest) return { major: 1, minor: 0 };
  return change === "MAJOR" ? { major: latest.major + 1, minor: 0 } : { major: latest.major, minor: latest.minor + 1 };
}

export const revisionLabel = ({ major, minor }: RevisionNumber) => `${major}.${minor}`;

/** A review on `reviewedOn` that changed nothing puts the next one a period later. */
export const nextReviewAfter = (reviewedOn: string, period: string) => addPeriod(reviewedOn, period);

/**
 * A published revision was approved: without a next review, it falls a period after the publishing
 * day; one someone set stays theirs to move (a review moves it too).
 */
export const reviewAfterPublishing = (current: string | null, publishedOn: string, period: string) =>
  current ?? nextReviewAfter(publishedOn, period);

/** A review is overdue from the day after its date. */
export const isReviewOverdue = (nextReviewDate: string | null, today: string) =>
  nextReviewDate !== null && nextReviewDate < today;
