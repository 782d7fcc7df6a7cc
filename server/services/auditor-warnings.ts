import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { memberships } from "../db/schema";
import { AUDITOR_COMPETENCE_PATTERN, type AuditorWarning } from "../domain/internal-audits";
import type { DateOnly } from "../domain/wire-casing";

type Audited = {
  leadAuditor: { id: number; name: string } | null;
  auditors: { id: number; name: string }[];
  startDate: DateOnly;
};

/**
 * The warnings of an audit's auditors (decision 037): one without an internal-auditor competence valid
 * on the day the audit starts (from the competence matrix), and one who is a member of the department
 * audited or one below it (`auditedUnits`; none when the organization as a whole is audited).
 */
export async function auditorWarnings(db: Db, audit: Audited, auditedUnits: number[]) {
  const people = [...(audit.leadAuditor ? [audit.leadAuditor] : []), ...audit.auditors];
  if (people.length === 0) return [];
  // A subquery names its outer table explicitly (drizzle renders a lone column without it).
  const competent = sql<boolean>`exists (
    select 1 from competence_records r join competences c on c.id = r.competence_id
    where r.membership_id = ${memberships}.id and c.name ilike ${AUDITOR_COMPETENCE_PATTERN}
      and r.last_acquisition_date is not null
      and (c.frequency = 'P0D' or r.last_acquisition_date + c.frequency::interval >= ${audit.startDate}::date))`;
  const rows = await db
    .select({ id: memberships.id, organizationId: memberships.organizationId, competent })
    .from(memberships)
    .where(
      inArray(
        memberships.id,
        people.map((person) => person.id),
      ),
    );
  return people.flatMap((member) => {
    const row = rows.find((found) => found.id === member.id);
    const kinds: AuditorWarning[] = [];
    if (!row?.competent) kinds.push("NO_AUDITOR_COMPETENCE");
    if (row && auditedUnits.includes(row.organizationId)) kinds.push("OWN_DEPARTMENT");
    return kinds.map((kind) => ({ member, kind }));
  });
}
