// The chemical registers beside the log-in page in the same run (the machine is shared: compare ratios,
// not absolute rates), with the server on one core: 20,000 chemicals in the catalogue (each with a
// substance, a supply, Danish storage data and, for half of them, a safety data sheet), and 5,000
// chemicals kept across the demo holding at 200 storage locations.
// Target: p95 <= 100 ms for the my-chemicals page and the catalogue search (page and API).
//   npm run build && npx tsx tests/perf/chemicals.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The rows are written with SQL (generate_series) into a fresh data directory before the server starts.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { listChemicalAssociations } from "../../server/services/chemical-associations";
import { listChemicals } from "../../server/services/chemicals";
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
const [CHEMICALS, KEPT, LOCATIONS, TARGET_P95] = [20_000, 5_000, 200, 100];

// Hazard profiles cycled through the generated chemicals, with the danger code each gives.
const PROFILES = sql`(values
  (0, array['H225','H319','H336'], 'YELLOW', '3'),
  (1, array['H290','H314'], 'YELLOW', '8B'),
  (2, array[]::text[], 'GREEN', '10'),
  (3, array['H226','H304','H351','H411'], 'RED', '3'),
  (4, array['H222','H229','H336'], 'YELLOW', '2B'),
  (5, array['H220','H280'], 'YELLOW', '2A'),
  (6, array['H302','H373'], 'YELLOW', '10'),
  (7, array['H317','H412'], 'YELLOW', '12')) as p(n, codes, danger, storage)`;

async function writeRows(db: Db) {
  const [holding] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into chemicals (name, producer, physical_state, hazard_codes, precautionary_codes, danger_code)
      select 'Benchmark product ' || lpad(g::text, 5, '0') || ' ' || (array['degreaser','thinner','cleaner','coolant','lacquer'])[g % 5 + 1],
        'Producer ' || (g % 97), 'LIQUID', p.codes, array['P210','P280'], p.danger
      from generate_series(1, ${CHEMICALS}) g join ${PROFILES} on p.n = g % 8`);
    await tx.execute(sql`
      insert into chemical_countries (chemical_id, country_alpha2, storage_class, water_hazard_class)
      select c.id, 'DK', p.storage, '1' from chemicals c
      join ${PROFILES} on p.codes = c.hazard_codes and p.danger = c.danger_code
      where c.name like 'Benchmark product %'`);
    await tx.execute(sql`
      insert into chemical_substances (chemical_id, substance_id, concentration_min, concentration_max)
      select c.id, (select id from substances order by id offset (c.id % 20) limit 1), 10, 30
      from chemicals c where c.name like 'Benchmark product %'`);
    await tx.execute(sql`
      insert into chemical_supplies (chemical_id, supplier_id, product_number)
      select c.id, (select id from stakeholders where kind = 'SUPPLIER' order by id offset (c.id % 3) limit 1), 'B-' || c.id
      from chemicals c where c.name like 'Benchmark product %'`);
    // Safety data sheets for every other chemical, some older than the review period.
    await tx.execute(sql`
      with sheet_files as (
        insert into files (name, content_type, size, sha256)
        select 'SDS benchmark ' || c.id || '.pdf', 'application/pdf', 1000, md5(c.id::text)
        from chemicals c where c.name like 'Benchmark product %' and c.id % 2 = 0
        returning id, name)
      insert into chemical_safety_data_sheets (chemical_id, country_alpha2, language, last_revision_date, file_id)
      select substring(f.name from 'SDS benchmark (\\d+)')::int, 'DK', 'da', current_date - ((f.id % 1800) || ' days')::interval, f.id
      from sheet_files f`);
    // Kept across the holding and its companies and departments, at 200 locations.
    await tx.execute(sql`
      insert into chemical_associations (organization_id, chemical_id, supply_id, storage_location, amount, unit, purpose)
      select o.id, c.id, s.id, 'Benchmark location ' || lpad((g % ${LOCATIONS})::text, 3, '0'), 10 + g % 90, 'LITRE', 'Benchmark'
      from generate_series(1, ${KEPT}) g
      join lateral (select id from chemicals where name like 'Benchmark product %' order by id offset (g * 3) % ${CHEMICALS} limit 1) c on true
      join lateral (select id from chemical_supplies where chemical_id = c.id limit 1) s on true
      join lateral (select id from organizations where lineage[1] = ${holding!.id} order by id offset g % 8 limit 1) o on true`);
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
  const [counts] = await queryRows<{ chemicals: number; kept: number; sheets: number }>(
    database.db,
    sql`select (select count(*) from chemicals)::int as chemicals, (select count(*) from chemical_associations)::int as kept,
      (select count(*) from chemical_safety_data_sheets)::int as sheets`,
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
  const page = { page: 0, size: 20, sort: [] };
  const views: [string, () => Promise<unknown>][] = [
    ["my chemicals, first page", () => listChemicalAssociations(db, all, page)],
    [
      "my chemicals, sorted by SDS date",
      () => listChemicalAssociations(db, all, { ...page, sort: [{ field: "sds_revision_date", direction: "asc" }] }),
    ],
    ["my chemicals needing attention", () => listChemicalAssociations(db, all, { ...page, sds: "ATTENTION" })],
    ["catalogue search 'thinner'", () => listChemicals(db, { ...page, q: "thinner" })],
    ["catalogue search 'Benchmark product 1234'", () => listChemicals(db, { ...page, q: "Benchmark product 1234" })],
    ["catalogue by danger code RED", () => listChemicals(db, { ...page, dangerCode: "RED" })],
  ];
  await printServiceMedians("The chemical services, uncached, in-process (PGlite)", views);
}

const server = await startServer({ DATA_DIR: await keptDataDir(prepareDataDir), LOG_LEVEL: "warn" }, { cpus });
try {
  const editor = await appSessionCookie(server.url, "editor@demo.example");
  const maintainer = await appSessionCookie(server.url, "maintainer@demo.example");
  const api = await apiSessionCookies(server.url, "editor@demo.example");
  const org = `/api/v1/organizations/${api.organizationId}`;
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["my chemicals page", "/chemicals/my-chemicals", editor],
    ["my chemicals needing attention", "/chemicals/my-chemicals?sds=ATTENTION", editor],
    ["API my chemicals", `${org}/chemical-associations`, api.cookie],
    ["catalogue search page (admin)", "/admin/chemicals?q=thinner", maintainer],
    ["catalogue search when adding", "/chemicals/my-chemicals/new?q=thinner", editor],
    ["API catalogue search", "/api/v1/chemicals?q=thinner", api.cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const chosen = targets.filter(([name], index) => index === 0 || !only || only.some((word) => name.includes(word)));
  for (const [name, target, cookie] of chosen)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, cookie, connections, seconds)) });
  reportAgainstLogIn(
    `The chemical registers on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
