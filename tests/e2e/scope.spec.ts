import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";

const unique = () => randomBytes(3).toString("hex");

async function switchTo(page: Page, name: string, scripts: boolean) {
  const select = page.getByLabel("Active organization");
  const value = (await select.locator("option", { hasText: name }).getAttribute("value"))!;
  // With scripts the choice posts itself: wait for the server to have switched before going on.
  const switched = page.waitForResponse((response) => response.url().includes("/resources/organization"));
  await select.selectOption(value);
  if (!scripts) await page.getByRole("button", { name: "Switch" }).click();
  await switched;
  await page.goto("/organization/scope");
  await expect(page.getByLabel("Active organization").locator("option:checked")).toHaveText(name);
}

async function writeScope(page: Page, text: string) {
  await page.goto("/organization/scope");
  await page.getByRole("link", { name: /^(Edit|Write the scope)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit the scope" })).toBeVisible();
  await page.getByRole("textbox", { name: "Scope statement" }).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: "The scope is saved." }).first(),
  ).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
}

test("an editor writes the scope twice and sees what changed on the versions page @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  // The two projects share the database: each writes the scope of its own company.
  await switchTo(page, javaScriptEnabled ? "Nordvik Chemicals A/S" : "Nordvik Logistics ApS", javaScriptEnabled);
  const tag = unique();
  await writeScope(page, `The site at Havnevej 40, Esbjerg (${tag}).\nExcluded: the canteen.`);
  await writeScope(page, `The site at Havnevej 40, Esbjerg (${tag}), and the tank farm.\nExcluded: the canteen.`);

  await page.getByRole("link", { name: "Versions" }).click();
  await expect(page.getByRole("heading", { name: "What this version changed" })).toBeVisible();
  await expect(page.locator("ins")).toContainText("and the tank farm");
  // Any version can be opened, the one before too.
  const versions = page.getByRole("navigation", { name: "Versions" }).getByRole("link");
  const count = await versions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await versions.nth(1).click();
  await expect(page).toHaveURL(/revision=\d+/);
  await expect(page.getByRole("region", { name: /version/ })).toContainText(tag);
});

test("a reader sees the scope but no way to change it", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto("/organization/scope");
  await expect(page.getByRole("heading", { level: 1, name: "Scope" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^(Edit|Write the scope)$/ })).toHaveCount(0);
  await page.goto("/organization/scope/edit");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
