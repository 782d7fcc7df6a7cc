import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

const MACHINES = "/monitoring/machines";
const PHONE = { width: 390, height: 844 };

/** A Danish spreadsheet's CSV of machines: semicolons, Danish headings and days, one row naming no department. */
const danishMachines = (tag: string) =>
  Buffer.from(
    [
      "Navn;Serienummer;Afdeling;Idriftsat",
      `Kantpresse ${tag};KP-${tag};Warehouse;03.02.2019`,
      `Svejserobot ${tag};SR-${tag};;15-06-2021`,
      `Kompressor ${tag};K-${tag};Nowhere;2020-01-31`,
    ].join("\r\n"),
    "latin1",
  );

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel("CSV or Excel file (.xlsx)").setInputFiles({ name, mimeType: "text/csv", buffer });
  await page.getByRole("button", { name: "Upload and choose columns" }).click();
}

test("an editor imports machines from a Danish CSV: the columns chosen, every error shown, the clean rows imported @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  await page.goto(MACHINES);
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import: Machines" })).toBeVisible();
  await upload(page, `maskiner ${tag}.csv`, danishMachines(tag));

  await expect(page.getByRole("heading", { name: "2. Choose the columns" })).toBeVisible();
  await expect(page.getByLabel("Name (required)")).toHaveValue("0");
  await expect(page.getByLabel("Department", { exact: true })).toHaveValue("2");
  await page.getByRole("button", { name: "Check the rows" }).click();

  await expect(page.getByText("2 rows are ready to import.")).toBeVisible();
  await expect(page.getByText("1 row has errors")).toBeVisible();
  const bad = page.getByRole("row", { name: new RegExp(`Kompressor ${tag}`) });
  await expect(bad).toContainText("Department: This refers to something that does not exist here.");
  await expect(page.getByRole("button", { name: /Import all/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Import only the 2 clean rows" }).click();

  await expect(toast(page, "The rows were imported.")).toBeVisible();
  await expect(page.getByText("2 records were created.")).toBeVisible();
  await expect(page.getByText("1 row with errors was left out.")).toBeVisible();
  await page.getByRole("link", { name: "Open Machines" }).click();
  await page.goto(`${MACHINES}?q=${tag}`);
  await expect(page.getByRole("link", { name: `Kantpresse ${tag}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Kompressor ${tag}` })).toHaveCount(0);
});

test("on a phone the import fits its width, and a file of another kind is refused in words @no-js", async ({
  page,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.editor);
  await page.goto("/organization/stakeholders/import");
  await fitsWidth(page, PHONE.width, "the stakeholder import on a phone");
  await page
    .getByLabel("CSV or Excel file (.xlsx)")
    .setInputFiles({ name: "old.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("not a workbook") });
  await page.getByRole("button", { name: "Upload and choose columns" }).click();
  await expect(page.getByRole("alert")).toContainText("Only CSV and Excel workbooks (.xlsx) can be imported.");

  await page.goto(`${MACHINES}/import`);
  await upload(page, "machines.csv", danishMachines(unique()));
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("2 rows are ready to import.")).toBeVisible();
  await fitsWidth(page, PHONE.width, "the rows checked on a phone");
});

test("the template is in the reader's language, and a reader is offered no import", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  const template = await page.request.get(`${MACHINES}/import/template`);
  expect(template.headers()["content-type"]).toContain("text/csv");
  expect(await template.text()).toContain('"Name","Type","Manufacturer"');
  const workbook = await page.request.get(`${MACHINES}/import/template?format=xlsx`);
  expect(workbook.headers()["content-type"]).toContain("spreadsheetml");

  await logIn(DEMO.reader);
  await page.goto(MACHINES);
  await expect(page.getByRole("link", { name: "Import", exact: true })).toHaveCount(0);
  await page.goto(`${MACHINES}/import`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("the import pages have no serious accessibility problem", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(`${MACHINES}/import`);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await upload(page, "machines.csv", danishMachines(unique()));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("1 row has errors")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
