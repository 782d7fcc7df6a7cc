import { expect, test, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "compliance-demo";

export const DEMO = {
  maintainer: "maintainer@demo.example",
  manager: "manager@demo.example",
  editor: "editor@demo.example",
  reader: "reader@demo.example",
  limited: "limited@demo.example",
} as const;

/** Logs in through the form, as a user would, and waits for the page it leads to. */
export async function logIn(page: Page, email: string, options: { from?: string; expectPath?: RegExp } = {}) {
  await page.goto(options.from ?? "/");
  await page.getByLabel(/^(e-mail)$/i).fill(email);
  await page.getByLabel(/^(password|adgangskode)$/i).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: /^(log in|log ind)$/i }).click();
  await expect(page).toHaveURL(options.expectPath ?? /\/dashboard$/);
  await waitForScripts(page);
}

/** With JavaScript on, waits until the page's scripts have taken over (see root.tsx). */
export async function waitForScripts(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The names of the menu groups in the desktop sidebar. */
export async function sidebarGroups(page: Page) {
  const sidebar = page.getByRole("navigation", { name: /main menu|hovedmenu/i }).first();
  return sidebar.locator("[data-menu-group]").allInnerTexts();
}
