import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { riskRoundInput, ROUND_SORT_FIELDS } from "../api/contracts/risk-rounds";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { organizations, riskRounds } from "../db/schema";
import { addPeriod } from "../domain/recurrence";
import { APV_INTERVAL, type RoundStatus } from "../domain/risks";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { DuplicateError, RefusedError, UnknownReferenceError } from "./errors";
import { pageWithTotal, sortsOf, totalOfMatches, type Sorting } from "./paging";
import { queueCreates, sameValues } from "./twins";

export type RoundInput = KeysToCamel<z.output<typeof riskRoundInput>>;
export type RoundScope = { organizationId: number; below: number[] };
export type RoundFilter = { departmentIds?: number[]; status?: RoundStatus };

const department = alias(organizations, "department");

const SORTABLE = {
  status: sql`${riskRounds.doneOn} is not null`,
  started_on: sql`${riskRounds.startedOn}`,
  due_on: sql`${riskRounds.dueOn}`,
  department: sql`lower(${department.name})`,
} satisfies Record<SortField<typeof ROUND_SORT_FIELDS>, SQL>;

type Row = typeof riskRounds.$inferSelect & { departmentName: string; latest: boolean };
const roundOf =
  (today: DateOnly) =>
  ({ departmentName, latest, ...row }: Row) => {
    // The department's next round is due from its latest round done; an earlier one's is history.
    const nextDue = row.doneOn === null || !latest ? null : (addPeriod(row.doneOn, APV_INTERVAL) as DateOnly);
    return {
      ...row,
      department: { id: row.departmentId, name: departmentName },
      status: (row.doneOn === null ? "OPEN" : "DONE") as RoundStatus,
      overdue: (row.doneOn === null && row.dueOn < today) || (nextDue !== null && nextDue < today),
      nextDue,
    };
  };

/** No round of the department started after this one. */
const latest = sql<boolean>`not exists (select 1 from ${riskRounds} later
  where later.department_id = ${riskRounds}.department_id and later.started_on > ${riskRounds}.started_on)`;

const selectRounds = (db: Db) =>
  db
    .select({
      ...getTableColumns(riskRounds),
      departmentName: department.name,
      latest,
      total: totalOfMatches(),
    })
    .from(riskRounds)
    .innerJoin(department, eq(department.id, riskRounds.departmentId));

/** A page of the rounds kept by the organizations given, open ones first, then the latest started. */
export async function listRounds(
  db: Db,
  organizationIds: number[],
  query: RoundFilter & { page: number; size: number; sort: Sorting },
  today: DateOnly,
) {
  const found: SQL[] = [inArray(riskRounds.organizationId, organizationIds)];
  if (query.departmentIds) found.push(inArray(riskRounds.departmentId, query.departmentIds));
  if (query.status === "OPEN") found.push(isNull(riskRounds.doneOn));
  if (query.status === "DONE") found.push(isNotNull(riskRounds.doneOn));
  const order = sortsOf(query.sort, SORTABLE).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const rows = selectRounds(db)
    .where(and(...found))
    .orderBy(...order, desc(riskRounds.startedOn), asc(riskRounds.id));
  const page = await pageWithTotal(rows.$dynamic(), query.page, query.size);
  return { total: page.total, rows: page.rows.map(roundOf(today)) };
}

export async function getRound(db: Db, id: number, today: DateOnly) {
  const [row] = await selectRounds(db).where(eq(riskRounds.id, id));
  if (!row) return null;
  const { total: _total, ...round } = row;
  return roundOf(today)(round);
}

/**
 * Starts a department's round: its id, and whether it is new. The same start again answers the open
 * round; another start while one is open is a duplicate naming it.
 */
export async function startRound(db: Db, scope: RoundScope, input: RoundInput) {
  if (!scope.below.includes(input.departmentId))
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  return db.transaction(async (tx) => {
    await queueCreates(tx, "risk_rounds", input.departmentId);
    const values = { ...input, organizationId: scope.organizationId };
    const [open] = await tx
      .select({ id: riskRounds.id, same: sql<boolean>`${and(...sameValues(riskRounds, values))}` })
      .from(riskRounds)
      .where(and(eq(riskRounds.departmentId, input.departmentId), isNull(riskRounds.doneOn)));
    if (open?.same) return { id: open.id, created: false };
    if (open) throw new DuplicateError("The department has an open round", open.id);
    const [row] = await tx.insert(riskRounds).values(values).returning({ id: riskRounds.id });
    return { id: row!.id, created: true };
  });
}

/** Records the chosen rounds done on a day: all of them or none; a round done already keeps its day. */
export async function completeRounds(db: Db, scope: RoundScope, chosen: { roundIds: number[]; doneOn: DateOnly }) {
  const ids = [...new Set(chosen.roundIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: riskRounds.id, startedOn: riskRounds.startedOn, doneOn: riskRounds.doneOn })
      .from(riskRounds)
      .where(and(inArray(riskRounds.id, ids), inArray(riskRounds.organizationId, scope.below)))
      .for("update");
    if (found.length !== ids.length)
      throw new UnknownReferenceError("round_ids", "Not every round is this organization's");
    const open = found.filter((round) => round.doneOn === null);
    if (open.some((round) => chosen.doneOn < round.startedOn))
      throw new RefusedError([
        { path: "done_on", code: "done_before_start", message: "A round is done on or after its start" },
      ]);
    if (!open.length) return { done: 0 };
    const done = await tx
      .update(riskRounds)
      .set({
        doneOn: chosen.doneOn,
        lastModifiedDate: sql`greatest(now(), ${riskRounds.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(
        inArray(
          riskRounds.id,
          open.map((round) => round.id),
        ),
      )
      .returning({ id: riskRounds.id });
    return { done: done.length };
  });
}

/** Rounds open past their day, for "my work" and the dashboard later. */
export const overdueRounds = (today: DateOnly) => and(isNull(riskRounds.doneOn), lt(riskRounds.dueOn, today));
