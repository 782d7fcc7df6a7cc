import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizations, riskAssessments, riskMatrices, risks, workProcesses, workProcessProducts } from "../db/schema";
import {
  DEFAULT_RISK_MATRIX,
  isStep,
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

type Scores = {
  likelihood: number;
  severity: number;
  residualLikelihood: number | null;
  residualSeverity: number | null;
};

/** Each score a step of the holding's matrix (the API takes up to the largest matrix's): else 422 `not_a_step`. */
function checkOnMatrix(scores: Scores, matrix: RiskMatrix) {
  const steps = [
    ["likelihood", scores.likelihood, matrix.likelihoods],
    ["severity", scores.severity, matrix.severities],
    ["residual_likelihood", scores.residualLikelihood, matrix.likelihoods],
    ["residual_severity", scores.residualSeverity, matrix.severities],
  ] as const;
  const off = steps.filter(([, value, count]) => value !== null && !isStep(value, count));
  if (off.length)
    throw new RefusedError(off.map(([path]) => ({ path, code: "not_a_step", message: "Not a step of the matrix" })));
}

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

/**
 * Within a write of scores: the holding's row held (for share), so its matrix cannot lose a step before
 * the write commits, and each score checked to be a step of the matrix (else 422 `not_a_step`).
 */
export async function checkScoredOnMatrix(tx: Db, organizationId: number, scores: Scores) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.id} = (select o.lineage[1] from organizations o where o.id = ${organizationId})`)
    .for("share");
  checkOnMatrix(scores, await matrixOf(tx, organizationId));
}

/**
 * The highest likelihood and severity any risk, kept assessment or product's use in a work process of
 * the holding is scored with.
 */
async function highestScores(tx: Db, holdingId: number) {
  const inHolding = (column: typeof risks.organizationId | typeof workProcesses.organizationId) =>
    inArray(
      column,
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations}.lineage[1] = ${holdingId}`),
    );
  const highest = (table: typeof risks | typeof riskAssessments) => ({
    likelihood: sql<number | null>`max(greatest(${table.likelihood}, ${table.residualLikelihood}))`,
    severity: sql<number | null>`max(greatest(${table.severity}, ${table.residualSeverity}))`,
  });
  const scored = await Promise.all([
    tx.select(highest(risks)).from(risks).where(inHolding(risks.organizationId)),
    tx
      .select(highest(riskAssessments))
      .from(riskAssessments)
      .innerJoin(risks, eq(risks.id, riskAssessments.riskId))
      .where(inHolding(risks.organizationId)),
    tx
      .select({
        likelihood: sql<number | null>`max(${workProcessProducts.likelihood})`,
        severity: sql<number | null>`max(${workProcessProducts.severity})`,
      })
      .from(workProcessProducts)
      .innerJoin(workProcesses, eq(workProcesses.id, workProcessProducts.workProcessId))
      .where(inHolding(workProcesses.organizationId)),
  ]);
  const rows = scored.map(([row]) => row);
  return {
    likelihoods: Math.max(0, ...rows.map((row) => Number(row?.likelihood ?? 0))),
    severities: Math.max(0, ...rows.map((row) => Number(row?.severity ?? 0))),
  };
}

/**
 * Sets the holding's matrix (at the holding only: its companies score on one matrix). Refused, with
 * nothing changed, when a level could not be reached, a language's words miss a step, or a step would
 * go that a risk, a kept assessment or a product's use is scored with. Another's change since the caller read answers
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
