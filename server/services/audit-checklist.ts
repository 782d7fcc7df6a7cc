import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditChecklistAnswers, internalAudits } from "../db/schema";
import { checklistClauses, type ChecklistAnswer } from "../domain/audit-clauses";
import { AUDIT_STANDARD_FLAGS, isAuditClosed } from "../domain/internal-audits";
import type { IsoStandard } from "../domain/standards";
import { closedRefusal, lockedAudit } from "./audit-findings";
import { auditProceduresOf } from "./audit-procedures";
import { RefusedError } from "./errors";
import { auditObligationsOf } from "./linked-obligations";
import { updateVersioned } from "./versioned";

type Scoped = { coversEnvironment: boolean; coversSafety: boolean; coversSecurity: boolean; clauses: string | null };

/** The standards an audit covers. */
const standardsOf = (audit: Scoped) =>
  (Object.keys(AUDIT_STANDARD_FLAGS) as (keyof typeof AUDIT_STANDARD_FLAGS)[])
    .filter((flag) => audit[flag])
    .map((flag): IsoStandard => AUDIT_STANDARD_FLAGS[flag]);

type Obligation = { id: number; titleEn: string; titleDa: string; shortName: string | null };
type Procedure = { id: number; titleEn: string; titleDa: string };
type ScopedRecords = { obligations: Obligation[]; procedures: Procedure[] };

/** The lines of the scope: its clauses, its procedures (`PROCEDURE:<id>`), its binding obligations (`OBLIGATION:<entry>`). */
function linesOf(audit: Scoped, { obligations, procedures }: ScopedRecords) {
  const named = (title: string, shortName: string | null) => (shortName ? `${shortName}: ${title}` : title);
  return [
    ...checklistClauses(standardsOf(audit), audit.clauses),
    ...procedures.map((procedure) => ({
      key: `PROCEDURE:${procedure.id}`,
      standard: null,
      clause: null,
      en: procedure.titleEn,
      da: procedure.titleDa,
    })),
    ...obligations.map((obligation) => ({
      key: `OBLIGATION:${obligation.id}`,
      standard: null,
      clause: null,
      en: named(obligation.titleEn, obligation.shortName),
      da: named(obligation.titleDa, obligation.shortName),
    })),
  ];
}

/** The audit's checklist: a line per clause, procedure and obligation of its scope, with the answer kept for it, if one. */
export async function checklistOf(db: Db, auditId: number, audit: Scoped, records: ScopedRecords) {
  const answers = await db.select().from(auditChecklistAnswers).where(eq(auditChecklistAnswers.auditId, auditId));
  return linesOf(audit, records).map(({ key, standard, clause, en, da }) => {
    const kept = answers.find((answer) => answer.lineKey === key);
    return {
      key,
      standard,
      clause,
      titleEn: en,
      titleDa: da,
      answer: kept?.answer ?? null,
      evidence: kept?.evidence ?? null,
    };
  });
}

export type ChecklistLine = { key: string; answer: ChecklistAnswer | null; evidence: string | null };

/**
 * Keeps the answers given to lines of the audit's checklist, all or none: a line out of its scope is
 * refused; a line without an answer forgets the one kept. The audit's stamp guards against a stale page.
 */
export async function answerChecklist(
  db: Db,
  below: number[],
  id: number,
  lines: ChecklistLine[],
  lastModifiedDate: string,
) {
  await db.transaction(async (tx) => {
    if (isAuditClosed((await lockedAudit(tx, below, id)).status)) throw closedRefusal();
    const [audit] = await tx.select().from(internalAudits).where(eq(internalAudits.id, id));
    const records = { obligations: await auditObligationsOf(tx, id), procedures: await auditProceduresOf(tx, id) };
    const keys = new Set(linesOf(audit!, records).map((line) => line.key));
    if (lines.some((line) => !keys.has(line.key))) {
      throw new RefusedError([
        { path: "lines", code: "checklist_line_out_of_scope", message: "Not a line of this audit" },
      ]);
    }
    await updateVersioned(tx, internalAudits, eq(internalAudits.id, id), lastModifiedDate, {});
    const given = [...new Map(lines.map((line) => [line.key, line])).values()];
    await tx.delete(auditChecklistAnswers).where(
      and(
        eq(auditChecklistAnswers.auditId, id),
        inArray(
          auditChecklistAnswers.lineKey,
          given.map((line) => line.key),
        ),
      ),
    );
    const answered = given.filter((line) => line.answer !== null);
    if (answered.length) {
      await tx
        .insert(auditChecklistAnswers)
        .values(
          answered.map((line) => ({ auditId: id, lineKey: line.key, answer: line.answer!, evidence: line.evidence })),
        );
    }
  });
}
