import { expect, type Page } from "@playwright/test";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { enterReading, field, METERS, save, waitForScripts } from "./support/meter-forms";

/** A meter made through its form at the type's own address; answers its page's address. */
async function createMeter(
  page: Page,
  scripts: boolean,
  type: string,
  fill: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto(`${METERS}/new/${type}`);
  await waitForScripts(page, scripts);
  await field(page, "Name").fill(`Måler ${unique()}`);
  await fill(page);
  await save(page);
  await expect(toast(page, "The meter is created. Enter its first reading.")).toBeVisible();
  return new URL(page.url()).pathname;
}

test("a counter's typing error is named as one, a rollover needs its digits, an unusual consumption is confirmed and marked @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  // Seven readings through their form: more than the default time on a busy machine.
  test.slow();
  await logIn(DEMO.editor);
  const path = await createMeter(page, javaScriptEnabled, "gas", (form) =>
    form.getByRole("checkbox", { name: "m3", exact: true }).check(),
  );
  for (const [date, value] of [
    ["2026-01-31", "1000"],
    ["2026-02-28", "1100"],
    ["2026-03-31", "1200"],
    ["2026-04-30", "1300"],
  ] as const) {
    await enterReading(page, path, date, value, javaScriptEnabled);
    await expect(toast(page, "The reading is entered.")).toBeVisible();
  }

  // −500 with no digits on the meter: no rollover to tick, and a counter never shows less than zero.
  await enterReading(page, path, "2026-05-31", "-500", javaScriptEnabled);
  await expect(page.getByText("A counter never shows less than zero: check the value.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /rollover/ })).toHaveCount(0);
  await expect(
    page.getByText("A rollover can be entered once the counter's digits are set on the meter."),
  ).toBeVisible();
  await field(page, "Counter value").fill("500");
  await save(page);
  await expect(page.getByText(/^Lower than the reading before it: most likely a typing error/)).toBeVisible();

  // A digit too many: ten times the usual and more, saved only once confirmed, and marked.
  await field(page, "Counter value").fill("14000");
  await save(page);
  await expect(page.getByText(/^At least ten times what this meter usually uses/)).toBeVisible();
  await page.getByLabel("The value is right: save it, marked as an unusual consumption.").check();
  await save(page);
  await expect(toast(page, "The reading is entered.")).toBeVisible();
  const readings = page.getByRole("table", { name: "Readings" });
  await expect(readings.getByRole("row").nth(1)).toContainText("unusual consumption");
  await expect(readings.getByRole("row").last()).toContainText("start of the series");
});

test("an import names the row and the field of a day that is none, and keeps the pasted text @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const path = await createMeter(page, javaScriptEnabled, "electricity", (form) =>
    form.getByRole("checkbox", { name: "kWh", exact: true }).check(),
  );
  await page.goto(`${path}/readings/import`);
  await waitForScripts(page, javaScriptEnabled);
  const pasted = "dato;værdi\n31-01-2026;100\n31-02-2026;200\n31-03-2026;300";
  await field(page, "Or paste the CSV").fill(pasted);
  await page.getByRole("button", { name: "Check the readings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing is imported" })).toBeVisible();
  const preview = page.getByRole("table", { name: "Preview" });
  await expect(preview.getByRole("row", { name: /^3 / })).toContainText(
    "Date: not a day of the calendar: write it as yyyy-mm-dd or dd-mm-yyyy.",
  );
  await expect(field(page, "Or paste the CSV")).toHaveValue(pasted);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsWidth(page, 390, "the refused import on a phone");
});

test("a period meter's first reading starts the series; a heat meter burning gas is scope 1 at the address written one way @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  // The type's own spelling still leads to the form, at the address written the one way.
  await page.goto(`${METERS}/new/TANK_BEARING`);
  await expect(page).toHaveURL(`${METERS}/new/tank-bearing`);
  await expect(page.getByRole("heading", { level: 1, name: /^New meter: / })).toBeVisible();

  const heat = await createMeter(page, javaScriptEnabled, "heat", (form) =>
    form.getByRole("checkbox", { name: "natural gas m3 (as fuel)" }).check(),
  );
  await expect(detail(page, "Scope")).toHaveText("Scope 1 (direct)");

  const fleet = await createMeter(page, javaScriptEnabled, "fleet", async (form) => {
    await form.getByRole("checkbox", { name: "L", exact: true }).check();
    await field(form, "Readings are").selectOption({ label: "The consumption of the period" });
  });
  await page.goto(`${fleet}/readings/new`);
  await expect(page.getByText(/^The first reading starts the series/)).toBeVisible();
  await enterReading(page, fleet, "2026-02-28", "2000", javaScriptEnabled);
  await expect(toast(page, "The reading is entered.")).toBeVisible();
  await expect(
    page.getByText("Consumption shows here from the second reading on: the first starts the series."),
  ).toBeVisible();
  expect(heat).not.toBe(fleet);
});
