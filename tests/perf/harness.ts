// Shared pieces of the benchmarks: a production server in a child process, a log-in, a load run.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type RunningServer = {
  url: string;
  pid: number;
  child: ChildProcess;
  startedMs: number;
  stop(): Promise<number | null>;
};

export function requireBuild() {
  if (!existsSync(path.join(ROOT, "build/main.js"))) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

export const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "cw-bench-"));

/** Starts `node build/main.js` and resolves once /readyz answers 200. */
export async function startServer(
  env: Record<string, string>,
  options: { cpus?: string } = {},
): Promise<RunningServer> {
  const port = 4000 + Math.floor(Math.random() * 2000);
  const command = options.cpus ? "taskset" : process.execPath;
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" profiles the server under load.
  const node = [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "build/main.js"];
  const args = options.cpus ? ["-c", options.cpus, process.execPath, ...node] : node;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startedMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    child,
    startedMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** Logs in through the API and answers the Cookie header a client would send. */
export async function apiSessionCookies(url: string, username: string, password = "compliance-demo") {
  const response = await fetch(`${url}/api/v1/authentications`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const organizations = (await response.json()) as { content: { id: number }[] };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, organizationId: organizations.content[0]!.id };
}

/** Logs in through the app's own form, as a browser does, and answers its session cookie. */
export async function appSessionCookie(url: string, username = "editor@demo.example") {
  const response = await fetch(`${url}/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: new URLSearchParams({ username, password: "compliance-demo", redirectTo: "/dashboard" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.startsWith("__session="));
  if (response.status !== 302 || !cookie) throw new Error(`log-in failed: ${response.status}`);
  // Page views store the permissions in the session, as a browser keeps them: view until it is settled.
  let current = cookie;
  for (let view = 0; view < 3; view++) {
    const page = await fetch(`${url}/dashboard`, { headers: { cookie: current }, redirect: "manual" });
    const updated = page.headers
      .getSetCookie()
      .filter((c) => c.startsWith("__session="))
      .at(-1)
      ?.split(";")[0];
    if (!updated && view > 0) break;
    if (updated) current = updated;
  }
  return current;
}

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Runs autocannon and computes percentiles from every response time (autocannon itself has no p95). */
export function runLoad(options: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: 10, connections: 10, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 100) / 100;
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * One page under load: it must answer 200; two seconds of warm-up, then `seconds` at `connections`.
 * Answers the rate and latencies, and the size of its body.
 */
export async function measurePage(url: string, cookie: string | undefined, connections: number, seconds: number) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await fetch(url, { headers, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const kilobytes = Math.round((await response.text()).length / 102.4) / 10;
  await runLoad({ url, headers, duration: 2 });
  const { requestsPerSecond, p50, p95, p99, non2xx, errors } = await runLoad({
    url,
    headers,
    connections,
    duration: seconds,
  });
  return { "req/s": requestsPerSecond, p50, p95, p99, KB: kilobytes, non2xx, errors };
}

/** Pages measured one after the other (each a name, an address and the cookie it is read with): a row each. */
export async function measurePages(
  url: string,
  targets: [string, string, string | undefined][],
  connections: number,
  seconds: number,
) {
  const rows: Record<string, string | number>[] = [];
  for (const [name, target, cookie] of targets)
    rows.push({ page: name, ...(await measurePage(`${url}${target}`, cookie, connections, seconds)) });
  return rows;
}

/** Each row's rate beside the first's (the log-in page's), and whether its p95 meets the target. */
export function reportAgainstLogIn(title: string, rows: Record<string, string | number>[], targetP95: number) {
  const logIn = Number(rows[0]!["req/s"]);
  for (const row of rows) row["÷ log-in"] = Math.round((Number(row["req/s"]) / logIn) * 100) / 100;
  printTable(title, rows);
  for (const row of rows.slice(1)) {
    const verdict = Number(row.p95) <= targetP95 ? "meets" : "MISSES";
    console.log(`${row.page}: p95 ${row.p95} ms ${verdict} the target ≤ ${targetP95} ms`);
  }
}

/** A throwaway PostgreSQL database, or null when no server answers. */
export async function createThrowawayDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `cw_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const BENCH_SECRET = "benchmark-secret-benchmark-secret-0123456789";

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`);
  console.table(rows);
}

/**
 * Services alone, in-process and uncached (the API keeps answers to repeated reads while nothing
 * changes, decision 008; a load test of one address mostly measures that): the median of five runs.
 */
export async function printServiceMedians(title: string, views: [string, () => Promise<unknown>][]) {
  const timings: Record<string, string | number>[] = [];
  for (const [name, run] of views) {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await run();
      runs.push(performance.now() - started);
    }
    timings.push({ query: name, "median ms": Math.round(runs.sort((a, b) => a - b)[2]! * 10) / 10 });
  }
  printTable(title, timings);
}

/** BENCH_DATA_DIR=… keeps the data between runs: prepared into it when it is empty, used as it is after. */
export async function keptDataDir(prepare: () => Promise<string>) {
  const kept = process.env.BENCH_DATA_DIR;
  if (!kept) return prepare();
  if (existsSync(path.join(kept, "pglite"))) return kept;
  cpSync(await prepare(), kept, { recursive: true });
  return kept;
}
