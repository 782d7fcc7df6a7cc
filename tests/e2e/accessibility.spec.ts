import type { Browser, BrowserContext } from "@playwright/test";
import { ROUTE_ACCESS, isRouteId } from "../../app/auth/route-access";
import { APP_ROUTES } from "../support/route-config";
import { preloadAxe, preloadedAxeViolations } from "./support/axe";
import { DEMO, expect, test } from "./support/demo";
import { addressesOf, makeRecords, promised, ROLES, signedIn, type Records, type Tenant } from "./support/route-table";

/**
 * axe on every page of the route table: the public pages, and every page the maintainer (who may open
 * the most) can open, at desktop width with scripts and on a 390 px phone without them. Each page is
 * so audited at both widths and both ways; the other two pairings would repeat the same markup (the
 * scripts hydrate to the server's page, which enhanced.spec.ts checks) at twice the time.
 */

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, scripts: true },
  { name: "phone", width: 390, height: 844, scripts: false },
];

// The parts of a sweep are independent: both workers take them, not the one that opened the file.
test.describe.configure({ mode: "parallel" });

let records: Record<Tenant, Records>;

test.beforeAll(async ({ baseURL }) => {
  records = await makeRecords(baseURL!);
});

// Each part of a sweep audits its share of the same pages: a worker finds them once per role.
const pagesFound = new Map<string, Promise<string[]>>();

/** The addresses a visitor opens as pages: HTML answers, not redirects, downloads or JSON. */
function pagesOf(baseURL: string, roleName: "anonymous" | "maintainer") {
  let pages = pagesFound.get(roleName);
  if (!pages) pagesFound.set(roleName, (pages = findPages(baseURL, roleName)));
  return pages;
}

async function findPages(baseURL: string, roleName: "anonymous" | "maintainer") {
  const role = ROLES[roleName]!;
  const http = await signedIn(baseURL, role);
  const pages: string[] = [];
  for (const route of APP_ROUTES.filter((candidate) => candidate.pattern && isRouteId(candidate.id))) {
    if (promised(ROUTE_ACCESS[route.id as keyof typeof ROUTE_ACCESS], role, false) !== "granted") continue;
    // A public route is checked once, as the public sees it.
    if (roleName === "maintainer" && ROUTE_ACCESS[route.id as keyof typeof ROUTE_ACCESS].kind === "public") continue;
    const { path } = addressesOf(route, role, records)[0]!;
    const response = await http.get(path);
    if (response.status() < 300 || response.status() >= 400) {
      if ((response.headers()["content-type"] ?? "").startsWith("text/html")) pages.push(path);
    }
  }
  await http.dispose();
  return pages;
}

/**
 * Without scripts axe cannot run in the page, so the page is audited as a visitor without scripts
 * gets it: the server's HTML with its scripts left out and what sits in <noscript> shown.
 */
async function withoutScripts(browser: Browser, signedInContext: BrowserContext) {
  // The project's javaScriptEnabled: false would apply here too: axe itself needs scripts to run.
  const context = await browser.newContext({
    storageState: await signedInContext.storageState(),
    javaScriptEnabled: true,
  });
  await preloadAxe(context);
  await context.route(
    (url) => !url.pathname.startsWith("/assets/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      // Once more if the server closed the kept-alive connection just as it was reused (axe takes a while).
      const fetchPage = () => route.fetch({ maxRedirects: 0 });
      const response = await fetchPage().catch(fetchPage);
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace(/<\/?noscript>/gi, "");
      // The body changed (and arrives decoded): its length and encoding are no longer the server's.
      const { "content-length": _length, "content-encoding": _encoding, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  return context;
}

// One test per role, width and part of the pages: each stays well inside its time as modules add pages,
// and the workers share them.
const PARTS = { anonymous: 1, maintainer: 4 } as const;
for (const roleName of ["anonymous", "maintainer"] as const) {
  for (const viewport of VIEWPORTS) {
    for (let part = 0; part < PARTS[roleName]; part++) {
      const who = roleName === "anonymous" ? "of the public" : "a maintainer opens";
      const which = PARTS[roleName] > 1 ? `, part ${part + 1} of ${PARTS[roleName]}` : "";
      test(`every page ${who} passes axe (${viewport.name}${which}) @no-js`, async ({
        baseURL,
        browser,
        context,
        page,
        javaScriptEnabled,
        logIn,
      }) => {
        test.skip(javaScriptEnabled !== viewport.scripts, "audited in the other project at this width");
        test.setTimeout(240_000);
        const pages = (await pagesOf(baseURL!, roleName)).filter((_, index) => index % PARTS[roleName] === part);
        expect(pages.length).toBeGreaterThan(0);
        if (roleName === "maintainer") await logIn(DEMO.maintainer);
        if (javaScriptEnabled) await preloadAxe(context);
        const auditContext = javaScriptEnabled ? context : await withoutScripts(browser, context);
        const auditPage = javaScriptEnabled ? page : await auditContext.newPage();
        const found: string[] = [];
        await auditPage.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const path of pages) {
          await auditPage.goto(path);
          // Audit what the scripts made of the page (pages that ship none stay as they are).
          if (javaScriptEnabled && (await auditPage.locator("script[type=module]").count())) {
            await auditPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
          }
          for (const violation of await preloadedAxeViolations(auditPage)) found.push(`${path}: ${violation}`);
        }
        if (auditContext !== context) await auditContext.close();
        expect(found).toEqual([]);
      });
    }
  }
}
