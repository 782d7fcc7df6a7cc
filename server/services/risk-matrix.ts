import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizations, riskAssessments, riskMatrices, risks } from "../db/schema";
import {
  DEFAULT_RISK_MATRIX,
  matrixRefusals,
  stepWordRefusals,
  type RiskMatrix,
  type StepWords,
} from "../domain/risks";
import { RecordNotFoundError, RefusedError, StaleRecordError } from "./errors";
import { updateVersioned } from "./versioned";

/** A holding's matrix as the screens show it: the default when the holding has not set its own. */
export type HoldingMatrix = RiskMatrix & {
  holdingId: number;
  likelihoodWords: StepWords | null;
  severityWords: StepWords | null;
  lastModifiedDate: Date | null;
};

export type MatrixInput = RiskMatrix & { likelihoodWords: StepWords | null; severityWords: StepWords | null };

/** The matrix's shape as the API names it. */
export const matrixShape = (matrix: RiskMatrix) => ({
  likelihoods: matrix.likelihoods,
  severities: matrix.severities,
  bounds: { low: matrix.bounds.LOW, medium: matrix.bounds.MEDIUM, high: matrix.bounds.HIGH },
});

/** The holding an organization belongs to: the first of its lineage. */
async function holdingOf(db: Db, organizationId: number) {
  const [row] = await db
    .select({ holdingId: sql<number>`${organizations.lineage}[1]` })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new RecordNotFoundError();
  return row.holdingId;
}

/** The matrix every risk of the organization's holding is scored on (one query: it is read on every risk request). */
export async function matrixOf(db: Db, organizationId: number): Promise<HoldingMatrix> {
  const holding = sql<number>`${organizations.lineage}[1]`;
  const [row] = await db
    .select({ holdingId: holding, own: riskMatrices })
    .from(organizations)
    .leftJoin(riskMatrices, eq(riskMatrices.organizationId, holding))
    .where(eq(organizations.id, organizationId));
  if (!row) throw new RecordNotFoundError();
  const { holdingId, own } = row;
  if (!own)
    return { ...DEFAULT_RISK_MATRIX, holdingId, likelihoodWords: null, severityWords: null, lastModifiedDate: null };
  return {
    holdingId,
    likelihoods: own.likelihoods,
    severities: own.severities,
    bounds: { LOW: own.boundLow, MEDIUM: own.boundMedium, HIGH: own.boundHigh },
    likelihoodWords: own.likelihoodWords,
    severityWords: own.severityWords,
    lastModifiedDate: own.lastModifiedDate,
  };
}

/** The highest likelihood and severity any risk (or kept assessment) of the holding is scored with. */
async function highestScores(tx: Db, holdingId: number) {
  const inHolding = inArray(
    risks.organizationId,
    tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`${organizations}.lineage[1] = ${holdingId}`),
  );
  const highest = (table: typeof risks | typeof riskAssessments) => ({
    likelihood: sql<number | null>`max(greatest(${table.likelihood}, ${table.residualLikelihood}))`,
    severity: sql<number | null>`max(greatest(${table.severity}, ${table.residualSeverity}))`,
  });
  const [[current], [kept]] = await Promise.all([
    tx.select(highest(risks)).from(risks).where(inHolding),
    tx
      .select(highest(riskAssessments))
      .from(riskAssessments)
      .innerJoin(risks, eq(risks.id, riskAssessments.riskId))
      .where(inHolding),
  ]);
  return {
    likelihoods: Math.max(Number(current?.likelihood ?? 0), Number(kept?.likelihood ?? 0)),
    severities: Math.max(Number(current?.severity ?? 0), Number(kept?.severity ?? 0)),
  };
}

/**
 * Sets the holding's matrix (at the holding only: its companies score on one matrix). Refused, with
 * nothing changed, when a level could not be reached, a language's words miss a step, or a step would
 * go that a risk or a kept assessment is scored with. Another's change since the caller read answers
 * a conflict.
 */
export async function setMatrix(db: Db, organizationId: number, input: MatrixInput, lastModifiedDate: string | null) {
  await db.transaction(async (tx) => {
    const holdingId = await holdingOf(tx, organizationId);
    if (holdingId !== organizationId)
      throw new RefusedError([
        { path: "likelihoods", code: "matrix_at_holding", message: "The matrix is set at the holding" },
      ]);
    const refusals = [
      ...matrixRefusals(input),
      ...stepWordRefusals(input.likelihoodWords, input.likelihoods, "likelihood_words"),
      ...stepWordRefusals(input.severityWords, input.severities, "severity_words"),
    ];
    // Locks the holding's row, so no risk of it is scored on the old matrix while the steps change.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, holdingId)).for("update");
    const used = await highestScores(tx, holdingId);
    for (const path of ["likelihoods", "severities"] as const)
      if (used[path] > input[path]) refusals.push({ path, code: "matrix_steps_in_use" });
    if (refusals.length)
      throw new RefusedError(refusals.map((refusal) => ({ ...refusal, message: "The matrix cannot be used" })));
    const values = {
      likelihoods: input.likelihoods,
      severities: input.severities,
      boundLow: input.bounds.LOW,
      boundMedium: input.bounds.MEDIUM,
      boundHigh: input.bounds.HIGH,
      likelihoodWords: input.likelihoodWords,
      severityWords: input.severityWords,
    };
    const where = eq(riskMatrices.organizationId, holdingId);
    const [own] = await tx.select({ id: riskMatrices.organizationId }).from(riskMatrices).where(where);
    if (own && lastModifiedDate !== null) await updateVersioned(tx, riskMatrices, where, lastModifiedDate, values);
    else if (own) throw new StaleRecordError();
    else
      await tx
        .insert(riskMatrices)
        .values({ organizationId: holdingId, ...values })
        .onConflictDoNothing();
  });
}
