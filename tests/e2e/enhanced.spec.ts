import { DEMO, expect, test } from "./support/demo";

// What only happens when the page's scripts run.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

test("a navigation pending for more than 100 ms shows the global spinner until it ends", async ({ page, logIn }) => {
  await logIn(DEMO.maintainer);
  await page.goto("/admin");
  await page.route(/\/dashboard\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const spinner = page.getByTestId("global-spinner");
  await expect(spinner).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main menu" }).first().getByRole("link", { name: "Dashboard" }).click();
  await expect(spinner).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test("choosing an organization switches at once, without a button", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await expect(page.getByRole("button", { name: "Switch" })).toBeHidden();
  await page.getByLabel("Active organization").selectOption({ label: "Nordvik Chemicals A/S" });
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Chemicals A/S" })).toBeVisible();
});
