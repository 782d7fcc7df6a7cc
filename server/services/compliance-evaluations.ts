import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { evaluationInput } from "../api/contracts/compliance-evaluations";
import type { Db } from "../db/client";
import { complianceEvaluations, legislationAssociations, memberships, users } from "../db/schema";
import { asksForAction, nextEvaluation, type EvaluationPeriod } from "../domain/compliance-evaluation";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import { checkResponsibleMember } from "./responsible-member";
import { queueCreates, sameValues } from "./twins";

export type EvaluationInput = KeysToCamel<z.output<typeof evaluationInput>>;
/** The active organization (whose register holds the obligation) and those it sees (whose members may evaluate). */
export type EvaluationScope = { organizationId: number; visible: number[] };

const evaluator = alias(users, "evaluator");

/** The organization's entry for an act, locked for the change; 404 when the register does not hold it. */
async function lockedAssociation(tx: Db, organizationId: number, legislationId: number) {
  const [row] = await tx
    .select({ id: legislationAssociations.id, period: legislationAssociations.evaluationPeriod })
    .from(legislationAssociations)
    .where(
      and(
        eq(legislationAssociations.organizationId, organizationId),
        eq(legislationAssociations.legislationId, legislationId),
      ),
    )
    .for("update");
  if (!row) throw new RecordNotFoundError();
  return row;
}

/**
 * Keeps the obligation's newest evaluation (its day and result) and sets its next evaluation one period
 * after it; none when none is left.
 */
export async function followNewest(tx: Db, associationId: number, period: EvaluationPeriod) {
  const [newest] = await tx
    .select({
      id: complianceEvaluations.id,
      evaluatedOn: complianceEvaluations.evaluatedOn,
      result: complianceEvaluations.result,
    })
    .from(complianceEvaluations)
    .where(eq(complianceEvaluations.associationId, associationId))
    .orderBy(desc(complianceEvaluations.evaluatedOn), desc(complianceEvaluations.id))
    .limit(1);
  await tx
    .update(legislationAssociations)
    .set({
      nextEvaluationDate: newest ? nextEvaluation(newest.evaluatedOn, period) : null,
      newestEvaluationId: newest?.id ?? null,
      newestEvaluatedOn: newest?.evaluatedOn ?? null,
      newestResult: newest?.result ?? null,
    })
    .where(eq(legislationAssociations.id, associationId));
}

/** The obligation's evaluations, newest first, each with the actions that answer it; null when not in the register. */
export async function evaluationsOf(db: Db, organizationId: number, legislationId: number, today: DateOnly) {
  const rows = await db
    .select({ evaluation: complianceEvaluations, evaluatorName: evaluator.name })
    .from(complianceEvaluations)
    .innerJoin(legislationAssociations, eq(legislationAssociations.id, complianceEvaluations.associationId))
    .leftJoin(memberships, eq(memberships.id, complianceEvaluations.evaluatorId))
    .leftJoin(evaluator, eq(evaluator.id, memberships.userId))
    .where(
      and(
        eq(legislationAssociations.organizationId, organizationId),
        eq(legislationAssociations.legislationId, legislationId),
      ),
    )
    .orderBy(desc(complianceEvaluations.evaluatedOn), desc(complianceEvaluations.id));
  return Promise.all(
    rows.map(async ({ evaluation, evaluatorName }) => ({
      ...evaluation,
      evaluator: evaluation.evaluatorId === null ? null : { id: evaluation.evaluatorId, name: evaluatorName ?? "" },
      asksForAction: asksForAction(evaluation.result),
      actions: await actionsOf(db, { evaluationId: evaluation.id }, today),
    })),
  );
}

/**
 * Records an evaluation of an obligation in the organization's register: its id, and whether it is
 * new (the same request twice answers the first). The next evaluation follows the newest.
 */
export async function recordEvaluation(db: Db, scope: EvaluationScope, legislationId: number, input: EvaluationInput) {
  return db.transaction(async (tx) => {
    const association = await lockedAssociation(tx, scope.organizationId, legislationId);
    await queueCreates(tx, "compliance_evaluations", scope.organizationId);
    await checkResponsibleMember(tx, scope.visible, input.evaluatorId, "evaluator_id");
    const values = { ...input, associationId: association.id, organizationId: scope.organizationId };
    const [twin] = await tx
      .select({ id: complianceEvaluations.id })
      .from(complianceEvaluations)
      .where(and(...sameValues(complianceEvaluations, values)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx.insert(complianceEvaluations).values(values).returning({ id: complianceEvaluations.id });
    await followNewest(tx, association.id, association.period);
    return { id: row!.id, created: true };
  });
}

/** Removes an evaluation recorded in error; false when the obligation has none such. */
export async function removeEvaluation(db: Db, organizationId: number, legislationId: number, evaluationId: number) {
  return db.transaction(async (tx) => {
    const association = await lockedAssociation(tx, organizationId, legislationId);
    const removed = await tx
      .delete(complianceEvaluations)
      .where(and(eq(complianceEvaluations.id, evaluationId), eq(complianceEvaluations.associationId, association.id)))
      .returning({ id: complianceEvaluations.id });
    if (removed.length) await followNewest(tx, association.id, association.period);
    return removed.length > 0;
  });
}

/**
 * Sets the evaluation interval of many obligations of the organization's register at once, all or
 * none (an act not in the register refuses the whole); each next evaluation follows its newest.
 */
export async function setIntervals(db: Db, organizationId: number, legislationIds: number[], period: EvaluationPeriod) {
  const ids = [...new Set(legislationIds)];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(legislationAssociations)
      .set({ evaluationPeriod: period, lastModifiedDate: sql`now()` })
      .where(
        and(
          eq(legislationAssociations.organizationId, organizationId),
          inArray(legislationAssociations.legislationId, ids),
        ),
      )
      .returning({ id: legislationAssociations.id });
    if (changed.length !== ids.length)
      throw new UnknownReferenceError("legislation_ids", "Not all of these are in the organization's register");
    for (const { id } of changed) await followNewest(tx, id, period);
    return { changed: changed.length };
  });
}

/** One evaluation as the API answers it. */
export async function getEvaluation(
  db: Db,
  organizationId: number,
  legislationId: number,
  evaluationId: number,
  today: DateOnly,
) {
  const all = await evaluationsOf(db, organizationId, legislationId, today);
  return all.find((row) => row.id === evaluationId) ?? null;
}
