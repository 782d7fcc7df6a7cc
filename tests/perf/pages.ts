// Page throughput of the signed-in pages beside the log-in page and a static file of the same server, in
// the same run (the machine is shared: compare ratios, not absolute rates), before and after the
// holding grows by 1,000 departments (the shell's cost must stay flat).
// Target: no signed-in page below half of the log-in page's rate.
//   npm run build && npx tsx tests/perf/pages.ts          (BENCH_SERVER_CPUS=1 by default)
// PAGES=<regular expression> measures only the pages whose name matches, BENCH_DEPARTMENTS=0 skips the
// grown holding (both for profiling one page).
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  apiSessionCookies,
  appSessionCookie,
  freshDataDir,
  printTable,
  requireBuild,
  ROOT,
  runLoad,
  startServer,
} from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const DEPARTMENTS = Number(process.env.BENCH_DEPARTMENTS ?? 1000);
const only = new RegExp(process.env.PAGES ?? "");

const css = readdirSync(path.join(ROOT, "build/client/assets")).find((file) => file.endsWith(".css"));
const server = await startServer(
  { DATA_DIR: process.env.BENCH_DATA_DIR ?? freshDataDir(), LOG_LEVEL: "warn" },
  { cpus },
);

async function rate(url: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  await runLoad({ url, headers, duration: 2 });
  const result = await runLoad({ url, headers, connections: 10, duration: seconds });
  const html = await (await fetch(url, { headers })).text();
  return { ...result, kilobytes: Math.round(html.length / 102.4) / 10 };
}

async function measureAll(label: string) {
  const cookie = await appSessionCookie(server.url, "maintainer@demo.example");
  const pages: [string, string, string | undefined][] = [
    ["static CSS", `/assets/${css}`, undefined],
    ["log-in page (anonymous)", "/", undefined],
    ["dashboard", "/dashboard", cookie],
    ["own documents", "/documents/own-documents", cookie],
    ["binding obligations", "/documents/binding-obligations", cookie],
    ["admin legislation", "/admin/legislation", cookie],
    ["members", "/organization/members-roles-and-competences", cookie],
    ["competence matrix", "/organization/members-roles-and-competences?tab=matrix", cookie],
    ["scope", "/organization/scope", cookie],
    ["stakeholders", "/organization/stakeholders", cookie],
    ["manage organization", "/organization/manage-organization", cookie],
    ["policies", "/leadership/policies", cookie],
    ["procedures", "/operation/procedures", cookie],
    ["control book", "/monitoring/control-book", cookie],
    ["machines", "/monitoring/machines", cookie],
    ["waste", "/monitoring/waste", cookie],
    ["meters", "/monitoring/meters", cookie],
    ["emissions", "/monitoring/meters/emissions", cookie],
    ["my chemicals", "/chemicals/my-chemicals", cookie],
    ["event handling", "/evaluation/event-handling", cookie],
    ["admin substances", "/admin/substances", cookie],
  ];
  const rows: Record<string, string | number>[] = [];
  let logIn = 0;
  for (const [name, pagePath, pageCookie] of pages.filter(([name]) => name.startsWith("log-in") || only.test(name))) {
    const result = await rate(`${server.url}${pagePath}`, pageCookie);
    if (name.startsWith("log-in")) logIn = result.requestsPerSecond;
    rows.push({ page: name, holding: label, ...result });
  }
  for (const row of rows) row["÷ log-in"] = Math.round((Number(row.requestsPerSecond) / logIn) * 100) / 100;
  return rows;
}

/** Grows the demo holding by departments through the API, as a manager would add them. */
async function addDepartments(count: number) {
  const { cookie, organizationId } = await apiSessionCookies(server.url, "manager@demo.example");
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)![1]!;
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${server.url}/api/v1/organizations/${organizationId}/departments`, {
      method: "POST",
      headers: { cookie, "x-xsrf-token": xsrf, "content-type": "application/json" },
      body: JSON.stringify({ name: `Department ${String(index).padStart(4, "0")}` }),
    });
    if (response.status !== 201) throw new Error(`department ${index}: ${response.status}`);
  }
}

try {
  const rows = await measureAll("demo");
  if (DEPARTMENTS > 0) {
    await addDepartments(DEPARTMENTS);
    rows.push(...(await measureAll(`+${DEPARTMENTS} departments`)));
  }
  printTable(`Pages on CPU ${cpus}, 10 connections, ${seconds} s each (ms, KB of HTML)`, rows);
  const slowest = rows.filter((row) => !String(row.page).startsWith("static")).map((row) => row["÷ log-in"]);
  console.log(`Slowest page ÷ log-in page: ${Math.min(...slowest.map(Number))} (target ≥ 0.5)`);
} finally {
  await server.stop();
}
