// The control book beside the log-in page in the same run (the machine is shared: compare ratios, not
// absolute rates), with the server on one core, for a holding of 5,000 agreements and 50,000 inspections.
// Target: p95 <= 100 ms at 10 connections for the control book's views.
//   npm run build && npx tsx tests/perf/control-book.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=10)
// The data is written into a fresh data directory before the server starts: the demo, then on the
// holding "Nordvik Group A/S" (the maintainer's active organization) 500 machines and 5,000 agreements of
// every type and frequency, each covering a machine, with nine inspections done over the past years and
// one pending, due between two months ago and a year ahead.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import {
  agreementMachines,
  agreements,
  inspections,
  machines,
  memberships,
  organizations,
} from "../../server/db/schema";
import { AGREEMENT_TYPES, INSPECTION_RESULTS } from "../../server/domain/control-book";
import type { DateOnly } from "../../server/domain/wire-casing";
import { seed } from "../../server/db/seed";
import type { Db } from "../../server/db/client";
import { businessToday } from "../../server/domain/recurrence";
import { listInspections } from "../../server/services/inspections";
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
const [AGREEMENTS, PER_AGREEMENT, MACHINES, TARGET_P95] = [5_000, 10, 500, 100];
const FREQUENCIES = ["P1M", "P3M", "P6M", "P1Y", "P2Y"] as const;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10) as DateOnly;

async function prepareDataDir() {
  const dataDir = freshDataDir();
  const database = openDatabase({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();
  await seed(database.db, { demo: true });
  await database.db.transaction(async (tx) => {
    const [holding] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`${organizations.parentId} is null`);
    const organizationId = holding!.id;
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(sql`${memberships.organizationId} = ${organizationId}`);
    const machineRows = await tx
      .insert(machines)
      .values(
        Array.from({ length: MACHINES }, (_, i) => ({ organizationId, name: `Machine ${String(i).padStart(3, "0")}` })),
      )
      .returning({ id: machines.id });
    const agreementRows = await tx
      .insert(agreements)
      .values(
        Array.from({ length: AGREEMENTS }, (_, i) => ({
          organizationId,
          // Names out of id order, so sorting by name is real work.
          name: `Agreement ${String((i * 7919) % AGREEMENTS).padStart(4, "0")}`,
          type: AGREEMENT_TYPES[i % AGREEMENT_TYPES.length]!,
          responsibleMemberId: member!.id,
          startsAt: day(-3650),
          frequency: FREQUENCIES[i % FREQUENCIES.length]!,
        })),
      )
      .returning({ id: agreements.id });
    await tx
      .insert(agreementMachines)
      .values(agreementRows.map((row, i) => ({ agreementId: row.id, machineId: machineRows[i % MACHINES]!.id })));
    const rows = agreementRows.flatMap((row, i) => {
      const pendingDue = ((i * 37) % 425) - 60;
      return Array.from({ length: PER_AGREEMENT }, (_, k) => {
        const done = k < PER_AGREEMENT - 1;
        const due = done ? day(pendingDue - (PER_AGREEMENT - 1 - k) * 90) : day(pendingDue);
        return {
          organizationId,
          agreementId: row.id,
          scheduledDate: due,
          dueDate: due,
          status: done ? ("DONE" as const) : ("PENDING" as const),
          performedAt: done ? due : null,
          result: done ? INSPECTION_RESULTS[(i + k) % INSPECTION_RESULTS.length]! : null,
        };
      });
    });
    for (let start = 0; start < rows.length; start += 5_000)
      await tx.insert(inspections).values(rows.slice(start, start + 5_000));
    console.log(`Added ${MACHINES} machines, ${AGREEMENTS} agreements, ${rows.length} inspections`);
  });
  await timeQueries(database.db);
  await database.close();
  return dataDir;
}

/**
 * The queries alone, in-process and uncached (the API keeps answers to repeated reads while nothing
 * changes, decision 008; a load test of one address mostly measures that): median of five.
 */
async function timeQueries(db: Db) {
  const all = await db.select({ id: organizations.id }).from(organizations);
  const [holding] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.parentId} is null`);
  const scope = {
    circle: { above: [holding!.id], below: all.map((row) => row.id), visible: all.map((row) => row.id) },
    organizationId: holding!.id,
    language: "en" as const,
  };
  const today = businessToday();
  const page = { page: 0, size: 20 };
  const views: [string, Parameters<typeof listInspections>[2]][] = [
    ["to do", { ...page, status: "PENDING", sort: [{ field: "due_date", direction: "asc" }] }],
    ["overdue", { ...page, standing: "OVERDUE", sort: [{ field: "due_date", direction: "asc" }] }],
    ["done", { ...page, status: "DONE", sort: [{ field: "performed_at", direction: "desc" }] }],
    ["done, last page", { page: 2249, size: 20, status: "DONE", sort: [{ field: "performed_at", direction: "desc" }] }],
  ];
  await printServiceMedians(
    "The control book's query, uncached, in-process (PGlite)",
    views.map(([name, query]) => [name, () => listInspections(db, scope, query, today)]),
  );
}

const server = await startServer({ DATA_DIR: await prepareDataDir(), LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "maintainer@demo.example");
  const api = await apiSessionCookies(server.url, "maintainer@demo.example");
  const book = "/monitoring/control-book";
  const [pending] = (
    await (
      await fetch(`${server.url}/api/v1/organizations/${api.organizationId}/inspections?size=1`, {
        headers: { cookie: api.cookie },
      })
    ).json()
  ).content as { id: number }[];
  const [machine] = (
    await (
      await fetch(`${server.url}/api/v1/organizations/${api.organizationId}/machines?size=1`, {
        headers: { cookie: api.cookie },
      })
    ).json()
  ).content as { id: number }[];
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["control book: to do", book, cookie],
    ["to do, by agreement", `${book}?sort=agreement_name,asc`, cookie],
    ["overdue", `${book}?show=overdue`, cookie],
    ["done (45,000)", `${book}?show=done`, cookie],
    ["one machine's", `${book}?machine=${machine!.id}`, cookie],
    ["a month's calendar", `${book}?view=calendar`, cookie],
    ["an inspection", `${book}/inspections/${pending!.id}`, cookie],
    ["API inspections, done", `/api/v1/organizations/${api.organizationId}/inspections?status=DONE`, api.cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, targetCookie] of targets)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, targetCookie, connections, seconds)) });
  reportAgainstLogIn(
    `The control book on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
