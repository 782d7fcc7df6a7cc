import type { Page } from "@playwright/test";

/** What the meter screens' tests share: the list's address and the forms' fields and buttons. */
export const METERS = "/monitoring/meters";
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true }).click();

/** With scripts on, acts only once they have taken over, as a user would see it. */
export const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

/** Enters a reading through its form: a counter's value or a period's consumption. */
export async function enterReading(page: Page, path: string, date: string, value: string, scripts: boolean) {
  await page.goto(`${path}/readings/new`);
  await waitForScripts(page, scripts);
  await field(page, "Date").fill(date);
  await page.getByRole("textbox", { name: /^(Counter value|Consumption)$/ }).fill(value);
  await save(page);
}
