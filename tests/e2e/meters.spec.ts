import { expect, type Page } from "@playwright/test";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { enterReading, field, METERS, save, waitForScripts } from "./support/meter-forms";

// The catalogue's electricity factor without a year: 0.197 kg CO2 per kWh.
const HB2016 = "Electricity, Danish energy-labelling standard value (HB2016)";

type MeterChoices = { factor?: string; digits?: string; responsible?: string };

/** Creates an electricity meter read in kWh through the list's "New meter" choice; answers its page's address. */
async function createElectricityMeter(page: Page, name: string, scripts: boolean, choices: MeterChoices = {}) {
  const { factor, digits, responsible } = choices;
  await page.goto(METERS);
  await waitForScripts(page, scripts);
  await page.getByText("New meter", { exact: true }).click();
  await page.getByRole("link", { name: "Electricity", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New meter: Electricity" })).toBeVisible();
  await waitForScripts(page, scripts);
  await field(page, "Name").fill(name);
  await page.getByRole("checkbox", { name: "kWh", exact: true }).check();
  if (factor) await field(page, "Emission factor").selectOption({ label: factor });
  if (digits) await field(page, "Digits of the counter").fill(digits);
  if (responsible) await field(page, "Responsible").selectOption({ label: responsible });
  await save(page);
  await expect(toast(page, "The meter is created. Enter its first reading.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${METERS}/\\d+$`));
  return new URL(page.url()).pathname;
}

test("an editor creates an electricity meter, enters readings and sees the consumption per month @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  // A meter and four readings through their forms: more than the default 30 s on a busy machine.
  test.slow();
  await logIn(DEMO.editor);
  const name = `Hovedmåler Ærø ${unique()}`;
  const path = await createElectricityMeter(page, name, javaScriptEnabled, {
    factor: HB2016,
    digits: "5",
    responsible: "Camilla Berg",
  });
  await expect(detail(page, "Scope")).toHaveText("Scope 2 (bought energy)");
  await expect(detail(page, "Responsible")).toHaveText("Camilla Berg");
  await expect(detail(page, "Emission factor")).toContainText("0.197 kg CO2 per kWh");

  await enterReading(page, path, "2025-01-31", "10000", javaScriptEnabled);
  await expect(toast(page, "The reading is entered.")).toBeVisible();
  await enterReading(page, path, "2025-02-28", "10 840,5", javaScriptEnabled);
  await expect(toast(page, "The reading is entered.")).toBeVisible();
  // Lower than the reading before: refused as the likely typing error it is, and accepted once it is
  // said to be a rollover past the five digits the meter was given.
  await enterReading(page, path, "2025-03-31", "300", javaScriptEnabled);
  await expect(page.getByText(/^Lower than the reading before it: most likely a typing error/)).toBeVisible();
  await expect(page.getByText("The latest reading: 10,840.5 kWh on 28 Feb 2025.")).toBeVisible();
  await page.getByLabel("passed 99,999, its largest value, and started again from zero (a rollover)").check();
  await save(page);
  await expect(toast(page, "The reading is entered.")).toBeVisible();

  const months = page.getByRole("table", { name: "Consumption and CO2 per month" });
  // 840.5 kWh at 0.197 kg/kWh; then 100,000 − 10,840.5 + 300 (the 5-digit counter rolled over).
  await expect(months.getByRole("row", { name: /February 2025/ })).toHaveText(/841\s*0\.17/);
  await expect(months.getByRole("row", { name: /March 2025/ })).toHaveText(/89,460\s*17\.62/);
  const readings = page.getByRole("table", { name: "Readings" });
  await expect(readings.getByRole("row")).toHaveCount(4);
  await expect(readings.getByRole("row").nth(1)).toContainText("rollover");
});

test("an import with a bad row saves nothing and says which row; the corrected file is imported @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  test.slow();
  await logIn(DEMO.editor);
  const path = await createElectricityMeter(page, `Import ${unique()}`, javaScriptEnabled);
  await page.getByRole("link", { name: "Import readings" }).click();
  await waitForScripts(page, javaScriptEnabled);
  const bad =
    "date;value;unit;estimated;comment\n2025-01-31;100;kWh;;\n2025-02-28;90;kWh;;måleren skiftet?\n2025-03-31;250;kWh;ja;\n";
  await field(page, "Or paste the CSV").fill(bad);
  await page.getByRole("button", { name: "Check the readings" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Nothing is imported" })).toBeVisible();
  const preview = page.getByRole("table", { name: "Preview" });
  await expect(preview.getByRole("row", { name: /^3 / })).toContainText("Lower than the reading before it");
  await page.goto(path);
  await expect(page.getByText("No readings yet.")).toBeVisible();

  await page.goto(`${path}/readings/import`);
  await waitForScripts(page, javaScriptEnabled);
  await field(page, "Or paste the CSV").fill(bad.replace("2025-02-28;90;", "2025-02-28;190;"));
  await page.getByRole("button", { name: "Check the readings" }).click();
  await expect(page.getByText("3 readings are ready to import.")).toBeVisible();
  await page.getByRole("button", { name: "Import 3 readings" }).click();
  await expect(toast(page, "The readings are imported.")).toBeVisible();
  const readings = page.getByRole("table", { name: "Readings" });
  await expect(readings.getByRole("row")).toHaveCount(4);
  await expect(readings.getByRole("row").nth(1)).toContainText("estimated");

  const csv = await page.request.get(`${path}/readings/export`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe('"date","value","unit","estimated","comment","rollover","new_counter","consumption_kWh"');
  expect(lines[1]).toContain('"2025-03-31","250","kWh","yes"');
});

test("the meter list groups by type, filters and exports @no-js", async ({ page, logIn, javaScriptEnabled }) => {
  await logIn(DEMO.editor);
  const tag = unique();
  await createElectricityMeter(page, `Liste ${tag}`, javaScriptEnabled);
  await page.goto(`${METERS}?q=${tag}`);
  await waitForScripts(page, javaScriptEnabled);
  const table = page.getByRole("table", { name: "Meters" });
  await expect(table.getByRole("link", { name: `Liste ${tag}` })).toBeVisible();
  await expect(table).toContainText("No reading yet");
  await page
    .getByRole("navigation", { name: "Meters by type" })
    .getByRole("link", { name: /Electricity/ })
    .click();
  await expect(page).toHaveURL(/type=ELECTRICITY/);
  const csv = await page.request.get(`${METERS}/export?q=${tag}`);
  expect(csv.headers()["content-disposition"]).toContain("meters.csv");
  const text = await csv.text();
  expect(text).toContain(`Liste ${tag}`);
  expect(text).toContain('"Responsible"');
});

test("a reader sees meters but is offered no way to change them", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto(METERS);
  await expect(page.getByRole("heading", { level: 1, name: "Meters" })).toBeVisible();
  await expect(page.getByText("New meter", { exact: true })).toHaveCount(0);
  const response = await page.goto(`${METERS}/new/electricity`);
  expect(new URL(page.url()).pathname === "/unauthorized" || response?.status() === 403).toBe(true);
});

test("on a 390 px phone the meters, a meter and its reading form fit the screen", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const path = await createElectricityMeter(page, `Telefon ${unique()}`, javaScriptEnabled);
  await enterReading(page, path, "2025-05-31", "500", javaScriptEnabled);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const address of [METERS, path, `${path}/readings/new`, `${path}/readings/import`]) {
    await page.goto(address);
    await fitsWidth(page, 390, address);
  }
});
