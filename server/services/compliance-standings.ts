import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { OVERVIEW_SORT_FIELDS } from "../api/contracts/compliance-evaluations";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { legislationAssociations, legislations, organizations } from "../db/schema";
import { evaluationStanding, type EvaluationResult, type EvaluationStanding } from "../domain/compliance-evaluation";
import type { DateOnly } from "../domain/wire-casing";
import { pageAndCount, sortsOf, type Sorting } from "./paging";
import { legislationConditions } from "./legislation";

export type StandingFilter = { q?: string; standing?: EvaluationStanding; result?: EvaluationResult };

// The actions answering the obligation's newest evaluation (a subquery names its outer table explicitly).
const newestActions = sql<number>`(select count(*)::int from actions a
  where a.evaluation_id = ${legislationAssociations}.newest_evaluation_id)`;
const newestResult = legislationAssociations.newestResult;

const standingIs = (standing: EvaluationStanding, today: DateOnly): SQL =>
  standing === "NEVER"
    ? isNull(legislationAssociations.nextEvaluationDate)
    : standing === "OVERDUE"
      ? lt(legislationAssociations.nextEvaluationDate, today)
      : gte(legislationAssociations.nextEvaluationDate, today);

/** A page of the organization's obligations, each with its standing and newest evaluation, and their total. */
export async function listStandings(
  db: Db,
  organizationId: number,
  query: StandingFilter & { page: number; size: number; sort: Sorting; language: "en" | "da" },
  today: DateOnly,
) {
  const title = sql<string>`coalesce(${legislations.shortName}, ${
    query.language === "da" ? legislations.titleDa : legislations.titleEn
  })`;
  const sortable = {
    title: sql`lower(${title})`,
    next_evaluation_date: sql`${legislationAssociations.nextEvaluationDate}`,
    evaluated_on: sql`${legislationAssociations.newestEvaluatedOn}`,
    result: sql`array_position(array['NOT_COMPLIANT','PARTLY_COMPLIANT','COMPLIANT'], ${newestResult})`,
  } satisfies Record<SortField<typeof OVERVIEW_SORT_FIELDS>, SQL>;
  const found: SQL[] = [eq(legislationAssociations.organizationId, organizationId)];
  // The act found by its words as the legal register finds it.
  found.push(...legislationConditions({ search: query.q }));
  if (query.standing) found.push(standingIs(query.standing, today));
  if (query.result) found.push(eq(newestResult, query.result));
  const order = sortsOf(query.sort, sortable).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({
      legislationId: legislations.id,
      title,
      shortName: legislations.shortName,
      referenceNumber: legislations.referenceNumber,
      evaluationPeriod: legislationAssociations.evaluationPeriod,
      nextEvaluationDate: legislationAssociations.nextEvaluationDate,
      newestId: legislationAssociations.newestEvaluationId,
      newestOn: legislationAssociations.newestEvaluatedOn,
      newestResult,
      newestActions,
    })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(and(...found))
    .orderBy(...order, asc(sql`lower(${title})`), asc(legislationAssociations.id));
  // The page and the count apart (a count beside each row makes the database sort every match), and the
  // act joined to the count only when its words are searched: a register of 20,000 obligations.
  const counted = db.select({ total: count() }).from(legislationAssociations).$dynamic();
  const counting = (
    query.q ? counted.innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId)) : counted
  ).where(and(...found));
  const page = await pageAndCount(matches.$dynamic(), counting, query.page, query.size);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      id: row.legislationId,
      legislation: {
        id: row.legislationId,
        title: row.title,
        shortName: row.shortName,
        referenceNumber: row.referenceNumber,
      },
      evaluationPeriod: row.evaluationPeriod,
      nextEvaluationDate: row.nextEvaluationDate,
      standing: evaluationStanding(row.nextEvaluationDate, today),
      latest:
        row.newestId === null
          ? null
          : {
              id: row.newestId,
              evaluatedOn: row.newestOn!,
              result: row.newestResult!,
              actions: row.newestActions,
            },
    })),
  };
}

/**
 * Per organization of those given, its obligations counted by standing and by the newest evaluation's
 * result, and those short of compliance that no action answers: one grouping over the registers.
 */
export async function standingsByOrganization(db: Db, organizationIds: number[], today: DateOnly) {
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const next = legislationAssociations.nextEvaluationDate;
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      obligations: sql<number>`count(${legislationAssociations.id})::int`,
      onTime: counted(gte(next, today)),
      overdue: counted(lt(next, today)),
      never: counted(sql`${legislationAssociations.id} is not null and ${next} is null`),
      compliant: counted(eq(newestResult, "COMPLIANT")),
      partlyCompliant: counted(eq(newestResult, "PARTLY_COMPLIANT")),
      notCompliant: counted(eq(newestResult, "NOT_COMPLIANT")),
      // One set of the answered evaluations for all (a hashed subplan), not a look-up per obligation.
      withoutAction: counted(sql`${newestResult} <> 'COMPLIANT' and ${legislationAssociations.newestEvaluationId}
        not in (select evaluation_id from actions where evaluation_id is not null)`),
    })
    .from(organizations)
    .leftJoin(legislationAssociations, eq(legislationAssociations.organizationId, organizations.id))
    .where(inArray(organizations.id, organizationIds))
    .groupBy(organizations.id, organizations.name)
    .orderBy(sql`min(array_length(${organizations.lineage}, 1))`, asc(sql`lower(${organizations.name})`));
  return rows.map(({ id, name, ...counts }) => ({ organization: { id, name }, ...counts }));
}
