// The objectives and management-review registers beside the log-in page in the same run (the machine is
// shared: compare ratios, not absolute rates), with the server on one core.
// Target (issue: every register at 50,000 rows): p95 <= 150 ms.
//   npm run build && npx tsx tests/perf/objectives-and-reviews.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
//   BENCH_DATA_DIR=… keeps the data between runs.
// The data is the demo, then 50,000 objectives over the holding's organizations (45,000 in the holding's
// own register, 2,000 in the chemicals company's, the rest over the others), every measure, one in four
// measured by hand with two figures entered, four in five with an owner, deadlines from half a year ago
// to five years ahead; and 50,000 management reviews over the holding's three companies across twenty
// years (held and closed ones past, planned ones ahead), half with one or two participants besides the
// chair. Agendas are left out: the register does not read them.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { listReviews } from "../../server/services/management-reviews";
import { circlesBelow, figuresNow } from "../../server/services/objective-performance";
import { listObjectives } from "../../server/services/objectives";
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
const [OBJECTIVES, IN_HOLDING, IN_COMPANY, REVIEWS, LIST_P95] = [50_000, 45_000, 2_000, 50_000, 150];
const [HOLDING, COMPANY] = ["Nordvik Group A/S", "Nordvik Chemicals A/S"];

// Each measure with the way its figures go (higher is better) and whether it is a share; MANUAL four
// times, so that one objective in four is measured by hand.
const MEASURES = sql`(values (0, 'CO2_SCOPES_1_2', false, false), (1, 'CO2_SCOPE_1', false, false),
  (2, 'CO2_SCOPE_2', false, false), (3, 'ENERGY', false, false), (4, 'WASTE_TONNES', false, false),
  (5, 'HAZARDOUS_WASTE_SHARE', false, true), (6, 'RECYCLING_SHARE', true, true), (7, 'ACCIDENTS', false, false),
  (8, 'LOST_TIME_INJURY_FREQUENCY', false, false), (9, 'OVERDUE_ACTIONS', false, false),
  (10, 'COMPETENCE_COMPLETION', true, true), (11, 'EVALUATIONS_ON_TIME', true, true), (12, 'MANUAL', false, false),
  (13, 'MANUAL', true, false), (14, 'MANUAL', false, false), (15, 'MANUAL', false, false)) as m(i, measure, higher, share)`;

// The organizations given, numbered 0…total-1, to deal rows out over them by `g % total`.
const numbered = (where: ReturnType<typeof sql>) =>
  sql`(select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total
    from organizations where ${where})`;
const members = sql`(select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as total
  from memberships)`;

async function writeObjectives(db: Db, count: number, placed: ReturnType<typeof sql>, first: number) {
  await db.execute(sql`
    insert into objectives (organization_id, title, description, measure, unit, baseline_year, baseline_value,
      target_value, deadline, owner_id)
    select o.id, 'Benchmark objective ' || lpad(g::text, 6, '0') || ' for ' || lower(replace(m.measure, '_', ' ')),
      case when g % 3 = 0 then 'Set in the yearly planning: the path from the baseline to the target' end,
      m.measure, case when m.measure = 'MANUAL' then (array['kg','m3','hours','pcs'])[g % 4 + 1] end,
      extract(year from current_date)::int - 2 - g % 4,
      case when m.share then 40 + g % 20 else 100 + g % 900 end,
      case when m.share and m.higher then 80 + g % 20 when m.share then 20 + g % 10
        when m.higher then (100 + g % 900) * 1.5 else (100 + g % 900) * 0.7 end,
      current_date - 180 + (g * 37) % 1999,
      case when g % 5 <> 0 then (select w.id from ${members} w where w.n = g % w.total) end
    from generate_series(${first}::int, ${first + count - 1}::int) g
    join ${MEASURES} on m.i = g % 16
    join ${placed} o on o.n = g % o.total`);
}

async function writeReviews(db: Db) {
  // Past reviews held (one in five) or closed, with decisions and the next date; those to come planned.
  await db.execute(sql`
    insert into management_reviews (organization_id, title, review_date, status, chair_id, external_participants,
      decisions, next_review_date)
    select o.id, 'Benchmark management review ' || lpad(g::text, 6, '0'), d.day,
      case when d.day > current_date then 'PLANNED' when g % 5 = 0 then 'HELD' else 'CLOSED' end,
      case when g % 7 <> 0 then (select w.id from ${members} w where w.n = g % w.total) end,
      case when g % 4 = 0 then 'The external ISO consultant' end,
      case when d.day <= current_date and g % 5 <> 0 then 'Hire a coordinator; a group target for CO2' end,
      case when g % 2 = 0 then d.day + 365 end
    from generate_series(1, ${REVIEWS}) g
    cross join lateral (select (current_date - 6935 + (g * 7) % 7300)::date as day) d
    join ${numbered(sql`type = 'COMPANY'`)} o on o.n = g % o.total`);
  await db.execute(sql`
    insert into management_review_participants (review_id, membership_id)
    select r.id, w.id from management_reviews r
    join ${members} w on w.n in (r.id % w.total, (r.id + 1) % w.total) and (w.n = r.id % w.total or r.id % 4 = 0)
    where r.id % 2 = 0 and w.id is distinct from r.chair_id
    on conflict do nothing`);
}

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  const db = database.db;
  const holding = await organizationId(db, HOLDING);
  const company = await organizationId(db, COMPANY);
  // The search index's and the audit trail's triggers are off while they are written; the registers
  // read neither.
  await db.execute(sql`set session_replication_role = replica`);
  await writeObjectives(db, IN_HOLDING, numbered(sql`id = ${holding}`), 1);
  await writeObjectives(db, IN_COMPANY, numbered(sql`id = ${company}`), IN_HOLDING + 1);
  await writeObjectives(
    db,
    OBJECTIVES - IN_HOLDING - IN_COMPANY,
    numbered(sql`lineage[1] = ${holding} and not ${company} = any(lineage)`),
    IN_HOLDING + IN_COMPANY + 1,
  );
  // Two figures entered on each objective measured by hand: last year's and last month's.
  await db.execute(sql`
    insert into objective_figures (objective_id, measured_on, value, note)
    select o.id, current_date - k * 30 - (o.id % 300) * (k - 1), o.baseline_value * (1 - 0.05 * k),
      case when k = 1 then 'Read off the supplier''s statement' end
    from objectives o, generate_series(1, 2) k where o.measure = 'MANUAL'`);
  await writeReviews(db);
  await db.execute(sql`set session_replication_role = origin`);
  await db.execute(sql`analyze`);
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from objectives)::int as objectives,
      (select count(*) from objectives where organization_id = ${company})::int as in_company,
      (select count(*) from objective_figures)::int as figures,
      (select count(*) from management_reviews)::int as reviews,
      (select count(*) from management_review_participants)::int as participants`,
  );
  console.log(counts);
  await database.close();
  return dataDir;
}

async function organizationId(db: Db, name: string) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from organizations where name = ${name}`);
  return row!.id;
}

/**
 * The registers' queries alone, in-process and uncached: median of five, after one pass (the first
 * calls compile the code, not the queries). An objectives page includes its rows' figures now, also
 * timed alone.
 */
async function timeQueries(db: Db, holding: number, company: number) {
  const circleOf = await circlesBelow(db, [holding]);
  const [all, companys] = [(await circleOf(holding)).below, (await circleOf(company)).below];
  const today = businessToday() as DateOnly;
  const page = { page: 0, size: 20 };
  const by = (field: string, direction: "asc" | "desc" = "asc") => ({ ...page, sort: [{ field, direction }] });
  const objectives = (ids: number[], query: Parameters<typeof listObjectives>[2]) =>
    listObjectives(db, ids, query, circleOf, today);
  const { rows } = await objectives(all, by("deadline"));
  const views: [string, () => Promise<unknown>][] = [
    ["objectives: the holding, by deadline", () => objectives(all, by("deadline"))],
    ["objectives: its page's figures now alone", () => figuresNow(db, rows, circleOf, today)],
    ["objectives: the holding, by title", () => objectives(all, by("title"))],
    ["objectives: the holding, by organization", () => objectives(all, by("organization"))],
    ["objectives: the holding, by hand", () => objectives(all, { ...by("deadline"), measure: "MANUAL" })],
    ["objectives: the holding, open", () => objectives(all, { ...by("deadline"), open: "true" })],
    ["objectives: the company's", () => objectives(companys, by("deadline"))],
    ["reviews: the holding, latest first", () => listReviews(db, all, by("review_date", "desc"))],
    ["reviews: the holding, by title", () => listReviews(db, all, by("title"))],
    ["reviews: the holding, by organization", () => listReviews(db, all, by("organization"))],
    ["reviews: the holding, planned", () => listReviews(db, all, { ...by("review_date", "desc"), status: "PLANNED" })],
    ["reviews: the holding, held", () => listReviews(db, all, { ...by("review_date", "desc"), status: "HELD" })],
  ];
  for (const [, run] of views) await run();
  await printServiceMedians("The registers' queries, uncached, in-process (PGlite)", views);
}

/** The session switched to another organization, as the switcher does, its permissions settled. */
async function switchedCookie(url: string, cookie: string, organizationId: number) {
  let current = cookie;
  for (const address of [`/open?in=${organizationId}&to=/dashboard`, "/dashboard", "/dashboard"]) {
    const response = await fetch(`${url}${address}`, { headers: { cookie: current }, redirect: "manual" });
    const updated = response.headers
      .getSetCookie()
      .filter((c) => c.startsWith("__session="))
      .at(-1)
      ?.split(";")[0];
    if (updated) current = updated;
  }
  return current;
}

const dataDir = await keptDataDir(prepareDataDir);
const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
await database.migrate();
const [holding, company] = [await organizationId(database.db, HOLDING), await organizationId(database.db, COMPANY)];
await timeQueries(database.db, holding, company);
await database.close();

const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const inCompany = await switchedCookie(server.url, cookie, company);
  const [objectives, reviews] = ["/planning/objectives", "/evaluation/management-review"];
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["objectives: the holding's", objectives, cookie],
    ["objectives: by title", `${objectives}?sort=title,asc`, cookie],
    ["objectives: by hand", `${objectives}?measure=MANUAL`, cookie],
    ["objectives: the company's 2,000", objectives, inCompany],
    ["reviews: the holding's", reviews, cookie],
    ["reviews: by title", `${reviews}?sort=title,asc`, cookie],
    ["reviews: planned", `${reviews}?status=PLANNED`, cookie],
  ];
  // Each page lists rows: the register's empty state would be a fast page of nothing.
  for (const [name, target, session] of targets.slice(1)) {
    const html = await (await fetch(`${server.url}${target}`, { headers: { cookie: session! } })).text();
    const listed = html.match(/Benchmark (objective|management review) \d{6}/g)?.length ?? 0;
    if (listed === 0) throw new Error(`${name}: no benchmark rows on the page`);
  }
  const rows = await measurePages(server.url, targets, connections, seconds);
  reportAgainstLogIn(
    `The objectives and management-review registers on CPU ${cpus}, ${connections} connections, ${seconds} s each`,
    rows,
    LIST_P95,
  );
} finally {
  await server.stop();
}
