import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";

const require = createRequire(import.meta.url);

/**
 * axe's serious and critical violations on the page, one line each. All of axe's rules run; axe runs in
 * the page itself (legacy mode: the pages have no frames to stitch results from, and the default mode opens
 * a page of its own per audit) and reports violations only: three times faster, the same findings.
 */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.filter(isSerious).map(line);
}

const isSerious = (violation: { impact?: string | null }) =>
  violation.impact === "serious" || violation.impact === "critical";
const line = (violation: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }) =>
  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`;

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/**
 * axe in every page the context opens from its start (an init script), for a sweep of many pages:
 * `AxeBuilder` injects axe's half a megabyte again for each audit, about a third of an audit's time.
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ content: readFileSync(require.resolve("axe-core/axe.min.js"), "utf8") });
}

/** `seriousAxeViolations` of a page whose context has axe preloaded (`preloadAxe`): the same rules and lines. */
export async function preloadedAxeViolations(page: Page) {
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { resultTypes: ["violations"] })).violations;
  });
  return violations.filter(isSerious).map(line);
}
