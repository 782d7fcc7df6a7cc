// A management review's agenda for a holding of 50 organizations, assembled in-process on one core (the
// embedded database runs in the same thread). Target (issue 33): <= 1 s.
//   npx tsx tests/perf/management-review.ts
// The data is the demo, then 40 more organizations under its holding (20 companies with a department
// each), and over the holding: 300 meters with 800 days of readings, 10,000 events (accidents, near
// misses, absence) with two actions each, 1,000 audits of 3 findings, a scope revised 5 times and 30
// interested parties and 60 binding obligations (a third evaluated) per organization.
// The register at 50,000 reviews is measured by tests/perf/objectives-and-reviews.ts.
import path from "node:path";
import { like, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { managementReviews, meters, organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { rewriteMeterMonths } from "../../server/services/meter-months";
import { assembleAgenda } from "../../server/services/review-agenda";
import { freshDataDir, printServiceMedians, printTable } from "./harness";

const [COMPANIES, METERS, DAYS, EVENTS, AUDITS, TARGET_MS] = [20, 300, 800, 10_000, 1_000, 1000];

// The holding's organizations numbered 0…total-1, to deal rows out over them by `g % total`.
const tree = (holdingId: number) => sql`(select id, (row_number() over (order by id) - 1)::int as n,
  count(*) over ()::int as total from organizations where lineage[1] = ${holdingId})`;

async function writeOrganizations(db: Db, holdingId: number) {
  await db.execute(sql`insert into organizations (parent_id, type, name)
    select ${holdingId}, 'COMPANY', 'Benchmark company ' || g from generate_series(1, ${COMPANIES}) g`);
  await db.execute(sql`insert into organizations (parent_id, type, name)
    select id, 'DEPARTMENT', 'Benchmark department of ' || name from organizations where name like 'Benchmark company %'`);
}

async function writeMeters(db: Db, holdingId: number) {
  await db.execute(sql`
    with f as (insert into emission_factors (name, utility_type) values
      ('Benchmark electricity', 'ELECTRICITY'), ('Benchmark natural gas', 'GAS') returning id, utility_type)
    insert into emission_factor_values (emission_factor_id, value, meter_unit, emission_unit, source)
    select id, case utility_type when 'GAS' then 2.0 else 0.2 end, case utility_type when 'GAS' then 'm3' else 'kWh' end,
      'KILOGRAMS', 'Benchmark' from f`);
  await db.execute(sql`
    insert into meters (organization_id, name, utility_type, units, frequency, cumulative, scope, emission_factor_id)
    select o.id, 'Benchmark meter ' || lpad(g::text, 4, '0'), f.utility_type,
      array[case f.utility_type when 'GAS' then 'm3' else 'kWh' end], 'P1D', true,
      case f.utility_type when 'GAS' then 1 else 2 end, f.id
    from generate_series(1, ${METERS}) g
    join ${tree(holdingId)} o on o.n = g % o.total
    join emission_factors f on f.name = case when g % 2 = 0 then 'Benchmark electricity' else 'Benchmark natural gas' end`);
  await db.execute(sql`
    insert into meter_readings (meter_id, performed_at, value, unit)
    select m.id, current_date - (${DAYS} - d)::int, d * (10 + m.id % 7) + (d % 5), m.units[1]
    from meters m cross join generate_series(1, ${DAYS}) d where m.name like 'Benchmark meter %'`);
  const written = await db.select({ id: meters.id }).from(meters).where(like(meters.name, "Benchmark meter %"));
  for (const meter of written) await db.transaction((tx) => rewriteMeterMonths(tx, meter.id));
}

async function writeRecords(db: Db, holdingId: number) {
  await db.execute(sql`
    insert into events (organization_id, title, occurred_at, importance, category, accident, near_miss, days_of_absence, status)
    select o.id, 'Benchmark event ' || g, now() - (g % 800) * interval '1 day',
      (array['HIGH','MEDIUM','LOW'])[g % 3 + 1], (array['WORK_ENVIRONMENT','ENVIRONMENT','INFORMATION_SECURITY','OTHER'])[g % 4 + 1],
      g % 7 = 0, g % 5 = 0, case when g % 21 = 0 then g % 15 end, 'ACTIONS_IN_PROGRESS'
    from generate_series(1, ${EVENTS}) g join ${tree(holdingId)} o on o.n = g % o.total`);
  await db.execute(sql`
    insert into actions (organization_id, source, event_id, kind, title, due_date, status, done_date)
    select e.organization_id, 'EVENT', e.id, 'CORRECTIVE', 'Benchmark action ' || k, e.occurred_at::date + 14 * k,
      case when (e.id + k) % 3 = 0 then 'DONE' else 'OPEN' end, case when (e.id + k) % 3 = 0 then e.occurred_at::date end
    from events e cross join generate_series(1, 2) k where e.title like 'Benchmark event %'`);
  await db.execute(sql`
    insert into internal_audits (organization_id, subject, covers_environment, start_date, status)
    select o.id, 'Benchmark audit ' || g, true, current_date - g % 700, 'REPORTED'
    from generate_series(1, ${AUDITS}) g join ${tree(holdingId)} o on o.n = g % o.total`);
  await db.execute(sql`
    insert into audit_findings (audit_id, type, description)
    select a.id, (array['MAJOR','MINOR','OBSERVATION','IMPROVEMENT'])[(a.id + k) % 4 + 1], 'Benchmark finding ' || k
    from internal_audits a cross join generate_series(1, 3) k where a.subject like 'Benchmark audit %'`);
  await db.execute(sql`
    insert into scopes (organization_id, text) select o.id, 'Benchmark scope' from ${tree(holdingId)} o
    on conflict do nothing`);
  await db.execute(sql`
    insert into scope_revisions (scope_id, text, created_date)
    select s.id, 'Benchmark scope ' || k, now() - k * interval '90 days' from scopes s cross join generate_series(1, 5) k`);
  await db.execute(sql`
    insert into stakeholder_associations (organization_id, stakeholder_id, needs_and_expectations, last_modified_date)
    select o.id, s.id, 'Benchmark needs', now() - (s.id % 700) * interval '1 day'
    from ${tree(holdingId)} o cross join (select id from stakeholders order by id limit 30) s
    on conflict do nothing`);
  await db.execute(sql`
    insert into legislation_associations (organization_id, legislation_id, next_evaluation_date)
    select o.id, l.id, case when l.id % 3 = 0 then current_date + (l.id % 200) - 100 end
    from ${tree(holdingId)} o cross join (select id from legislations order by id limit 60) l
    on conflict do nothing`);
}

const dataDir = freshDataDir();
const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
await database.migrate();
await seed(database.db, { demo: true });
const db = database.db;
const [holding] = await db
  .select({ id: organizations.id })
  .from(organizations)
  .where(sql`parent_id is null`);
const started = performance.now();
await writeOrganizations(db, holding!.id);
await writeMeters(db, holding!.id);
await writeRecords(db, holding!.id);
await db.execute(sql`analyze`);
const [counts] = await queryRows<Record<string, number>>(
  db,
  sql`select (select count(*) from organizations where lineage[1] = ${holding!.id})::int as organizations,
    (select count(*) from meter_months)::int as meter_months, (select count(*) from events)::int as events,
    (select count(*) from actions)::int as actions, (select count(*) from audit_findings)::int as findings,
    (select count(*) from legislation_associations)::int as obligations`,
);
printTable("The holding", [{ "written ms": Math.round(performance.now() - started), ...counts! }]);
const below = (
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`lineage[1] = ${holding!.id}`)
).map((row) => row.id);
const [review] = await db
  .select({ id: managementReviews.id })
  .from(managementReviews)
  .where(sql`status = 'PLANNED'`)
  .limit(1);
const asOf = businessToday() as DateOnly;
await printServiceMedians(`A management review's agenda, in-process on one core (target ${TARGET_MS} ms)`, [
  [
    "the holding's agenda",
    () => assembleAgenda(db, { reviewId: review!.id, organizationId: holding!.id, below, asOf }),
  ],
]);
await database.close();
