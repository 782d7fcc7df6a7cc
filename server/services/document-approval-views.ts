import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { controlledDocumentApprovals, memberships, users } from "../db/schema";
import { approvalState, type ApprovalDecision } from "../domain/document-sign-off";
import type { DateOnly } from "../domain/wire-casing";

/** How a document's approvals read (decision 044): the draft's latest submission, and each revision's decisions. */

type ApprovalRow = {
  round: number;
  approverId: number;
  approverName: string;
  decision: ApprovalDecision | null;
  reason: string | null;
  decidedAt: Date | null;
  requestedById: number | null;
  requestedByName: string | null;
  requestedAt: Date;
  approveBy: DateOnly | null;
  approverUserId: number;
  revisionId: number | null;
};

/** Approval rows of a document: those of the draft in the works (no revision yet), or of the revisions named. */
async function approvalRows(db: Db, documentId: number, revisionIds?: number[]) {
  const requester = sql`(select name from users where id = ${controlledDocumentApprovals.requestedById})`;
  return db
    .select({
      round: controlledDocumentApprovals.round,
      approverId: controlledDocumentApprovals.approverId,
      approverName: users.name,
      approverUserId: users.id,
      decision: controlledDocumentApprovals.decision,
      reason: controlledDocumentApprovals.reason,
      decidedAt: controlledDocumentApprovals.decidedAt,
      requestedById: controlledDocumentApprovals.requestedById,
      requestedByName: sql<string | null>`${requester}`,
      requestedAt: controlledDocumentApprovals.requestedAt,
      approveBy: controlledDocumentApprovals.approveBy,
      revisionId: controlledDocumentApprovals.revisionId,
    })
    .from(controlledDocumentApprovals)
    .innerJoin(memberships, eq(memberships.id, controlledDocumentApprovals.approverId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(controlledDocumentApprovals.documentId, documentId),
        revisionIds
          ? inArray(controlledDocumentApprovals.revisionId, revisionIds.length ? revisionIds : [0])
          : isNull(controlledDocumentApprovals.revisionId),
      ),
    )
    .orderBy(asc(controlledDocumentApprovals.round), asc(users.name), asc(controlledDocumentApprovals.id)) as Promise<
    ApprovalRow[]
  >;
}

const decisionOf = (row: ApprovalRow) => ({
  approver: { id: row.approverId, name: row.approverName },
  decision: row.decision,
  reason: row.reason,
  decidedAt: row.decidedAt,
});

/**
 * The draft's latest submission as its editors and approvers see it: who was asked, by whom and when,
 * by what day, what each decided, and whether the caller still has to decide. Null when it was never
 * submitted. It is overdue as my work counts it: still waiting the day after its day (`today`).
 */
export async function draftApproval(
  db: Db,
  documentId: number,
  approvalRound: number | null,
  viewer: number,
  today: string,
) {
  const rows = await approvalRows(db, documentId);
  const round = rows.at(-1)?.round;
  if (round === undefined) return null;
  const latest = rows.filter((row) => row.round === round);
  const decided = approvalState(latest.map((row) => row.decision));
  // A submission no longer in force was sent back, or else withdrawn by its author.
  const state = approvalRound === round || decided === "SENT_BACK" ? decided : "WITHDRAWN";
  return {
    round,
    state,
    requestedBy: latest[0]!.requestedById
      ? { id: latest[0]!.requestedById, name: latest[0]!.requestedByName ?? "" }
      : null,
    requestedAt: latest[0]!.requestedAt,
    approveBy: latest[0]!.approveBy,
    overdue: state === "PENDING" && latest[0]!.approveBy !== null && latest[0]!.approveBy < today,
    approvers: latest.map(decisionOf),
    awaitingMe: state === "PENDING" && latest.some((row) => row.approverUserId === viewer && row.decision === null),
  };
}

/** Per revision, every decision on the drafts it was published from, sent-back rounds first. */
export async function revisionApprovals(db: Db, documentId: number, revisionIds: number[]) {
  const rows = await approvalRows(db, documentId, revisionIds);
  const byRevision = new Map<number, ReturnType<typeof decisionOf>[]>();
  for (const row of rows.filter((row) => row.decision !== null)) {
    byRevision.set(row.revisionId!, [...(byRevision.get(row.revisionId!) ?? []), decisionOf(row)]);
  }
  return byRevision;
}
