import { desc, eq } from "drizzle-orm";
import { controlledDocumentRevisions } from "../db/schema";
import type { Db } from "../db/client";
import { acknowledgementRefusal, DEFAULT_ACKNOWLEDGE_DAYS, type Audience } from "../domain/document-sign-off";
import { addPeriod } from "../domain/recurrence";
import { nextRevisionNumber, reviewAfterPublishing, revisionLabel, type ChangeSize } from "../domain/revisions";
import type { DateOnly } from "../domain/wire-casing";
import { changeDocument } from "./controlled-document-changes";
import type { Actor, DocumentScope } from "./controlled-documents";
import { askAcknowledgement } from "./document-acknowledgements";
import { approvalsAtPublishing } from "./document-approvals";
import { RefusedError, StaleRecordError } from "./errors";

export type PublicationInput = {
  change: ChangeSize;
  changeNote: string | null;
  lastModifiedDate: string;
  /** Whom a major revision asks to acknowledge it, and by when (decision 044). */
  audience: Audience;
  /** None given: DEFAULT_ACKNOWLEDGE_DAYS after publishing. */
  acknowledgeBy: DateOnly | null;
};

/**
 * Publishes the draft as the next revision (1.0 first; then a major or minor step); the one before
 * is superseded by it. A document with no draft has nothing to publish: a conflict. A draft whose
 * approvers were named is published only once all of them approved it (decision 044), and a major
 * revision may ask the members it concerns to acknowledge it. Publishing approves the document: without
 * a next review, it falls a review period after `today` (decision 020).
 */
export function publishDocument(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: PublicationInput,
  today: DateOnly,
) {
  return changeDocument(db, actor, scope, id, input.lastModifiedDate, async (tx, row) => {
    const draft = row.draft;
    if (!draft) throw new StaleRecordError();
    const [latest] = await tx
      .select({ major: controlledDocumentRevisions.major, minor: controlledDocumentRevisions.minor })
      .from(controlledDocumentRevisions)
      .where(eq(controlledDocumentRevisions.documentId, id))
      .orderBy(desc(controlledDocumentRevisions.major), desc(controlledDocumentRevisions.minor))
      .limit(1);
    const refusal = acknowledgementRefusal(input, { change: input.change, first: !latest, today });
    if (refusal) throw new RefusedError([refusal]);
    const number = nextRevisionNumber(latest ?? null, input.change);
    const revisionId = await approvalsAtPublishing(tx, row, async () => {
      const [revision] = await tx
        .insert(controlledDocumentRevisions)
        .values({ documentId: id, ...number, texts: draft, changeNote: input.changeNote, authorId: actor.userId })
        .returning({ id: controlledDocumentRevisions.id });
      return revision!.id;
    });
    const title = draft.en?.title ?? draft.da?.title ?? "";
    const acknowledgeBy = input.acknowledgeBy ?? (addPeriod(today, `P${DEFAULT_ACKNOWLEDGE_DAYS}D`) as DateOnly);
    await askAcknowledgement(tx, row, revisionId, { audience: input.audience, acknowledgeBy }, title);
    const nextReviewDate = reviewAfterPublishing(row.nextReviewDate, today, row.reviewPeriod) as DateOnly;
    return {
      values: { draft: null, nextReviewDate, approvalRound: null },
      details: { published: revisionLabel(number) },
    };
  });
}
