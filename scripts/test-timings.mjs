// Prints what a Playwright JSON report (test-results/report.json, written in CI) says about time:
// per project the tests run and their summed duration, and the slowest spec files.
import { readFileSync } from "node:fs";

const report = JSON.parse(readFileSync(process.argv[2] ?? "test-results/report.json", "utf8"));
const projects = new Map();
const files = new Map();
const flaky = [];

function walk(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      const ran = test.results.some((result) => result.status !== "skipped");
      const project = projects.get(test.projectName) ?? { tests: 0, ms: 0 };
      if (ran) projects.set(test.projectName, { tests: project.tests + 1, ms: project.ms + ms });
      const key = `${test.projectName} ${spec.file}`;
      if (test.status === "flaky") flaky.push(`${key}:${spec.line} ${spec.title}`);
      files.set(key, (files.get(key) ?? 0) + ms);
    }
  }
  for (const child of suite.suites ?? []) walk(child);
}
for (const suite of report.suites) walk(suite);

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
console.log(`wall time ${minutes(report.stats.duration)}; per project (tests run, summed test time):`);
for (const [name, { tests, ms }] of projects)
  console.log(`  ${name.padEnd(12)} ${String(tests).padStart(4)}  ${minutes(ms)}`);
console.log("slowest spec files (summed test time):");
for (const [key, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 10))
  console.log(`  ${minutes(ms).padStart(9)}  ${key}`);
console.log(flaky.length ? `flaky (failed, then passed on the retry):\n  ${flaky.join("\n  ")}` : "no flaky tests");
