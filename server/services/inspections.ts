import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { INSPECTION_SORT_FIELDS } from "../api/schemas/control-book";
import type { SortField } from "../api/schemas/common";
import type { z } from "zod";
import { queryRows, type Db } from "../db/client";
import { agreements, files, inspectionChanges, inspectionFiles, inspections, users } from "../db/schema";
import type { inspectionCompletion, inspectionUpdate } from "../api/schemas/control-book";
import {
  completionRefusals,
  needsReason,
  nextInspectionDue,
  type AgreementType,
  type InspectionRefusal,
  type InspectionResult,
  type InspectionStanding,
  type InspectionStatus,
} from "../domain/control-book";
import { addPeriod, DUE_SOON_DAYS } from "../domain/recurrence";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import type { ControlBookScope } from "./agreements";
import { DuplicateError, isUniqueViolation, RecordNotFoundError, RefusedError, UnknownReferenceError } from "./errors";
import { idList, orderOf } from "./paging";
import { containsPattern } from "./text-search";
import { managersOf, tell, userOfMembership } from "./news";
import { updateVersioned } from "./versioned";
import { attachedFiles, attachFile, type AttachmentLink } from "./attachments";

export type InspectionUpdate = KeysToCamel<z.output<typeof inspectionUpdate>>;
export type InspectionCompletion = KeysToCamel<z.output<typeof inspectionCompletion>>;
type Actor = { userId: number };

/** An inspection's files: its own reports, or one visit's report shared by all it completed. */
export const INSPECTION_FILES: AttachmentLink = {
  table: inspectionFiles,
  owner: inspectionFiles.inspectionId,
  file: inspectionFiles.fileId,
  entity: "inspection",
};

export type InspectionFilter = {
  q?: string;
  standing?: InspectionStanding;
  status?: InspectionStatus;
  type?: AgreementType;
  responsibleMemberId?: number;
  stakeholderId?: number;
  machineId?: number;
  agreementId?: number;
  dueFrom?: DateOnly;
  dueTo?: DateOnly;
  performedFrom?: DateOnly;
};

type Row = {
  id: number;
  agreementId: number;
  agreementName: string;
  type: AgreementType;
  frequency: string;
  responsibleId: number | null;
  responsibleName: string | null;
  stakeholderId: number | null;
  stakeholderName: string | null;
  organizationId: number;
  organizationName: string;
  scheduledDate: DateOnly;
  dueDate: DateOnly;
  status: InspectionStatus;
  standing: InspectionStanding;
  performedAt: DateOnly | null;
  performedBy: string | null;
  result: InspectionResult | null;
  findings: string | null;
  nextInterval: string | null;
  machines: { id: number; name: string }[] | null;
  lastModifiedDate: Date;
  total: number;
};

const SORTS = {
  due_date: sql`i.due_date`,
  scheduled_date: sql`i.scheduled_date`,
  performed_at: sql`i.performed_at`,
  agreement_name: sql`lower(a.name)`,
  type: sql`a.type`,
} satisfies Record<SortField<typeof INSPECTION_SORT_FIELDS>, SQL>;

/** The standing as SQL, by the same rule as `inspectionStanding`. */
const standingOf = (today: string) => {
  const soon = addPeriod(today, `P${DUE_SOON_DAYS}D`);
  return sql`case when i.status = 'DONE' then 'DONE' when i.due_date < ${today} then 'OVERDUE'
    when i.due_date <= ${soon} then 'DUE_SOON' else 'LATER' end`;
};

/**
 * Inspections with their agreement's names: one query for a page of the control book or one record.
 * The page is chosen first (ids, counted), and only its rows are dressed with names and machines: the
 * book holds tens of thousands of inspections.
 */
function inspectionRows(
  scope: ControlBookScope,
  today: string,
  where: SQL,
  order: SQL = sql`i.id`,
  limit: SQL = sql``,
) {
  return sql`with page as (
      select i.id, count(*) over () as total
      from inspections i
      join agreements a on a.id = i.agreement_id
      where i.organization_id in (${idList(scope.circle.below)}) and ${where}
      order by ${order}, i.id
      ${limit}
    )
    select i.id, a.id as "agreementId", a.name as "agreementName", a.type, a.frequency,
      m.id as "responsibleId", u.name as "responsibleName", s.id as "stakeholderId", s.name as "stakeholderName",
      o.id as "organizationId", o.name as "organizationName",
      i.scheduled_date::text as "scheduledDate", i.due_date::text as "dueDate", i.status, ${standingOf(today)} as standing,
      i.performed_at::text as "performedAt", i.performed_by as "performedBy", i.result, i.findings,
      i.next_interval as "nextInterval",
      (select json_agg(json_build_object('id', mc.id, 'name', mc.name) order by lower(mc.name), mc.id)
         from agreement_machines am join machines mc on mc.id = am.machine_id where am.agreement_id = a.id) as machines,
      i.last_modified_date as "lastModifiedDate", page.total
    from page
    join inspections i on i.id = page.id
    join agreements a on a.id = i.agreement_id
    join organizations o on o.id = i.organization_id
    left join memberships m on m.id = a.responsible_member_id
    left join users u on u.id = m.user_id
    left join stakeholders s on s.id = a.stakeholder_id
    order by ${order}, i.id`;
}

function summaryOf(row: Row) {
  const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? "" });
  return {
    id: row.id,
    agreement: {
      id: row.agreementId,
      name: row.agreementName,
      type: row.type,
      frequency: row.frequency,
      responsibleMember: named(row.responsibleId, row.responsibleName),
      stakeholder: named(row.stakeholderId, row.stakeholderName),
    },
    organization: { id: row.organizationId, name: row.organizationName },
    scheduledDate: row.scheduledDate,
    dueDate: row.dueDate,
    status: row.status,
    standing: row.standing,
    performedAt: row.performedAt,
    performedBy: row.performedBy,
    result: row.result,
    findings: row.findings,
    nextInterval: row.nextInterval,
    machines: row.machines ?? [],
    lastModifiedDate: new Date(row.lastModifiedDate),
  };
}

function filterOf(filter: InspectionFilter, today: string): SQL {
  const parts: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) parts.push(sql`a.name ilike ${containsPattern(q)}`);
  if (filter.standing) parts.push(sql`${standingOf(today)} = ${filter.standing}`);
  if (filter.status) parts.push(sql`i.status = ${filter.status}`);
  if (filter.type) parts.push(sql`a.type = ${filter.type}`);
  if (filter.responsibleMemberId) parts.push(sql`a.responsible_member_id = ${filter.responsibleMemberId}`);
  if (filter.stakeholderId) parts.push(sql`a.stakeholder_id = ${filter.stakeholderId}`);
  if (filter.agreementId) parts.push(sql`i.agreement_id = ${filter.agreementId}`);
  if (filter.dueFrom) parts.push(sql`i.due_date >= ${filter.dueFrom}`);
  if (filter.dueTo) parts.push(sql`i.due_date <= ${filter.dueTo}`);
  if (filter.performedFrom) parts.push(sql`i.performed_at >= ${filter.performedFrom}`);
  if (filter.machineId) {
    parts.push(
      sql`exists (select 1 from agreement_machines am where am.agreement_id = a.id and am.machine_id = ${filter.machineId})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function listInspections(
  db: Db,
  scope: ControlBookScope,
  query: InspectionFilter & { page: number; size: number; sort: { field: string; direction: "asc" | "desc" }[] },
  today: string,
) {
  const order = orderOf(query.sort, SORTS, SORTS.due_date!);
  const rows = await queryRows<Row>(
    db,
    inspectionRows(
      scope,
      today,
      filterOf(query, today),
      order,
      sql`limit ${query.size} offset ${query.page * query.size}`,
    ),
  );
  return { totalElements: Number(rows[0]?.total ?? 0), content: rows.map(summaryOf) };
}

/** Overdue and due-soon inspections per organization, by the standing the list filters on. */
export async function inspectionStandingCounts(db: Db, organizationIds: number[], today: string) {
  const rows = await queryRows<{ organizationId: number; overdue: number; dueSoon: number }>(
    db,
    sql`select i.organization_id as "organizationId",
        count(*) filter (where ${standingOf(today)} = 'OVERDUE')::int as overdue,
        count(*) filter (where ${standingOf(today)} = 'DUE_SOON')::int as "dueSoon"
      from inspections i
      where i.organization_id in (${idList(organizationIds)}) and i.status = 'PENDING'
      group by i.organization_id`,
  );
  return rows;
}

export async function getInspection(db: Db, scope: ControlBookScope, id: number, today: string) {
  const [row] = await queryRows<Row>(db, inspectionRows(scope, today, sql`i.id = ${id}`));
  if (!row) return null;
  const [attached, changes, next] = await Promise.all([
    attachedFiles(db, INSPECTION_FILES, id),
    db
      .select({ change: inspectionChanges, userName: users.name })
      .from(inspectionChanges)
      .leftJoin(users, eq(users.id, inspectionChanges.userId))
      .where(eq(inspectionChanges.inspectionId, id))
      .orderBy(asc(inspectionChanges.at), asc(inspectionChanges.id)),
    db
      .select({ id: inspections.id, dueDate: inspections.dueDate })
      .from(inspections)
      .where(eq(inspections.previousId, id)),
  ]);
  return {
    ...summaryOf(row),
    next: next[0] ?? null,
    files: attached,
    changes: changes.map(({ change, userName }) => ({
      kind: change.kind,
      reason: change.reason,
      dueDateBefore: change.dueDateBefore,
      dueDateAfter: change.dueDateAfter,
      user: change.userId === null ? null : { id: change.userId, name: userName ?? "" },
      at: change.at,
    })),
  };
}

/** The inspection's id if the caller's organization may change it (its own or one below), else null. */
export async function changeableInspectionId(db: Db, scope: ControlBookScope, id: number) {
  const [row] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.id, id), inArray(inspections.organizationId, scope.circle.below)));
  return row?.id ?? null;
}

/** An extra inspection of an agreement, due (and scheduled) on a given day; the same day twice is refused. */
export async function scheduleInspection(
  db: Db,
  actor: Actor,
  scope: ControlBookScope,
  input: { agreementId: number; dueDate: DateOnly },
) {
  try {
    return await db.transaction(async (tx) => {
      const [agreement] = await tx
        .select({ id: agreements.id, organizationId: agreements.organizationId })
        .from(agreements)
        .where(and(eq(agreements.id, input.agreementId), inArray(agreements.organizationId, scope.circle.below)));
      if (!agreement) throw new UnknownReferenceError("agreement_id", "Not an agreement of this organization");
      const [row] = await tx
        .insert(inspections)
        .values({
          organizationId: agreement.organizationId,
          agreementId: agreement.id,
          scheduledDate: input.dueDate,
          dueDate: input.dueDate,
        })
        .returning({ id: inspections.id });
      await tx
        .insert(inspectionChanges)
        .values({ inspectionId: row!.id, kind: "SCHEDULED", dueDateAfter: input.dueDate, userId: actor.userId });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DuplicateError("The agreement already has an inspection scheduled that day");
    throw error;
  }
}

/**
 * Saves an inspection: moves its due date (with a reason), completes it (a performed date not in the
 * future and a result; the next one is scheduled), corrects a done one, or reopens it (with a reason).
 * The history keeps each move, completion and reopening.
 */
export async function updateInspection(
  db: Db,
  actor: Actor,
  scope: ControlBookScope,
  id: number,
  input: InspectionUpdate,
  today: string,
) {
  await db.transaction((tx) => saveInspection(tx, actor, scope, id, () => input, today));
}

/**
 * Completes many pending inspections with one performance (a date, a result, who and what was found),
 * all or none: each is completed as its own form would, its next one scheduled. One that is done
 * already, or not the organization's, refuses the whole with its id.
 */
export async function completeInspections(
  db: Db,
  actor: Actor,
  scope: ControlBookScope,
  input: InspectionCompletion,
  today: string,
) {
  await db.transaction(async (tx) => {
    const report = input.reportFileId;
    if (report !== null) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, report), eq(files.organizationId, scope.organizationId), eq(files.deleted, false)));
      if (!file) throw new UnknownReferenceError("report_file_id", "No file of this organization");
    }
    // In id order, so two such completions at once wait for each other instead of deadlocking.
    for (const id of [...new Set(input.inspectionIds)].sort((a, b) => a - b)) {
      await saveInspection(
        tx,
        actor,
        scope,
        id,
        (current) => {
          if (current.status !== "PENDING") {
            throw new RefusedError([
              { path: "inspection_ids", code: "inspectionDone", message: `Inspection ${id} is done already` },
            ]);
          }
          return {
            status: "DONE",
            dueDate: current.dueDate,
            reason: null,
            performedAt: input.performedAt,
            performedBy: input.performedBy,
            result: input.result,
            findings: input.findings,
            nextInterval: null,
            lastModifiedDate: current.lastModifiedDate.toISOString(),
          };
        },
        today,
      );
      const by = { organizationId: scope.organizationId, userId: actor.userId };
      if (report !== null) await attachFile(tx, INSPECTION_FILES, by, id, report);
    }
  });
}

/** One inspection's save inside a transaction: its input read from the locked row as it stands. */
async function saveInspection(
  tx: Db,
  actor: Actor,
  scope: ControlBookScope,
  id: number,
  inputOf: (current: typeof inspections.$inferSelect) => InspectionUpdate,
  today: string,
) {
  const [current] = await tx
    .select({ inspection: inspections, agreement: agreements })
    .from(inspections)
    .innerJoin(agreements, eq(agreements.id, inspections.agreementId))
    .where(and(eq(inspections.id, id), inArray(inspections.organizationId, scope.circle.below)))
    .for("update", { of: inspections });
  if (!current) throw new RecordNotFoundError();
  const { inspection, agreement } = current;
  const input = inputOf(inspection);
  const refusals = refusalsOf(inspection, agreement, input, today);
  if (refusals.length) throw new RefusedError(refusals);

  const done = input.status === "DONE";
  await updateVersioned(tx, inspections, eq(inspections.id, id), input.lastModifiedDate, {
    status: input.status,
    dueDate: input.dueDate,
    performedAt: input.performedAt,
    performedBy: input.performedBy,
    result: input.result,
    findings: input.findings,
    nextInterval: done ? input.nextInterval : null,
  });
  const change = (
    kind: "DUE_MOVED" | "COMPLETED" | "REOPENED",
    extra: Partial<typeof inspectionChanges.$inferInsert> = {},
  ) => tx.insert(inspectionChanges).values({ inspectionId: id, kind, userId: actor.userId, ...extra });
  if (input.dueDate !== inspection.dueDate) {
    await change("DUE_MOVED", {
      reason: input.reason,
      dueDateBefore: inspection.dueDate,
      dueDateAfter: input.dueDate,
    });
  }
  if (inspection.status === "PENDING" && done) await change("COMPLETED");
  if (done && input.result === "FAILED" && inspection.result !== "FAILED") {
    // The one who answers for the agreement and the organization's managers hear of it at once.
    const news = {
      topic: "INSPECTION_FAILED" as const,
      recordId: id,
      title: agreement.name,
      organizationId: inspection.organizationId,
      dueDate: inspection.dueDate,
      occasion: String(id),
    };
    const responsible = agreement.responsibleMemberId;
    const told = sql`${managersOf(inspection.organizationId)}
      ${responsible === null ? sql`` : sql`union ${userOfMembership(responsible)}`}`;
    await tell(tx, news, told, actor.userId);
  }
  if (inspection.status === "DONE" && !done) await change("REOPENED", { reason: input.reason });
  if (done) await scheduleNext(tx, actor, inspection, agreement, input);
}

type FieldRefusal = { path: string; code: string; message: string };

function refusalsOf(
  inspection: typeof inspections.$inferSelect,
  agreement: typeof agreements.$inferSelect,
  input: InspectionUpdate,
  today: string,
): FieldRefusal[] {
  const refusals: FieldRefusal[] = [];
  if (input.dueDate !== inspection.dueDate && needsReason(input.reason)) {
    refusals.push({ path: "reason", code: "reasonMissing", message: "Say why the due date moves" });
  }
  if (inspection.status === "DONE" && input.status === "PENDING" && needsReason(input.reason)) {
    refusals.push({ path: "reason", code: "reasonMissing", message: "Say why the inspection is reopened" });
  }
  if (input.status === "DONE") {
    const found = completionRefusals(input, agreement, today);
    for (const [field, code] of Object.entries(found) as [string, InspectionRefusal][]) {
      refusals.push({ path: field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), code, message: MESSAGES[code] });
    }
  }
  // One reason is enough for both a move and a reopening.
  return refusals.filter((refusal, index) => refusals.findIndex((other) => other.path === refusal.path) === index);
}

const MESSAGES: Record<InspectionRefusal, string> = {
  reasonMissing: "Say why",
  performedMissing: "Say when it was performed",
  performedInFuture: "It cannot have been performed after today",
  resultMissing: "Choose the result",
  intervalNotShorter: "The next interval must be shorter than the agreement's frequency",
  intervalWithoutFailure: "A shorter interval only follows a failed inspection",
};

/**
 * After a completion, the next inspection is due the frequency (or the shorter interval after a
 * failure) after the performed date. Completing the same one again moves the next one while it is
 * still pending, instead of scheduling another.
 */
async function scheduleNext(
  tx: Db,
  actor: Actor,
  inspection: typeof inspections.$inferSelect,
  agreement: typeof agreements.$inferSelect,
  input: InspectionUpdate,
) {
  const due = nextInspectionDue(agreement, input.performedAt!, input.nextInterval);
  const [existing] = await tx.select().from(inspections).where(eq(inspections.previousId, inspection.id));
  if (existing) {
    if (due === null || existing.status !== "PENDING" || existing.dueDate === due) return;
    await tx.update(inspections).set({ dueDate: due }).where(eq(inspections.id, existing.id));
    await tx.insert(inspectionChanges).values({
      inspectionId: existing.id,
      kind: "DUE_MOVED",
      reason: null,
      dueDateBefore: existing.dueDate,
      dueDateAfter: due,
      userId: actor.userId,
    });
    return;
  }
  if (due === null) return;
  const [created] = await tx
    .insert(inspections)
    .values({
      organizationId: inspection.organizationId,
      agreementId: agreement.id,
      scheduledDate: due,
      dueDate: due,
      previousId: inspection.id,
    })
    .onConflictDoNothing({ target: [inspections.agreementId, inspections.scheduledDate] })
    .returning({ id: inspections.id });
  if (created) {
    await tx
      .insert(inspectionChanges)
      .values({ inspectionId: created.id, kind: "SCHEDULED", dueDateAfter: due, userId: actor.userId });
  }
}
