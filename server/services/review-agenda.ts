import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  actions,
  managementReviews,
  organizations,
  scopeRevisions,
  scopes,
  stakeholderAssociations,
  stakeholders,
} from "../db/schema";
import { AGENDA_LIST_LIMIT, reviewPeriodStart, type Agenda } from "../domain/management-reviews";
import type { DateOnly } from "../domain/wire-casing";
import { standingsByOrganization } from "./compliance-standings";
import { objectiveSummaries } from "./objective-performance";
import { auditResults, dayOf, incidentsOf, monitoringOf, nonconformitiesOf } from "./review-agenda-records";

/** What the agenda is read for: the review, its organization and those below it, and its date. */
export type AgendaSubject = { reviewId: number; organizationId: number; below: number[]; asOf: DateOnly };

/** The latest review of the organization held before this one's date: the agenda looks back to it. */
async function previousReview(db: Db, subject: AgendaSubject) {
  const [row] = await db
    .select({ id: managementReviews.id, title: managementReviews.title, reviewDate: managementReviews.reviewDate })
    .from(managementReviews)
    .where(
      and(
        eq(managementReviews.organizationId, subject.organizationId),
        ne(managementReviews.id, subject.reviewId),
        ne(managementReviews.status, "PLANNED"),
        sql`${managementReviews.reviewDate} < ${subject.asOf}`,
      ),
    )
    .orderBy(desc(managementReviews.reviewDate), desc(managementReviews.id))
    .limit(1);
  return row ?? null;
}

/** The actions earlier reviews decided that were still to do when the period began, and where they stand. */
async function previousActions(db: Db, subject: AgendaSubject, since: DateOnly) {
  const rows = await db
    .select({
      id: actions.id,
      title: actions.title,
      status: actions.status,
      dueDate: actions.dueDate,
      review: { id: managementReviews.id, title: managementReviews.title },
    })
    .from(actions)
    .innerJoin(managementReviews, eq(managementReviews.id, actions.reviewId))
    .where(
      and(
        inArray(managementReviews.organizationId, subject.below),
        ne(managementReviews.id, subject.reviewId),
        sql`${managementReviews.reviewDate} < ${subject.asOf}`,
        sql`(${actions.status} <> 'DONE' or ${actions.doneDate} >= ${since})`,
      ),
    )
    .orderBy(asc(managementReviews.reviewDate), asc(actions.id))
    .limit(AGENDA_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    overdue: row.status !== "DONE" && row.dueDate !== null && row.dueDate < subject.asOf,
  }));
}

/** The scope statements saved in the period (the issues and the context changed), per organization. */
async function issuesOf(db: Db, subject: AgendaSubject, since: DateOnly) {
  const day = dayOf(scopeRevisions.createdDate);
  const rows = await db
    .select({
      organization: { id: organizations.id, name: organizations.name },
      revisions: sql<number>`count(*)::int`,
      lastChanged: sql<string>`max(${day})::text`,
    })
    .from(scopeRevisions)
    .innerJoin(scopes, eq(scopes.id, scopeRevisions.scopeId))
    .innerJoin(organizations, eq(organizations.id, scopes.organizationId))
    .where(and(inArray(scopes.organizationId, subject.below), sql`${day} > ${since}`, sql`${day} <= ${subject.asOf}`))
    .groupBy(organizations.id, organizations.name)
    .orderBy(asc(sql`lower(${organizations.name})`));
  return rows;
}

/** The stakeholders related to in all, and those whose needs and expectations were added or changed in the period. */
async function stakeholdersOf(db: Db, subject: AgendaSubject, since: DateOnly) {
  const a = stakeholderAssociations;
  const within = and(inArray(a.organizationId, subject.below), sql`${dayOf(a.createdDate)} <= ${subject.asOf}`);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(a)
    .where(within);
  const changed = await db
    .select({
      id: a.id,
      organization: { id: organizations.id, name: organizations.name },
      stakeholder: stakeholders.name,
      needsAndExpectations: a.needsAndExpectations,
      complianceObligation: a.complianceObligation,
      added: sql<boolean>`${dayOf(a.createdDate)} > ${since}`,
    })
    .from(a)
    .innerJoin(stakeholders, eq(stakeholders.id, a.stakeholderId))
    .innerJoin(organizations, eq(organizations.id, a.organizationId))
    .where(and(within, gt(dayOf(a.lastModifiedDate), since), lte(dayOf(a.lastModifiedDate), subject.asOf)))
    .orderBy(asc(sql`lower(${stakeholders.name})`))
    .limit(AGENDA_LIST_LIMIT);
  return { total: total?.count ?? 0, changed };
}

/**
 * The agenda of clause 9.3.2 as the records stood on the review's date, over the review's organization
 * and those below it, looking back to the previous review (decision 038). Figures, ids and titles only.
 */
export async function assembleAgenda(db: Db, subject: AgendaSubject): Promise<Agenda> {
  const previous = await previousReview(db, subject);
  const since = reviewPeriodStart(subject.asOf, previous?.reviewDate ?? null) as DateOnly;
  // One after the other: inside the holding transaction they share one connection anyway.
  return {
    asOf: subject.asOf,
    since,
    previousReview: previous,
    previousActions: await previousActions(db, subject, since),
    issues: await issuesOf(db, subject, since),
    stakeholders: await stakeholdersOf(db, subject, since),
    objectives: await objectiveSummaries(db, subject.below, subject.asOf),
    nonconformities: await nonconformitiesOf(db, subject, since),
    monitoring: await monitoringOf(db, subject),
    compliance: await standingsByOrganization(db, subject.below, subject.asOf),
    audits: await auditResults(db, subject, since),
    incidents: await incidentsOf(db, subject, since),
  };
}
