import { DEMO, expect, test } from "./support/demo";

// A record that is not there: its page answers 404 in the shell, named like any other page.
const MISSING_MACHINE = "/monitoring/machines/2147483000";

test("a record that is not there answers 404 with a page title @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  const response = await page.goto(MISSING_MACHINE);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found");
});

test("an address outside the shell answers 404 with a page title @no-js", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found");
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the title of a missing record's page is in Danish @no-js", async ({ page, logIn }) => {
    await logIn(DEMO.reader);
    await page.goto(MISSING_MACHINE);
    await expect(page.getByRole("heading", { level: 1, name: "Siden findes ikke" })).toBeVisible();
    await expect(page).toHaveTitle("Siden findes ikke");
  });
});
