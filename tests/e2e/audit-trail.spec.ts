import { expect } from "@playwright/test";
import { DEMO, test } from "./support/demo";

test("the audit log is for managers only @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto("/organization/audit-log");
  await expect(page).toHaveURL(/\/unauthorized/);
});

test("a competence's history names who made it and each field by its label @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto("/organization/members-roles-and-competences");
  await page.getByRole("link", { name: "Competences", exact: true }).click();
  // The members' tab may name the competence too: choose it once the competences' tab is there.
  await expect(page).toHaveURL(/tab=competences/);
  await page.getByRole("link", { name: "First aid" }).first().click();
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("History of Competence");
  const creation = page.getByRole("row").filter({ hasText: "Created" });
  // The demo's units and competences are the manager's work (the seed credits them).
  await expect(creation).toContainText("Anders Holm");
  // A creation of many fields folds them away under their count.
  const folded = creation.locator("summary");
  if (await folded.count()) await folded.click();
  await expect(creation.getByRole("term").filter({ hasText: /^Name$/ })).toBeVisible();
  await expect(creation.getByRole("term").filter({ hasText: /^Organization$/ })).toBeVisible();
  // No field shows as its column (organization_id, organizationId, …).
  await expect(creation.getByRole("term").filter({ hasText: /_|[a-z][A-Z]/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the record" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "First aid" })).toBeVisible();
});

test("a reader has no way to a record's history @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto("/organization/members-roles-and-competences");
  await page.getByRole("link", { name: "Competences", exact: true }).click();
  // The members' tab may name the competence too: choose it once the competences' tab is there.
  await expect(page).toHaveURL(/tab=competences/);
  await page.getByRole("link", { name: "First aid" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "First aid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "History" })).toHaveCount(0);
});
