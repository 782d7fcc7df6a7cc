import { expect } from "@playwright/test";
import { toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { HOLDING, ownCompany, signIn, switchTo } from "./support/own-company";

test("@no-js a company lets every member report events, and a reader reports one", async ({
  page,
  javaScriptEnabled,
}) => {
  const tag = unique();
  const company = `Rapportering ${tag} ApS`;
  await signIn(page, DEMO.reader);
  await page.goto("/events/new");
  await expect(page).toHaveURL(/\/unauthorized$/);

  // The setting is tried on a company of the test's own: the holding's choice stays as other specs expect it.
  await ownCompany(page, company);
  const box = page.getByLabel("Every member may report events");
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();

  await signIn(page, DEMO.reader);
  await switchTo(page, company, javaScriptEnabled);
  await page.goto("/evaluation/event-handling");
  await page.getByRole("link", { name: "Report an event" }).first().click();
  await expect(page).toHaveURL(/\/events\/new$/);
  await page.getByLabel("What happened (short)", { exact: true }).fill(`Spild ved port ${tag}`);
  await page.getByRole("radio", { name: "Low", exact: true }).check();
  await page.getByRole("radio", { name: "No", exact: true }).check();
  await page.getByRole("button", { name: "Report event", exact: true }).click();
  await expect(toast(page, "The event is reported.")).toBeVisible();

  // The holding's own choice is unchanged: there the reader still may not report.
  await switchTo(page, HOLDING, javaScriptEnabled);
  await page.goto("/events/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
