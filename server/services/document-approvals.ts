import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { controlledDocumentApprovals, controlledDocuments, memberships } from "../db/schema";
import {
  approvalState,
  approveByOf,
  decisionRefusal,
  publicationRefusal,
  type ApprovalDecision,
} from "../domain/document-sign-off";
import type { NewsTopic } from "../domain/notifications";
import type { DateOnly } from "../domain/wire-casing";
import { changeDocument, type DocumentRow } from "./controlled-document-changes";
import type { Actor, DocumentScope } from "./controlled-documents";
import { NotYoursError, RecordNotFoundError, RefusedError, StaleRecordError, UnknownReferenceError } from "./errors";
import { tell } from "./news";

/**
 * Approval of a draft before it is published (decision 044); how it reads is in ./document-approval-views.ts,
 * the acknowledgements in ./document-acknowledgements.ts.
 */

const titleOf = (row: DocumentRow) => row.draft?.en?.title ?? row.draft?.da?.title ?? "";

/** The document's news for `recipients` (a query of user ids), opened on its page. */
const tellOf = (tx: Db, row: DocumentRow, topic: NewsTopic, occasion: string) => (recipients: ReturnType<typeof sql>) =>
  tell(
    tx,
    { topic, recordId: row.id, detail: row.kind, title: titleOf(row), organizationId: row.organizationId, occasion },
    recipients,
    null,
  );

/**
 * The approvers must be present members who can open the document: of its organization, one above it
 * (their membership covers it) or one below (which reads what is above). The author is not their own approver.
 */
async function checkApprovers(tx: Db, row: DocumentRow, actor: Actor, approverIds: number[]) {
  const unique = [...new Set(approverIds)];
  const found = await queryRows<{ id: number; userId: number }>(
    tx,
    sql`select m.id, m.user_id as "userId" from memberships m
      join organizations mo on mo.id = m.organization_id
      join organizations o on o.id = ${row.organizationId}
      where m.id in (${sql.join(
        unique.map((id) => sql`${id}`),
        sql`, `,
      )}) and m.ended_date is null
        and (mo.id = o.id or mo.id = any(o.lineage) or o.id = any(mo.lineage))`,
  );
  if (found.length !== unique.length)
    throw new UnknownReferenceError("approver_ids", "Not a member of this organization");
  if (found.some((member) => member.userId === actor.userId)) {
    throw new RefusedError([
      { path: "approver_ids", code: "own_approval", message: "Someone other than yourself approves your draft" },
    ]);
  }
  return unique;
}

/** The latest submission of the draft in the works (its rows not yet a revision's), with its decisions. */
async function latestSubmission(tx: Db, documentId: number) {
  const rows = await tx
    .select()
    .from(controlledDocumentApprovals)
    .where(and(eq(controlledDocumentApprovals.documentId, documentId), isNull(controlledDocumentApprovals.revisionId)))
    .orderBy(desc(controlledDocumentApprovals.round));
  const round = rows[0]?.round ?? null;
  return { round, rows: rows.filter((row) => row.round === round) };
}

/**
 * Submits the draft to the approvers named, to be decided by `approveBy` (none: the default after `today`,
 * the business day): it is locked until each approves or one sends it back. A draft already submitted,
 * or none, is a conflict (a double submit submits once).
 */
export function submitForApproval(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: { approverIds: number[]; approveBy: DateOnly | null; lastModifiedDate: string },
  today: DateOnly,
) {
  const { approveBy, refusal } = approveByOf(input.approveBy, today);
  if (refusal) throw new RefusedError([refusal]);
  return changeDocument(db, actor, scope, id, input.lastModifiedDate, async (tx, row) => {
    if (!row.draft || row.approvalRound !== null) throw new StaleRecordError();
    const approvers = await checkApprovers(tx, row, actor, input.approverIds);
    const [{ next }] = (await queryRows<{ next: number }>(
      tx,
      sql`select coalesce(max(round), 0)::int + 1 as next from controlled_document_approvals where document_id = ${id}`,
    )) as [{ next: number }];
    await tx.insert(controlledDocumentApprovals).values(
      approvers.map((approverId) => ({
        documentId: id,
        round: next,
        approverId,
        requestedById: actor.userId,
        approveBy: approveBy as DateOnly,
      })),
    );
    await tellOf(
      tx,
      row,
      "APPROVAL_REQUESTED",
      `${id}:${next}`,
    )(
      sql`select user_id from memberships where id in (${sql.join(
        approvers.map((approver) => sql`${approver}`),
        sql`, `,
      )})`,
    );
    return { values: { approvalRound: next }, details: { submitted: next } };
  });
}

/**
 * The author takes the draft back from its approvers (to change it, or when one has left): it opens
 * again and must be submitted afresh before it is published. None in force is a conflict.
 */
export function withdrawSubmission(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: { lastModifiedDate: string },
) {
  return changeDocument(db, actor, scope, id, input.lastModifiedDate, async (_tx, row) => {
    if (row.approvalRound === null) throw new StaleRecordError();
    return { values: { approvalRound: null }, details: { withdrawn: row.approvalRound } };
  });
}

/**
 * An approver's decision on the submission `round`: approved, or sent back with a reason, which ends the
 * submission and opens the draft again. One not named may not decide; a decision is made once; a round
 * no longer in force (sent back, published) is a conflict. The author hears when it is sent back or approved by all.
 */
export async function decideApproval(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: { round: number; decision: ApprovalDecision; reason: string | null },
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(controlledDocuments)
      .where(
        and(
          eq(controlledDocuments.id, id),
          eq(controlledDocuments.kind, scope.kind),
          inArray(controlledDocuments.organizationId, scope.circle.visible),
        ),
      )
      .for("update");
    if (!row) throw new RecordNotFoundError();
    const [mine] = await tx
      .select({ id: controlledDocumentApprovals.id, decision: controlledDocumentApprovals.decision })
      .from(controlledDocumentApprovals)
      .innerJoin(memberships, eq(memberships.id, controlledDocumentApprovals.approverId))
      .where(
        and(
          eq(controlledDocumentApprovals.documentId, id),
          eq(controlledDocumentApprovals.round, input.round),
          isNull(controlledDocumentApprovals.revisionId),
          eq(memberships.userId, actor.userId),
        ),
      );
    if (!mine) throw new NotYoursError("You are not an approver of this draft");
    const refusal = decisionRefusal(mine.decision, input);
    if (refusal) throw new RefusedError([refusal]);
    if (row.approvalRound !== input.round) throw new StaleRecordError();
    await tx
      .update(controlledDocumentApprovals)
      .set({
        decision: input.decision,
        reason: input.decision === "SENT_BACK" ? input.reason!.trim() : null,
        decidedAt: sql`now()`,
      })
      .where(eq(controlledDocumentApprovals.id, mine.id));
    const { rows } = await latestSubmission(tx, id);
    const state = approvalState(rows.map((approval) => approval.decision));
    if (state === "PENDING") return;
    if (state === "SENT_BACK") {
      await tx
        .update(controlledDocuments)
        .set({
          approvalRound: null,
          lastModifiedDate: sql`greatest(now(), ${controlledDocuments.lastModifiedDate} + interval '1 millisecond')`,
        })
        .where(eq(controlledDocuments.id, id));
    }
    const topic = state === "SENT_BACK" ? "DOCUMENT_SENT_BACK" : "DOCUMENT_APPROVED";
    await tellOf(
      tx,
      row,
      topic,
      `${id}:${input.round}`,
    )(sql`select requested_by_id as user_id from controlled_document_approvals where id = ${mine.id}`);
  });
}

/**
 * At publishing: refused unless the draft's approvers (if any were named) all approved its submission in
 * force; then its approvals, sent-back rounds included, become the revision's history.
 */
export async function approvalsAtPublishing(tx: Db, row: DocumentRow, revisionId: () => Promise<number>) {
  const { round, rows } = await latestSubmission(tx, row.id);
  const submitted =
    row.approvalRound === null ? (round === null ? null : "SENT_BACK") : approvalState(rows.map((r) => r.decision));
  const refusal = publicationRefusal({ named: round !== null, submitted });
  if (refusal) throw new RefusedError([refusal]);
  const revision = await revisionId();
  if (round !== null) {
    await tx
      .update(controlledDocumentApprovals)
      .set({ revisionId: revision })
      .where(and(eq(controlledDocumentApprovals.documentId, row.id), isNull(controlledDocumentApprovals.revisionId)));
  }
  return revision;
}
