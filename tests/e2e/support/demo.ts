import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { e2eSignInDir } from "./data-dir.mjs";

export const DEMO_PASSWORD = "compliance-demo";

export const DEMO = {
  maintainer: "maintainer@demo.example",
  manager: "manager@demo.example",
  editor: "editor@demo.example",
  reader: "reader@demo.example",
  limited: "limited@demo.example",
} as const;

type LogInOptions = {
  /** Log in through the form on this page (a return address, say) instead of resuming the stored session. */
  from?: string;
  expectPath?: RegExp;
  /** A session of the test's own, through the form: for a test that logs out or lets the session expire. */
  fresh?: boolean;
};

const SIGN_IN_STATES = e2eSignInDir();

/** Where the setup project keeps a demo user's signed-in browser state (sign-in.setup.ts). */
export const signInStatePath = (email: string) => path.join(SIGN_IN_STATES, `${email}.json`);

type StoredState = { cookies: Parameters<BrowserContext["addCookies"]>[0] };

/** The session the setup project made for the user, added to the test's browser context. */
async function resumeSession(context: BrowserContext, email: string) {
  const state = JSON.parse(readFileSync(signInStatePath(email), "utf8")) as StoredState;
  // The language follows the test's browser, as on a first visit, not the setup's.
  await context.addCookies(state.cookies.filter((cookie) => cookie.name !== "lng"));
}

/** Logs in through the form, as a user would, and waits for the page it leads to (and its scripts). */
export async function logInAs(page: Page, email: string, scripts: boolean, options: LogInOptions = {}) {
  await page.goto(options.from ?? "/");
  await page.getByLabel(/^(e-mail)$/i).fill(email);
  await page.getByLabel(/^(password|adgangskode)$/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /^(log in|log ind)$/i }).click();
  await expect(page).toHaveURL(options.expectPath ?? /\/dashboard$/);
  // With scripts on, act only once they have taken over (see root.tsx), as a user would see it.
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

// Remix's single fetch: a page's loader and action data, asked for by the page's scripts.
const isDataRequest = (url: string) => new URL(url).pathname.endsWith(".data");

// The app reports what React recovers from (a hydration mismatch) and what escapes every handler here.
const CLIENT_ERROR_REPORTS = /\/resources\/errors$/;

/**
 * Collects what the browser reports as going wrong: an uncaught error, a `console.error`, or an error
 * the app's own reporter sends to the server (hydration mismatches never reach the console in a
 * production build). Left out is only Chromium's "Failed to load resource" line for a 4xx the app
 * answers on purpose to a page or to its own data request: the 404 and 403 pages, a form sent back
 * with its errors (400, 409, 422). The test checks those answers itself; a 4xx of a script, style or
 * image, and any 5xx, still fail it.
 */
// Addresses a test makes fail on purpose (page.route), whose failed loads are the test's to check.
const madeToFail = new WeakMap<Page, RegExp>();

/** Lets the page's loads from `address` fail without failing the test: the test answers them itself. */
export const failOnPurpose = (page: Page, address: RegExp) => madeToFail.set(page, address);

function watchBrowserErrors(page: Page, errors: string[]) {
  const deliberate = new Set<string>();
  const failedLoads: ConsoleMessage[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const ownAnswer = type === "document" || ((type === "fetch" || type === "xhr") && isDataRequest(response.url()));
    if (ownAnswer && response.status() >= 400 && response.status() < 500) deliberate.add(response.url());
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (madeToFail.get(page)?.test(message.location().url)) return;
    if (message.text().startsWith("Failed to load resource: the server responded with a status of 4")) {
      failedLoads.push(message);
    } else errors.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("request", (request) => {
    if (request.method() === "POST" && CLIENT_ERROR_REPORTS.test(new URL(request.url()).pathname)) {
      errors.push(`reported by the app: ${request.postData() ?? ""}`);
    }
  });
  // Judged at the end: the line and the response it is about arrive in no fixed order.
  return () => {
    for (const message of failedLoads) {
      if (!deliberate.has(message.location().url)) errors.push(`console.error: ${message.text()}`);
    }
  };
}

/**
 * `test` with a `logIn`, and a `visit` that, with JavaScript on, waits for the page's scripts. Every
 * test fails on an error in the browser (see watchBrowserErrors).
 */
export const test = base.extend<{
  logIn: (email: string, options?: LogInOptions) => Promise<void>;
  visit: (path: string) => Promise<void>;
}>({
  // Every page of the test's browser context is watched; the test fails on what they report.
  context: async ({ context }, use, testInfo) => {
    const errors: string[] = [];
    const judgements: (() => void)[] = [];
    context.on("page", (page) => judgements.push(watchBrowserErrors(page, errors)));
    await use(context);
    for (const judge of judgements) judge();
    // A test that already failed says why itself; these would only bury it.
    if (testInfo.status === testInfo.expectedStatus) {
      expect(errors, `errors in the browser during "${testInfo.title}"`).toEqual([]);
    }
  },
  // Resumes the user's stored session and opens the dashboard, where a log-in through the form leads:
  // signing in through the form is its own test (sign-in.setup.ts, shell.spec.ts), not every test's start.
  logIn: async ({ page, context, javaScriptEnabled }, use) => {
    await use(async (email, options = {}) => {
      if (options.from || options.expectPath || options.fresh) return logInAs(page, email, javaScriptEnabled, options);
      await resumeSession(context, email);
      await page.goto("/dashboard");
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    });
  },
  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path) => {
      await page.goto(path);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    });
  },
});

export { expect };

/** The names of the menu groups in the desktop sidebar. */
export async function sidebarGroups(page: Page) {
  const sidebar = page.getByRole("navigation", { name: /main menu|hovedmenu/i }).first();
  return sidebar.locator("[data-menu-group]").allInnerTexts();
}
