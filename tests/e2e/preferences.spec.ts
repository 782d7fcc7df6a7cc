import { DEMO, expect, logInAs, test } from "./support/demo";

// Runs after every other test (see playwright.config.ts): it changes what the manager has chosen.
test.describe.configure({ mode: "serial" });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, locale: "da-DK" });

    test("a chosen language is kept as the user's preference, over the browser's", async ({ page, browser, logIn }) => {
      await logIn(DEMO.manager);
      const account = page.locator("summary[aria-label]");
      await account.click();
      await page.getByRole("button", { name: "English" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      // A new browser that asks for Danish still gets the user's English after logging in.
      const other = await browser.newPage({ locale: "da-DK", javaScriptEnabled });
      await other.goto("/");
      await expect(other.getByRole("heading", { name: "Log ind", exact: true })).toBeVisible();
      await logInAs(other, DEMO.manager, javaScriptEnabled);
      await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      await other.close();

      await account.click();
      await page.getByRole("button", { name: "Dansk" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Overblik" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Overblik" })).toBeVisible();
      // Leave the manager in English, as the other tests expect.
      await page.locator("summary[aria-label]").click();
      await page.getByRole("button", { name: "English" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    });
  });
}
