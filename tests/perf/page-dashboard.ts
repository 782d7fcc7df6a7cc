// Load on an authenticated, server-rendered page with the full menu (the maintainer's dashboard), with
// the server on one core, and the JavaScript the log-in page and a signed-in page ship.
// Targets: >= 300 requests/s on one core, p95 <= 50 ms at 10 connections; log-in page JS <= 100 KB gzip.
//   npm run build && taskset -c 0 npx tsx tests/perf/page-dashboard.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  appSessionCookie,
  BENCH_SECRET,
  createThrowawayDatabase,
  freshDataDir,
  printTable,
  requireBuild,
  ROOT,
  runLoad,
  startServer,
  type RunningServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";

/** The gzip size of every script a page loads (module scripts and their preloads). */
async function shippedJavaScript(url: string, path_: string, cookie?: string) {
  const html = await (await fetch(`${url}${path_}`, { headers: cookie ? { cookie } : {} })).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(ROOT, "build/client", file)), { level: 9 }).length;
  return {
    scripts: (html.match(/<script/g) ?? []).length,
    files: files.size,
    kilobytes: Math.round(bytes / 102.4) / 10,
  };
}

async function measure(label: string, server: RunningServer) {
  const cookie = await appSessionCookie(server.url, "maintainer@demo.example");
  const url = `${server.url}/dashboard`;
  await runLoad({ url, headers: { cookie }, duration: 3 });
  const result = await runLoad({ url, headers: { cookie }, connections: 10, duration: 10 });
  return { row: { database: label, ...result }, cookie };
}

const rows = [];
const embedded = await startServer({ DATA_DIR: freshDataDir() }, { cpus });
let sizes;
try {
  const measured = await measure("PGlite", embedded);
  sizes = {
    login: await shippedJavaScript(embedded.url, "/"),
    dashboard: await shippedJavaScript(embedded.url, "/dashboard", measured.cookie),
  };
  rows.push(measured.row);
} finally {
  await embedded.stop();
}
const postgres = await createThrowawayDatabase();
if (postgres) {
  const server = await startServer(
    { DATABASE_URL: postgres.url, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: "true" },
    { cpus },
  );
  try {
    rows.push((await measure("PostgreSQL", server)).row);
  } finally {
    await server.stop();
    await postgres.drop();
  }
}
printTable(`GET /dashboard as the maintainer (full menu), server on CPU ${cpus}, 10 connections, 10 s (ms)`, rows);
printTable("JavaScript shipped (gzip -9)", [
  { page: "log-in page /", ...sizes.login },
  { page: "signed-in /dashboard (first visit, uncached)", ...sizes.dashboard },
]);
