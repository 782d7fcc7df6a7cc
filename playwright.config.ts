import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Playwright cannot download its browser here; use the system's. Debian's headless shell (package
// chromium-headless-shell) runs the suite in about 60 % of the full browser's time; the full browser will do.
const systemChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
const chromiumPath = process.env.CHROMIUM_PATH ?? systemChromium;

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  // On a busy CI runner a flow of many pages takes twice as long as on a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // In CI a test that fails is run once more: on this shared machine a failure that does not repeat is
  // load, not the product. Such a test is listed as flaky (scripts/test-timings.mjs) to be looked at.
  retries: process.env.CI ? 1 : 0,
  // CI also writes a JSON report, for scripts/test-timings.mjs.
  reporter: process.env.CI ? [["line"], ["json", { outputFile: "test-results/report.json" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace doubles the browser's work in every test; CI records one when a failed test runs
    // again, so a failure that repeats comes with its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    // Each demo user signs in once; the tests resume those sessions (tests/e2e/support/demo.ts).
    { name: "sign-in", testMatch: /sign-in\.setup\.ts/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "js",
      testIgnore: /(preferences|two-factor)\.spec/,
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    // Without script: the flows tagged @no-js, at least a list, a create, an edit and a refusal of every
    // screen, and what only happens without script. The rest would repeat the same server's answers.
    {
      name: "no-js",
      testIgnore: /(preferences|two-factor)\.spec/,
      grep: /@no-js/,
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
    // Tests that change a demo user's stored preferences (a language, two-factor log-in) run last, alone,
    // so no other test sees the change.
    {
      name: "preferences",
      testMatch: /(preferences|two-factor)\.spec/,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: "node tests/e2e/support/serve.mjs",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
