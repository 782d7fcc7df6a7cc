// CPU time per server-rendered page, measured in-process (no sockets, no load generator competing for
// the cores): steadier than a load test on a shared machine, and it shows where the time goes.
//   npm run build && npx tsx tests/perf/page-cpu.ts          (PGlite in memory)
//   DATABASE_URL=postgres://… npx tsx tests/perf/page-cpu.ts (a throwaway PostgreSQL database)
// PROFILE_DIR=<directory> writes each page's measured loop as a .cpuprofile (open it in Chrome's DevTools).
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { createApi } from "../../server/api/app";
import { openDatabase } from "../../server/db/client";
import { seed } from "../../server/db/seed";
import { inProcessUpstream } from "../../server/http/upstream";
import { createLogger } from "../../server/logger";
import { testConfig } from "../support/api-server";
import { printTable, requireBuild, ROOT } from "./harness";

requireBuild();
process.env.NODE_ENV = "production";
const database = process.env.DATABASE_URL
  ? openDatabase({ url: process.env.DATABASE_URL })
  : openDatabase({ memory: true });
await database.migrate();
await seed(database.db, { demo: true });
const config = testConfig({ authCacheMs: 5000 });
const api = createApi({
  db: database.db,
  dataVersion: database.dataVersion,
  config,
  logger: createLogger("silent"),
  mailer: { send: async () => {} },
});
const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const context = () =>
  ({
    requestId: "bench",
    clientAddress: "127.0.0.1",
    cspNonce: "bench",
    upstream: inProcessUpstream(api),
    secureCookies: false,
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
    maxUploadBytes: config.maxUploadBytes,
    development: false,
    log: { error: console.error, warn: console.warn, info: () => {} },
  }) as AppLoadContext;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const login = await handle(
  new Request("http://localhost/?index", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", host: "localhost" },
    body: "username=maintainer@demo.example&password=compliance-demo&redirectTo=",
  }),
  context(),
);
let cookie = cookiesOf(login);
// Page views store the permissions in the session, as a browser keeps them: view until it is settled.
for (let view = 0; view < 3; view++) {
  const page = await handle(new Request("http://localhost/dashboard", { headers: { cookie } }), context());
  const updated = page.headers.getSetCookie().at(-1)?.split(";")[0];
  if (updated) cookie = updated;
}

const pages = [
  ["log-in page (anonymous)", "/", false],
  ["unauthorized (anonymous)", "/unauthorized", false],
  ["dashboard, full menu", "/dashboard", true],
  ["admin index, full menu", "/admin", true],
  ["dashboard data (client navigation)", "/dashboard.data", true],
  ["own documents", "/documents/own-documents", true],
  ["binding obligations", "/documents/binding-obligations", true],
  ["admin legislation", "/admin/legislation", true],
  ["members", "/organization/members-roles-and-competences", true],
  ["competence matrix", "/organization/members-roles-and-competences?tab=matrix", true],
  ["manage organization", "/organization/manage-organization", true],
  ["policies", "/leadership/policies", true],
  ["procedures", "/operation/procedures", true],
  ["control book", "/monitoring/control-book", true],
  ["control book, month", "/monitoring/control-book?view=calendar", true],
  ["machines", "/monitoring/machines", true],
  ["emissions report", "/monitoring/meters/emissions", true],
] as const;
const rows = [];
const profileDir = process.env.PROFILE_DIR;
const profiler = profileDir ? new Session() : undefined;
if (profiler && profileDir) {
  mkdirSync(profileDir, { recursive: true });
  profiler.connect();
  await profiler.post("Profiler.enable");
}
// PAGES=<regular expression> measures only the pages whose label matches (to profile one page).
const only = new RegExp(process.env.PAGES ?? "");
for (const [label, url, signedIn] of pages.filter(([label]) => only.test(label))) {
  const view = async () =>
    (await handle(new Request(`http://localhost${url}`, { headers: signedIn ? { cookie } : {} }), context())).text();
  const bytes = (await view()).length;
  for (let i = 0; i < 200; i++) await view();
  const runs = Number(process.env.RUNS ?? 1000);
  await profiler?.post("Profiler.start");
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) await view();
  const used = process.cpuUsage(cpu);
  if (profiler && profileDir) {
    const { profile } = await profiler.post("Profiler.stop");
    writeFileSync(path.join(profileDir, `${label.replace(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
  }
  const ms = (used.user + used.system) / runs / 1000;
  rows.push({ page: label, bytes, "cpu ms": Math.round(ms * 100) / 100, "pages/s per core": Math.round(1000 / ms) });
}
printTable(`CPU per page (${database.kind})`, rows);
await database.close();
