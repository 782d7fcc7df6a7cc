import type { Page } from "@playwright/test";
import { fitsWidth } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

const REPORT = "/monitoring/meters/emissions";
const thisYear = Number(new Date().toISOString().slice(0, 4));

/** The CSV of a year as the report's own link gives it: heading and rows, without the BOM. */
async function csvOf(page: Page) {
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const response = await page.request.get(href ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const [heading, ...rows] = (await response.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
  return { response, heading: heading!, rows };
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the holding's CO2 report shows scope 1 and 2 per month against last year, year by year (${width} px) @no-js`, async ({
    page,
    logIn,
    visit,
  }) => {
    await page.setViewportSize({ width, height });
    await logIn(DEMO.reader);
    await visit(REPORT);
    await expect(page.getByRole("heading", { level: 1, name: `Emissions ${thisYear}` })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs.getByRole("link", { name: "Meters" })).toHaveAttribute("href", "/monitoring/meters");

    // The two charts are images with a name and a summary; the table beside them holds their figures.
    for (const scope of ["Scope 1", "Scope 2"]) {
      const chart = page.getByRole("img", { name: `${scope} per month, ${thisYear} against ${thisYear - 1}, t CO2` });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(new RegExp(`^${thisYear}: [\\d.,]+ t CO2 in all`));
    }
    const table = page.getByRole("table", { name: `Emissions per month in t CO2, ${thisYear} against last year` });
    await expect(table.getByRole("row")).toHaveCount(2 + 12 + 1);
    await expect(table.getByRole("rowheader", { name: "January" })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Scope 2" })).toBeVisible();

    // The table says what the API says: each month's scope 2 of both years, as the export has them.
    const { rows } = await csvOf(page);
    for (const [index, row] of rows.entries()) {
      const cells = table
        .getByRole("row")
        .nth(2 + index)
        .getByRole("cell");
      const texts = await cells.allInnerTexts();
      const shown = texts.map((text) => Number(text.replaceAll(",", "")));
      // A month still to come shows no figure (the export has 0 for it).
      // The table rounds to the decimals it shows (fewer as the figures grow).
      const rounded = (cell: number, kilograms: string) => {
        const decimals = texts[cell]!.split(".")[1]?.length ?? 0;
        expect(Math.abs(shown[cell]! - Number(kilograms) / 1000)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
      };
      if (texts[2] === "–") expect(Number(row[2])).toBe(0);
      else rounded(2, row[2]!);
      rounded(3, row[5]!);
    }

    // The demo's meters with a scope are the chemicals' and the logistics company's, rolled up to the holding.
    const organizations = page.getByRole("table", { name: `By organization, ${thisYear}` });
    await expect(organizations.getByRole("rowheader", { name: "Nordvik Chemicals A/S" })).toBeVisible();
    await expect(organizations.getByRole("rowheader", { name: "Nordvik Logistics ApS" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Recalculations" })).toBeVisible();
    if (width < 400) await fitsWidth(page, width, "the report on a phone");

    const years = page.getByRole("navigation", { name: "Years" });
    await expect(years.getByRole("link", { name: String(thisYear + 1) })).toHaveCount(0);
    await years.getByRole("link", { name: String(thisYear - 1) }).click();
    await expect(page).toHaveURL(`${REPORT}?year=${thisYear - 1}`);
    await expect(page.getByRole("heading", { level: 1, name: `Emissions ${thisYear - 1}` })).toBeVisible();
    await expect(
      page.getByRole("table", { name: `Emissions per month in t CO2, ${thisYear - 1} against last year` }),
    ).toBeVisible();
    await years.getByRole("link", { name: String(thisYear) }).click();
    await expect(page).toHaveURL(`${REPORT}?year=${thisYear}`);
    await expect(page.getByRole("heading", { level: 1, name: `Emissions ${thisYear}` })).toBeVisible();
  });
}

test("the report names the year each factor's value is for, compares like months and shows biogenic CO2 apart @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.reader);
  await visit(REPORT);
  // The demo's electricity uses Energinet's declarations, whose newest is for 2015.
  const factors = page.getByRole("region", { name: `Emission factors used for ${thisYear}` });
  const energinet = factors.getByRole("listitem").filter({ hasText: "Energinet" });
  await expect(energinet).toContainText("the value for 2015");
  await expect(energinet).toContainText(`No value of its own for ${thisYear}: the latest published, for 2015, is used`);
  await expect(factors.getByRole("listitem").filter({ hasText: "Wood pellets, biogenic" })).toContainText(
    "biogenic, outside the scopes",
  );
  const totals = page.locator("dl").first();
  await expect(totals.getByText(`Biogenic CO2 ${thisYear}`)).toBeVisible();
  await expect(totals).toContainText("from biomass burned (wood pellets): outside the scopes and the total");

  // The demo's readings begin 24 months before this one: the year before last is read in part only,
  // and last year is compared over those months alone, never a whole year against a part of one.
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 24, 1));
  const readMonths = start.getUTCFullYear() === thisYear - 2 ? 12 - start.getUTCMonth() : 12;
  await visit(`${REPORT}?year=${thisYear - 1}`);
  if (readMonths < 12) {
    await expect(page.getByRole("note")).toContainText(
      `The change compares only the months with readings in both years`,
    );
    await expect(page.getByRole("note")).toContainText(
      `${thisYear - 2} has readings for ${readMonths} of its 12 months.`,
    );
    await expect(page.getByText(new RegExp(`from readings for ${readMonths} of its 12 months`)).first()).toBeVisible();
  }
  await visit(`${REPORT}?year=${thisYear - 2}`);
  await expect(
    page
      .getByText(`No ended month of ${thisYear - 2} has readings in ${thisYear - 3} too: nothing to compare yet`)
      .first(),
  ).toBeVisible();
});

test.describe("the export", () => {
  // A download is a plain HTTP answer: the same with and without scripts, so it runs in one project.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP: runs in one project");

  test("downloads the year's months in kg CO2 beside the same months of the year before", async ({ page, logIn }) => {
    await logIn(DEMO.reader);
    await page.goto(`${REPORT}?year=${thisYear - 1}`);
    const { response, heading, rows } = await csvOf(page);
    expect(response.headers()["content-disposition"]).toBe(`attachment; filename="emissions-${thisYear - 1}.csv"`);
    expect(heading).toEqual([
      "Month",
      `Scope 1 ${thisYear - 1} (kg CO2)`,
      `Scope 2 ${thisYear - 1} (kg CO2)`,
      "Month last year",
      `Scope 1 ${thisYear - 2} (kg CO2)`,
      `Scope 2 ${thisYear - 2} (kg CO2)`,
      `Biogenic CO2 ${thisYear - 1} (kg CO2)`,
      `Biogenic CO2 ${thisYear - 2} (kg CO2)`,
    ]);
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 12 }, (_, month) => `${thisYear - 1}-${String(month + 1).padStart(2, "0")}`),
    );
    expect(rows[0]![3]).toBe(`${thisYear - 2}-01`);
    for (const row of rows)
      for (const figure of [1, 2, 4, 5, 6, 7]) expect(Number.isFinite(Number(row[figure]))).toBe(true);
    // The demo's wood-pellet boiler: biogenic CO2 in every month of the year it was read through.
    expect(rows.every((row) => Number(row[6]) > 0)).toBe(true);
  });

  test("is read by those who may read the meters only", async ({ page, logIn }) => {
    await logIn(DEMO.limited);
    // A limited company has the meters: its own report, its own figures.
    const own = await page.request.get(`${REPORT}/export`);
    expect(own.status()).toBe(200);
    expect((await own.text()).split("\r\n")).toHaveLength(14);
  });
});
