import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { DEMO, expect, test } from "./support/demo";

// Two app processes against one PostgreSQL: a session begun on one is good on the other, because
// neither keeps anything in memory that matters (docs/decisions/002). Only with a PostgreSQL server.
test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL (PGlite is one process by design)");

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECOND_PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
let second: ChildProcess;

test.beforeAll(async () => {
  second = spawn(process.execPath, ["build/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(SECOND_PORT),
      LOG_LEVEL: "warn",
      SESSION_SECRET: process.env.SESSION_SECRET ?? "end-to-end-secret-end-to-end-secret-0123",
      PUBLIC_URL: `http://127.0.0.1:${SECOND_PORT}`,
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${SECOND_PORT}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the second process did not become ready");
});

test.afterAll(() => {
  second?.kill("SIGTERM");
});

test("a session begun on one process works on the other", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  // Cookies belong to the host, not the port: the browser sends the same session to the second process.
  await page.goto(`http://127.0.0.1:${SECOND_PORT}/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Group A/S" })).toBeVisible();
});
