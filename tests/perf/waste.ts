// The waste register and the yearly report beside the log-in page in the same run (the machine is
// shared: compare ratios, not absolute rates), with the server on one core: 100 waste handlers across
// the demo holding, 2,000 arrangements of 60 waste types and 100,000 monthly quantities (50 months of
// each arrangement).
// Target: p95 <= 100 ms for the waste page and the yearly report.
//   npm run build && npx tsx tests/perf/waste.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The rows are written with SQL (generate_series) into a fresh data directory before the server starts.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { listWasteHandlers } from "../../server/services/waste-handlers";
import { wasteReport } from "../../server/services/waste-report";
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
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// A site uses a few dozen of the List's 842 codes; sixty of them, each with its own treatments, here.
const [HANDLERS, ARRANGEMENTS_EACH, MONTHS, WASTE_TYPES, TARGET_P95] = [100, 20, 50, 60, 100];

async function writeRows(db: Db) {
  const [holding] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  const firstMonth = sql`date_trunc('month', current_date - interval '${sql.raw(String(MONTHS - 1))} months')::date`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into stakeholders (name, kind) select 'Benchmark handler ' || lpad(g::text, 3, '0'), 'WASTE_HANDLER'
      from generate_series(1, ${HANDLERS}) g`);
    // Spread over the holding and its companies (any of the eight organizations of the demo tree).
    await tx.execute(sql`
      insert into waste_handler_associations (organization_id, stakeholder_id, registration_number, registration_valid_until)
      select o.id, s.id, 'BENCH-' || s.id, current_date + ((s.id % 50 - 10) || ' days')::interval
      from stakeholders s
      join lateral (select id from organizations where lineage[1] = ${holding!.id} order by id offset s.id % 8 limit 1) o on true
      where s.name like 'Benchmark handler %'`);
    await tx.execute(sql`
      insert into waste_arrangements (association_id, waste_type_id, fraction_name, registration_unit, container_volume_m3,
        density_kg_per_m3, treatment_code)
      select a.id, t.id, 'Fraction ' || g, (array['TONNES','KILOGRAMS','LITRES','CONTAINER_EMPTYINGS','PIECES'])[g % 5 + 1],
        10, 150, (array['R1','R3','R4','D1','D10'])[g % 5 + 1]
      from waste_handler_associations a
      cross join generate_series(1, ${ARRANGEMENTS_EACH}) g
      join lateral (select id from waste_types where level = 3 order by id offset ((a.id + g * 7) % ${WASTE_TYPES}) * 13 limit 1) t on true
      where a.registration_number like 'BENCH-%'`);
    await tx.execute(sql`
      insert into waste_bulk_registrations (association_id, performed_at)
      select a.id, (${firstMonth} + (m || ' months')::interval)::date
      from waste_handler_associations a cross join generate_series(0, ${MONTHS - 1}) m
      where a.registration_number like 'BENCH-%'`);
    await tx.execute(sql`
      insert into waste_registrations (bulk_registration_id, arrangement_id, organization_id, performed_at, quantity, tonnes, estimated,
        hazardous, treatment_code, department_id)
      select b.id, r.id, a.organization_id, b.performed_at, 1 + (r.id + b.id) % 9,
        case r.registration_unit when 'TONNES' then 1 + (r.id + b.id) % 9 when 'KILOGRAMS' then (1 + (r.id + b.id) % 9) / 1000.0
          when 'LITRES' then (1 + (r.id + b.id) % 9) * 0.00015 when 'CONTAINER_EMPTYINGS' then (1 + (r.id + b.id) % 9) * 1.5 end,
        (r.id + b.id) % 11 = 0, t.hazardous, r.treatment_code, r.department_id
      from waste_bulk_registrations b
      join waste_handler_associations a on a.id = b.association_id
      join waste_arrangements r on r.association_id = a.id
      join waste_types t on t.id = r.waste_type_id
      where a.registration_number like 'BENCH-%'`);
  });
  return holding!.id;
}

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const started = performance.now();
  const holdingId = await writeRows(database.db);
  // A PostgreSQL server analyzes new rows by itself (autovacuum); the embedded one is told to.
  await database.db.execute(sql`analyze`);
  const [counts] = await queryRows<{ handlers: number; arrangements: number; registrations: number }>(
    database.db,
    sql`select (select count(*) from waste_handler_associations)::int as handlers,
      (select count(*) from waste_arrangements)::int as arrangements, (select count(*) from waste_registrations)::int as registrations`,
  );
  printTable("Data written", [{ ms: Math.round(performance.now() - started), ...counts! }]);
  await timeQueries(database.db, holdingId);
  await database.close();
  return dataDir;
}

/** The services alone, in-process and uncached (decision 008 keeps repeated reads): median of five. */
async function timeQueries(db: Db, holdingId: number) {
  const all = (
    await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`${organizations.lineage}[1] = ${holdingId}`)
  ).map((row) => row.id);
  const today = businessToday() as DateOnly;
  const year = Number(today.slice(0, 4));
  const page = { page: 0, size: 20, sort: [] };
  const views: [string, () => Promise<unknown>][] = [
    ["waste handlers, first page", () => listWasteHandlers(db, all, page, today)],
    ["waste handlers, expired", () => listWasteHandlers(db, all, { ...page, expired: true }, today)],
    ["yearly report, holding", () => wasteReport(db, all, { year }, "en", today)],
    ["yearly report, last year", () => wasteReport(db, all, { year: year - 1 }, "en", today)],
  ];
  await printServiceMedians("The waste services, uncached, in-process (PGlite)", views);
}

const server = await startServer({ DATA_DIR: await keptDataDir(prepareDataDir), LOG_LEVEL: "warn" }, { cpus });
try {
  const editor = await appSessionCookie(server.url, "editor@demo.example");
  const api = await apiSessionCookies(server.url, "editor@demo.example");
  const org = `/api/v1/organizations/${api.organizationId}`;
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["waste page", "/monitoring/waste", editor],
    ["yearly report page", "/monitoring/waste/report", editor],
    ["API waste handlers", `${org}/waste-handler-associations`, api.cookie],
    ["API yearly report", `${org}/waste-report`, api.cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const chosen = targets.filter(([name], index) => index === 0 || !only || only.some((word) => name.includes(word)));
  for (const [name, target, cookie] of chosen)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, cookie, connections, seconds)) });
  reportAgainstLogIn(
    `The waste register and report on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
