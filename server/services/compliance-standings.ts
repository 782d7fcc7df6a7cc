import { and, asc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { OVERVIEW_SORT_FIELDS } from "../api/contracts/compliance-evaluations";
import type { SortField } from "../api/schemas/common";
import type { Db } from "../db/client";
import { legislationAssociations, legislations, organizations } from "../db/schema";
import { evaluationStanding, type EvaluationResult, type EvaluationStanding } from "../domain/compliance-evaluation";
import type { DateOnly } from "../domain/wire-casing";
import { pageWithTotal, sortsOf, totalOfMatches, type Sorting } from "./paging";
import { legislationConditions } from "./legislation";

export type StandingFilter = { q?: string; standing?: EvaluationStanding; result?: EvaluationResult };

// The newest evaluation of each obligation, and how many actions answer it (joined laterally: only the
// page's obligations are looked at).
const newest = sql`lateral (
  select e.id, e.evaluated_on, e.result,
    (select count(*)::int from actions a where a.evaluation_id = e.id) as actions
  from compliance_evaluations e where e.association_id = ${legislationAssociations}.id
  order by e.evaluated_on desc, e.id desc limit 1) newest`;

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
    evaluated_on: sql`newest.evaluated_on`,
    result: sql`array_position(array['NOT_COMPLIANT','PARTLY_COMPLIANT','COMPLIANT'], newest.result)`,
  } satisfies Record<SortField<typeof OVERVIEW_SORT_FIELDS>, SQL>;
  const found: SQL[] = [eq(legislationAssociations.organizationId, organizationId)];
  // The act found by its words as the legal register finds it.
  found.push(...legislationConditions({ search: query.q }));
  if (query.standing) found.push(standingIs(query.standing, today));
  if (query.result) found.push(sql`newest.result = ${query.result}`);
  const order = sortsOf(query.sort, sortable).map((s) => sql`${s.by} ${sql.raw(s.direction)} nulls last`);
  const matches = db
    .select({
      legislationId: legislations.id,
      title,
      shortName: legislations.shortName,
      referenceNumber: legislations.referenceNumber,
      evaluationPeriod: legislationAssociations.evaluationPeriod,
      nextEvaluationDate: legislationAssociations.nextEvaluationDate,
      newestId: sql<number | null>`newest.id`,
      newestOn: sql<DateOnly | null>`newest.evaluated_on::text`,
      newestResult: sql<EvaluationResult | null>`newest.result`,
      newestActions: sql<number | null>`newest.actions`,
      total: totalOfMatches(),
    })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .leftJoin(newest, sql`true`)
    .where(and(...found))
    .orderBy(...order, asc(sql`lower(${title})`), asc(legislationAssociations.id));
  const page = await pageWithTotal(matches.$dynamic(), query.page, query.size);
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
              actions: Number(row.newestActions ?? 0),
            },
    })),
  };
}

/**
 * Per organization of those given, its obligations counted by standing and by the newest evaluation's
 * result, and those short of compliance that no action answers: one grouping over the registers.
 */
export async function standingsByOrganization(db: Db, organizationIds: number[], today: DateOnly) {
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const next = legislationAssociations.nextEvaluationDate;
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      obligations: sql<number>`count(${legislationAssociations.id})::int`,
      onTime: count(gte(next, today)),
      overdue: count(lt(next, today)),
      never: count(sql`${legislationAssociations.id} is not null and ${next} is null`),
      compliant: count(sql`newest.result = 'COMPLIANT'`),
      partlyCompliant: count(sql`newest.result = 'PARTLY_COMPLIANT'`),
      notCompliant: count(sql`newest.result = 'NOT_COMPLIANT'`),
      withoutAction: count(sql`newest.result <> 'COMPLIANT' and newest.actions = 0`),
    })
    .from(organizations)
    .leftJoin(legislationAssociations, eq(legislationAssociations.organizationId, organizations.id))
    .leftJoin(newest, sql`true`)
    .where(inArray(organizations.id, organizationIds))
    .groupBy(organizations.id, organizations.name)
    .orderBy(sql`min(array_length(${organizations.lineage}, 1))`, asc(sql`lower(${organizations.name})`));
  return rows.map(({ id, name, ...counts }) => ({ organization: { id, name }, ...counts }));
}
