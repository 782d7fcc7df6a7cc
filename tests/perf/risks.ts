// The risk register and its heat map beside the log-in page in the same run (the machine is shared:
// compare ratios, not absolute rates), with the server on one core.
// Targets (issue 32): a department with 2,000 risks lists in p95 <= 150 ms; the heat map of a holding
// of 50,000 risks in <= 200 ms.
//   npm run build && npx tsx tests/perf/risks.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The data is the demo, then 50,000 risks over the holding's companies and departments, 2,000 of them in
// the chemicals company's production department, of every kind of hazard and score.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import { DEFAULT_RISK_MATRIX } from "../../server/domain/risks";
import type { DateOnly } from "../../server/domain/wire-casing";
import { listRisks, riskHeatMap } from "../../server/services/risks";
import {
  apiSessionCookies,
  appSessionCookie,
  freshDataDir,
  measurePage,
  printServiceMedians,
  reportAgainstLogIn,
  requireBuild,
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const [RISKS, IN_DEPARTMENT, LIST_P95, HEAT_MAP_P95] = [50_000, 2_000, 150, 200];

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const [{ production, company }] = (await queryRows<{ production: number; company: number }>(
    database.db,
    sql`select d.id as production, d.parent_id as company from organizations d
      join organizations c on c.id = d.parent_id where d.name = 'Production' and c.name = 'Nordvik Chemicals A/S'`,
  )) as [{ production: number; company: number }];
  const insert = (count: number, placed: ReturnType<typeof sql>) =>
    database.db.execute(sql`
      with units as (select id, parent_id, type, row_number() over (order by id) - 1 as n, count(*) over () as total
        from organizations)
      insert into risks (organization_id, department_id, activity, hazard_category, hazard, likelihood, severity,
        residual_likelihood, residual_severity, control_administrative, next_review_date)
      select ${placed}, 'Benchmark activity ' || lpad(g::text, 6, '0'),
        (array['MECHANICAL','FALL','CHEMICAL','PHYSICAL','ERGONOMIC','PSYCHOSOCIAL','BIOLOGICAL','FIRE_AND_EXPLOSION',
          'ELECTRICAL','TRAFFIC','OTHER'])[g % 11 + 1],
        'A hazard of the work, described', g % 5 + 1, (g / 5) % 5 + 1,
        case when g % 3 <> 0 then greatest(g % 5, 1) end, case when g % 3 <> 0 then greatest((g / 5) % 5, 1) end,
        'Instructions and training', current_date - 400 + (g * 7) % 1500
      from generate_series(1, ${count}) g`);
  // Spread over every organization of the holding, departments kept by their company. The search index's
  // trigger is off while they are written (one search row per risk made the setup take minutes); the
  // register and the heat map do not read it.
  await database.db.execute(sql`set session_replication_role = replica`);
  await insert(
    RISKS - IN_DEPARTMENT,
    sql`(select case when u.type = 'DEPARTMENT' then u.parent_id else u.id end from units u where u.n = g % u.total),
      (select case when u.type = 'DEPARTMENT' then u.id end from units u where u.n = g % u.total)`,
  );
  await insert(IN_DEPARTMENT, sql`${company}, ${production}`);
  await database.db.execute(sql`set session_replication_role = origin`);
  await database.db.execute(sql`analyze risks`);
  const [{ count }] = (await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from risks`,
  )) as [{ count: number }];
  console.log(`${count} risks, ${IN_DEPARTMENT} of them in one department`);
  await timeQueries(database.db, production);
  await database.close();
  return { dataDir, production };
}

/** The register's and the heat map's queries alone, in-process and uncached: median of five. */
async function timeQueries(db: Db, production: number) {
  const all = (await queryRows<{ id: number }>(db, sql`select id from organizations`)).map((row) => row.id);
  const today = businessToday() as DateOnly;
  const page = { page: 0, size: 20, sort: [], reviewDue: false };
  const matrix = DEFAULT_RISK_MATRIX;
  await printServiceMedians("The risk register's queries, uncached, in-process (PGlite)", [
    ["a department, highest first", () => listRisks(db, all, { ...page, departmentIds: [production] }, today, matrix)],
    ["the holding, highest first", () => listRisks(db, all, page, today, matrix)],
    [
      "the holding, by activity",
      () => listRisks(db, all, { ...page, sort: [{ field: "activity", direction: "asc" }] }, today, matrix),
    ],
    ["heat map of the holding", () => riskHeatMap(db, all, {}, today, matrix)],
    ["heat map of a department", () => riskHeatMap(db, all, { departmentIds: [production] }, today, matrix)],
  ]);
}

const { dataDir, production } = await prepareDataDir();
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const api = await apiSessionCookies(server.url, "manager@demo.example");
  const register = "/planning/risk-assessment";
  const heatMapApi = `/api/v1/organizations/${api.organizationId}/risks/heat-map`;
  const listTargets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["a department's 2,000 risks", `${register}?department_id=${production}`, cookie],
    ["the holding's register", register, cookie],
    ["the holding's register, by activity", `${register}?sort=activity,asc`, cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, targetCookie] of listTargets)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, targetCookie, connections, seconds)) });
  reportAgainstLogIn(`The risk register on CPU ${cpus}, ${connections} connections, ${seconds} s each`, rows, LIST_P95);
  const maps = [
    { page: "log-in page (anonymous)", ...(await measurePage(`${server.url}/`, undefined, connections, seconds)) },
    {
      page: "heat map of 50,000 risks (page)",
      ...(await measurePage(`${server.url}${register}/heat-map`, cookie, connections, seconds)),
    },
    {
      page: "heat map of 50,000 risks (API)",
      ...(await measurePage(`${server.url}${heatMapApi}`, api.cookie, connections, seconds)),
    },
  ];
  reportAgainstLogIn(`The heat map on CPU ${cpus}, ${connections} connections, ${seconds} s each`, maps, HEAT_MAP_P95);
} finally {
  await server.stop();
}
