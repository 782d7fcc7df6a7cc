import { DEMO, expect, test } from "./support/demo";
import { describeBudget, pageBudgets, type PageBudget } from "./support/js-budget";

// What the first load of a page may cost in script, gzip level 9 (KiB). The build is deterministic,
// so these are exact: a page over its budget fails with the list of files that make it up.
const BUDGET_KB = 110;

/**
 * A page allowed over the budget for a time, capped about 1 KB above its size so it cannot grow, with the
 * reason; a page that gets under the budget must leave this list.
 */
const OVER_BUDGET: Record<string, { capKb: number; why: string }> = {
  "routes/monitoring/control-book/book": {
    capKb: 111,
    why: "its list, calendar, filters, bulk completion and calendar card in one page; the header's notifications bell took it 0.1 KB over",
  },
};

const kb = (bytes: number) => bytes / 1024;

// Reads the build on disk: the same in both browser projects, so it runs in one.
test.describe("JavaScript budget of the build", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a check of the build, run once");

  let pages: PageBudget[];
  test.beforeAll(async () => {
    pages = await pageBudgets();
  });

  test("every page that hydrates loads at most 110 KB gzip of script on its first load", () => {
    const hydrating = pages.filter((page) => page.hydrates);
    expect(hydrating.map((page) => page.routeId)).toContain("routes/app/dashboard");
    // The breakdown goes to the report, so a failure shows what to cut.
    console.log(hydrating.map(describeBudget).join("\n\n"));
    for (const page of hydrating) {
      const known = OVER_BUDGET[page.routeId];
      const cap = known?.capKb ?? BUDGET_KB;
      expect(kb(page.gzip), `${describeBudget(page)}\n(budget ${cap} KB)`).toBeLessThanOrEqual(cap);
      if (known)
        expect(kb(page.gzip), `${page.routeId} is under budget now: remove it from OVER_BUDGET`).toBeGreaterThan(
          BUDGET_KB,
        );
    }
    for (const routeId of Object.keys(OVER_BUDGET)) expect(hydrating.map((page) => page.routeId)).toContain(routeId);
  });

  test("pages that do not hydrate ship no script", () => {
    const still = pages.filter((page) => !page.hydrates);
    expect(still.map((page) => page.routeId)).toEqual(
      expect.arrayContaining(["routes/home", "routes/reset-password", "routes/unauthorized", "routes/about"]),
    );
    for (const page of still) expect(page.files, page.routeId).toEqual([]);
  });
});

test.describe("what a browser fetches on a first load", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "scripts only load with JavaScript on");

  test("public pages fetch no script", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const path of ["/", "/about", "/reset-password"]) {
      await page.goto(path, { waitUntil: "networkidle" });
    }
    expect(scripts).toEqual([]);
  });

  test("signed-in pages fetch only the scripts the budget counts", async ({ page, browser, logIn }) => {
    await logIn(DEMO.maintainer);
    const cookies = await page.context().cookies();
    const pages = new Map((await pageBudgets()).map((budget) => [budget.routeId, budget]));
    const visits: [string, string][] = [
      ["/dashboard", "routes/app/dashboard"],
      ["/documents/own-documents", "routes/documents/own-documents/list"],
      ["/documents/binding-obligations", "routes/documents/binding-obligations/list"],
      ["/admin/legislation/new", "routes/admin/legislation/new"],
    ];
    for (const [path, routeId] of visits) {
      // A fresh context per page: an empty cache, as on a first load.
      const context = await browser.newContext();
      await context.addCookies(cookies);
      const fresh = await context.newPage();
      const scripts: string[] = [];
      fresh.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await fresh.goto(path);
      await fresh.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await fresh.waitForLoadState("networkidle");
      const counted = pages.get(routeId)!.files.map((file) => file.file);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(
        scripts.filter((script) => !counted.includes(script)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });
});
