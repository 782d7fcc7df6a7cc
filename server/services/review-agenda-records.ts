import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client";
import { actions, auditFindings, events, internalAudits, wasteRegistrations } from "../db/schema";
import { FINDING_TYPES } from "../domain/internal-audits";
import { AGENDA_LIST_LIMIT, monitoringMonths } from "../domain/management-reviews";
import { daysBefore } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { emissionsReport } from "./emissions-report";
import type { AgendaSubject } from "./review-agenda";

/** The business day (Copenhagen's) of a timestamp column, as the review's date counts days. */
export const dayOf = (column: SQLWrapper) => sql`(${column} at time zone 'Europe/Copenhagen')::date`;

const count = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
const auditsInPeriod = (subject: AgendaSubject, since: DateOnly) =>
  and(
    inArray(internalAudits.organizationId, subject.below),
    sql`${internalAudits.startDate} > ${since}`,
    sql`${internalAudits.startDate} <= ${subject.asOf}`,
  );

/** The nonconformities audits found in the period with their actions, and the open and overdue actions by source. */
export async function nonconformitiesOf(db: Db, subject: AgendaSubject, since: DateOnly) {
  const findings = await db
    .select({
      id: auditFindings.id,
      type: auditFindings.type,
      description: auditFindings.description,
      auditSubject: internalAudits.subject,
      actions: sql<number>`(select count(*)::int from ${actions} a where a.audit_finding_id = ${auditFindings}.id)`,
    })
    .from(auditFindings)
    .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .where(and(auditsInPeriod(subject, since), inArray(auditFindings.type, ["MAJOR", "MINOR"])))
    .orderBy(asc(internalAudits.startDate), asc(auditFindings.id))
    .limit(AGENDA_LIST_LIMIT);
  const actionsBySource = await db
    .select({
      source: actions.source,
      open: sql<number>`count(*)::int`,
      overdue: count(sql`${actions.dueDate} < ${subject.asOf}`),
    })
    .from(actions)
    .where(and(inArray(actions.organizationId, subject.below), ne(actions.status, "DONE")))
    .groupBy(actions.source)
    .orderBy(asc(actions.source));
  return { findings, actionsBySource };
}

/** CO2 by scope and waste tonnes by hazard over the months compared, this year's and the year before's. */
export async function monitoringOf(db: Db, subject: AgendaSubject) {
  const { year, throughMonth } = monitoringMonths(subject.asOf);
  const emissions = await emissionsReport(db, subject.below, year);
  const months = emissions.months.filter((month) => month.month <= throughMonth);
  const sum = (pick: (month: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
  const r = wasteRegistrations;
  // The first day after the months compared, in the year given.
  const through = (of: number) =>
    throughMonth === 12 ? `${of + 1}-01-01` : `${of}-${String(throughMonth + 1).padStart(2, "0")}-01`;
  const tonnes = (of: number) =>
    sql<number>`coalesce(sum(${r.tonnes}) filter (where ${r.performedAt} >= ${`${of}-01-01`} and ${r.performedAt} < ${through(of)}), 0)`.mapWith(
      Number,
    );
  const waste = await db
    .select({ hazardous: r.hazardous, tonnes: tonnes(year), previousTonnes: tonnes(year - 1) })
    .from(r)
    .where(
      and(
        inArray(r.organizationId, subject.below),
        sql`${r.performedAt} >= ${`${year - 1}-01-01`}`,
        sql`${r.performedAt} < ${through(year)}`,
      ),
    )
    .groupBy(r.hazardous)
    .orderBy(asc(r.hazardous));
  return {
    year,
    throughMonth,
    co2: [
      { scope: 1 as const, kg: sum((m) => m.scope1Kg), previousKg: sum((m) => m.previousScope1Kg) },
      { scope: 2 as const, kg: sum((m) => m.scope2Kg), previousKg: sum((m) => m.previousScope2Kg) },
    ],
    waste,
  };
}

/** The audits started in the period with their findings, and the findings by type. */
export async function auditResults(db: Db, subject: AgendaSubject, since: DateOnly) {
  const audits = await db
    .select({
      id: internalAudits.id,
      subject: internalAudits.subject,
      status: internalAudits.status,
      startDate: internalAudits.startDate,
      findings: sql<number>`(select count(*)::int from ${auditFindings} f where f.audit_id = ${internalAudits}.id)`,
    })
    .from(internalAudits)
    .where(auditsInPeriod(subject, since))
    .orderBy(asc(internalAudits.startDate), asc(internalAudits.id));
  const byType = await db
    .select({ type: auditFindings.type, count: sql<number>`count(*)::int` })
    .from(auditFindings)
    .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .where(auditsInPeriod(subject, since))
    .groupBy(auditFindings.type);
  return {
    audits: audits.slice(0, AGENDA_LIST_LIMIT),
    findingsByType: FINDING_TYPES.map((type) => ({
      type,
      count: byType.find((row) => row.type === type)?.count ?? 0,
    })),
  };
}

/** The events of the period (accidents, near misses, lost time) beside those of the period as long before it. */
export async function incidentsOf(db: Db, subject: AgendaSubject, since: DateOnly) {
  const days = Math.round((Date.parse(subject.asOf) - Date.parse(since)) / 86_400_000);
  const before = daysBefore(since, days);
  const day = dayOf(events.occurredAt);
  const inPeriod = sql`${day} > ${since} and ${day} <= ${subject.asOf}`;
  const [totals] = await db
    .select({
      events: count(inPeriod),
      accidents: count(sql`${inPeriod} and ${events.accident}`),
      nearMisses: count(sql`${inPeriod} and ${events.nearMiss}`),
      lostTime: count(sql`${inPeriod} and ${events.daysOfAbsence} > 0`),
      daysLost: sql<number>`coalesce(sum(${events.daysOfAbsence}) filter (where ${inPeriod}), 0)::int`,
      previousEvents: count(sql`${day} <= ${since}`),
      previousAccidents: count(sql`${day} <= ${since} and ${events.accident}`),
    })
    .from(events)
    .where(and(inArray(events.organizationId, subject.below), sql`${day} > ${before}`, sql`${day} <= ${subject.asOf}`));
  const byCategory = await db
    .select({ category: events.category, count: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inArray(events.organizationId, subject.below), inPeriod))
    .groupBy(events.category)
    .orderBy(asc(events.category));
  return { ...totals!, byCategory };
}
