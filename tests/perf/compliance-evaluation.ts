// The compliance-evaluation register beside the log-in page in the same run (the machine is shared:
// compare ratios, not absolute rates), with the server on one core.
// Target (issue: every register at 50,000 rows): p95 <= 150 ms.
//   npm run build && npx tsx tests/perf/compliance-evaluation.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The data is the demo, then 50,000 binding obligations over the holding and its two companies (20,000
// in the holding's own register, which the page lists; 20,000 and 10,000 in the companies', which its
// overview counts), nine in ten evaluated once or twice, a share of the shortfalls answered by an action.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { listStandings, standingsByOrganization } from "../../server/services/compliance-standings";
import {
  appSessionCookie,
  freshDataDir,
  keptDataDir,
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
const [ACTS, LIST_P95] = [20_000, 150];
const REGISTERS = [
  ["Nordvik Group A/S", 20_000],
  ["Nordvik Chemicals A/S", 20_000],
  ["Nordvik Logistics ApS", 10_000],
] as const;

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const db = database.db;
  // The search index's triggers are off while they are written (one search row per act and obligation
  // made the setup take minutes); the register does not read it.
  await db.execute(sql`set session_replication_role = replica`);
  await db.execute(sql`
    insert into legislations (title_en, title_da, reference_number, territory)
    select 'Benchmark act ' || lpad(g::text, 6, '0'), 'Benchmarklov ' || lpad(g::text, 6, '0'), 'BENCH-' || g, 'DK'
    from generate_series(1, ${ACTS}) g`);
  for (const [name, count] of REGISTERS) {
    await db.execute(sql`
      insert into legislation_associations (organization_id, legislation_id, evaluation_period)
      select o.id, l.id, (array['P6M','P1Y','P2Y'])[l.id % 3 + 1]
      from organizations o, (select id from legislations where reference_number like 'BENCH-%' order by id limit ${count}) l
      where o.name = ${name}`);
  }
  // Nine in ten evaluated, once or twice, a year apart; the newest within the last two years.
  await db.execute(sql`
    insert into compliance_evaluations (organization_id, association_id, evaluated_on, result, evidence)
    select a.organization_id, a.id, current_date - (a.id * 7) % 730 - (n - 1) * 365,
      (array['COMPLIANT','COMPLIANT','PARTLY_COMPLIANT','NOT_COMPLIANT'])[(a.id + n) % 4 + 1],
      'Permit conditions checked against the control book'
    from legislation_associations a, generate_series(1, 2) n
    where a.id % 10 <> 0 and n <= 1 + a.id % 2`);
  // The newest kept on each obligation, as the service keeps it, the next a year after.
  await db.execute(sql`
    update legislation_associations a set newest_evaluation_id = n.id, newest_evaluated_on = n.evaluated_on,
      newest_result = n.result, next_evaluation_date = n.evaluated_on + interval '1 year'
    from (select distinct on (association_id) association_id, id, evaluated_on, result from compliance_evaluations
      order by association_id, evaluated_on desc, id desc) n
    where n.association_id = a.id`);
  // Every other shortfall answered by an action.
  await db.execute(sql`
    insert into actions (organization_id, source, evaluation_id, title, kind)
    select e.organization_id, 'EVALUATION', e.id, 'Follow up the evaluation', 'CORRECTIVE'
    from compliance_evaluations e where e.result <> 'COMPLIANT' and e.id % 2 = 0`);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  const [{ obligations, evaluations }] = (await queryRows<{ obligations: number; evaluations: number }>(
    db,
    sql`select (select count(*)::int from legislation_associations) as obligations,
      (select count(*)::int from compliance_evaluations) as evaluations`,
  )) as [{ obligations: number; evaluations: number }];
  console.log(`${obligations} binding obligations, ${evaluations} evaluations`);
  await timeQueries(db);
  await database.close();
  return dataDir;
}

/** The register's and the overview's queries alone, in-process and uncached: median of five. */
async function timeQueries(db: Db) {
  const [holding] = await queryRows<{ id: number }>(db, sql`select id from organizations where parent_id is null`);
  const all = (await queryRows<{ id: number }>(db, sql`select id from organizations`)).map((row) => row.id);
  const today = businessToday() as DateOnly;
  const page = { page: 0, size: 20, sort: [], language: "en" as const };
  const by = (field: string, direction: "asc" | "desc" = "asc") => ({ ...page, sort: [{ field, direction }] });
  await printServiceMedians("The compliance-evaluation register's queries, uncached, in-process (PGlite)", [
    ["20,000 obligations, next first", () => listStandings(db, holding!.id, by("next_evaluation_date"), today)],
    ["20,000 obligations, by title", () => listStandings(db, holding!.id, by("title"), today)],
    ["20,000 obligations, newest result", () => listStandings(db, holding!.id, by("evaluated_on", "desc"), today)],
    ["overdue ones", () => listStandings(db, holding!.id, { ...page, standing: "OVERDUE" }, today)],
    ["not compliant ones", () => listStandings(db, holding!.id, { ...page, result: "NOT_COMPLIANT" }, today)],
    ["overview of 50,000", () => standingsByOrganization(db, all, today)],
  ]);
}

const dataDir = await keptDataDir(prepareDataDir);
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const register = "/evaluation/compliance-evaluation";
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["the holding's register", register, cookie],
    ["the register, by title", `${register}?sort=title,asc`, cookie],
    ["the register, overdue", `${register}?standing=OVERDUE`, cookie],
    ["the register, not compliant", `${register}?result=NOT_COMPLIANT`, cookie],
  ];
  const rows = await measurePages(server.url, targets, connections, seconds);
  reportAgainstLogIn(
    `The compliance-evaluation register on CPU ${cpus}, ${connections} connections, ${seconds} s each`,
    rows,
    LIST_P95,
  );
} finally {
  await server.stop();
}
