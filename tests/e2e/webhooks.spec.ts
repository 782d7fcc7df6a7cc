import { expect } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * Webhooks (/organization/webhooks, decision 042): a manager registers an endpoint, sees its secret
 * once, sends a test event, makes a new secret, edits and removes it; the delivery log on a phone.
 */
const PAGE = "/organization/webhooks";
const PHONE = { width: 390, height: 844 };

test("a manager registers an endpoint, sees its secret once, tests it, rotates it, edits and removes it @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  const address = `https://hooks.example.com/${javaScriptEnabled ? "js" : "no-js"}-${Date.now()}`;
  await logIn(DEMO.manager);
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await page.getByRole("link", { name: "New endpoint" }).click();

  // Plain http to another machine is refused by the API, on the field, and nothing is made.
  await page.getByLabel("Address").fill("http://hooks.example.com/in");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Give an https:// address").first()).toBeVisible();

  await page.getByLabel("Address").fill(address);
  await page.getByLabel("What it is for").fill("The ERP's maintenance planning");
  await page.getByRole("checkbox", { name: "Record created" }).check();
  await page.getByRole("checkbox", { name: "Action", exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, /The endpoint is registered/)).toBeVisible();
  const secret = await page.getByRole("textbox", { name: "The endpoint's signing secret" }).inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
  await expect(page.getByText("Record created", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "The endpoint's signing secret" })).toHaveCount(0);

  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(toast(page, /The test event is queued/)).toBeVisible();
  const log = page.getByRole("region", { name: "Delivery log" });
  await expect(log.getByText("Test event")).toBeVisible();
  await expect(log.getByText("Waiting")).toBeVisible();
  await page.getByRole("button", { name: "Send test event" }).click();
  await expect(toast(page, "A test event is waiting to be sent already.")).toBeVisible();
  await expect(log.getByText("Test event")).toHaveCount(1);

  await page.getByRole("button", { name: "New secret" }).click();
  await expect(toast(page, /The endpoint has a new secret/)).toBeVisible();
  const rotated = await page.getByRole("textbox", { name: "The endpoint's signing secret" }).inputValue();
  expect(rotated).not.toBe(secret);
  await expect(page.getByText("Signs beside the new one until")).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await page.getByLabel("What it is for").fill("The ERP's maintenance planning, paused");
  await page.getByLabel("Send events to this endpoint").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The endpoint is saved.")).toBeVisible();
  await expect(page.getByText("The ERP's maintenance planning, paused")).toBeVisible();

  await page.getByRole("link", { name: "Remove endpoint" }).click();
  await page.getByRole("button", { name: "Remove endpoint" }).click();
  await expect(toast(page, "The endpoint is removed.")).toBeVisible();
  await expect(page.getByRole("link", { name: address })).toHaveCount(0);
});

test("the delivery log fits a phone, and a delivery is sent again from it @no-js", async ({ page, logIn }) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.manager);
  await page.goto(PAGE);
  await fitsWidth(page, PHONE.width, "the webhooks on a phone");
  await page.getByRole("link", { name: "https://erp.nordvik.example/hooks/compliance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhook to erp.nordvik.example" })).toBeVisible();
  await fitsWidth(page, PHONE.width, "an endpoint's delivery log on a phone");
  await page
    .getByRole("button", { name: /^Send msg_\d+ again$/ })
    .first()
    .click();
  await expect(toast(page, /The delivery is queued again/)).toBeVisible();
});

test("the webhook pages have no serious accessibility problem", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.goto(PAGE);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "https://erp.nordvik.example/hooks/compliance" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Edit" }).click();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
