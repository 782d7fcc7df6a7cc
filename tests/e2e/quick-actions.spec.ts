import type { Page } from "@playwright/test";
import { formatDate } from "../../app/lib/format";
import { addPeriod } from "../../server/domain/recurrence";
import { DEMO, expect, test } from "./support/demo";
import { field, METERS, save, waitForScripts } from "./support/meter-forms";
import { fitsWidth, unique } from "./support/controlled-documents";

/**
 * The phone menu's shortcuts (/quick/…): each lists the records its task starts from, soonest due, and
 * opens the form that does it. A meter the editor answers for is also in her "my work" until it is read.
 */

const PHONE = { width: 390, height: 844 };
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date());

/** A monthly electricity meter, never read, that the editor (Camilla Berg) answers for; its address. */
async function newMeterOfTheEditor(page: Page, name: string) {
  const form = await page.request.get(`${METERS}/new/electricity`);
  const member = /<option value="(\d+)"[^>]*>Camilla Berg<\/option>/.exec(await form.text())?.[1];
  expect(member, "the editor among the members to choose").toBeTruthy();
  const created = await page.request.post(`${METERS}/new/electricity`, {
    form: { name, units: "kWh", frequency: "P1M", cumulative: "true", scope: "2", responsibleMemberId: member! },
    maxRedirects: 0,
  });
  expect(created.status()).toBe(302);
  return new URL(created.headers()["location"]!, "http://x").pathname;
}

async function openShortcut(page: Page, name: string) {
  await page.goto("/dashboard");
  await page.locator("label[for=menu-toggle]").click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name }).click();
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("an editor registers a reading from the menu's shortcut; her work then asks for the next a month on @no-js", async ({
    page,
    logIn,
    javaScriptEnabled,
  }) => {
    await logIn(DEMO.editor);
    const name = `Shortcut meter ${unique()}`;
    const meterPath = await newMeterOfTheEditor(page, name);
    // Never read: due the day it was put in.
    await page.goto(`/my-work?kind=METER_READING&size=100`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(formatDate(today(), "en"));

    await openShortcut(page, "Register meter reading");
    await expect(page).toHaveURL("/quick/meter-reading");
    await expect(page.getByRole("heading", { name: "Register a meter reading" })).toBeVisible();
    await fitsWidth(page, PHONE.width, "the meters to choose from");
    // Other tests add meters all the time: find this one by its name (a GET, without script too).
    await page.getByRole("searchbox", { name: "Find a meter by its name, number or place" }).fill(name);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(/\/quick\/meter-reading\?q=/);
    const choice = page.getByRole("link").filter({ hasText: name });
    // Never read: due the day it was put in.
    await expect(choice).toContainText("No reading yet");
    await choice.click();
    await expect(page).toHaveURL(`${meterPath}/readings/new`);
    await waitForScripts(page, javaScriptEnabled);
    await field(page, "Date").fill(today());
    await page.getByRole("textbox", { name: "Counter value" }).fill("1234,5");
    await save(page);
    await expect(page).toHaveURL(new RegExp(`${meterPath}(/readings/\\d+)?$`));

    await page.goto(`/quick/meter-reading?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link").filter({ hasText: name })).toContainText(/Last reading 1,234\.5 kWh on/);
    // Read today: the next reading is due a month on.
    await page.goto(`/my-work?kind=METER_READING&size=100`);
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(
      formatDate(addPeriod(today(), "P1M"), "en"),
    );
    await fitsWidth(page, PHONE.width, "my work on a phone");
  });

  test("register waste and new inspection open the handler's statement form and the inspection's form @no-js", async ({
    page,
    logIn,
  }) => {
    await logIn(DEMO.editor);
    await openShortcut(page, "Register waste");
    await expect(page.getByRole("heading", { name: "Register waste" })).toBeVisible();
    await page.getByRole("link").filter({ hasText: "Esbjerg Papirgenbrug ApS" }).click();
    await expect(page).toHaveURL(/\/monitoring\/waste\/\d+\/registrations\/new$/);

    await openShortcut(page, "New inspection");
    await expect(page.getByRole("heading", { name: "New inspection" })).toBeVisible();
    // The soonest first: the overdue ones say so in words, not only in colour.
    await expect(page.locator("main li").first()).toContainText(/Overdue since|Due /);
    await page.locator("main li a").first().click();
    await expect(page).toHaveURL(/\/monitoring\/control-book\/inspections\/\d+\/edit$/);
  });
});

test("a reader, who may not register, is refused the shortcuts' pages", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  for (const path of ["/quick/meter-reading", "/quick/waste", "/quick/inspection"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});
