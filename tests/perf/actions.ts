// The action plan beside the log-in page in the same run (the machine is shared: compare ratios, not
// absolute rates), with the server on one core, for a holding of 100,000 actions.
// Target: p95 <= 150 ms at 10 connections for a filtered page of the register (issue 31 §4).
//   npm run build && npx tsx tests/perf/actions.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The data is written into a fresh data directory before the server starts: the demo, then on the
// holding's companies and departments 100,000 actions of every kind and status, owned by the demo's
// members, due from three years ago to a year ahead, one in five of an event.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { listActions, type ActionFilter } from "../../server/services/actions";
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
const [ACTIONS, TARGET_P95] = [100_000, 150];

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  // Statuses by age: what was due long ago is mostly done (and judged), what is due ahead mostly open.
  await database.db.execute(sql`
    with units as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from organizations),
      owners as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from memberships where ended_date is null),
      picked as (select g, (current_date - 1095 + (g * 7919) % 1460)::date as due from generate_series(1, ${ACTIONS}) g)
    insert into actions (organization_id, source, event_id, title, description, kind, owner_id, department_id, due_date,
      status, done_date, effectiveness)
    select case when d.type = 'DEPARTMENT' then d.parent_id else d.id end, s.source, s.event_id,
      'Benchmark action ' || lpad(p.g::text, 6, '0'), case when p.g % 3 = 0 then 'Why and how, in a few words' end,
      (array['IMMEDIATE','CORRECTIVE','PREVENTIVE','IMPROVEMENT'])[p.g % 4 + 1], o.id,
      case when d.type = 'DEPARTMENT' then d.id end, p.due, st.status,
      case when st.status = 'DONE' then least(p.due, current_date) end,
      case when st.status = 'DONE' and p.g % 5 <> 0 then (case when p.g % 17 = 0 then 'NOT_EFFECTIVE' else 'EFFECTIVE' end) end
    from picked p
    join units u on u.n = p.g % u.total
    join organizations d on d.id = u.id
    join owners o on o.n = p.g % o.total
    cross join lateral (select case when p.due < current_date - 60 and p.g % 10 <> 0 then 'DONE'
      when p.g % 3 = 0 then 'IN_PROGRESS' when p.due < current_date and p.g % 4 = 0 then 'DONE' else 'OPEN' end as status) st
    cross join lateral (select case when p.g % 5 = 0 then (select e.id from events e order by e.id limit 1) end as event_id) ev
    cross join lateral (select case when ev.event_id is null then 'NONE' else 'EVENT' end as source, ev.event_id) s`);
  // Actions of an event are kept where the event is.
  await database.db
    .execute(sql`update actions a set organization_id = e.organization_id, department_id = e.department_id
    from events e where e.id = a.event_id and a.title like 'Benchmark action %'`);
  await database.db.execute(sql`analyze actions`);
  const [{ count }] = (await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from actions`,
  )) as [{ count: number }];
  console.log(`${count} actions`);
  await timeQueries(database.db);
  await database.close();
  return dataDir;
}

const base: ActionFilter = { status: "NOT_DONE", overdue: false, ineffective: false };
const byDue = [{ field: "due_date", direction: "asc" as const }];

/** The register's queries alone, in-process and uncached: median of five. */
async function timeQueries(db: Db) {
  const all = await queryRows<{ id: number }>(db, sql`select id from organizations`);
  const below = all.map((row) => row.id);
  const today = businessToday() as DateOnly;
  const page = { page: 0, size: 20, sort: byDue };
  await printServiceMedians("The action plan's query, uncached, in-process (PGlite)", [
    ["not done (default)", () => listActions(db, below, { ...base, ...page }, today)],
    ["overdue", () => listActions(db, below, { ...base, overdue: true, ...page }, today)],
    [
      "all, by title",
      () =>
        listActions(
          db,
          below,
          { ...base, status: "ALL", ...page, sort: [{ field: "title", direction: "asc" }] },
          today,
        ),
    ],
    [
      "done, not effective",
      () => listActions(db, below, { ...base, status: "ALL", ineffective: true, ...page }, today),
    ],
    ["search", () => listActions(db, below, { ...base, q: "action 0421", ...page }, today)],
    [
      "all, last page",
      () => listActions(db, below, { ...base, status: "ALL", page: 4999, size: 20, sort: byDue }, today),
    ],
  ]);
}

const server = await startServer({ DATA_DIR: await prepareDataDir(), LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const api = await apiSessionCookies(server.url, "manager@demo.example");
  const plan = "/planning/action-plan";
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    // Another register on the kit, of a few rows: what the kit's page costs whatever the data.
    ["machines (a small register)", "/monitoring/machines", cookie],
    ["action plan: not done", plan, cookie],
    ["overdue", `${plan}?overdue=true`, cookie],
    ["due within 30 days", `${plan}?due_within_days=30`, cookie],
    ["all, by owner", `${plan}?status=ALL&sort=owner,asc`, cookie],
    ["judged not effective", `${plan}?status=ALL&ineffective=true`, cookie],
    ["search", `${plan}?q=action%200421&status=ALL`, cookie],
    ["my work", "/my-work", cookie],
    ["API actions, overdue", `/api/v1/organizations/${api.organizationId}/actions?overdue=true`, api.cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, targetCookie] of targets)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, targetCookie, connections, seconds)) });
  reportAgainstLogIn(
    `The action plan on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
