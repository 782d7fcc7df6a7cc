import { and, asc, count, eq, getTableColumns, ilike, inArray, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { actionChange, actionInput, ACTION_SORT_FIELDS, ACTION_STATUS_FILTERS } from "../api/contracts/actions";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import {
  actionFiles,
  actions,
  aspects,
  auditFindings,
  objectives,
  complianceEvaluations,
  events,
  files,
  legislationAssociations,
  legislations,
  managementReviews,
  memberships,
  organizations,
  risks,
  users,
} from "../db/schema";
import { isOverdue, type ActionSource, type DUE_WITHIN_DAYS } from "../domain/actions";
import { isReadOnly } from "../domain/events";
import { addPeriod } from "../domain/recurrence";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { closedRefusal, sourceOf } from "./action-sources";
import { RecordNotFoundError, UnknownReferenceError } from "./errors";
import { checkResponsibleMember } from "./responsible-member";
import { pageAndCount, pageWithTotal, sortsOf, totalOfMatches, type Sorting } from "./paging";
import { containsPattern } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { tell, userOfMembership } from "./news";
import { updateVersioned } from "./versioned";

export type ActionInput = KeysToCamel<z.output<typeof actionInput>>;
export type ActionChange = KeysToCamel<z.output<typeof actionChange>>;
/** The active organization, those below it (where actions are kept) and those it sees (whose members may own one). */
export type ActionScope = { organizationId: number; below: number[]; visible: number[] };
export type ActionFilter = {
  q?: string;
  status: (typeof ACTION_STATUS_FILTERS)[number];
  source?: ActionSource;
  ownerId?: number;
  departmentIds?: number[];
  dueWithinDays?: (typeof DUE_WITHIN_DAYS)[number];
  overdue: boolean;
  ineffective: boolean;
};
type Actor = { userId: number };

const department = alias(organizations, "department");
const organization = alias(organizations, "organization");
const owner = alias(users, "owner");
const checker = alias(users, "checker");
const ownerMembership = alias(memberships, "owner_membership");

const SORTABLE = {
  due_date: sql`${actions.dueDate}`,
  title: sql`lower(${actions.title})`,
  status: sql`array_position(array['OPEN','IN_PROGRESS','DONE'], ${actions.status})`,
  kind: sql`${actions.kind}`,
  owner: sql`lower(${owner.name})`,
  department: sql`lower(${department.name})`,
  last_modified_date: sql`${actions.lastModifiedDate}`,
} satisfies Record<SortField<typeof ACTION_SORT_FIELDS>, SQL>;

const notDone = ne(actions.status, "DONE");

function conditions(organizationIds: number[], filter: ActionFilter, today: DateOnly): SQL[] {
  const found: SQL[] = [inArray(actions.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(ilike(actions.title, pattern), ilike(actions.description, pattern))!);
  }
  if (filter.status === "NOT_DONE") found.push(notDone);
  else if (filter.status !== "ALL") found.push(eq(actions.status, filter.status));
  if (filter.source) found.push(eq(actions.source, filter.source));
  if (filter.ownerId) found.push(eq(actions.ownerId, filter.ownerId));
  if (filter.departmentIds) found.push(inArray(actions.departmentId, filter.departmentIds));
  if (filter.dueWithinDays) {
    found.push(notDone, lte(actions.dueDate, addPeriod(today, `P${filter.dueWithinDays}D`) as DateOnly));
  }
  if (filter.overdue) found.push(notDone, lt(actions.dueDate, today));
  if (filter.ineffective) found.push(eq(actions.effectiveness, "NOT_EFFECTIVE"));
  return found;
}

const summaryColumns = {
  ...getTableColumns(actions),
  organizationName: organization.name,
  departmentName: department.name,
  ownerName: owner.name,
  originTitle: sql<string | null>`coalesce(${events.title}, ${risks.activity}, ${aspects.aspect},
    ${legislations.shortName}, ${legislations.titleEn}, ${auditFindings.description}, ${objectives.title},
    ${managementReviews.title})`,
  // An evaluation's page is its obligation's, found by the act.
  evaluatedLegislationId: legislationAssociations.legislationId,
  checkerName: checker.name,
};

type Row = typeof actions.$inferSelect & {
  organizationName: string;
  departmentName: string | null;
  ownerName: string | null;
  originTitle: string | null;
  evaluatedLegislationId: number | null;
  checkerName: string | null;
};

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });

const summaryOf = (today: DateOnly) => (row: Row) => {
  const { organizationName, departmentName, ownerName, originTitle, evaluatedLegislationId, checkerName, ...action } =
    row;
  return {
    ...action,
    organization: { id: action.organizationId, name: organizationName },
    origin: named(
      action.eventId ??
        action.riskId ??
        action.aspectId ??
        evaluatedLegislationId ??
        action.auditFindingId ??
        action.objectiveId ??
        action.reviewId,
      originTitle,
    ),
    owner: named(action.ownerId, ownerName),
    department: named(action.departmentId, departmentName),
    effectivenessCheckedBy: named(action.effectivenessCheckedBy, checkerName),
    overdue: isOverdue(action, today),
  };
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(actions)
    .innerJoin(organization, eq(organization.id, actions.organizationId))
    .leftJoin(department, eq(department.id, actions.departmentId))
    .leftJoin(ownerMembership, eq(ownerMembership.id, actions.ownerId))
    .leftJoin(owner, eq(owner.id, ownerMembership.userId))
    .leftJoin(events, eq(events.id, actions.eventId))
    .leftJoin(risks, eq(risks.id, actions.riskId))
    .leftJoin(aspects, eq(aspects.id, actions.aspectId))
    .leftJoin(complianceEvaluations, eq(complianceEvaluations.id, actions.evaluationId))
    .leftJoin(legislationAssociations, eq(legislationAssociations.id, complianceEvaluations.associationId))
    .leftJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .leftJoin(auditFindings, eq(auditFindings.id, actions.auditFindingId))
    .leftJoin(objectives, eq(objectives.id, actions.objectiveId))
    .leftJoin(managementReviews, eq(managementReviews.id, actions.reviewId))
    .leftJoin(checker, eq(checker.id, actions.effectivenessCheckedBy));
}

/**
 * A page of the actions of the organizations given (the active one and those below it: a holding
 * sees its companies' plan) and their total, soonest due first unless sorted otherwise. The page's
 * ids and the total come from the actions alone (joined only to what the sort names), and the page's
 * rows are then read whole: the total counts every match, which need not be joined to six tables.
 */
export async function listActions(
  db: Db,
  organizationIds: number[],
  query: ActionFilter & { page: number; size: number; sort: Sorting },
  today: DateOnly,
) {
  const sorts = sortsOf(query.sort, SORTABLE);
  const order = sorts.map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const sortsBy = (field: string) => query.sort.some((s) => s.field === field);
  const where = and(...conditions(organizationIds, query, today));
  // A text search or "not effective" matches few: page and count are one query over them. Otherwise apart:
  // a count beside each row makes the database sort every match before the limit, where alone the page
  // is a walk of an index or a top-N sort (issue 31: 100,000 actions).
  const together = Boolean(query.q) || query.ineffective;
  let matches = db
    .select({ id: actions.id, ...(together ? { total: totalOfMatches() } : {}) })
    .from(actions)
    .$dynamic();
  if (sortsBy("owner"))
    matches = matches
      .leftJoin(ownerMembership, eq(ownerMembership.id, actions.ownerId))
      .leftJoin(owner, eq(owner.id, ownerMembership.userId));
  if (sortsBy("department")) matches = matches.leftJoin(department, eq(department.id, actions.departmentId));
  const ordered = matches.where(where).orderBy(...order, asc(actions.dueDate), asc(actions.id));
  const page = together
    ? await pageWithTotal(
        ordered as typeof ordered & PromiseLike<{ id: number; total: number }[]>,
        query.page,
        query.size,
      )
    : await pageAndCount(ordered, db.select({ total: count() }).from(actions).where(where), query.page, query.size);
  const ids = page.rows.map((row) => row.id);
  const rows = ids.length ? await selectSummaries(db).where(inArray(actions.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { total: page.total, rows: ids.map((id) => summaryOf(today)(byId.get(id)!)) };
}

/** The actions answering one record (an event, a risk), in the order they were planned (the record's page). */
export type ActionSourceRecord =
  | { eventId: number }
  | { riskId: number }
  | { aspectId: number }
  | { evaluationId: number }
  | { auditFindingId: number }
  | { objectiveId: number }
  | { reviewId: number };

export async function actionsOf(db: Db, source: ActionSourceRecord, today: DateOnly) {
  const of =
    "eventId" in source
      ? eq(actions.eventId, source.eventId)
      : "riskId" in source
        ? eq(actions.riskId, source.riskId)
        : "aspectId" in source
          ? eq(actions.aspectId, source.aspectId)
          : "evaluationId" in source
            ? eq(actions.evaluationId, source.evaluationId)
            : "auditFindingId" in source
              ? eq(actions.auditFindingId, source.auditFindingId)
              : "objectiveId" in source
                ? eq(actions.objectiveId, source.objectiveId)
                : eq(actions.reviewId, source.reviewId);
  const rows = await selectSummaries(db).where(of).orderBy(asc(actions.id));
  return rows.map(summaryOf(today));
}

export async function getAction(db: Db, organizationIds: number[], id: number, today: DateOnly) {
  const [row] = await selectSummaries(db).where(
    and(eq(actions.id, id), inArray(actions.organizationId, organizationIds)),
  );
  if (!row) return null;
  const attached = await db
    .select({ file: files })
    .from(actionFiles)
    .innerJoin(files, eq(files.id, actionFiles.fileId))
    .where(and(eq(actionFiles.actionId, id), eq(files.deleted, false)))
    .orderBy(asc(files.name));
  return { ...summaryOf(today)(row), files: attached.map((link) => link.file) };
}

/** The owner is a present member of the organization or one it sees. */
const checkOwner = (tx: Db, scope: ActionScope, memberId: number | null | undefined) =>
  checkResponsibleMember(tx, scope.visible, memberId, "owner_id");

function checkDepartment(scope: ActionScope, departmentId: number | null) {
  if (departmentId !== null && !scope.below.includes(departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
}

/** What the stored row becomes: a done action has its day (today if none given); a judgement its judge. */
function progress(
  input: Pick<ActionInput, "status" | "doneDate" | "effectiveness">,
  before: {
    effectiveness: string | null;
    effectivenessCheckedBy: number | null;
    effectivenessCheckedAt: Date | null;
  } | null,
  actor: Actor,
  today: DateOnly,
) {
  const doneDate = input.status === "DONE" ? (input.doneDate ?? today) : null;
  const judged = input.effectiveness !== null;
  const same = before !== null && before.effectiveness === input.effectiveness;
  return {
    doneDate,
    effectivenessCheckedBy: !judged ? null : same ? before.effectivenessCheckedBy : actor.userId,
    effectivenessCheckedAt: !judged ? null : same ? before.effectivenessCheckedAt : new Date(),
  };
}

/**
 * Plans an action: its id, and whether it is new. The plan holds no two actions alike in every field
 * given (nothing would tell them apart), so the same request twice answers the first one's action.
 */
export async function planAction(db: Db, actor: Actor, scope: ActionScope, input: ActionInput, today: DateOnly) {
  checkDepartment(scope, input.departmentId);
  return db.transaction(async (tx) => {
    const { source, organizationId } = await sourceOf(tx, scope, input);
    await checkOwner(tx, scope, input.ownerId);
    await queueCreates(tx, "actions", organizationId);
    const values = { ...input, source, organizationId };
    const stored = { ...values, ...progress(input, null, actor, today) };
    const { effectivenessCheckedBy: _by, effectivenessCheckedAt: _at, ...compared } = stored;
    const [twin] = await tx
      .select({ id: actions.id })
      .from(actions)
      .where(and(...sameValues(actions, compared)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx.insert(actions).values(stored).returning({ id: actions.id });
    await tellAssigned(tx, actor, { id: row!.id, title: input.title, organizationId, ownerId: input.ownerId });
    return { id: row!.id, created: true };
  });
}

/** Tells a new owner at once that an action is theirs now (unless they made themselves its owner). */
async function tellAssigned(
  tx: Db,
  actor: Actor,
  action: { id: number; title: string; organizationId: number; ownerId?: number | null },
) {
  if (action.ownerId === null || action.ownerId === undefined) return;
  const news = {
    topic: "ACTION_ASSIGNED" as const,
    recordId: action.id,
    title: action.title,
    organizationId: action.organizationId,
    occasion: `${action.id}:${action.ownerId}`,
  };
  await tell(tx, news, userOfMembership(action.ownerId), actor.userId);
}

/** The action, locked for the change, if the organization or one below it keeps it and its event is open. */
async function changeable(tx: Db, scope: ActionScope, id: number, path = "status") {
  const [row] = await tx
    .select({ action: actions, eventStatus: events.status })
    .from(actions)
    .leftJoin(events, eq(events.id, actions.eventId))
    .where(and(eq(actions.id, id), inArray(actions.organizationId, scope.below)))
    .for("update", { of: actions });
  if (!row) throw new RecordNotFoundError();
  if (row.eventStatus && isReadOnly(row.eventStatus)) throw closedRefusal(path);
  return row.action;
}

export async function updateAction(
  db: Db,
  actor: Actor,
  scope: ActionScope,
  id: number,
  input: Omit<
    ActionInput,
    "eventId" | "riskId" | "aspectId" | "evaluationId" | "auditFindingId" | "objectiveId" | "reviewId"
  >,
  lastModifiedDate: string,
  today: DateOnly,
) {
  checkDepartment(scope, input.departmentId);
  await db.transaction(async (tx) => {
    const before = await changeable(tx, scope, id);
    await checkOwner(tx, scope, input.ownerId);
    const where = and(eq(actions.id, id), inArray(actions.organizationId, scope.below))!;
    await updateVersioned(tx, actions, where, lastModifiedDate, { ...input, ...progress(input, before, actor, today) });
    if (input.ownerId !== before.ownerId)
      await tellAssigned(tx, actor, {
        id,
        title: input.title,
        organizationId: before.organizationId,
        ownerId: input.ownerId,
      });
  });
}

/** Gives the chosen actions one owner or one due date (or both): all of them, or none if one may not change. */
export async function changeActions(db: Db, actor: Actor, scope: ActionScope, change: ActionChange) {
  const ids = [...new Set(change.actionIds)];
  return db.transaction(async (tx) => {
    await checkOwner(tx, scope, change.ownerId);
    const found = await tx
      .select({
        id: actions.id,
        title: actions.title,
        organizationId: actions.organizationId,
        ownerId: actions.ownerId,
        eventStatus: events.status,
      })
      .from(actions)
      .leftJoin(events, eq(events.id, actions.eventId))
      .where(and(inArray(actions.id, ids), inArray(actions.organizationId, scope.below)))
      .for("update", { of: actions });
    if (found.length !== ids.length)
      throw new UnknownReferenceError("action_ids", "Not every action is this organization's");
    if (found.some((row) => row.eventStatus && isReadOnly(row.eventStatus))) throw closedRefusal("action_ids");
    const values = {
      ...(change.ownerId === undefined ? {} : { ownerId: change.ownerId }),
      ...(change.dueDate === undefined ? {} : { dueDate: change.dueDate }),
    };
    const changed = await tx
      .update(actions)
      .set({
        ...values,
        lastModifiedDate: sql`greatest(now(), ${actions.lastModifiedDate} + interval '1 millisecond')`,
      })
      .where(inArray(actions.id, ids))
      .returning({ id: actions.id });
    for (const action of found)
      if (change.ownerId !== undefined && change.ownerId !== action.ownerId)
        await tellAssigned(tx, actor, { ...action, ownerId: change.ownerId });
    return { changed: changed.length };
  });
}
