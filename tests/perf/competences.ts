// The members-roles-and-competences page (members, matrix and competences tabs) beside the log-in page
// in the same run (the machine is shared: compare ratios, not absolute rates), with the server on one
// core, for a holding of 500 members and 60 competences.
// Target: p95 <= 150 ms for every tab: one connection is one user's wait (the target), ten a busy server's.
//   npm run build && npx tsx tests/perf/competences.ts   (BENCH_SERVER_CPUS=1, BENCH_SECONDS=8, BENCH_CONNECTIONS=1; 10 for a busy server)
// The data is written into a fresh data directory before the server starts (as files.ts does): the demo,
// then on the holding "Nordvik Group A/S" itself, because the maintainer logs in with the holding active
// and its matrix shows the whole subtree: 10 new departments with 500 READ members between them, 60
// competences of every frequency in RECURRENCE_PERIODS, 10 roles requiring 6 competences each, 1–2 roles
// per member and records with a last acquisition date for ~70% of the requirements (some expired, some
// due soon, some valid; the rest never acquired, some with a deadline). With the demo's own 12 competences
// and 25 members the matrix has 525 rows × 72 columns, a little more than the issue asks.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { competenceRecords, competences, memberships, organizations, roleAssignments } from "../../server/db/schema";
import { roleCompetences, roles, users } from "../../server/db/schema";
import { seed } from "../../server/db/seed";
import { RECURRENCE_PERIODS } from "../../server/domain/recurrence";
import type { DateOnly } from "../../server/domain/wire-casing";
import { hashPassword } from "../../server/services/passwords";
import {
  apiSessionCookies,
  appSessionCookie,
  freshDataDir,
  measurePage,
  reportAgainstLogIn,
  requireBuild,
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// One connection is one user's wait (1 by default); ten, a busy server's.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1);
const [MEMBERS, COMPETENCES, DEPARTMENTS, ROLES, TARGET_P95] = [500, 60, 10, 10, 150];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10) as DateOnly;

/** The demo, then the benchmark's members, competences, roles and records; one multi-row insert per table. */
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
    const departments = await tx
      .insert(organizations)
      .values(
        Array.from({ length: DEPARTMENTS }, (_, i) => ({
          parentId: holding!.id,
          type: "DEPARTMENT" as const,
          name: `Site ${String(i + 1).padStart(2, "0")}`,
        })),
      )
      .returning({ id: organizations.id });
    const passwordHash = await hashPassword("compliance-demo");
    const userRows = await tx
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          // Names out of id order, so sorting by name is real work.
          name: `Employee ${String((i * 7919) % MEMBERS).padStart(3, "0")} ${String.fromCharCode(65 + (i % 26))}`,
          email: `employee${i}@bench.example`,
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const memberRows = await tx
      .insert(memberships)
      .values(
        userRows.map((user, i) => ({
          userId: user.id,
          organizationId: departments[i % DEPARTMENTS]!.id,
          scope: "READ" as const,
          jobTitle: `Operator ${i % 7}`,
        })),
      )
      .returning({ id: memberships.id });
    const competenceRows = await tx
      .insert(competences)
      .values(
        Array.from({ length: COMPETENCES }, (_, i) => ({
          organizationId: holding!.id,
          name: `Skill ${String(i + 1).padStart(2, "0")}`,
          frequency: RECURRENCE_PERIODS[i % RECURRENCE_PERIODS.length]!,
        })),
      )
      .returning({ id: competences.id });
    const roleRows = await tx
      .insert(roles)
      .values(Array.from({ length: ROLES }, (_, i) => ({ organizationId: holding!.id, name: `Bench role ${i + 1}` })))
      .returning({ id: roles.id });
    const required = (role: number) =>
      Array.from({ length: 6 }, (_, k) => competenceRows[(role * 6 + k) % COMPETENCES]!.id);
    await tx
      .insert(roleCompetences)
      .values(roleRows.flatMap((role, r) => required(r).map((competenceId) => ({ roleId: role.id, competenceId }))));
    const held = memberRows.map((_, i) => [...new Set([i % ROLES, ...(i % 2 ? [(i * 3 + 1) % ROLES] : [])])]);
    await tx
      .insert(roleAssignments)
      .values(memberRows.flatMap((m, i) => held[i]!.map((r) => ({ roleId: roleRows[r]!.id, membershipId: m.id }))));
    const requirements = memberRows.flatMap((m, i) =>
      [...new Set(held[i]!.flatMap(required))].map((competenceId) => ({ membershipId: m.id, competenceId })),
    );
    const records = requirements.flatMap((requirement, n): (typeof competenceRecords.$inferInsert)[] => {
      const roll = (n * 37) % 100;
      // Acquired 0–5 years ago: against periods of a week to several years, some expired, some due soon.
      if (roll < 70) return [{ ...requirement, lastAcquisitionDate: day(-((n * 53) % 1800)) }];
      if (roll < 85) return [{ ...requirement, acquisitionDeadline: day(((n * 17) % 120) - 30) }];
      return [];
    });
    await tx.insert(competenceRecords).values(records);
    console.log(`Added ${MEMBERS} members, ${requirements.length} requirements, ${records.length} records`);
  });
  await database.close();
  return dataDir;
}

const server = await startServer({ DATA_DIR: await prepareDataDir(), LOG_LEVEL: "warn" }, { cpus });
try {
  const cookie = await appSessionCookie(server.url, "maintainer@demo.example");
  const api = await apiSessionCookies(server.url, "maintainer@demo.example");
  const page = "/organization/members-roles-and-competences";
  const targets: [string, string, string | undefined][] = [
    ["log-in page (anonymous)", "/", undefined],
    ["members tab", page, cookie],
    ["matrix tab (20 members)", `${page}?tab=matrix`, cookie],
    ["matrix tab, size=100", `${page}?tab=matrix&size=100`, cookie],
    ["matrix tab, overdue only", `${page}?tab=matrix&status=OVERDUE`, cookie],
    ["competences tab", `${page}?tab=competences`, cookie],
    ["API matrix size=100", `/api/v1/organizations/${api.organizationId}/competence-matrix?size=100`, api.cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, targetCookie] of targets)
    rows.push({ page: name, ...(await measurePage(`${server.url}${target}`, targetCookie, connections, seconds)) });
  reportAgainstLogIn(
    `Members, roles and competences on CPU ${cpus}, ${connections} connections, ${seconds} s each (ms, KB of body)`,
    rows,
    TARGET_P95,
  );
} finally {
  await server.stop();
}
