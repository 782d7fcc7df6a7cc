// What the signed-in shell costs as a holding grows: the layout's data, the dashboard's HTML and the
// session cookie, for the demo holding as seeded and again after adding departments to it (over the
// API, as a manager would). A script that prints figures, not a timed test.
//   npm run build && npx tsx tests/perf/shell-size.ts        (DEPARTMENTS=1000 by default)
import { rmSync } from "node:fs";
import {
  apiSessionCookies,
  appSessionCookie,
  BENCH_SECRET,
  freshDataDir,
  printTable,
  requireBuild,
  startServer,
  type RunningServer,
} from "./harness";

requireBuild();
const departments = Number(process.env.DEPARTMENTS ?? 1000);
const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function sizes(server: RunningServer, label: string) {
  const cookie = await appSessionCookie(server.url, "manager@demo.example");
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return Buffer.byteLength(await response.text());
  };
  return {
    holding: label,
    "layout data (KB)": kilobytes(await get("/dashboard.data?_routes=routes%2Fapp%2Flayout")),
    "dashboard data (KB)": kilobytes(await get("/dashboard.data")),
    "dashboard HTML (KB)": kilobytes(await get("/dashboard")),
    "session cookie (bytes)": cookie.length,
  };
}

/** Adds departments under the manager's holding through the API, a few requests at a time. */
async function addDepartments(server: RunningServer, count: number) {
  const { cookie, organizationId } = await apiSessionCookies(server.url, "manager@demo.example");
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "";
  const create = async (index: number) => {
    const response = await fetch(`${server.url}/api/v1/organizations/${organizationId}/departments`, {
      method: "POST",
      headers: { cookie, "x-xsrf-token": xsrf, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ name: `Benchmark department ${String(index).padStart(4, "0")}` }),
    });
    if (response.status !== 201) throw new Error(`creating a department answered ${response.status}`);
  };
  for (let start = 0; start < count; start += 10) {
    await Promise.all(Array.from({ length: Math.min(10, count - start) }, (_, i) => create(start + i)));
  }
}

const dataDir = freshDataDir();
const server = await startServer({ DATA_DIR: dataDir, SESSION_SECRET: BENCH_SECRET, SEED_DEMO: "true" });
try {
  const rows = [await sizes(server, "demo as seeded")];
  await addDepartments(server, departments);
  rows.push(await sizes(server, `+${departments} departments`));
  printTable("Shell size as the holding grows (signed in as the manager)", rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
