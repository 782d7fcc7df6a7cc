import { expect } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * API tokens (/account/api-tokens): a manager makes one, sees its text once, another system reads the
 * organization's records with it, and it stops when removed; a reader may not make one wider than theirs.
 */
const PAGE = "/account/api-tokens";
const PHONE = { width: 390, height: 844 };

test("a manager makes a token shown once, another system reads with it, and it stops when removed @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  const name = `ERP export ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
  await logIn(DEMO.manager);
  await page.goto("/dashboard");
  // Found from the user's menu (a disclosure that needs no script).
  await page.locator("summary", { hasText: "Anders Holm" }).click();
  await page.getByRole("link", { name: "API tokens" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API tokens" })).toBeVisible();
  const form = page.locator("form", { has: page.getByRole("heading", { name: "New token" }) });
  await form.getByRole("button", { name: "Make token" }).click();
  await expect(form.getByText("Fill in this field.").first()).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Access").selectOption({ label: "Read and edit" });
  const organizationId = await form.getByLabel("Organization").inputValue();
  await form.getByRole("button", { name: "Make token" }).click();
  await expect(toast(page, "The token is made.")).toBeVisible();
  const shown = page.getByRole("textbox", { name: "Your new token" });
  const token = await shown.inputValue();
  expect(token).toMatch(/^cwt_/);

  // Another system: the token alone, no cookie.
  const machines = `/api/v1/organizations/${organizationId}/machines`;
  const read = await page.request.fetch(machines, { headers: { authorization: `Bearer ${token}`, cookie: "" } });
  expect(read.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Your new token" })).toHaveCount(0);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Read and edit");
  await row.getByRole("button", { name: `Remove the token ${name}` }).click();
  await expect(toast(page, /The token is removed/)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  const stopped = await page.request.fetch(machines, { headers: { authorization: `Bearer ${token}`, cookie: "" } });
  expect(stopped.status()).toBe(401);
});

test("a reader may not make a token wider than their access, on a phone @no-js", async ({ page, logIn }) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(PAGE);
  await fitsWidth(page, PHONE.width, "the tokens page on a phone");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "New token" }) });
  await form.getByLabel("Name").fill(`Too wide ${Date.now()}`);
  await form.getByLabel("Access").selectOption({ label: "Read and edit" });
  await form.getByRole("button", { name: "Make token" }).click();
  await expect(page.getByText("Your own access there is narrower: choose Read.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your new token" })).toHaveCount(0);
});

test("the tokens page has no serious accessibility problem", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(PAGE);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
