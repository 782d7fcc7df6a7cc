// `npm test`: the unit and API tests (Vitest) beside the browser suite (build, then Playwright), not
// after it. The browser suite mostly waits on pages and the browser, and Vitest fills those gaps: it
// runs at a lower priority, so it takes what the browser suite leaves and never slows a page past a
// timeout. Vitest's output is kept and printed whole when it ends; Playwright's goes on as it comes.
// Either failing fails the whole; `npm run test:unit` and `npm run test:e2e` run one alone.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const LOWER_PRIORITY = 10;

/** Runs a command; `quiet` keeps its output, at the lower priority its own processes inherit. */
function run(command, args, { quiet }) {
  const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
  const output = [];
  if (quiet) {
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    try {
      setPriority(child.pid, LOWER_PRIORITY);
    } catch {
      // Where priorities cannot be changed the tests still run, only without the courtesy.
    }
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output) }));
  });
}

// Vitest itself, not through npm, so its priority is set before it starts its workers.
const unit = run(process.execPath, ["node_modules/vitest/vitest.mjs", "run"], { quiet: true }).then((result) => {
  process.stdout.write(`\n== unit and API tests (Vitest)\n${result.output}`);
  return result.code;
});
const browser = run("npm", ["run", "--silent", "test:e2e"], { quiet: false }).then((result) => result.code);
const [unitCode, browserCode] = await Promise.all([unit, browser]);
if (unitCode !== 0) console.error(`Unit or API tests failed (exit ${unitCode}).`);
if (browserCode !== 0) console.error(`Browser tests failed (exit ${browserCode}).`);
process.exit(unitCode || browserCode);
