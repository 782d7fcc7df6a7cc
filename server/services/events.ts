import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { SortField } from "../api/schemas/common";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../db/client";
import { actions, eventFiles, events, eventStatusChanges, organizations, users } from "../db/schema";
import type { eventInput, eventUpdate, EVENT_SORT_FIELDS } from "../api/schemas/events";
import {
  isReadOnly,
  transitionRefusals,
  type EventCategory,
  type EventImportance,
  type EventStatus,
} from "../domain/events";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { businessToday } from "../domain/recurrence";
import { reportability } from "../domain/reportable-accidents";
import { actionsOf } from "./actions";
import { managersOf, tell } from "./news";
import { countriesOf } from "./organization-countries";
import { RecordNotFoundError, RefusedError, UnknownReferenceError } from "./errors";
import { orderOf, pageWithTotal, totalOfMatches } from "./paging";
import { containsPattern } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";
import { attachedFiles, type AttachmentLink } from "./attachments";

export type EventInput = KeysToCamel<z.output<typeof eventInput>>;
export type EventUpdate = Omit<KeysToCamel<z.output<typeof eventUpdate>>, "lastModifiedDate">;
export type EventScope = { organizationId: number; below: number[]; visible: number[] };
type Actor = { userId: number };
type Sorting = { field: (typeof EVENT_SORT_FIELDS)[number] | string; direction: "asc" | "desc" }[];
export type EventFilter = {
  q?: string;
  importance?: EventImportance;
  status?: EventStatus | "OPEN";
  category?: EventCategory;
  accident?: boolean;
  departmentIds?: number[];
  from?: DateOnly;
  to?: DateOnly;
  overdueActions?: boolean;
  page: number;
  size: number;
  sort: Sorting;
};

const department = alias(organizations, "department");
const owner = alias(organizations, "owner");
const reporter = alias(users, "reporter");
const closer = alias(users, "closer");
const IMPORTANCE_ORDER = sql`case ${events.importance} when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end`;
const SORTABLE = {
  occurred_at: sql`${events.occurredAt}`,
  importance: IMPORTANCE_ORDER,
  status: sql`array_position(array['REPORTED','UNDER_INVESTIGATION','ACTIONS_IN_PROGRESS','CLOSED'], ${events.status})`,
  title: sql`lower(${events.title})`,
  department: sql`lower(${department.name})`,
} satisfies Record<SortField<typeof EVENT_SORT_FIELDS>, SQL>;

/** Days in Copenhagen, as the screens and the due dates count them. */
const dayOf = (column: SQL | typeof events.occurredAt) => sql`(${column} at time zone 'Europe/Copenhagen')::date`;

// Not a correlated `exists`: the open actions are read once (a small partial index) and each event looked
// up in them, rather than an index probe per event; counting ten thousand events took four times as long.
const overdueAction = (today: DateOnly) =>
  sql`${events.id} in (select ${actions.eventId} from ${actions}
    where ${actions.status} <> 'DONE' and ${actions.dueDate} < ${today} and ${actions.eventId} is not null)`;

/**
 * An event belongs to the unit it is placed in, else to the one it is registered in: a holding's event
 * placed in its IT department is that department's. The dashboard's units count by the same rule.
 */
const placedIn = (unitIds: number[]) =>
  inArray(sql<number>`coalesce(${events.departmentId}, ${events.organizationId})`, unitIds);

export type EventConditions = Omit<EventFilter, "page" | "size" | "sort">;

function conditions(organizationIds: number[], filter: EventConditions, today: DateOnly): SQL[] {
  const found: SQL[] = [inArray(events.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(ilike(events.title, pattern), ilike(events.description, pattern), ilike(events.location, pattern))!);
  }
  if (filter.importance) found.push(eq(events.importance, filter.importance));
  if (filter.status === "OPEN") found.push(ne(events.status, "CLOSED"));
  else if (filter.status) found.push(eq(events.status, filter.status));
  if (filter.category) found.push(eq(events.category, filter.category));
  if (filter.accident !== undefined) found.push(eq(events.accident, filter.accident));
  if (filter.departmentIds) found.push(placedIn(filter.departmentIds.length ? filter.departmentIds : [0]));
  if (filter.from) found.push(gte(dayOf(events.occurredAt), filter.from));
  if (filter.to) found.push(lte(dayOf(events.occurredAt), filter.to));
  if (filter.overdueActions) found.push(overdueAction(today));
  return found;
}

const summaryColumns = {
  event: events,
  departmentName: department.name,
  organizationName: owner.name,
};
type SummaryRow = { event: typeof events.$inferSelect; departmentName: string | null; organizationName: string };

/** Per organization and department, how many events match each of the list's filters given: one pass over the events. */
export async function countEvents<K extends string>(
  db: Db,
  organizationIds: number[],
  filters: Record<K, EventConditions>,
  today: DateOnly,
) {
  const counts = Object.fromEntries(
    Object.entries<EventConditions>(filters).map(([key, filter]) => [
      key,
      sql<number>`count(*) filter (where ${and(...conditions(organizationIds, filter, today))})`.mapWith(Number),
    ]),
  ) as Record<K, SQL<number>>;
  const rows = await db
    .select({ organizationId: events.organizationId, departmentId: events.departmentId, ...counts })
    .from(events)
    .where(inArray(events.organizationId, organizationIds))
    .groupBy(events.organizationId, events.departmentId);
  return rows as unknown as ({ organizationId: number; departmentId: number | null } & Record<K, number>)[];
}

/** Open and overdue actions of the events given, by event. */
async function actionCounts(db: Db, eventIds: number[], today: DateOnly) {
  if (eventIds.length === 0) return new Map<number, { open: number; overdue: number }>();
  const rows = await db
    .select({
      eventId: actions.eventId,
      open: sql<number>`count(*) filter (where ${actions.status} <> 'DONE')::int`,
      overdue: sql<number>`count(*) filter (where ${actions.status} <> 'DONE' and ${actions.dueDate} < ${today})::int`,
    })
    .from(actions)
    .where(inArray(actions.eventId, eventIds))
    .groupBy(actions.eventId);
  return new Map(rows.map((row) => [row.eventId!, row]));
}

/** Whether the accident must be reported to the authority, by the rule of its organization's country. */
type ReportFacts = Pick<
  typeof events.$inferSelect,
  "occurredAt" | "accident" | "daysOfAbsence" | "firstDayOfAbsence" | "organizationId"
>;
const reportingOf = (event: ReportFacts, country: string | null) => {
  const facts = { country, occurredOn: businessToday(event.occurredAt), accident: event.accident };
  return reportability({ ...facts, daysOfAbsence: event.daysOfAbsence, firstDayOfAbsence: event.firstDayOfAbsence });
};

const summaryOf =
  (counts: Map<number, { open: number; overdue: number }>, countries: Map<number, string | null>) =>
  (row: SummaryRow) => ({
    ...row.event,
    reporting: reportingOf(row.event, countries.get(row.event.organizationId) ?? null),
    organization: { id: row.event.organizationId, name: row.organizationName },
    department: row.event.departmentId === null ? null : { id: row.event.departmentId, name: row.departmentName ?? "" },
    openActions: counts.get(row.event.id)?.open ?? 0,
    overdueActions: counts.get(row.event.id)?.overdue ?? 0,
  });

/** A page of the events of the organizations given (a holding sees its companies'), newest first by default. */
export async function listEvents(db: Db, organizationIds: number[], filter: EventFilter, today: DateOnly) {
  const matches = db
    .select({ ...summaryColumns, total: totalOfMatches() })
    .from(events)
    .innerJoin(owner, eq(owner.id, events.organizationId))
    .leftJoin(department, eq(department.id, events.departmentId))
    .where(and(...conditions(organizationIds, filter, today)))
    .orderBy(orderOf(filter.sort, SORTABLE, sql`${events.occurredAt} desc`), desc(events.id));
  const page = await pageWithTotal(matches.$dynamic(), filter.page, filter.size);
  const [counts, countries] = await Promise.all([
    actionCounts(
      db,
      page.rows.map((row) => row.event.id),
      today,
    ),
    countriesOf(db, [...new Set(page.rows.map((row) => row.event.organizationId))]),
  ]);
  return { total: page.total, rows: page.rows.map(summaryOf(counts, countries)) };
}

export const eventFileLink: AttachmentLink = {
  table: eventFiles,
  owner: eventFiles.eventId,
  file: eventFiles.fileId,
  entity: "event",
};

/** The event with its actions, status history and files. */
export async function getEvent(db: Db, organizationIds: number[], id: number, today: DateOnly) {
  const [row] = await db
    .select({ ...summaryColumns, reporterName: reporter.name, closerName: closer.name })
    .from(events)
    .innerJoin(owner, eq(owner.id, events.organizationId))
    .leftJoin(department, eq(department.id, events.departmentId))
    .leftJoin(reporter, eq(reporter.id, events.reportedBy))
    .leftJoin(closer, eq(closer.id, events.closedBy))
    .where(and(eq(events.id, id), inArray(events.organizationId, organizationIds)));
  if (!row) return null;
  const changer = alias(users, "changer");
  const [planned, changes, attached, counts, countries] = await Promise.all([
    actionsOf(db, { eventId: id }, today),
    db
      .select({ change: eventStatusChanges, changerName: changer.name })
      .from(eventStatusChanges)
      .leftJoin(changer, eq(changer.id, eventStatusChanges.changedBy))
      .where(eq(eventStatusChanges.eventId, id))
      .orderBy(asc(eventStatusChanges.changedAt), asc(eventStatusChanges.id)),
    attachedFiles(db, eventFileLink, id),
    actionCounts(db, [id], today),
    countriesOf(db, [row.event.organizationId]),
  ]);
  const named = (userId: number | null, name: string | null) =>
    userId === null ? null : { id: userId, name: name ?? "" };
  return {
    ...summaryOf(counts, countries)(row),
    reportedBy: named(row.event.reportedBy, row.reporterName),
    closedBy: named(row.event.closedBy, row.closerName),
    actions: planned,
    statusChanges: changes.map(({ change, changerName }) => ({
      ...change,
      changedBy: named(change.changedBy, changerName),
    })),
    files: attached,
  };
}

/** The event if the caller's organization or one below it holds it, for a change. */
async function changeable(tx: Db, scope: EventScope, id: number) {
  const [row] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, id), inArray(events.organizationId, scope.below)));
  if (!row) throw new RecordNotFoundError();
  return row;
}

const closedRefusal = () =>
  new RefusedError([{ path: "status", code: "event_closed", message: "A closed event changes only once reopened" }]);

const reportedBeforeInjury = (path: string) =>
  new RefusedError([
    { path, code: "reported_before_injury", message: "An accident is reported on or after the day it happened" },
  ]);

function checkReport(
  scope: EventScope,
  input: {
    occurredAt: string;
    departmentId: number | null;
    firstDayOfAbsence: string | null;
    reportedToAuthorityOn?: string | null;
  },
  now: Date,
) {
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  if (new Date(input.occurredAt).getTime() > now.getTime()) {
    throw new RefusedError([{ path: "occurred_at", code: "future_occurrence", message: "It has not happened yet" }]);
  }
  const injuredOn = businessToday(new Date(input.occurredAt));
  // Absence on the day of the injury never counts (decision 017).
  if (input.firstDayOfAbsence !== null && input.firstDayOfAbsence <= injuredOn) {
    const message = "The first day of absence comes after the day of the injury";
    throw new RefusedError([{ path: "first_day_of_absence", code: "absence_not_after_injury", message }]);
  }
  if (input.reportedToAuthorityOn && input.reportedToAuthorityOn < injuredOn) {
    throw reportedBeforeInjury("reported_to_authority_on");
  }
}

/** The deadline of the report to the authority the event's facts give in its organization's country. */
async function reportDeadlineOf(tx: Db, event: Parameters<typeof reportingOf>[0]) {
  const countries = await countriesOf(tx, [event.organizationId]);
  return reportingOf(event, countries.get(event.organizationId) ?? null).deadline as DateOnly | null;
}

/**
 * Reports an event: its id, and whether it is new. A report alike in every field to one of the
 * organization's (a double tap on a phone, a retried request) answers the first.
 */
export async function reportEvent(db: Db, actor: Actor, scope: EventScope, input: EventInput, now = new Date()) {
  checkReport(scope, input, now);
  const values = { ...input, occurredAt: new Date(input.occurredAt) };
  return db.transaction(async (tx) => {
    await queueCreates(tx, "events", scope.organizationId);
    const [twin] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.organizationId, scope.organizationId), ...sameValues(events, values)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const reportDeadline = await reportDeadlineOf(tx, { ...values, organizationId: scope.organizationId });
    const [row] = await tx
      .insert(events)
      .values({ ...values, reportDeadline, organizationId: scope.organizationId, reportedBy: actor.userId })
      .returning();
    await tellIfReportable(tx, actor, row!);
    return { id: row!.id, created: true };
  });
}

export async function updateEvent(
  db: Db,
  actor: Actor,
  scope: EventScope,
  id: number,
  input: EventUpdate,
  lastModifiedDate: string,
  now = new Date(),
) {
  checkReport(scope, input, now);
  await db.transaction(async (tx) => {
    const before = await changeable(tx, scope, id);
    if (isReadOnly(before.status)) throw closedRefusal();
    const values = { ...input, occurredAt: new Date(input.occurredAt) };
    const reportDeadline = await reportDeadlineOf(tx, { ...values, organizationId: before.organizationId });
    const where = and(eq(events.id, id), inArray(events.organizationId, scope.below))!;
    await updateVersioned(tx, events, where, lastModifiedDate, { ...values, reportDeadline });
    const [saved] = await tx.select().from(events).where(eq(events.id, id));
    await tellIfReportable(tx, actor, saved!);
  });
}

/**
 * Records the day an accident to report was reported to the authority, in one step from the event's
 * page; an event that is not an accident to report, or closed, is refused.
 */
export async function recordAuthorityReport(
  db: Db,
  scope: EventScope,
  id: number,
  report: { reportedOn: DateOnly; lastModifiedDate: string },
) {
  await db.transaction(async (tx) => {
    const event = await changeable(tx, scope, id);
    if (isReadOnly(event.status)) throw closedRefusal();
    if (!event.reportDeadline) {
      const message = "Only an accident the authority must hear of is reported to it";
      throw new RefusedError([{ path: "reported_on", code: "not_reportable", message }]);
    }
    if (report.reportedOn < businessToday(event.occurredAt)) throw reportedBeforeInjury("reported_on");
    const where = and(eq(events.id, id), inArray(events.organizationId, scope.below))!;
    await updateVersioned(tx, events, where, report.lastModifiedDate, { reportedToAuthorityOn: report.reportedOn });
  });
}

/**
 * Sets the stored report deadline of the open accidents of the organizations given (all when none is
 * given) again from their facts: for events written before the deadline was kept, by the seed, or in an
 * organization whose country changed. Only what is not yet reported or closed is read.
 */
export async function settleReportDeadlines(db: Db, organizationIds?: number[]) {
  const open = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.accident, true),
        sql`${events.reportedToAuthorityOn} is null`,
        ne(events.status, "CLOSED"),
        organizationIds ? inArray(events.organizationId, organizationIds) : undefined,
      ),
    );
  const countries = await countriesOf(db, [...new Set(open.map((event) => event.organizationId))]);
  for (const event of open) {
    const deadline = reportingOf(event, countries.get(event.organizationId) ?? null).deadline as DateOnly | null;
    if (deadline === event.reportDeadline) continue;
    // Derived from the facts, not a change of them: the version and the history stay as they are.
    await db.execute(sql`update events set report_deadline = ${deadline} where id = ${event.id}`);
  }
}

/**
 * An accident the authority must hear of: its company's managers are told at once, with the deadline
 * (again only if a change moves the deadline), unless it is already reported.
 */
async function tellIfReportable(tx: Db, actor: Actor, event: typeof events.$inferSelect) {
  if (!event.reportDeadline || event.reportedToAuthorityOn) return;
  const news = {
    topic: "ACCIDENT_TO_REPORT" as const,
    recordId: event.id,
    title: event.title,
    organizationId: event.organizationId,
    dueDate: event.reportDeadline,
    occasion: `${event.id}:${event.reportDeadline}`,
  };
  await tell(tx, news, managersOf(event.organizationId), actor.userId);
}

/** Moves the event to a status if the rules allow it (`transitionRefusals`), keeping who and when. */
export async function changeEventStatus(
  db: Db,
  actor: Actor,
  scope: EventScope,
  id: number,
  change: { status: EventStatus; reason: string | null; lastModifiedDate: string },
) {
  await db.transaction(async (tx) => {
    const event = await changeable(tx, scope, id);
    const planned = await tx
      .select({ status: actions.status, effectiveness: actions.effectiveness })
      .from(actions)
      .where(eq(actions.eventId, id));
    const refusals = transitionRefusals(event.status, change.status, planned, change.reason);
    if (refusals.length) throw new RefusedError(refusals);
    const closing = change.status === "CLOSED";
    const where = and(eq(events.id, id), inArray(events.organizationId, scope.below))!;
    await updateVersioned(tx, events, where, change.lastModifiedDate, {
      status: change.status,
      closedAt: closing ? new Date() : null,
      closedBy: closing ? actor.userId : null,
    });
    await tx.insert(eventStatusChanges).values({
      eventId: id,
      fromStatus: event.status,
      toStatus: change.status,
      reason: change.reason,
      changedBy: actor.userId,
    });
  });
}
