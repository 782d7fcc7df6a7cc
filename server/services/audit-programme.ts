import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { internalAuditAuditors, internalAudits } from "../db/schema";
import { repetitionDates } from "../domain/audit-programme";
import type { DateOnly } from "../domain/wire-casing";
import { RecordNotFoundError, RefusedError } from "./errors";
import { queueCreates } from "./twins";

/**
 * Plans the audit again every `everyMonths` months up to `until` (the programme over the year): each
 * repetition is planned with the same scope and auditors, without findings or conclusion. A repetition
 * already planned (the same subject starting the same day) is kept, so a repeated request plans no twins.
 */
export async function repeatAudit(db: Db, below: number[], id: number, everyMonths: number, until: DateOnly) {
  return db.transaction(async (tx) => {
    const [audit] = await tx
      .select()
      .from(internalAudits)
      .where(and(eq(internalAudits.id, id), inArray(internalAudits.organizationId, below)));
    if (!audit) throw new RecordNotFoundError();
    const dates = repetitionDates(audit.startDate, audit.endDate, everyMonths, until);
    if (dates.length === 0) {
      throw new RefusedError([{ path: "until", code: "no_repetition", message: "No repetition starts by this day" }]);
    }
    await queueCreates(tx, "internal_audits", audit.organizationId);
    const auditors = await tx
      .select({ membershipId: internalAuditAuditors.membershipId })
      .from(internalAuditAuditors)
      .where(eq(internalAuditAuditors.auditId, id));
    const { id: _id, createdDate: _created, lastModifiedDate: _modified, ...scope } = audit;
    const planned: number[] = [];
    for (const date of dates) {
      const [twin] = await tx
        .select({ id: internalAudits.id })
        .from(internalAudits)
        .where(
          and(
            eq(internalAudits.organizationId, audit.organizationId),
            eq(internalAudits.subject, audit.subject),
            eq(internalAudits.startDate, date.startDate as DateOnly),
          ),
        );
      if (twin) {
        planned.push(twin.id);
        continue;
      }
      const [row] = await tx
        .insert(internalAudits)
        .values({
          ...scope,
          startDate: date.startDate as DateOnly,
          endDate: date.endDate as DateOnly | null,
          status: "PLANNED",
          conclusion: null,
        })
        .returning({ id: internalAudits.id });
      if (auditors.length) {
        await tx.insert(internalAuditAuditors).values(auditors.map((auditor) => ({ ...auditor, auditId: row!.id })));
      }
      planned.push(row!.id);
    }
    return planned;
  });
}
