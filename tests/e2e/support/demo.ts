import { test as base, expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "compliance-demo";

export const DEMO = {
  maintainer: "maintainer@demo.example",
  manager: "manager@demo.example",
  editor: "editor@demo.example",
  reader: "reader@demo.example",
  limited: "limited@demo.example",
} as const;

type LogInOptions = { from?: string; expectPath?: RegExp };

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

/** `test` with a `logIn`, and a `visit` that, with JavaScript on, waits for the page's scripts. */
export const test = base.extend<{
  logIn: (email: string, options?: LogInOptions) => Promise<void>;
  visit: (path: string) => Promise<void>;
}>({
  logIn: async ({ page, javaScriptEnabled }, use) => {
    await use((email, options) => logInAs(page, email, javaScriptEnabled, options));
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
