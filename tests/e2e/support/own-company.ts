import { expect, type Page } from "@playwright/test";
import { toast } from "./controlled-documents";
import { DEMO, logInAs } from "./demo";

const MANAGE = "/organization/manage-organization";
export const HOLDING = "Nordvik Group A/S";

/** A fresh session through the form: a kept one would hold the permissions it read before a change. */
export async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await logInAs(page, email, false);
}

/**
 * A company of the test's own under the demo holding, made by the manager through the tree: a spec
 * that changes a company's settings or fills its register changes this one, never the demo's. The
 * holding's members reach it through their membership there. Leaves the manager on its edit page, its
 * toast gone.
 */
export async function ownCompany(page: Page, name: string) {
  await signIn(page, DEMO.manager);
  await page.goto(MANAGE);
  await page.getByRole("link", { name: `Add subsidiary – ${HOLDING}`, exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();
  await page.getByLabel("Find an organization by name").fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("list").getByRole("link", { name, exact: true }).click();
  // With script the toast outlives the page change: gone, the next save's toast is that save's own, not
  // this one still showing while that save is still under way.
  await expect(toast(page, "The organization was saved.")).toHaveCount(0);
}

/** Makes the active organization the one of this name, with the switcher (its button only without script). */
export async function switchTo(page: Page, name: string, scripts: boolean) {
  const select = page.getByLabel("Active organization");
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const value = await select.locator("option", { hasText: name }).getAttribute("value");
  const switched = page.waitForResponse((response) => response.url().includes("/resources/organization"));
  await select.selectOption(value!);
  if (!scripts) await page.getByRole("button", { name: "Switch" }).click();
  await switched;
  await expect(select.locator("option:checked")).toHaveText(name);
}

/** A department under an organization, added by the manager from the tree. */
export async function addDepartment(page: Page, parent: string, name: string) {
  await signIn(page, DEMO.manager);
  await page.goto(MANAGE);
  await page.getByLabel("Find an organization by name").fill(parent);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `Add department – ${parent}`, exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();
}
