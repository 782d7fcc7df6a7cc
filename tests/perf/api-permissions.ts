// Load on an authenticated GET /api/v1/organizations/{org}/permissions, on PGlite and on PostgreSQL.
// Target: p95 <= 10 ms at 10 connections, >= 800 requests/s on PostgreSQL.
//   npm run build && npx tsx tests/perf/api-permissions.ts
import {
  apiSessionCookies,
  BENCH_SECRET,
  createThrowawayDatabase,
  freshDataDir,
  printTable,
  requireBuild,
  runLoad,
  startServer,
  type RunningServer,
} from "./harness";

requireBuild();

async function measure(label: string, server: RunningServer) {
  const { cookie, organizationId } = await apiSessionCookies(server.url, "editor@demo.example");
  const url = `${server.url}/api/v1/organizations/${organizationId}/permissions`;
  await runLoad({ url, headers: { cookie }, duration: 3 }); // warm-up
  const result = await runLoad({ url, headers: { cookie }, connections: 10, duration: 10 });
  return { database: label, ...result };
}

const rows = [];
// The server gets a core of its own; run this script on the other (taskset -c 0) for steadier figures.
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const embedded = await startServer({ DATA_DIR: freshDataDir() }, { cpus });
try {
  rows.push(await measure("PGlite", embedded));
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
    rows.push(await measure("PostgreSQL", server));
  } finally {
    await server.stop();
    await postgres.drop();
  }
} else {
  console.log("No PostgreSQL server reachable; measured PGlite only.");
}
printTable("GET /api/v1/organizations/{org}/permissions, 10 connections, 10 s (times in ms)", rows);
