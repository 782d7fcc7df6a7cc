import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every factor made here carries a tag
// of its run in its name, and is found again by searching for it.
const LIST = "/admin/emission-factors";
const EDIT_PATH = new RegExp(`${LIST}/(\\d+)/edit$`);

/** The fields of the n-th value row (1-based), in its fieldset. */
function valueRow(page: Page, number: number) {
  const group = page.getByRole("group", { name: `Value ${number}`, exact: true });
  return {
    group,
    value: group.getByLabel("Emission per meter unit", { exact: true }),
    meterUnit: group.getByLabel("Meter unit", { exact: true }),
    emissionUnit: group.getByLabel("Emission unit", { exact: true }),
    from: group.getByLabel("Valid from", { exact: true }),
    to: group.getByLabel("Valid to", { exact: true }),
    source: group.getByLabel("Source", { exact: true }),
    sourceUrl: group.getByLabel("Address of the source (URL)", { exact: true }),
    year: group.getByLabel("Year of the figure", { exact: true }),
  };
}

async function fillYear(page: Page, number: number, year: number, value: string) {
  const row = valueRow(page, number);
  await row.value.fill(value);
  await row.from.fill(`${year}-01-01`);
  await row.to.fill(`${year}-12-31`);
  await row.source.fill(`Energinet: Miljødeklaration ${year}`);
  await row.year.fill(String(year));
}

const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

/** "New factor", then the utility type: a disclosure of links that works without script too. */
async function startNew(page: Page, type: string) {
  await page.getByText("New factor", { exact: true }).click();
  await page
    .getByRole("navigation", { name: "Choose the utility type of the new factor" })
    .getByRole("link", { name: type })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `New emission factor: ${type}` })).toBeVisible();
}

test("a maintainer finds the seeded factors with today's value and its source", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  await visit("/admin");
  await page.getByRole("link", { name: "Emission factors" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Emission factors" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Find a factor by its name" }).fill("incl. grid loss");
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=incl\.(\+|%20)grid(\+|%20)loss/);
  const series = page.getByRole("row").filter({ hasText: "125 % method incl. grid loss" });
  await expect(series.getByRole("cell", { name: "Electricity", exact: true })).toBeVisible();
  await expect(series).toContainText("0.202 kg CO2 per kWh");
  await expect(series).toContainText(
    "Source: Miljøforum Fyn emission-factor page citing Energinet miljødeklarationer (2015)",
  );

  await page.getByRole("combobox", { name: "Utility type" }).selectOption({ label: "Fleet" });
  await page.getByRole("searchbox", { name: "Find a factor by its name" }).fill("");
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]utility_type=FLEET/);
  await expect(page.getByRole("link", { name: /^Diesel, combustion CO2/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /electricity/i })).toHaveCount(0);

  await visit(`${LIST}?q=no-such-factor-${unique()}`);
  await expect(page.getByText("No factor matches. Try other words or another utility type.")).toBeVisible();

  // The export follows the list's filters: its form carries them.
  await visit(`${LIST}?utility_type=GAS`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("emission-factors.csv");
  const lines = readFileSync((await (await download).path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Name","Utility type","Value today","Emission unit","Meter unit","Source","Year of the figure","Values","Last changed"',
  );
  expect(lines.slice(1).every((line) => line.includes('"Gas"'))).toBe(true);
  expect(lines.some((line) => line.includes('"1.99","kg","m3"'))).toBe(true);
});

test("a maintainer adds a factor with two periods, is shown an overlap, fixes it and edits it @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  // Many saves and pages on a shared machine.
  test.slow();
  await logIn(DEMO.maintainer);
  const name = `Grid electricity test ${unique()}`;
  await visit(LIST);
  await startNew(page, "Electricity");

  await save(page);
  await expect(page.getByText("Fill in this field.")).toBeVisible();
  await expect(page.getByText("Enter at least one value.")).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Description").fill("Energinet's declaration, 125 % method.");
  await fillYear(page, 1, 2014, "0,304");
  await fillYear(page, 2, 2015, "0.202");
  await valueRow(page, 2).from.fill("2014-12-01");
  await save(page);
  const second = valueRow(page, 2);
  await expect(second.group.getByText("This period overlaps another one: periods must not share a day.")).toBeVisible();
  await expect(second.from).toHaveAttribute("aria-invalid", "true");
  // What was written stays.
  await expect(valueRow(page, 1).value).toHaveValue("0,304");
  await expect(second.source).toHaveValue("Energinet: Miljødeklaration 2015");

  await second.from.fill("2015-01-01");
  await save(page);
  await expect(toast(page, "The factor is added to the catalogue.")).toBeVisible();
  await expect(page).toHaveURL(EDIT_PATH);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(valueRow(page, 1).value).toHaveValue("0.304");
  await expect(valueRow(page, 1).from).toHaveValue("2014-01-01");
  await expect(valueRow(page, 2).to).toHaveValue("2015-12-31");
  // Two empty rows follow the values, for more.
  await expect(valueRow(page, 4).value).toHaveValue("");
  await expect(page.getByRole("group", { name: "Value 5", exact: true })).toHaveCount(0);

  // A third, open-ended period; the first value removed.
  await fillYear(page, 3, 2016, "0.243");
  await valueRow(page, 3).to.fill("");
  await valueRow(page, 1).group.getByLabel("Remove this value").check();
  await save(page);
  await expect(toast(page, "The factor is saved; emissions calculated with it follow its values.")).toBeVisible();
  await expect(valueRow(page, 1).from).toHaveValue("2015-01-01");
  await expect(valueRow(page, 2).from).toHaveValue("2016-01-01");
  await expect(valueRow(page, 2).to).toHaveValue("");
  await expect(valueRow(page, 4).value).toHaveValue("");

  await visit(`${LIST}?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("0.243 kg CO2 per kWh");
  await expect(row).toContainText("Source: Energinet: Miljødeklaration 2016 (2016)");
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
});

test("a name the catalogue has is refused", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  // The type's own spelling, once the new meters' form, leads to the address written the one way.
  await visit(`${LIST}/new/FLEET`);
  await expect(page).toHaveURL(`${LIST}/new/fleet`);
  await page.getByLabel("Name").fill("diesel, combustion co2 (miljødirektoratet, nir 2021)");
  const row = valueRow(page, 1);
  await row.value.fill("2.66");
  await row.meterUnit.selectOption("L");
  await row.source.fill("Miljødirektoratet");
  await save(page);
  await expect(page.getByText("This already exists.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("diesel, combustion co2 (miljødirektoratet, nir 2021)");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list, the choice of type and the form fit the screen @no-js", async ({ page, logIn, visit }) => {
    await logIn(DEMO.maintainer);
    await visit(LIST);
    await fitsWidth(page, 390, "the list");
    await startNew(page, "Heat");
    await fitsWidth(page, 390, "a new factor");
    await expect(valueRow(page, 1).meterUnit).toContainText("wood pellets kg");
    await page.getByLabel("Name").fill(`Pellets test ${unique()}`);
    const row = valueRow(page, 1);
    await row.value.fill("0.03");
    await row.meterUnit.selectOption("wood pellets kg");
    await row.source.fill("Miljødirektoratet: NIR 2021");
    // The CO2 of burning wood: reported apart from the scopes, chosen once, when the factor is made.
    await page.getByRole("checkbox", { name: /^Biogenic CO2/ }).check();
    await save(page);
    await expect(toast(page, "The factor is added to the catalogue.")).toBeVisible();
    await expect(page.getByText(/Emission type: CO2 · biogenic CO2, outside the scopes/)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Biogenic CO2/ })).toHaveCount(0);
    await fitsWidth(page, 390, "a factor");
  });
});

test("one who does not maintain the system cannot open the factors", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`${LIST}/new/electricity`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
