// The meters beside the log-in page in the same run (the machine is shared: compare ratios, not
// absolute rates), with the server on one core: one meter with 100,000 daily readings, and on the
// holding "Nordvik Group A/S" (the maintainer's active organization) 1,000 meters more with 1,000
// daily readings each, so the holding's report reads 1.1 million readings' monthly figures.
// Target: p95 <= 150 ms at 10 connections for the meter's page and API and the monthly CO2 report. The
// meter's page shows its last two years (`months?from=`); all its 3,300 months are measured beside.
//   npm run build && npx tsx tests/perf/meters.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The readings are written with SQL (generate_series) into a fresh data directory before the server
// starts; the monthly figures are then worked out by the service that keeps them (rewriteMeterMonths),
// meter by meter, as a save would, and that time is reported too.
import path from "node:path";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../../server/db/client";
import { emissionFactors, emissionFactorValues, meters, organizations } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { businessToday } from "../../server/domain/recurrence";
import { emissionsReport } from "../../server/services/emissions-report";
import { meterMonthsOf, rewriteMeterMonths } from "../../server/services/meter-months";
import { listReadings } from "../../server/services/meter-readings";
import { getMeter } from "../../server/services/meters";
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
const [LONG_METER_READINGS, METERS, PER_METER, TARGET_P95] = [100_000, 1_000, 1_000, 150];
const LONG_METER = "Benchmark: hovedmåler med 100.000 aflæsninger";

/** The month (yyyy-mm) `count` months before this one: the meter page's chart shows two years. */
const monthsBack = (count: number) => {
  const today = businessToday();
  const date = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - count, 1));
  return date.toISOString().slice(0, 7);
};

async function factor(tx: Db, name: string, utilityType: "ELECTRICITY" | "GAS", meterUnit: string, value: number) {
  const [row] = await tx.insert(emissionFactors).values({ name, utilityType }).returning({ id: emissionFactors.id });
  await tx
    .insert(emissionFactorValues)
    .values({ emissionFactorId: row!.id, value, meterUnit, emissionUnit: "KILOGRAMS", source: "Benchmark" });
  return row!.id;
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
  const organizationId = holding!.id;
  let started = performance.now();
  await db.transaction(async (tx) => {
    // Undated values, so every month of every meter has its emissions worked out.
    const electricity = await factor(tx, "Benchmark electricity", "ELECTRICITY", "kWh", 0.2);
    const gas = await factor(tx, "Benchmark natural gas", "GAS", "m3", 2.0);
    await tx.insert(meters).values({
      organizationId,
      name: LONG_METER,
      utilityType: "ELECTRICITY",
      units: ["kWh"],
      frequency: "P1D",
      cumulative: true,
      scope: 2,
      emissionFactorId: electricity,
    });
    // Half electricity (scope 2), half gas (scope 1).
    await tx.execute(sql`
      insert into meters (organization_id, name, utility_type, units, frequency, cumulative, scope, emission_factor_id)
      select ${organizationId}, 'Benchmark meter ' || lpad(g::text, 4, '0'),
        case when g % 2 = 0 then 'ELECTRICITY' else 'GAS' end,
        case when g % 2 = 0 then array['kWh'] else array['m3'] end,
        'P1D', true, case when g % 2 = 0 then 2 else 1 end,
        case when g % 2 = 0 then ${electricity}::int else ${gas}::int end
      from generate_series(1, ${METERS}) g`);
    // Counters rising by a daily amount that varies with the day and the meter, up to yesterday.
    await tx.execute(sql`
      insert into meter_readings (meter_id, performed_at, value, unit)
      select m.id, current_date - (${LONG_METER_READINGS} - d)::int, d * 40 + (d % 13) * 3, 'kWh'
      from meters m cross join generate_series(1, ${LONG_METER_READINGS}) d
      where m.name = ${LONG_METER}`);
    await tx.execute(sql`
      insert into meter_readings (meter_id, performed_at, value, unit)
      select m.id, current_date - (${PER_METER} - d)::int, d * (10 + m.id % 7) + (d % 5), m.units[1]
      from meters m cross join generate_series(1, ${PER_METER}) d
      where m.name like 'Benchmark meter %'`);
  });
  const inserted = performance.now() - started;
  const benchmarkMeters = await db
    .select({ id: meters.id })
    .from(meters)
    .where(and(eq(meters.organizationId, organizationId), like(meters.name, "Benchmark%")));
  started = performance.now();
  for (const meter of benchmarkMeters) await db.transaction((tx) => rewriteMeterMonths(tx, meter.id));
  const rewritten = performance.now() - started;
  const [counts] = await queryRows<{ readings: number; months: number }>(
    db,
    sql`select (select count(*) from meter_readings)::int as readings, (select count(*) from meter_months)::int as months`,
  );
  printTable("Data written", [
    {
      step: "readings inserted (generate_series)",
      ms: Math.round(inserted),
      rows: counts!.readings,
    },
    {
      step: `monthly figures of ${benchmarkMeters.length} meters (rewriteMeterMonths)`,
      ms: Math.round(rewritten),
      rows: counts!.months,
    },
  ]);
  await timeQueries(db, organizationId);
  await database.close();
  return dataDir;
}

/**
 * The services alone, in-process and uncached (the API keeps answers to repeated reads while nothing
 * changes, decision 008; a load test of one address mostly measures that): median of five.
 */
async function timeQueries(db: Db, organizationId: number) {
  const all = (await db.select({ id: organizations.id }).from(organizations)).map((row) => row.id);
  const [long] = await db.select().from(meters).where(eq(meters.name, LONG_METER));
  const year = Number(businessToday().slice(0, 4));
  const ofHolding = await db.select({ id: meters.id }).from(meters).where(inArray(meters.organizationId, all));
  const views: [string, () => Promise<unknown>][] = [
    ["the meter (getMeter)", () => getMeter(db, all, long!.id)],
    ["its last 24 months (meterMonthsOf)", () => meterMonthsOf(db, long!.id, { from: monthsBack(23) })],
    ["all its 3,300 months", () => meterMonthsOf(db, long!.id)],
    ["its newest readings (listReadings)", () => listReadings(db, long!, { page: 0, size: 20 })],
    ["its readings, page 100", () => listReadings(db, long!, { page: 99, size: 20 })],
    [`the holding's report (${ofHolding.length} meters)`, () => emissionsReport(db, all, year)],
    ["one meter's months rewritten", () => db.transaction((tx) => rewriteMeterMonths(tx, long!.id))],
  ];
  await printServiceMedians(
    `The meters' services, uncached, in-process (PGlite), organization ${organizationId}`,
    views,
  );
}

const server = await startServer({ DATA_DIR: await keptDataDir(prepareDataDir), LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "maintainer@demo.example");
  const api = await apiSessionCookies(server.url, "maintainer@demo.example");
  const org = `/api/v1/organizations/${api.organizationId}`;
  const found = (await (
    await fetch(`${server.url}${org}/meters?q=${encodeURIComponent("100.000")}&size=1`, {
      headers: { cookie: api.cookie },
    })
  ).json()) as { content: { id: number }[] };
  const id = found.content[0]!.id;
  const year = Number(businessToday().slice(0, 4));
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["API meter (100,000 readings)", `${org}/meters/${id}`, api.cookie],
    ["API its last 24 months", `${org}/meters/${id}/months?from=${monthsBack(23)}`, api.cookie],
    ["API its readings, first page", `${org}/meters/${id}/readings`, api.cookie],
    ["meter page", `/monitoring/meters/${id}`, cookie],
    ["API emissions (1.1 M readings)", `${org}/emissions?year=${year}`, api.cookie],
    ["emissions report page", `/monitoring/meters/emissions?year=${year}`, cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  // BENCH_ONLY=months,report measures the log-in page and the targets whose names hold those words.
  const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
  const chosen = targets.filter(([name], index) => index === 0 || !only || only.some((word) => name.includes(word)));
  for (const [name, target, targetCookie] of chosen)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, targetCookie, connections, seconds)) });
  reportAgainstLogIn(
    `The meters on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
