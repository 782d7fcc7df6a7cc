import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { OBJECTIVE_SORT_FIELDS, objectiveFigureInput, objectiveInput } from "../api/contracts/objectives";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { memberships, objectiveFigures, objectives, organizations, users } from "../db/schema";
import { expectedOn, objectiveRefusals, type ObjectiveMeasure } from "../domain/objectives";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { RecordNotFoundError, RefusedError } from "./errors";
import {
  figuresNow,
  figuresOver,
  openActionCounts,
  spanNow,
  spanOfYear,
  standsOn,
  type CircleOf,
} from "./objective-performance";
import type { MeasuredCircle } from "./objective-measures";
import { pageAndCount, sortsOf, type Sorting } from "./paging";
import { checkResponsibleMember } from "./responsible-member";
import { containsPattern } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type ObjectiveInput = KeysToCamel<z.output<typeof objectiveInput>>;
export type FigureInput = KeysToCamel<z.output<typeof objectiveFigureInput>>;
export type ObjectiveFilter = { q?: string; measure?: ObjectiveMeasure; open?: "true" | "false" };
/** Where an objective is set (the active organization), those below it, and whose members may own it. */
export type ObjectiveScope = { organizationId: number; below: number[]; visible: number[] };

const organization = alias(organizations, "organization");
const ownerMembership = alias(memberships, "owner_membership");
const owner = alias(users, "owner");

const SORTABLE = {
  title: sql`lower(${objectives.title})`,
  deadline: sql`${objectives.deadline}`,
  measure: sql`${objectives.measure}`,
  organization: sql`lower(${organization.name})`,
} satisfies Record<SortField<typeof OBJECTIVE_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: ObjectiveFilter, today: DateOnly) {
  const found: SQL[] = [inArray(objectives.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(ilike(objectives.title, pattern), ilike(objectives.description, pattern))!);
  }
  if (filter.measure) found.push(eq(objectives.measure, filter.measure));
  if (filter.open === "true") found.push(gte(objectives.deadline, today));
  if (filter.open === "false") found.push(sql`${objectives.deadline} < ${today}`);
  return found;
}

function selectRows(db: Db) {
  return db
    .select({ ...getTableColumns(objectives), organizationName: organization.name, ownerName: owner.name })
    .from(objectives)
    .innerJoin(organization, eq(organization.id, objectives.organizationId))
    .leftJoin(ownerMembership, eq(ownerMembership.id, objectives.ownerId))
    .leftJoin(owner, eq(owner.id, ownerMembership.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

async function summariesOf(db: Db, rows: Row[], circleOf: CircleOf, today: DateOnly) {
  const now = await figuresNow(db, rows, circleOf, today);
  const open = await openActionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ organizationName, ownerName, ...row }, index) => ({
    ...row,
    organization: { id: row.organizationId, name: organizationName },
    owner: row.ownerId === null ? null : { id: row.ownerId, name: ownerName ?? "" },
    ...now[index]!,
    openActions: open.get(row.id) ?? 0,
  }));
}

/**
 * A page of the objectives of the organizations given and their total, the soonest deadline first
 * unless sorted otherwise; each with its figure now (computed for the page's rows only).
 */
export async function listObjectives(
  db: Db,
  organizationIds: number[],
  query: ObjectiveFilter & { page: number; size: number; sort: Sorting },
  circleOf: CircleOf,
  today: DateOnly,
) {
  const where = and(...conditions(organizationIds, query, today));
  const order = sortsOf(query.sort, SORTABLE).map((s) => (s.direction === "asc" ? asc(s.by) : desc(s.by)));
  const page = await pageAndCount(
    selectRows(db)
      .where(where)
      .orderBy(...order, asc(objectives.deadline), asc(objectives.id))
      .$dynamic(),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(objectives)
      .where(where),
    query.page,
    query.size,
  );
  return { total: page.total, rows: await summariesOf(db, page.rows, circleOf, today) };
}

/** The years a chart shows: the baseline year, each whole year since up to the deadline's, and now. */
function spansOf(baselineYear: number, deadline: DateOnly, today: DateOnly) {
  const lastWhole = Math.min(Number(today.slice(0, 4)) - 1, Number(deadline.slice(0, 4)));
  const years = Array.from({ length: Math.max(0, lastWhole - baselineYear) }, (_, i) => baselineYear + 1 + i);
  return { years, spans: [...years.map(spanOfYear), spanNow(today)] };
}

/** The objective with its figures by year and now, its figures entered by hand and its actions. */
export async function getObjective(db: Db, organizationIds: number[], id: number, circleOf: CircleOf, today: DateOnly) {
  const [row] = await selectRows(db).where(
    and(eq(objectives.id, id), inArray(objectives.organizationId, organizationIds)),
  );
  if (!row) return undefined;
  const [summary] = await summariesOf(db, [row], circleOf, today);
  const { years, spans } = spansOf(row.baselineYear, row.deadline, today);
  const figures = await figuresOver(db, row, circleOf, spans, today);
  const points = [
    {
      year: row.baselineYear,
      until: `${row.baselineYear + 1}-01-01`,
      actual: row.baselineValue,
      expected: row.baselineValue,
    },
    ...spans.map((span, index) => {
      const until = standsOn(row.measure, span);
      return { year: years[index] ?? null, until, actual: figures[index] ?? null, expected: expectedOn(row, until) };
    }),
  ];
  const entered = await db
    .select()
    .from(objectiveFigures)
    .where(eq(objectiveFigures.objectiveId, id))
    .orderBy(desc(objectiveFigures.measuredOn));
  return { ...summary!, points, figures: entered, actions: await actionsOf(db, { objectiveId: id }, today) };
}

/** The input checked, and the baseline: as given, or the product's figure of the baseline year. */
async function checked(tx: Db, scope: ObjectiveScope, input: ObjectiveInput, circle: MeasuredCircle, today: DateOnly) {
  const refusals = objectiveRefusals(input);
  if (refusals.length) throw new RefusedError(refusals);
  await checkResponsibleMember(tx, scope.visible, input.ownerId, "owner_id");
  if (input.baselineValue !== null) return { ...input, baselineValue: input.baselineValue };
  const measured = { ...input, id: 0, organizationId: scope.organizationId, baselineValue: 0 };
  const [figure] = await figuresOver(tx, measured, async () => circle, [spanOfYear(input.baselineYear)], today);
  if (figure === null || figure === undefined) {
    throw new RefusedError([
      { path: "baseline_value", code: "no_baseline_figure", message: "The records give no figure for that year" },
    ]);
  }
  const baselineValue = Math.round(figure * 1000) / 1000;
  const afterAll = objectiveRefusals({ ...input, baselineValue });
  if (afterAll.length) throw new RefusedError(afterAll);
  return { ...input, baselineValue };
}

/**
 * Sets an objective: its id, and whether it is new. The same objective sent twice answers the first.
 * The circle is read before the transaction: the embedded database has one connection.
 */
export async function createObjective(
  db: Db,
  scope: ObjectiveScope,
  input: ObjectiveInput,
  circleOf: CircleOf,
  today: DateOnly,
) {
  const circle = await circleOf(scope.organizationId);
  return db.transaction(async (tx) => {
    const values = await checked(tx, scope, input, circle, today);
    await queueCreates(tx, "objectives", scope.organizationId);
    const [twin] = await tx
      .select({ id: objectives.id })
      .from(objectives)
      .where(and(eq(objectives.organizationId, scope.organizationId), ...sameValues(objectives, values)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(objectives)
      .values({ ...values, organizationId: scope.organizationId })
      .returning({ id: objectives.id });
    return { id: row!.id, created: true };
  });
}

const ofScope = (scope: ObjectiveScope, id: number) =>
  and(eq(objectives.id, id), inArray(objectives.organizationId, scope.below))!;

export async function updateObjective(
  db: Db,
  scope: ObjectiveScope,
  id: number,
  input: ObjectiveInput,
  lastModifiedDate: string,
  circleOf: CircleOf,
  today: DateOnly,
) {
  const [found] = await db
    .select({ organizationId: objectives.organizationId })
    .from(objectives)
    .where(ofScope(scope, id));
  if (!found) throw new RecordNotFoundError("Objective");
  const circle = await circleOf(found.organizationId);
  await db.transaction(async (tx) => {
    const values = await checked(tx, { ...scope, organizationId: found.organizationId }, input, circle, today);
    await updateVersioned(tx, objectives, ofScope(scope, id), lastModifiedDate, values);
  });
}

export async function removeObjective(db: Db, scope: ObjectiveScope, id: number) {
  const removed = await db.delete(objectives).where(ofScope(scope, id)).returning({ id: objectives.id });
  if (removed.length === 0) throw new RecordNotFoundError("Objective");
}

/** Enters a figure of an objective measured by hand; one of the same day replaces it (a double submit too). */
export async function addFigure(db: Db, scope: ObjectiveScope, id: number, figure: FigureInput) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ measure: objectives.measure })
      .from(objectives)
      .where(ofScope(scope, id))
      .for("update");
    if (!found) throw new RecordNotFoundError("Objective");
    if (found.measure !== "MANUAL") {
      throw new RefusedError([
        { path: "value", code: "figures_computed", message: "Its figures come from the records" },
      ]);
    }
    await tx
      .insert(objectiveFigures)
      .values({ ...figure, objectiveId: id })
      .onConflictDoUpdate({
        target: [objectiveFigures.objectiveId, objectiveFigures.measuredOn],
        set: { value: figure.value, note: figure.note, lastModifiedDate: new Date() },
      });
  });
}

export async function removeFigure(db: Db, scope: ObjectiveScope, id: number, figureId: number) {
  const [found] = await db.select({ id: objectives.id }).from(objectives).where(ofScope(scope, id));
  if (!found) throw new RecordNotFoundError("Objective");
  const removed = await db
    .delete(objectiveFigures)
    .where(and(eq(objectiveFigures.id, figureId), eq(objectiveFigures.objectiveId, id)))
    .returning({ id: objectiveFigures.id });
  if (removed.length === 0) throw new RecordNotFoundError("Figure");
}
