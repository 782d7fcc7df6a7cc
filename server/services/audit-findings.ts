import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { findingInput } from "../api/contracts/audit-findings";
import type { Db } from "../db/client";
import { actions, auditFindings, internalAudits } from "../db/schema";
import { isAuditClosed, statusRefusals, type AuditStatus } from "../domain/internal-audits";
import type { DateOnly, KeysToCamel } from "../domain/wire-casing";
import { actionsOf } from "./actions";
import { RecordNotFoundError, RefusedError } from "./errors";
import { queueCreates, sameValues } from "./twins";
import { updateVersioned } from "./versioned";

export type FindingInput = KeysToCamel<z.output<typeof findingInput>>;

/** The audit, locked, if the organization or one below it keeps it. */
export async function lockedAudit(tx: Db, below: number[], id: number) {
  const [audit] = await tx
    .select({ id: internalAudits.id, status: internalAudits.status })
    .from(internalAudits)
    .where(and(eq(internalAudits.id, id), inArray(internalAudits.organizationId, below)))
    .for("update");
  if (!audit) throw new RecordNotFoundError();
  return audit;
}

export const closedRefusal = () =>
  new RefusedError([{ path: "status", code: "audit_closed", message: "A closed audit changes only once reopened" }]);

/** An audit's findings in the order they were found, each with its actions. */
export async function findingsOf(db: Db, auditId: number, today: DateOnly) {
  const rows = await db
    .select()
    .from(auditFindings)
    .where(eq(auditFindings.auditId, auditId))
    .orderBy(asc(auditFindings.id));
  return Promise.all(
    rows.map(async (row) => ({ ...row, actions: await actionsOf(db, { auditFindingId: row.id }, today) })),
  );
}

/** The finding, of an audit of the organizations given, with its audit and its actions. */
export async function getFinding(db: Db, organizationIds: number[], id: number, today: DateOnly) {
  const [row] = await db
    .select({
      finding: auditFindings,
      audit: {
        id: internalAudits.id,
        subject: internalAudits.subject,
        status: internalAudits.status,
        departmentId: internalAudits.departmentId,
      },
    })
    .from(auditFindings)
    .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .where(and(eq(auditFindings.id, id), inArray(internalAudits.organizationId, organizationIds)));
  if (!row) return undefined;
  return { ...row.finding, audit: row.audit, actions: await actionsOf(db, { auditFindingId: id }, today) };
}

/** Records a finding of an audit not closed: its id, and whether it is new (the same one twice is one). */
export async function addFinding(db: Db, below: number[], auditId: number, input: FindingInput) {
  return db.transaction(async (tx) => {
    if (isAuditClosed((await lockedAudit(tx, below, auditId)).status)) throw closedRefusal();
    await queueCreates(tx, "audit_findings", auditId);
    const [twin] = await tx
      .select({ id: auditFindings.id })
      .from(auditFindings)
      .where(and(eq(auditFindings.auditId, auditId), ...sameValues(auditFindings, input)))
      .limit(1);
    if (twin) return { id: twin.id, created: false };
    const [row] = await tx
      .insert(auditFindings)
      .values({ ...input, auditId })
      .returning({ id: auditFindings.id });
    return { id: row!.id, created: true };
  });
}

/** Changes a finding of an audit not closed. */
export async function updateFinding(
  db: Db,
  below: number[],
  id: number,
  input: FindingInput,
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    const [finding] = await tx
      .select({ auditId: auditFindings.auditId })
      .from(auditFindings)
      .where(eq(auditFindings.id, id));
    if (!finding) throw new RecordNotFoundError();
    if (isAuditClosed((await lockedAudit(tx, below, finding.auditId)).status)) throw closedRefusal();
    await updateVersioned(tx, auditFindings, eq(auditFindings.id, id), lastModifiedDate, input);
  });
}

/**
 * Moves the audit a step if the rules allow it (`statusRefusals`): closing asks every nonconformity
 * its cause and an action, read in the transaction that closes it.
 */
export async function changeAuditStatus(
  db: Db,
  below: number[],
  id: number,
  change: { status: AuditStatus; lastModifiedDate: string },
) {
  await db.transaction(async (tx) => {
    const audit = await lockedAudit(tx, below, id);
    const findings = await tx
      .select({
        type: auditFindings.type,
        cause: auditFindings.cause,
        actionCount: sql<number>`(select count(*)::int from ${actions} a where a.audit_finding_id = ${auditFindings}.id)`,
      })
      .from(auditFindings)
      .where(eq(auditFindings.auditId, id));
    const refusals = statusRefusals(audit.status, change.status, findings);
    if (refusals.length) throw new RefusedError(refusals);
    const where = eq(internalAudits.id, id);
    await updateVersioned(tx, internalAudits, where, change.lastModifiedDate, { status: change.status });
  });
}
