import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { RISK_SORT_FIELDS, riskInput } from "../api/contracts/risks";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { memberships, organizations, riskAssessments, riskParticipants, risks, users } from "../db/schema";
import { riskLevel, type HazardCategory, type ReviewPeriod, type RiskLevel, type RiskMatrix } from "../domain/risks";
import { addPeriod } from "../domain/recurrence";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import { checkResponsibleMember } from "./responsible-member";
import { checkScoredOnMatrix, matrixShape } from "./risk-matrix";
import { pageAndCount, sortsOf, type Sorting } from "./paging";
import { containsPattern, textColumns } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type RiskInput = KeysToCamel<z.output<typeof riskInput>>;
export type RiskScope = { organizationId: number; below: number[] };
/** Where a risk's participants may come from: the members of the organization or one it sees. */
export type ParticipantScope = { below: number[]; visible: number[] };
export type RiskFilter = {
  q?: string;
  departmentIds?: number[];
  hazardCategory?: HazardCategory;
  level?: RiskLevel;
  likelihood?: string;
  severity?: string;
  reviewDue: boolean;
};
type Actor = { userId: number };

const department = alias(organizations, "department");
const assessor = alias(users, "assessor");
const score = sql`${risks.likelihood} * ${risks.severity}`;
const residualScore = sql`${risks.residualLikelihood} * ${risks.residualSeverity}`;

const SORTABLE = {
  activity: sql`lower(${risks.activity})`,
  hazard_category: sql`${risks.hazardCategory}`,
  score,
  residual_score: residualScore,
  department: sql`lower(${department.name})`,
  next_review_date: sql`${risks.nextReviewDate}`,
} satisfies Record<SortField<typeof RISK_SORT_FIELDS>, SQL>;

/** The scores of a level on the holding's matrix, as a condition. */
function levelCondition(level: RiskLevel, matrix: RiskMatrix): SQL {
  const { LOW, MEDIUM, HIGH } = matrix.bounds;
  const [above, upTo] = { LOW: [0, LOW], MEDIUM: [LOW, MEDIUM], HIGH: [MEDIUM, HIGH], VERY_HIGH: [HIGH, 1000] }[level];
  return sql`${score} > ${above} and ${score} <= ${upTo}`;
}

function conditions(
  organizationIds: number[],
  filter: Partial<RiskFilter> & Pick<RiskFilter, "departmentIds" | "hazardCategory">,
  today: DateOnly,
  matrix: RiskMatrix,
): SQL[] {
  const found: SQL[] = [inArray(risks.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(...textColumns(risks).map((column) => ilike(column, pattern)))!);
  }
  if (filter.departmentIds) found.push(inArray(risks.departmentId, filter.departmentIds));
  if (filter.hazardCategory) found.push(eq(risks.hazardCategory, filter.hazardCategory));
  if (filter.level) found.push(levelCondition(filter.level, matrix));
  if (filter.likelihood) found.push(eq(risks.likelihood, Number(filter.likelihood)));
  if (filter.severity) found.push(eq(risks.severity, Number(filter.severity)));
  if (filter.reviewDue) found.push(lte(risks.nextReviewDate, today));
  return found;
}

const summaryColumns = { ...getTableColumns(risks), departmentName: department.name };

type Scores = {
  likelihood: number;
  severity: number;
  residualLikelihood: number | null;
  residualSeverity: number | null;
};
/** The levels of a risk's (or an assessment's) scores on the holding's matrix. */
const levelsOf = (scores: Scores, matrix: RiskMatrix) => ({
  level: riskLevel(scores.likelihood, scores.severity, matrix),
  residualLevel:
    scores.residualLikelihood === null || scores.residualSeverity === null
      ? null
      : riskLevel(scores.residualLikelihood, scores.residualSeverity, matrix),
});

type Row = typeof risks.$inferSelect & { departmentName: string | null };
const summaryOf =
  (matrix: RiskMatrix) =>
  ({ departmentName, ...row }: Row) => ({
    ...row,
    department: row.departmentId === null ? null : { id: row.departmentId, name: departmentName ?? "" },
    ...levelsOf(row, matrix),
  });

/** A page of the risks of the organizations given (the active one and those below it) and their total. */
export async function listRisks(
  db: Db,
  organizationIds: number[],
  query: RiskFilter & { page: number; size: number; sort: Sorting },
  today: DateOnly,
  matrix: RiskMatrix,
) {
  const order = sortsOf(query.sort, SORTABLE).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const where = and(...conditions(organizationIds, query, today, matrix));
  const matches = db
    .select(summaryColumns)
    .from(risks)
    .leftJoin(department, eq(department.id, risks.departmentId))
    .where(where)
    .orderBy(...order, desc(score), asc(sql`lower(${risks.activity})`), asc(risks.id));
  // The page and the count apart: a count beside each row makes the database sort every match, where
  // alone the page is a top-N sort (a holding of 50,000 risks, issue 32).
  const counting = db.select({ total: count() }).from(risks).where(where);
  const page = await pageAndCount(matches.$dynamic(), counting, query.page, query.size);
  return { total: page.total, rows: page.rows.map(summaryOf(matrix)) };
}

/**
 * How many risks stand in each cell of the default matrix (the heat map), before and after their
 * controls: two small groupings over the register's own filters, however many risks there are.
 */
export async function riskHeatMap(
  db: Db,
  organizationIds: number[],
  filter: Pick<RiskFilter, "departmentIds" | "hazardCategory">,
  today: DateOnly,
  matrix: RiskMatrix,
) {
  const where = and(...conditions(organizationIds, filter, today, matrix));
  const counted = (likelihood: SQL, severity: SQL) =>
    db
      .select({
        likelihood: sql<number>`${likelihood}`,
        severity: sql<number>`${severity}`,
        count: sql<number>`count(*)::int`,
      })
      .from(risks)
      .where(and(where, sql`${likelihood} is not null`))
      .groupBy(likelihood, severity);
  const [before, after] = await Promise.all([
    counted(sql`${risks.likelihood}`, sql`${risks.severity}`),
    counted(sql`${risks.residualLikelihood}`, sql`${risks.residualSeverity}`),
  ]);
  return {
    matrix: matrixShape(matrix),
    cells: before.map((cell) => ({ ...cell, level: riskLevel(cell.likelihood, cell.severity, matrix) })),
    residualCells: after,
  };
}

/** The risk with each of its assessments, newest first, and its actions. */
export async function getRisk(db: Db, organizationIds: number[], id: number, today: DateOnly, matrix: RiskMatrix) {
  const [row] = await db
    .select(summaryColumns)
    .from(risks)
    .leftJoin(department, eq(department.id, risks.departmentId))
    .where(and(eq(risks.id, id), inArray(risks.organizationId, organizationIds)));
  if (!row) return null;
  const assessments = await db
    .select({ ...getTableColumns(riskAssessments), assessorName: assessor.name })
    .from(riskAssessments)
    .leftJoin(assessor, eq(assessor.id, riskAssessments.assessedBy))
    .where(eq(riskAssessments.riskId, id))
    .orderBy(desc(riskAssessments.assessedAt), desc(riskAssessments.id));
  return {
    participants: await participantsOf(db, id),
    actions: await actionsOf(db, { riskId: id }, today),
    ...summaryOf(matrix)(row),
    assessments: assessments.map(({ assessorName, assessedBy, ...assessment }) => ({
      ...assessment,
      ...levelsOf(assessment, matrix),
      assessedBy: assessedBy === null ? null : { id: assessedBy, name: assessorName ?? "" },
    })),
  };
}

/** A risk is kept by the organization itself or a department below it. */
function checkDepartment(scope: RiskScope, departmentId: number | null) {
  if (departmentId !== null && !scope.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

const scoresOf = (input: Scores) => ({
  likelihood: input.likelihood,
  severity: input.severity,
  residualLikelihood: input.residualLikelihood,
  residualSeverity: input.residualSeverity,
});

/**
 * Assesses a risk: its id, and whether it is new, with its first assessment. The same assessment sent
 * twice (a double click, a retried request) answers the risk the first one made.
 */
export async function assessRisk(db: Db, actor: Actor, scope: RiskScope, input: RiskInput, today: DateOnly) {
  checkDepartment(scope, input.departmentId);
  const values = { ...input, nextReviewDate: input.nextReviewDate ?? nextReview(today, input.reviewPeriod) };
  return db.transaction(async (tx) => {
    await checkScoredOnMatrix(tx, scope.organizationId, input);
    await queueCreates(tx, "risks", scope.organizationId);
    const [twin] = await tx
      .select({ id: risks.id })
      .from(risks)
      .where(and(eq(risks.organizationId, scope.organizationId), ...sameValues(risks, values)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(risks)
      .values({ ...values, organizationId: scope.organizationId })
      .returning({ id: risks.id });
    await tx.insert(riskAssessments).values({ riskId: row!.id, assessedBy: actor.userId, ...scoresOf(input) });
    return { id: row!.id, created: true };
  });
}

/** Changes a risk; scores that differ from the last assessment's are a new assessment, the earlier kept. */
export async function updateRisk(
  db: Db,
  actor: Actor,
  scope: RiskScope,
  id: number,
  input: RiskInput,
  lastModifiedDate: string,
  today: DateOnly,
) {
  checkDepartment(scope, input.departmentId);
  await db.transaction(async (tx) => {
    await checkScoredOnMatrix(tx, scope.organizationId, input);
    const where = and(eq(risks.id, id), inArray(risks.organizationId, scope.below))!;
    const [before] = await tx.select().from(risks).where(where);
    if (!before) throw new RecordNotFoundError();
    const scores = scoresOf(input);
    const rescored = (Object.keys(scores) as (keyof typeof scores)[]).some((key) => before[key] !== scores[key]);
    // A new assessment (or a cleared date) sets the next review one period on, unless a day was chosen.
    const kept = input.nextReviewDate !== null && !(rescored && input.nextReviewDate === before.nextReviewDate);
    const nextReviewDate = kept ? input.nextReviewDate : nextReview(today, input.reviewPeriod);
    await updateVersioned(tx, risks, where, lastModifiedDate, { ...input, nextReviewDate });
    if (rescored) await tx.insert(riskAssessments).values({ riskId: id, assessedBy: actor.userId, ...scores });
  });
}

/** A review that leaves the scores as they were: kept as an assessment, the next review one period on. */
export async function reviewRisk(
  db: Db,
  actor: Actor,
  scope: RiskScope,
  id: number,
  lastModifiedDate: string,
  today: DateOnly,
) {
  await db.transaction(async (tx) => {
    const where = and(eq(risks.id, id), inArray(risks.organizationId, scope.below))!;
    const [before] = await tx.select().from(risks).where(where);
    if (!before) throw new RecordNotFoundError();
    await updateVersioned(tx, risks, where, lastModifiedDate, {
      nextReviewDate: nextReview(today, before.reviewPeriod),
    });
    await tx.insert(riskAssessments).values({ riskId: id, assessedBy: actor.userId, ...scoresOf(before) });
  });
}

const nextReview = (today: DateOnly, period: ReviewPeriod) => addPeriod(today, period) as DateOnly;

/** Who took part in assessing the risk, those for the safety organization first, then by name. */
async function participantsOf(db: Db, riskId: number) {
  const rows = await db
    .select({
      membershipId: riskParticipants.membershipId,
      name: users.name,
      safetyOrganization: riskParticipants.safetyOrganization,
    })
    .from(riskParticipants)
    .innerJoin(memberships, eq(memberships.id, riskParticipants.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(riskParticipants.riskId, riskId))
    .orderBy(desc(riskParticipants.safetyOrganization), asc(sql`lower(${users.name})`));
  return rows.map(({ membershipId, name, safetyOrganization }) => ({
    member: { id: membershipId, name },
    safetyOrganization,
  }));
}

/** The risk, locked, if the organization or one below it keeps it. */
async function lockedRisk(tx: Db, scope: ParticipantScope, id: number) {
  const [row] = await tx
    .select({ id: risks.id })
    .from(risks)
    .where(and(eq(risks.id, id), inArray(risks.organizationId, scope.below)))
    .for("update");
  if (!row) throw new RecordNotFoundError();
}

/** Adds a member to those who took part, or changes their mark; the same request twice changes nothing. */
export async function addParticipant(
  db: Db,
  scope: ParticipantScope,
  riskId: number,
  participant: { membershipId: number; safetyOrganization: boolean },
) {
  await db.transaction(async (tx) => {
    await lockedRisk(tx, scope, riskId);
    await checkResponsibleMember(tx, scope.visible, participant.membershipId, "membership_id");
    await tx
      .insert(riskParticipants)
      .values({ riskId, ...participant })
      .onConflictDoUpdate({
        target: [riskParticipants.riskId, riskParticipants.membershipId],
        set: { safetyOrganization: participant.safetyOrganization },
      });
  });
}

/** Takes a member off those who took part; one not among them is already off. */
export async function removeParticipant(db: Db, scope: ParticipantScope, riskId: number, membershipId: number) {
  await db.transaction(async (tx) => {
    await lockedRisk(tx, scope, riskId);
    await tx
      .delete(riskParticipants)
      .where(and(eq(riskParticipants.riskId, riskId), eq(riskParticipants.membershipId, membershipId)));
  });
}

/**
 * Copies the chosen risks into each chosen department (common risks kept once, each department then
 * adding its own): a copy is kept by the active organization, assessed by the one who copies with the
 * same scores and controls. A department that has a risk of the same work process and hazard keeps
 * its own; copying twice makes nothing new. All or nothing.
 */
export async function copyRisks(
  db: Db,
  actor: Actor,
  scope: RiskScope,
  chosen: { riskIds: number[]; departmentIds: number[] },
) {
  const riskIds = [...new Set(chosen.riskIds)];
  const departmentIds = [...new Set(chosen.departmentIds)];
  for (const departmentId of departmentIds) checkDepartment(scope, departmentId);
  return db.transaction(async (tx) => {
    await queueCreates(tx, "risks", scope.organizationId);
    const sources = await tx
      .select()
      .from(risks)
      .where(and(inArray(risks.id, riskIds), inArray(risks.organizationId, scope.below)));
    if (sources.length !== riskIds.length)
      throw new UnknownReferenceError("risk_ids", "Not every risk is this organization's");
    const present = await tx
      .select({ departmentId: risks.departmentId, activity: risks.activity, hazard: risks.hazard })
      .from(risks)
      .where(and(eq(risks.organizationId, scope.organizationId), inArray(risks.departmentId, departmentIds)));
    const keyOf = (departmentId: number | null, activity: string, hazard: string) =>
      JSON.stringify([departmentId, activity, hazard]);
    const taken = new Set(present.map((row) => keyOf(row.departmentId, row.activity, row.hazard)));
    const copies = departmentIds.flatMap((departmentId) =>
      sources
        .filter((source) => !taken.has(keyOf(departmentId, source.activity, source.hazard)))
        .map(({ id: _id, createdDate: _created, lastModifiedDate: _modified, ...source }) => ({
          ...source,
          organizationId: scope.organizationId,
          departmentId,
        })),
    );
    if (!copies.length) return { copied: 0, kept: sources.length * departmentIds.length };
    const made = await tx.insert(risks).values(copies).returning();
    await tx
      .insert(riskAssessments)
      .values(made.map((risk) => ({ riskId: risk.id, assessedBy: actor.userId, ...scoresOf(risk) })));
    return { copied: made.length, kept: sources.length * departmentIds.length - made.length };
  });
}
