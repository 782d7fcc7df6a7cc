import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

/**
 * Search (/search, the header's box and the phone menu's entry): records of every module the user may
 * read in the active organization, best first, with the module named on each. Read only: it runs on the
 * demo data as seeded.
 */

const PHONE = { width: 390, height: 844 };
const results = (page: Page) => page.getByRole("region", { name: /results|resultater/i }).getByRole("listitem");

test("an editor searches from the header: a CAS number finds the chemicals that hold it, each opens its record", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const box = page.getByRole("searchbox", { name: "Search all modules" });
  await box.fill("64-17-5");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=64-17-5$/);
  await expect(results(page).first()).toContainText("Chemical");
  // A hit is one link (a large target on a phone): its first line is the record's title.
  const titles = (await results(page).getByRole("link").allInnerTexts()).map((text) => text.split("\n")[0]!.trim());
  expect(titles.length).toBeGreaterThan(0);
  for (const hit of await results(page).allInnerTexts()) expect(hit).toContain("64-17-5");
  await results(page).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a person is found by the start of their name, and one module narrows the hits @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  await visit("/search");
  await expect(page.getByText("Type a name, a number or a code")).toBeVisible();
  await page.getByLabel("Search for").fill("camil");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const member = results(page).filter({ hasText: "Camilla Berg" });
  await expect(member).toContainText("Member");

  await page.getByLabel("Module", { exact: true }).selectOption({ label: "Meter" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/kind=METER/);
  await expect(page.getByText("Nothing found for “camil”.")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("a query of signs only finds nothing and says what to try; a hand-made address is cut to what search takes @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.reader);
  await visit("/search?q=%26%7C!%3A*");
  await expect(page.getByText(/Nothing found for/)).toBeVisible();
  const answer = await page.request.get(`/search?q=${"ø".repeat(500)}&page=999999&kind=NOPE`);
  expect(answer.status()).toBe(200);
});

test("the limited user finds nothing of a module their organization lacks", async ({ page, logIn, visit }) => {
  await logIn(DEMO.limited);
  await visit("/search?q=64-17-5");
  await expect(page.getByText("Nothing found for “64-17-5”.")).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: PHONE });

  test("search opens from the menu, and its hits fit the screen @no-js", async ({ page, logIn }) => {
    await logIn(DEMO.editor);
    await page.locator("label[for=menu-toggle]").click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Search", exact: true })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByLabel("Search for").fill("64 17 5");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(results(page).first()).toContainText("64-17-5");
    await fitsWidth(page, PHONE.width, "the hits");
  });
});

test("the hits of a search pass axe at 390 px", async ({ page, logIn, visit }) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.editor);
  await visit("/search?q=camilla");
  await expect(results(page).first()).toBeVisible();
  await fitsWidth(page, PHONE.width, "the hits");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("search speaks Danish and finds by a Danish word's other form", async ({ page, logIn, visit }) => {
    await logIn(DEMO.editor);
    await visit("/search?q=camilla");
    await expect(page.getByRole("heading", { level: 1, name: "Søg" })).toBeVisible();
    await expect(results(page).filter({ hasText: "Camilla Berg" })).toContainText("Medlem");
    await visit("/search?q=fyringsolietanken");
    await expect(results(page).first()).toContainText("Måler");
  });
});
