// The internal-audit register beside the log-in page in the same run (the machine is shared: compare
// ratios, not absolute rates), with the server on one core.
// Target (issue: every register at 50,000 rows): p95 <= 150 ms.
//   npm run build && npx tsx tests/perf/internal-audits.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The data is the demo, then 50,000 audits over the holding's companies and departments, 2,000 of them of
// the chemicals company's production department, in every status over twenty years, one in four with
// findings and one in three with a second auditor.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { listAudits } from "../../server/services/internal-audits";
import {
  appSessionCookie,
  freshDataDir,
  measurePages,
  printServiceMedians,
  reportAgainstLogIn,
  requireBuild,
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const [AUDITS, IN_DEPARTMENT, LIST_P95] = [50_000, 2_000, 150];

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const db = database.db;
  const [{ production, company }] = (await queryRows<{ production: number; company: number }>(
    db,
    sql`select d.id as production, d.parent_id as company from organizations d
      join organizations c on c.id = d.parent_id where d.name = 'Production' and c.name = 'Nordvik Chemicals A/S'`,
  )) as [{ production: number; company: number }];
  const insert = (count: number, placed: ReturnType<typeof sql>) =>
    db.execute(sql`
      with units as (select id, parent_id, type, row_number() over (order by id) - 1 as n, count(*) over () as total
          from organizations),
        leads as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from memberships)
      insert into internal_audits (organization_id, department_id, subject, covers_environment, covers_safety,
        covers_security, clauses, processes, lead_auditor_id, start_date, end_date, status)
      select ${placed}, 'Benchmark audit ' || lpad(g::text, 6, '0') || ' of storage and handling',
        g % 3 <> 1, g % 3 <> 0, g % 5 = 0, case when g % 2 = 0 then '6.1, 8.1' end, 'Receiving and storing drums',
        (select l.id from leads l where l.n = g % l.total), current_date - 7000 + (g * 7) % 7300,
        current_date - 7000 + (g * 7) % 7300 + g % 3,
        (array['PLANNED','IN_PROGRESS','REPORTED','CLOSED'])[g % 4 + 1]
      from generate_series(1, ${count}) g`);
  // Spread over every organization of the holding, departments kept by their company. The search index's
  // and the audit trail's triggers are off while they are written; the register reads neither.
  await db.execute(sql`set session_replication_role = replica`);
  await insert(
    AUDITS - IN_DEPARTMENT,
    sql`(select case when u.type = 'DEPARTMENT' then u.parent_id else u.id end from units u where u.n = g % u.total),
      (select case when u.type = 'DEPARTMENT' then u.id end from units u where u.n = g % u.total)`,
  );
  await insert(IN_DEPARTMENT, sql`${company}, ${production}`);
  await db.execute(sql`
    insert into audit_findings (audit_id, type, clause, description, cause)
    select a.id, (array['MAJOR','MINOR','OBSERVATION','IMPROVEMENT'])[(a.id + n) % 4 + 1], '8.1',
      'A point found in the audit, described', 'Its cause'
    from internal_audits a, generate_series(1, 2) n where a.id % 4 = 0`);
  await db.execute(sql`
    insert into internal_audit_auditors (audit_id, membership_id)
    select a.id, m.id from internal_audits a
    join memberships m on m.id = (select min(id) from memberships where id <> coalesce(a.lead_auditor_id, 0))
    where a.id % 3 = 0`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  const [{ count }] = (await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from internal_audits`,
  )) as [{ count: number }];
  console.log(`${count} internal audits, ${IN_DEPARTMENT} of them in one department`);
  await timeQueries(db, production);
  await database.close();
  return { dataDir, production };
}

/** The register's queries alone, in-process and uncached: median of five. */
async function timeQueries(db: Db, production: number) {
  const all = (await queryRows<{ id: number }>(db, sql`select id from organizations`)).map((row) => row.id);
  const page = { page: 0, size: 20, sort: [{ field: "start_date", direction: "desc" as const }] };
  await printServiceMedians("The internal-audit register's queries, uncached, in-process (PGlite)", [
    ["a department, latest first", () => listAudits(db, all, { ...page, departmentIds: [production] })],
    ["the holding, latest first", () => listAudits(db, all, page)],
    ["the holding, by subject", () => listAudits(db, all, { ...page, sort: [{ field: "subject", direction: "asc" }] })],
    ["the holding, planned ones", () => listAudits(db, all, { ...page, status: "PLANNED" })],
  ]);
}

const { dataDir, production } = await prepareDataDir();
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const register = "/evaluation/internal-audit";
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["a department's 2,000 audits", `${register}?department_id=${production}`, cookie],
    ["the holding's register", register, cookie],
    ["the holding's register, by subject", `${register}?sort=subject,asc`, cookie],
    ["the holding's register, planned", `${register}?status=PLANNED`, cookie],
  ];
  const rows = await measurePages(server.url, targets, connections, seconds);
  reportAgainstLogIn(
    `The internal-audit register on CPU ${cpus}, ${connections} connections, ${seconds} s each`,
    rows,
    LIST_P95,
  );
} finally {
  await server.stop();
}
