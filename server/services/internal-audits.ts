import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AUDIT_SORT_FIELDS, auditInput } from "../api/contracts/internal-audits";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import {
  internalAuditAuditors,
  internalAuditFiles,
  internalAudits,
  memberships,
  organizations,
  users,
} from "../db/schema";
import { isAuditClosed, scopeRefusals, type AuditStatus } from "../domain/internal-audits";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { attachedFiles, type AttachmentLink } from "./attachments";
import { checklistOf } from "./audit-checklist";
import { closedRefusal, findingsOf, lockedAudit } from "./audit-findings";
import { auditProcedureLinks, auditProceduresOf, checkProcedures } from "./audit-procedures";
import { RefusedError, UnknownReferenceError } from "./errors";
import { auditObligationLinks, auditObligationsOf, checkObligations } from "./linked-obligations";
import { pageAndCount, sortsOf, type Sorting } from "./paging";
import { recordLinks } from "./record-links";
import { checkResponsibleMember } from "./responsible-member";
import { containsPattern, textColumns } from "./text-search";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type AuditInput = KeysToCamel<z.output<typeof auditInput>>;
/** Where an audit may stand (the organization and those below it), and whose members may audit (those it sees). */
export type AuditScope = { organizationId: number; below: number[]; visible: number[] };
export type AuditFilter = { q?: string; departmentIds?: number[]; status?: AuditStatus };

const department = alias(organizations, "department");
const leadMembership = alias(memberships, "lead_membership");
const lead = alias(users, "lead");
// A subquery names its outer table explicitly (drizzle renders a lone column without it).
const findingCount = sql<number>`(select count(*)::int from audit_findings f where f.audit_id = ${internalAudits}.id)`;
const nonconformityCount = sql<number>`(select count(*)::int from audit_findings f
  where f.audit_id = ${internalAudits}.id and f.type in ('MAJOR', 'MINOR'))`;

const SORTABLE = {
  start_date: sql`${internalAudits.startDate}`,
  subject: sql`lower(${internalAudits.subject})`,
  status: sql`array_position(array['PLANNED','IN_PROGRESS','REPORTED','CLOSED'], ${internalAudits.status})`,
  department: sql`lower(${department.name})`,
} satisfies Record<SortField<typeof AUDIT_SORT_FIELDS>, SQL>;

function conditions(organizationIds: number[], filter: AuditFilter) {
  const found: SQL[] = [inArray(internalAudits.organizationId, organizationIds)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    found.push(or(...textColumns(internalAudits).map((column) => ilike(column, pattern)))!);
  }
  if (filter.departmentIds) found.push(inArray(internalAudits.departmentId, filter.departmentIds));
  if (filter.status) found.push(eq(internalAudits.status, filter.status));
  return found;
}

const summaryColumns = {
  ...getTableColumns(internalAudits),
  departmentName: department.name,
  leadName: lead.name,
  findingCount,
  nonconformityCount,
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(internalAudits)
    .leftJoin(department, eq(department.id, internalAudits.departmentId))
    .leftJoin(leadMembership, eq(leadMembership.id, internalAudits.leadAuditorId))
    .leftJoin(lead, eq(lead.id, leadMembership.userId));
}

/** The other auditors of each audit given, by name. */
async function auditorsOf(db: Db, auditIds: number[]) {
  const byAudit = new Map<number, { id: number; name: string }[]>();
  if (auditIds.length === 0) return byAudit;
  const rows = await db
    .select({ auditId: internalAuditAuditors.auditId, id: memberships.id, name: users.name })
    .from(internalAuditAuditors)
    .innerJoin(memberships, eq(memberships.id, internalAuditAuditors.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(internalAuditAuditors.auditId, auditIds))
    .orderBy(asc(sql`lower(${users.name})`));
  for (const { auditId, ...auditor } of rows) byAudit.set(auditId, [...(byAudit.get(auditId) ?? []), auditor]);
  return byAudit;
}

type Row = typeof internalAudits.$inferSelect & { departmentName: string | null; leadName: string | null };

const summaryOf =
  (auditors: Map<number, { id: number; name: string }[]>) =>
  ({ departmentName, leadName, ...row }: Row & { findingCount: number; nonconformityCount: number }) => ({
    ...row,
    department: row.departmentId === null ? null : { id: row.departmentId, name: departmentName ?? "" },
    leadAuditor: row.leadAuditorId === null ? null : { id: row.leadAuditorId, name: leadName ?? "" },
    auditors: auditors.get(row.id) ?? [],
  });

/** A page of the audits of the organizations given (the active one and those below it) and their total. */
export async function listAudits(
  db: Db,
  organizationIds: number[],
  query: AuditFilter & { page: number; size: number; sort: Sorting },
) {
  const order = sortsOf(query.sort, SORTABLE).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const where = and(...conditions(organizationIds, query));
  const matches = selectSummaries(db)
    .where(where)
    .orderBy(...order, desc(internalAudits.startDate), asc(internalAudits.id));
  // The page and the count apart: a count beside each row makes the database sort every match, where
  // alone the page is a walk of an index on its order (a holding of 50,000 audits).
  const counting = db.select({ total: count() }).from(internalAudits).where(where);
  const page = await pageAndCount(matches.$dynamic(), counting, query.page, query.size);
  const auditors = await auditorsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { total: page.total, rows: page.rows.map(summaryOf(auditors)) };
}

export const auditFileLink: AttachmentLink = {
  table: internalAuditFiles,
  owner: internalAuditFiles.auditId,
  file: internalAuditFiles.fileId,
  entity: "internal_audit",
};

/** The audit with its auditors, its findings (each with its actions) and its checklist. */
export async function getAudit(db: Db, organizationIds: number[], id: number, today: DateOnly) {
  const [row] = await selectSummaries(db).where(
    and(eq(internalAudits.id, id), inArray(internalAudits.organizationId, organizationIds)),
  );
  if (!row) return undefined;
  const scoped = { obligations: await auditObligationsOf(db, id), procedures: await auditProceduresOf(db, id) };
  return {
    ...summaryOf(await auditorsOf(db, [id]))(row),
    ...scoped,
    findings: await findingsOf(db, id, today),
    checklist: await checklistOf(db, id, row, scoped),
    files: await attachedFiles(db, auditFileLink, id),
  };
}

/** The input checked: the department within reach, the auditors present members, the scope and dates whole. */
async function checkAudit(tx: Db, scope: AuditScope, input: AuditInput) {
  if (input.departmentId !== null && !scope.below.includes(input.departmentId)) {
    throw new UnknownReferenceError("department_id", "Not this organization or one below it");
  }
  const refusals = scopeRefusals(input);
  if (refusals.length) throw new RefusedError(refusals);
  await checkResponsibleMember(tx, scope.visible, input.leadAuditorId, "lead_auditor_id");
  const auditorIds = [...new Set(input.auditorIds)].filter((auditor) => auditor !== input.leadAuditorId);
  for (const auditorId of auditorIds) await checkResponsibleMember(tx, scope.visible, auditorId, "auditor_ids");
  return {
    auditorIds,
    obligationIds: await checkObligations(tx, scope.visible, input.obligationIds),
    procedureIds: await checkProcedures(tx, scope.visible, input.procedureIds),
  };
}

const auditorLinks = recordLinks(internalAuditAuditors, "auditId", "membershipId");

type Linked = Awaited<ReturnType<typeof checkAudit>>;

async function keepLinked(tx: Db, auditId: number, linked: Linked) {
  await auditorLinks.replace(tx, auditId, linked.auditorIds);
  await auditObligationLinks.replace(tx, auditId, linked.obligationIds);
  await auditProcedureLinks.replace(tx, auditId, linked.procedureIds);
}

/** The audit's own columns: the people and records it names are kept beside it. */
const columnsOf = ({
  auditorIds: _auditors,
  obligationIds: _obligations,
  procedureIds: _procedures,
  ...input
}: AuditInput) => input;

/** Plans an audit: its id, and whether it is new. The same audit sent twice answers the first one. */
export async function createAudit(db: Db, scope: AuditScope, audit: AuditInput) {
  const input = columnsOf(audit);
  return db.transaction(async (tx) => {
    const linked = await checkAudit(tx, scope, audit);
    await queueCreates(tx, "internal_audits", scope.organizationId);
    const [twin] = await tx
      .select({ id: internalAudits.id })
      .from(internalAudits)
      .where(and(eq(internalAudits.organizationId, scope.organizationId), ...sameValues(internalAudits, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(internalAudits)
      .values({ ...input, organizationId: scope.organizationId })
      .returning({ id: internalAudits.id });
    await keepLinked(tx, row!.id, linked);
    return { id: row!.id, created: true };
  });
}

/** Changes the audit's scope, auditors, dates or conclusion; a closed one is refused. */
export async function updateAudit(db: Db, scope: AuditScope, id: number, audit: AuditInput, lastModifiedDate: string) {
  const input = columnsOf(audit);
  await db.transaction(async (tx) => {
    if (isAuditClosed((await lockedAudit(tx, scope.below, id)).status)) throw closedRefusal();
    const linked = await checkAudit(tx, scope, audit);
    const where = and(eq(internalAudits.id, id), inArray(internalAudits.organizationId, scope.below))!;
    await updateVersioned(tx, internalAudits, where, lastModifiedDate, input);
    await keepLinked(tx, id, linked);
  });
}
