// The dashboard (API and page) beside the log-in page in the same run (the machine is shared: compare
// ratios, not absolute rates), with the server on one core, for the demo holding with 1,000 meters of
// 1,000 daily readings (1,000,000), 2,500 agreements of 20 inspections (50,000), 10,000 events with
// their actions and 5,000 chemicals kept, spread over the holding and every organization below it.
// Target: p95 <= 150 ms server time on one core (BENCH_CONNECTIONS=1).
//   npm run build && npx tsx tests/perf/dashboard.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The rows are written with SQL (generate_series) into a fresh data directory before the server starts;
// the meters' monthly figures are then worked out by the service that keeps them, as a save would.
// The API keeps a read's answer for ten seconds (decision 008): "uncached" asks a new address each time.
import path from "node:path";
import type autocannon from "autocannon";
import { like, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { meters, organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { countChemicalAssociations } from "../../server/services/chemical-associations";
import { requirementStatusCounts } from "../../server/services/competence-requirements";
import { reviewsDueByOrganization as documentReviewsDue } from "../../server/services/controlled-documents";
import { dashboard, type DashboardScope } from "../../server/services/dashboard";
import { emissionsReport } from "../../server/services/emissions-report";
import { countEvents } from "../../server/services/events";
import { inspectionStandingCounts } from "../../server/services/inspections";
import { reviewsDueByOrganization as obligationReviewsDue } from "../../server/services/legal-register";
import { rewriteMeterMonths } from "../../server/services/meter-months";
import { wasteTonnesByOrganization } from "../../server/services/waste-report";
import {
  apiSessionCookies,
  appSessionCookie,
  freshDataDir,
  keptDataDir,
  measurePage,
  printServiceMedians,
  printTable,
  reportAgainstLogIn,
  requireBuild,
  runLoad,
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const [METERS, DAYS, AGREEMENTS, OCCURRENCES, EVENTS, CHEMICALS, KEPT, TARGET_P95] = [
  1_000, 1_000, 2_500, 20, 10_000, 2_000, 5_000, 150,
];

// The holding's organizations numbered 0…total-1, to deal rows out over them by `g % total`.
const tree = (holdingId: number) => sql`(select id, (row_number() over (order by id) - 1)::int as n,
  count(*) over ()::int as total from organizations where lineage[1] = ${holdingId})`;

async function writeMeters(tx: Db, holdingId: number) {
  // Undated factor values, so every month has its emissions worked out; half electricity, half gas.
  await tx.execute(sql`
    with f as (insert into emission_factors (name, utility_type) values
      ('Benchmark electricity', 'ELECTRICITY'), ('Benchmark natural gas', 'GAS') returning id, utility_type)
    insert into emission_factor_values (emission_factor_id, value, meter_unit, emission_unit, source)
    select id, case utility_type when 'GAS' then 2.0 else 0.2 end, case utility_type when 'GAS' then 'm3' else 'kWh' end,
      'KILOGRAMS', 'Benchmark' from f`);
  await tx.execute(sql`
    insert into meters (organization_id, name, utility_type, units, frequency, cumulative, scope, emission_factor_id)
    select o.id, 'Benchmark meter ' || lpad(g::text, 4, '0'), f.utility_type,
      array[case f.utility_type when 'GAS' then 'm3' else 'kWh' end], 'P1D', true,
      case f.utility_type when 'GAS' then 1 else 2 end, f.id
    from generate_series(1, ${METERS}) g
    join ${tree(holdingId)} o on o.n = g % o.total
    join emission_factors f on f.name = case when g % 2 = 0 then 'Benchmark electricity' else 'Benchmark natural gas' end`);
  // Counters rising by an amount that varies with the day and the meter, up to today.
  await tx.execute(sql`
    insert into meter_readings (meter_id, performed_at, value, unit)
    select m.id, current_date - (${DAYS} - d)::int, d * (10 + m.id % 7) + (d % 5), m.units[1]
    from meters m cross join generate_series(1, ${DAYS}) d
    where m.name like 'Benchmark meter %'`);
}

async function writeInspections(tx: Db, holdingId: number) {
  await tx.execute(sql`
    insert into agreements (organization_id, name, type, starts_at, frequency)
    select o.id, 'Benchmark agreement ' || lpad(g::text, 4, '0'),
      (array['SERVICE_AND_INSPECTION','ANALYSIS','CALIBRATION','COMPLIANCE'])[g % 4 + 1], current_date - 800, 'P1M'
    from generate_series(1, ${AGREEMENTS}) g join ${tree(holdingId)} o on o.n = g % o.total`);
  // Monthly occurrences done up to the last, which is pending (one agreement in ten has also missed the one
  // before): due from 40 days ago to 80 days ahead, so a third are overdue, a quarter due soon, the rest later.
  await tx.execute(sql`
    insert into inspections (organization_id, agreement_id, scheduled_date, due_date, status, performed_at, performed_by, result)
    select a.organization_id, a.id, s.due, s.due, case when s.pending then 'PENDING' else 'DONE' end,
      case when not s.pending then s.due end, case when not s.pending then 'Benchmark inspector' end,
      case when not s.pending then (array['PASSED','PASSED','PASSED_WITH_REMARKS','FAILED'])[(a.id + k) % 4 + 1] end
    from agreements a cross join generate_series(1, ${OCCURRENCES}) k
    cross join lateral (select (current_date + (a.id % 120 - 40) - (${OCCURRENCES} - k) * 30)::date as due,
      k = ${OCCURRENCES} or (k = ${OCCURRENCES - 1} and a.id % 10 = 0) as pending) s
    where a.name like 'Benchmark agreement %'`);
}

async function writeEvents(tx: Db, holdingId: number) {
  // Over the last 1,000 days: those of the last 90 days and one in twenty older are open, the rest closed.
  await tx.execute(sql`
    insert into events (organization_id, title, occurred_at, importance, category, accident, near_miss, status, closed_at)
    select o.id, 'Benchmark event ' || lpad(g::text, 5, '0'), s.at,
      (array['HIGH','MEDIUM','LOW'])[g % 3 + 1],
      (array['WORK_ENVIRONMENT','ENVIRONMENT','INFORMATION_SECURITY','OTHER'])[g % 4 + 1], g % 7 = 0, g % 5 = 0,
      s.status, case when s.status = 'CLOSED' then s.at + interval '30 days' end
    from generate_series(1, ${EVENTS}) g join ${tree(holdingId)} o on o.n = g % o.total
    cross join lateral (select now() - (g % 1000) * interval '1 day' - (g % 24) * interval '1 hour' as at,
      case when g % 1000 < 90 or g % 20 = 0 then (array['REPORTED','UNDER_INVESTIGATION','ACTIONS_IN_PROGRESS'])[(g / 3) % 3 + 1]
        else 'CLOSED' end as status) s`);
  // Two actions for each event past its report, due two and four weeks on: a closed one's done and checked,
  // an open one's done one time in three, so those due before today are overdue.
  await tx.execute(sql`
    insert into actions (organization_id, source, event_id, kind, title, due_date, status, done_date, effectiveness)
    select e.organization_id, 'EVENT', e.id, (array['CORRECTIVE','PREVENTIVE'])[k], 'Benchmark action ' || k,
      e.occurred_at::date + 14 * k, case when d.done is null then 'OPEN' else 'DONE' end, d.done,
      case when e.status = 'CLOSED' then 'EFFECTIVE' end
    from events e cross join generate_series(1, 2) k
    cross join lateral (select case when e.status = 'CLOSED' or (e.id + k) % 3 = 0
      then least(e.occurred_at::date + 10 * k, current_date) end as done) d
    where e.title like 'Benchmark event %' and e.status <> 'REPORTED'`);
}

async function writeChemicals(tx: Db, holdingId: number) {
  // One in eight red; Danish storage data for all, a safety data sheet (some outdated) for every other one.
  await tx.execute(sql`
    insert into chemicals (name, producer, physical_state, hazard_codes, precautionary_codes, danger_code)
    select 'Benchmark product ' || lpad(g::text, 5, '0'), 'Producer ' || (g % 97), 'LIQUID',
      case when g % 8 = 3 then array['H226','H304','H351','H411'] else array['H225','H319'] end, array['P210','P280'],
      case when g % 8 = 3 then 'RED' else 'YELLOW' end
    from generate_series(1, ${CHEMICALS}) g`);
  await tx.execute(sql`
    insert into chemical_countries (chemical_id, country_alpha2, storage_class, water_hazard_class)
    select id, 'DK', '3', '1' from chemicals where name like 'Benchmark product %'`);
  await tx.execute(sql`
    with sheet_files as (
      insert into files (name, content_type, size, sha256)
      select 'SDS benchmark ' || c.id || '.pdf', 'application/pdf', 1000, md5(c.id::text)
      from chemicals c where c.name like 'Benchmark product %' and c.id % 2 = 0
      returning id, name)
    insert into chemical_safety_data_sheets (chemical_id, country_alpha2, language, last_revision_date, file_id)
    select substring(f.name from 'SDS benchmark (\\d+)')::int, 'DK', 'da', current_date - ((f.id % 1800) || ' days')::interval, f.id
    from sheet_files f`);
  await tx.execute(sql`
    insert into chemical_associations (organization_id, chemical_id, storage_location, amount, unit, purpose)
    select o.id, c.id, 'Benchmark location ' || lpad((g % 200)::text, 3, '0'), 10 + g % 90, 'LITRE', 'Benchmark'
    from generate_series(1, ${KEPT}) g
    join chemicals c on c.name = 'Benchmark product ' || lpad(((g * 3) % ${CHEMICALS} + 1)::text, 5, '0')
    join ${tree(holdingId)} o on o.n = g % o.total`);
}

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const db = database.db;
  const [holding] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  let started = performance.now();
  await db.transaction(async (tx) => {
    for (const write of [writeMeters, writeInspections, writeEvents, writeChemicals]) await write(tx, holding!.id);
  });
  const inserted = performance.now() - started;
  started = performance.now();
  const benchmarkMeters = await db.select({ id: meters.id }).from(meters).where(like(meters.name, "Benchmark meter %"));
  for (const meter of benchmarkMeters) await db.transaction((tx) => rewriteMeterMonths(tx, meter.id));
  const rewritten = performance.now() - started;
  // A PostgreSQL server analyzes new rows by itself (autovacuum); the embedded one is told to.
  await db.execute(sql`analyze`);
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from meter_readings)::int as readings, (select count(*) from meter_months)::int as months,
      (select count(*) from inspections)::int as inspections, (select count(*) from events)::int as events,
      (select count(*) from actions)::int as actions, (select count(*) from chemical_associations)::int as kept`,
  );
  printTable("Data written", [
    { "inserted ms": Math.round(inserted), "monthly figures ms": Math.round(rewritten), ...counts! },
  ]);
  await database.close();
  return dataDir;
}

/** The holding's scope as the API builds it: all below it, and each organization directly below with its own. */
async function scopeOf(db: Db, holdingId: number): Promise<DashboardScope> {
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      parentId: organizations.parentId,
      lineage: organizations.lineage,
    })
    .from(organizations)
    .where(sql`${organizations.lineage}[1] = ${holdingId}`);
  const units = rows
    .filter((row) => row.parentId === holdingId)
    .map((unit) => ({
      id: unit.id,
      name: unit.name,
      below: rows.filter((row) => row.lineage.includes(unit.id)).map((row) => row.id),
    }));
  const below = rows.map((row) => row.id);
  return { organizationId: holdingId, below, visible: below, units, available: () => true, unitsShown: 15 };
}

/**
 * The dashboard service and each count it runs, in-process and uncached: median of five. On every run,
 * from the data directory opened afresh: right after a million rows were written it answers slower.
 */
async function timeQueries(dataDir: string) {
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  // Migrations added since the data directory was kept (an index) are measured too, as the server would.
  await database.migrate();
  const db = database.db;
  const [holding] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  const holdingId = holding!.id;
  const scope = await scopeOf(db, holdingId);
  const today = businessToday() as DateOnly;
  const year = Number(today.slice(0, 4));
  const { below, visible } = scope;
  const views: [string, () => Promise<unknown>][] = [
    ["dashboard (all tiles)", () => dashboard(db, scope, today)],
    ["inspections: overdue, due soon", () => inspectionStandingCounts(db, below, today)],
    ["competences", () => requirementStatusCounts(db, visible, today)],
    [
      "events: open by importance, overdue actions",
      () =>
        countEvents(
          db,
          below,
          {
            openHigh: { status: "OPEN", importance: "HIGH" },
            openMedium: { status: "OPEN", importance: "MEDIUM" },
            openLow: { status: "OPEN", importance: "LOW" },
            overdueActions: { overdueActions: true },
          },
          today,
        ),
    ],
    ["documents due for review", () => documentReviewsDue(db, visible, today)],
    [
      "chemicals: red, SDS attention",
      () => countChemicalAssociations(db, below, { red: { dangerCode: "RED" }, sdsAttention: { sds: "ATTENTION" } }),
    ],
    ["obligations due for review", () => obligationReviewsDue(db, below, today)],
    ["CO2 (emissions report)", () => emissionsReport(db, below, year)],
    ["waste tonnes", () => wasteTonnesByOrganization(db, below, year)],
  ];
  await printServiceMedians(`The dashboard's services, uncached, in-process (PGlite), holding ${holdingId}`, views);
  await database.close();
}

/** The API's answer read anew each time: a query the operation ignores makes each address new to the cache. */
async function measureUncached(url: string, cookie: string) {
  let n = 0;
  const requests: autocannon.Request[] = [
    { setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?n=${n++}` }) },
  ];
  const options = { url, headers: { cookie }, requests };
  await runLoad({ ...options, duration: 2 });
  const { requestsPerSecond, p50, p95, p99, non2xx, errors } = await runLoad({
    ...options,
    connections,
    duration: seconds,
  });
  return { "req/s": requestsPerSecond, p50, p95, p99, KB: "", non2xx, errors };
}

const dataDir = await keptDataDir(prepareDataDir);
await timeQueries(dataDir);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { cpus });
try {
  // The maintainer's active organization is the holding; its menu is the full one.
  const page = await appSessionCookie(server.url, "maintainer@demo.example");
  const api = await apiSessionCookies(server.url, "maintainer@demo.example");
  const operation = `/api/v1/organizations/${api.organizationId}/dashboard`;
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, cookie] of [
    ["log-in page (anonymous)", "/", undefined],
    ["API dashboard (kept answer)", operation, api.cookie],
    ["dashboard page", "/dashboard", page],
  ] as const)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, cookie, connections, seconds)) });
  rows.push({ page: "API dashboard (uncached)", ...(await measureUncached(`${server.url}${operation}`, api.cookie)) });
  reportAgainstLogIn(
    `The dashboard on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
