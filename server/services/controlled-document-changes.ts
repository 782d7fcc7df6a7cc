import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { controlledDocumentReviews, controlledDocuments, memberships } from "../db/schema";
import { nextReviewAfter } from "../domain/revisions";
import type { DateOnly } from "../domain/wire-casing";
import { type Actor, type DocumentInput, type DocumentScope } from "./controlled-documents";
import { RecordNotFoundError, RefusedError, StaleRecordError, UnknownReferenceError } from "./errors";
import type { OrganizationCircle } from "./organization-directory";
import { updateVersioned } from "./versioned";

/** Changes to policies and procedures (decision 010); reading them is in ./controlled-documents.ts. */
/** The owner must be a present member of an organization the document's organization sees. */
async function checkOwner(tx: Db, circle: OrganizationCircle, ownerId: number | null) {
  if (ownerId === null) return;
  const [member] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.id, ownerId),
        inArray(memberships.organizationId, circle.visible),
        isNull(memberships.endedDate),
      ),
    );
  if (!member) throw new UnknownReferenceError("owner_id", "Not a member of this organization");
}

/** A procedure belongs to the organization itself or a department below it, never to one elsewhere. */
function checkDepartment(circle: OrganizationCircle, departmentId: number | null) {
  if (departmentId !== null && !circle.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

async function checkReferences(tx: Db, circle: OrganizationCircle, input: DocumentInput) {
  await checkOwner(tx, circle, input.ownerId);
  checkDepartment(circle, input.departmentId);
}

const columnsOf = (input: DocumentInput) => ({
  draft: input.texts,
  isoStandards: input.isoStandards,
  ownerMembershipId: input.ownerId,
  reviewPeriod: input.reviewPeriod,
  nextReviewDate: input.nextReviewDate,
  departmentId: input.departmentId,
  process: input.process,
});

export async function createDocument(db: Db, actor: Actor, scope: DocumentScope, input: DocumentInput) {
  return db.transaction(async (tx) => {
    await checkReferences(tx, scope.circle, input);
    const [row] = await tx
      .insert(controlledDocuments)
      .values({ organizationId: scope.organizationId, kind: scope.kind, ...columnsOf(input) })
      .returning({ id: controlledDocuments.id });
    return row!.id;
  });
}

/** The document as it may be changed: of this kind, in the organization or below it. */
const changeable = (scope: DocumentScope, id: number) =>
  and(
    eq(controlledDocuments.id, id),
    eq(controlledDocuments.kind, scope.kind),
    inArray(controlledDocuments.organizationId, scope.circle.below),
  )!;

/** The document's id if the caller's organization may change it (its own or one below), else null. */
export async function changeableDocumentId(db: Db, scope: DocumentScope, id: number) {
  const [row] = await db.select({ id: controlledDocuments.id }).from(controlledDocuments).where(changeable(scope, id));
  return row?.id ?? null;
}

/** Saves the draft (the next revision's texts) and what stays across revisions. */
export async function updateDocument(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: DocumentInput,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    await checkReferences(tx, scope.circle, input);
    // A draft submitted for approval is what the approvers read: it stays as it is until they decide.
    const [current] = await tx
      .select({ round: controlledDocuments.approvalRound })
      .from(controlledDocuments)
      .where(changeable(scope, id))
      .for("update");
    if (current && current.round !== null) throw new RefusedError([DRAFT_LOCKED]);
    await updateVersioned(tx, controlledDocuments, changeable(scope, id), lastModifiedDate, columnsOf(input));
  });
}

export type DocumentRow = typeof controlledDocuments.$inferSelect;
const DRAFT_LOCKED = { path: "", code: "draft_locked", message: "The draft waits for approval and cannot change" };

type Change = { values: Partial<typeof controlledDocuments.$inferInsert>; details: Record<string, unknown> } | null;

/**
 * One change to a document the caller may change, read at `stamp`: the row is locked for the
 * transaction (a stale stamp is a conflict), `work` decides the new values (null: nothing to do), and
 * the change is stamped and audited with it.
 */
export async function changeDocument(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  stamp: string,
  work: (tx: Db, row: DocumentRow) => Promise<Change>,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(controlledDocuments).where(changeable(scope, id)).for("update");
    if (!row) throw new RecordNotFoundError();
    if (row.lastModifiedDate.getTime() !== new Date(stamp).getTime()) throw new StaleRecordError();
    const change = await work(tx, row);
    if (!change) return;
    await tx
      .update(controlledDocuments)
      .set({
        ...change.values,
        lastModifiedDate: sql`greatest(now(), ${controlledDocuments.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(eq(controlledDocuments.id, id));
  });
}

/** A review that changed nothing: kept, and the next review moves a period on from its date. */
export function recordReview(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: { reviewedOn: DateOnly; note: string | null; lastModifiedDate: string },
) {
  return changeDocument(db, actor, scope, id, input.lastModifiedDate, async (tx, row) => {
    await tx
      .insert(controlledDocumentReviews)
      .values({ documentId: id, reviewedOn: input.reviewedOn, reviewerId: actor.userId, note: input.note });
    const nextReviewDate = nextReviewAfter(input.reviewedOn, row.reviewPeriod) as DateOnly;
    return { values: { nextReviewDate }, details: { reviewed: input.reviewedOn } };
  });
}

/**
 * Opens the public page (an unguessable id, 128 random bits) or withdraws it. Withdrawing and opening
 * again makes a new id, so an old link stays dead.
 */
export function setPublic(
  db: Db,
  actor: Actor,
  scope: DocumentScope,
  id: number,
  input: { public: boolean; lastModifiedDate: string },
) {
  return changeDocument(db, actor, scope, id, input.lastModifiedDate, async (_tx, row) => {
    if (input.public === (row.publicId !== null)) return null;
    const publicId = input.public ? randomBytes(16).toString("base64url") : null;
    return { values: { publicId }, details: { public: input.public } };
  });
}
