import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const started = Date.now();
  const exited = new Promise<{ code: number | null; ms: number; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, ms: Date.now() - started, output })),
  );
  return { exited, kill: () => child.kill("SIGKILL") };
}

describe("the start on PostgreSQL", () => {
  it("waits for the server a bounded time, one line per try, then stops cleanly", async () => {
    const port = await closedPort();
    const server = startServer({
      DATABASE_URL: `postgres://app:secret-password@127.0.0.1:${port}/app`,
      SESSION_SECRET: "s".repeat(40),
      DB_WAIT_SECONDS: "3",
    });
    try {
      const { code, ms, output } = await server.exited;
      const lines = output.trim().split("\n");
      expect(code).toBe(1);
      // tsx's own start takes a few seconds on a busy machine; the wait itself is 3 s.
      expect(ms).toBeLessThan(25_000);
      const tries = lines.filter((line) => line.includes("PostgreSQL not reachable"));
      expect(tries.length).toBeGreaterThanOrEqual(2);
      expect(lines.at(-1)).toContain("PostgreSQL did not answer within 3 s");
      expect(output).not.toMatch(/^\s+at /m);
      expect(output).not.toContain("secret-password");
    } finally {
      server.kill();
    }
  }, 40_000);
});
