import { and, asc, desc, eq, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { actions, objectiveFigures, objectives, organizations } from "../db/schema";
import {
  expectedOn,
  MEASURE_RULES,
  standingOf,
  type ObjectiveMeasure,
  type ObjectiveSummary,
} from "../domain/objectives";
import type { DateOnly } from "../domain/wire-casing";
import { measureFigures, type MeasuredCircle, type Span } from "./objective-measures";

/** Whose records an organization's objectives are measured over. */
export type CircleOf = (organizationId: number) => Promise<MeasuredCircle>;

type Measured = Pick<
  ObjectiveSummary,
  "id" | "organizationId" | "measure" | "baselineYear" | "baselineValue" | "targetValue" | "deadline"
>;

/** The twelve whole months before the day's month, and the day: what "now" is measured over. */
export function spanNow(asOf: DateOnly): Span {
  const until = `${asOf.slice(0, 7)}-01` as DateOnly;
  const from = `${Number(asOf.slice(0, 4)) - 1}-${asOf.slice(5, 7)}-01` as DateOnly;
  return { from, until, day: asOf };
}

/** A calendar year, its state read on the first day after it. */
export const spanOfYear = (year: number): Span => {
  const until = `${year + 1}-01-01` as DateOnly;
  return { from: `${year}-01-01` as DateOnly, until, day: until };
};

/** The day a span's figure stands on: a total's or a rate's at its end, a state's on its day. */
export const standsOn = (measure: ObjectiveMeasure, span: Span) =>
  MEASURE_RULES[measure].kind === "TOTAL" || MEASURE_RULES[measure].kind === "RATE" ? span.until : span.day;

/** The newest figure entered by hand before each span's day ends (on or before it for now). */
async function enteredFigures(db: Db, objectiveId: number, spans: Span[], asOf: DateOnly) {
  return Promise.all(
    spans.map(async (span) => {
      const before =
        span.day === asOf ? lte(objectiveFigures.measuredOn, asOf) : lt(objectiveFigures.measuredOn, span.day);
      const [row] = await db
        .select({ value: objectiveFigures.value })
        .from(objectiveFigures)
        .where(and(eq(objectiveFigures.objectiveId, objectiveId), before))
        .orderBy(desc(objectiveFigures.measuredOn))
        .limit(1);
      return row?.value ?? null;
    }),
  );
}

/** An objective's figures over the spans given. */
export async function figuresOver(db: Db, objective: Measured, circleOf: CircleOf, spans: Span[], asOf: DateOnly) {
  if (objective.measure === "MANUAL") return enteredFigures(db, objective.id, spans, asOf);
  return measureFigures(db, objective.measure, await circleOf(objective.organizationId), spans, asOf);
}

/**
 * The figure now of each objective given, and where its path stands then. Objectives of one
 * organization and measure share one query.
 */
export async function figuresNow(db: Db, rows: Measured[], circleOf: CircleOf, asOf: DateOnly) {
  const span = spanNow(asOf);
  const shared = new Map<string, Promise<(number | null)[]>>();
  return Promise.all(
    rows.map(async (row) => {
      const key = `${row.organizationId}:${row.measure}`;
      const figures =
        row.measure === "MANUAL"
          ? figuresOver(db, row, circleOf, [span], asOf)
          : (shared.get(key) ?? shared.set(key, figuresOver(db, row, circleOf, [span], asOf)).get(key)!);
      const actual = (await figures)[0] ?? null;
      const expected = expectedOn(row, standsOn(row.measure, span));
      return { id: row.id, actual, expected, standing: standingOf(row, actual, expected) };
    }),
  );
}

/** The actions of each objective given that are not done. */
export async function openActionCounts(db: Db, objectiveIds: number[]) {
  if (objectiveIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: actions.objectiveId, count: sql<number>`count(*)::int` })
    .from(actions)
    .where(and(inArray(actions.objectiveId, objectiveIds), sql`${actions.status} <> 'DONE'`))
    .groupBy(actions.objectiveId);
  return new Map(rows.map((row) => [row.id!, row.count]));
}

/**
 * The objectives of the organizations given (a holding and those below it), each with its actual and
 * its path's figure on the day `asOf`, for the performance overview and a management review's agenda.
 */
export async function objectiveSummaries(
  db: Db,
  organizationIds: number[],
  asOf: DateOnly,
  circleOf?: CircleOf,
): Promise<ObjectiveSummary[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({
      id: objectives.id,
      organizationId: objectives.organizationId,
      organizationName: organizations.name,
      title: objectives.title,
      measure: objectives.measure,
      unit: objectives.unit,
      baselineYear: objectives.baselineYear,
      baselineValue: objectives.baselineValue,
      targetValue: objectives.targetValue,
      deadline: objectives.deadline,
      ownerName: sql<string | null>`(select u.name from memberships m join users u on u.id = m.user_id
        where m.id = ${objectives.ownerId})`,
    })
    .from(objectives)
    .innerJoin(organizations, eq(organizations.id, objectives.organizationId))
    .where(inArray(objectives.organizationId, organizationIds))
    .orderBy(
      sql`array_length(${organizations.lineage}, 1)`,
      asc(sql`lower(${organizations.name})`),
      asc(objectives.deadline),
      asc(objectives.id),
    );
  const circles = circleOf ?? (await circlesBelow(db, organizationIds));
  const now = await figuresNow(db, rows, circles, asOf);
  const open = await openActionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row, index) => ({ ...row, ...now[index]!, openActions: open.get(row.id) ?? 0 }));
}

/** Each organization's circle read from the tree: itself and those below it, and those above to see. */
export async function circlesBelow(db: Db, organizationIds: number[]): Promise<CircleOf> {
  const rows = await db
    .select({ id: organizations.id, lineage: organizations.lineage })
    .from(organizations)
    .where(
      sql`${organizations.lineage} && ${sql`array[${sql.join(
        organizationIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`}`,
    );
  return async (organizationId) => {
    const own = rows.find((row) => row.id === organizationId);
    const below = rows.filter((row) => row.lineage.includes(organizationId)).map((row) => row.id);
    return { below, visible: [...new Set([...(own?.lineage ?? [organizationId]), ...below])] };
  };
}
