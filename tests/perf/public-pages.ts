// Public policy and procedure pages beside a static file and the log-in page of the same server, in the
// same run (the machine is shared: compare ratios, not absolute rates).
// Target: a public policy page at ≥ 50% of the static file's rate, with 0 bytes of JavaScript.
//   npm run build && npx tsx tests/perf/public-pages.ts          (BENCH_SERVER_CPUS=1 by default)
import { readdirSync } from "node:fs";
import path from "node:path";
import { apiSessionCookies, freshDataDir, printTable, requireBuild, ROOT, runLoad, startServer } from "./harness";

requireBuild();
const cpus = process.env.BENCH_SERVER_CPUS ?? "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const css = readdirSync(path.join(ROOT, "build/client/assets")).find((file) => file.endsWith(".css"));
const server = await startServer(
  { DATA_DIR: process.env.BENCH_DATA_DIR ?? freshDataDir(), LOG_LEVEL: "warn" },
  { cpus },
);

/** The public page of the demo holding's first public document of a kind, through the API. */
async function publicPage(kind: "policies" | "procedures", pagePath: string) {
  const { cookie, organizationId } = await apiSessionCookies(server.url, "editor@demo.example");
  const api = `${server.url}/api/v1/organizations/${organizationId}/${kind}`;
  const list = (await (await fetch(api, { headers: { cookie } })).json()) as {
    content: { id: number; public: boolean }[];
  };
  const id = list.content.find((document) => document.public)!.id;
  const document = (await (await fetch(`${api}/${id}`, { headers: { cookie } })).json()) as { public_id: string };
  return `${pagePath}/${document.public_id}/public`;
}

async function rate(url: string, headers: Record<string, string> = {}) {
  await runLoad({ url, headers, duration: 2 });
  const result = await runLoad({ url, headers, connections: 10, duration: seconds });
  const response = await fetch(url, { headers });
  const html = await response.text();
  return {
    ...result,
    status: response.status,
    kilobytes: Math.round(html.length / 102.4) / 10,
    scripts: (html.match(/<script\b/g) ?? []).length,
  };
}

try {
  const policy = await publicPage("policies", "/leadership/policies");
  const procedure = await publicPage("procedures", "/operation/procedures");
  const etag = (await fetch(`${server.url}${policy}`)).headers.get("etag") ?? "";
  const pages: [string, string, Record<string, string>?][] = [
    ["static CSS", `/assets/${css}`],
    ["static icon (small)", "/favicon.svg"],
    ["log-in page", "/"],
    ["public policy", policy],
    ["public policy, second visit (304)", policy, { "if-none-match": etag }],
    ["public procedure in Danish", `${procedure}?lang=da`],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, pagePath, headers] of pages) {
    rows.push({ page: name, ...(await rate(`${server.url}${pagePath}`, headers)) });
  }
  const staticRate = Number(rows[0]!.requestsPerSecond);
  for (const row of rows) row["÷ static"] = Math.round((Number(row.requestsPerSecond) / staticRate) * 100) / 100;
  printTable(`Public pages on CPU ${cpus}, 10 connections, ${seconds} s each (ms, KB of HTML)`, rows);
  const policyRow = rows.find((row) => row.page === "public policy")!;
  console.log(
    `Public policy ÷ static CSS: ${policyRow["÷ static"]} (target ≥ 0.5); <script> elements: ${policyRow.scripts} (target 0)`,
  );
} finally {
  await server.stop();
}
