import { expect } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * Service accounts (/organization/service-accounts): a manager makes one for another system, makes its
 * token (shown once), the system writes with it, and removing the account stops the token.
 */
const PAGE = "/organization/service-accounts";
const PHONE = { width: 390, height: 844 };

test("a manager makes a service account and its token, another system reads with it, and removing the account stops it @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  const name = `Dynamics ERP ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
  await logIn(DEMO.manager);
  await page.goto("/dashboard");
  const organizationId = await page.getByLabel("Active organization").inputValue();
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Service accounts" })).toBeVisible();

  const newAccount = page.locator("form", { has: page.getByRole("heading", { name: "New service account" }) });
  await newAccount.getByRole("button", { name: "Make service account" }).click();
  await expect(newAccount.getByText("Fill in this field.").first()).toBeVisible();
  await newAccount.getByLabel("Name").fill(name);
  await newAccount.getByLabel("Access").selectOption({ label: "Read and edit" });
  await newAccount.getByRole("button", { name: "Make service account" }).click();
  await expect(toast(page, /The service account is made/)).toBeVisible();
  // The same name again, in other letters: refused on the form.
  await page
    .locator("form", { has: page.getByRole("heading", { name: "New service account" }) })
    .getByLabel("Name")
    .fill(name.toUpperCase());
  await page.getByRole("button", { name: "Make service account" }).click();
  await expect(page.getByText("The organization has a service account of this name already.")).toBeVisible();

  const card = page.getByRole("region", { name });
  await card.locator("summary", { hasText: "New token" }).click();
  await card.getByLabel("Name").fill("Nightly export");
  await card.getByRole("button", { name: "Make token" }).click();
  await expect(toast(page, "The token is made.")).toBeVisible();
  const token = await page.getByRole("textbox", { name: "Your new token" }).inputValue();
  expect(token).toMatch(/^cwt_/);
  if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);

  const machines = `/api/v1/organizations/${organizationId}/machines`;
  const bearer = { headers: { authorization: `Bearer ${token}`, cookie: "" } };
  expect((await page.request.fetch(machines, bearer)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Your new token" })).toHaveCount(0);
  await expect(page.getByRole("region", { name }).getByRole("row", { name: /Nightly export/ })).toContainText(
    "Read and edit",
  );

  await page.getByRole("link", { name: `Remove the service account ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Remove the service account ${name}?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(toast(page, /The service account is removed/)).toBeVisible();
  await expect(page.getByRole("region", { name })).toHaveCount(0);
  expect((await page.request.fetch(machines, bearer)).status()).toBe(401);
});

test("a service account's token is no wider than the account, on a phone @no-js", async ({ page, logIn }) => {
  const name = `Power BI ${Date.now()}`;
  await page.setViewportSize(PHONE);
  await logIn(DEMO.manager);
  await page.goto(PAGE);
  const newAccount = page.locator("form", { has: page.getByRole("heading", { name: "New service account" }) });
  await newAccount.getByLabel("Name").fill(name);
  await newAccount.getByRole("button", { name: "Make service account" }).click();
  await expect(toast(page, /The service account is made/)).toBeVisible();
  const card = page.getByRole("region", { name });
  await card.locator("summary", { hasText: "New token" }).click();
  await card.getByLabel("Name").fill("Dashboard");
  await card.getByLabel("Access").selectOption({ label: "Read and edit" });
  await card.getByRole("button", { name: "Make token" }).click();
  await expect(page.getByText("The service account may only read: choose Read.")).toBeVisible();
  await fitsWidth(page, PHONE.width, "the service accounts on a phone");
});

test("an editor does not see service accounts", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(PAGE);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
