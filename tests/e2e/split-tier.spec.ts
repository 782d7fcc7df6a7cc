import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

// A page tier (API_URL set) in front of an API tier, as real processes: readiness follows the API
// tier, and SIGTERM shows 503 on /readyz before the listener closes. HTTP only: one project suffices.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

const ROOT = path.resolve(import.meta.dirname, "../..");
const API_TIER = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

type PageTier = { url: string; process: ChildProcess; exited: Promise<number | null> };

/** Starts build/main.js as a page tier on a free port and resolves once it listens. */
async function startPageTier(apiUrl: string, env: Record<string, string> = {}): Promise<PageTier> {
  const child = spawn(process.execPath, ["build/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      API_URL: apiUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "cw-page-tier-")),
      SESSION_SECRET: "page-tier-secret-page-tier-secret-0123",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const listening = /"port":(\d+)[^\n]*listening/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then(() => reject(new Error(`the page tier stopped:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return { url, process: child, exited };
}

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test("a page tier whose API tier is down is not ready, and log-in answers 503 with a clear page", async ({
  request,
}) => {
  const tier = await startPageTier(`http://127.0.0.1:${await closedPort()}`);
  try {
    expect((await request.get(`${tier.url}/healthz`)).status()).toBe(200);
    expect((await request.get(`${tier.url}/readyz`)).status()).toBe(503);
    const logIn = await request.post(`${tier.url}/?index`, {
      form: { username: DEMO.reader, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(logIn.status()).toBe(503);
    expect(await logIn.text()).toContain("Service unavailable");
  } finally {
    tier.process.kill("SIGKILL");
  }
});

test("on SIGTERM /readyz answers 503 while pages are still served, then the process stops", async ({ request }) => {
  const tier = await startPageTier(API_TIER, { DRAIN_SECONDS: "4" });
  try {
    expect((await request.get(`${tier.url}/readyz`)).status()).toBe(200);
    const stopped = Date.now();
    tier.process.kill("SIGTERM");
    const seen: number[] = [];
    while (Date.now() - stopped < 1500) {
      seen.push((await request.get(`${tier.url}/readyz`)).status());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The signal may land just after the first request; from the first 503 on, never ready again.
    expect(seen).toContain(503);
    expect(seen.slice(seen.indexOf(503))).not.toContain(200);
    expect((await request.get(`${tier.url}/`)).status()).toBe(200);
    expect(await tier.exited).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(15_000);
  } finally {
    tier.process.kill("SIGKILL");
  }
});
