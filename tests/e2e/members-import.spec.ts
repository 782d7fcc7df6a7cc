import writeXlsxFile from "write-excel-file/node";
import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

// The import of members (decision 043): a manager's, unmailed. Both projects share one database: every
// person here is unique to its run, and the demo users are only named where they are refused.

const OVERVIEW = "/organization/members-roles-and-competences";
const IMPORT = "/organization/members/import";
const PHONE = { width: 390, height: 844 };
const NOTE = /Nobody is sent an e-mail: tell the people you import to choose their password/;

/** A Danish spreadsheet's CSV of people: semicolons, Danish headings and access, three rows refused. */
const danishPeople = (tag: string) =>
  Buffer.from(
    [
      "Navn;E-mail;Stilling;Afdeling;Adgang",
      `Søren Ærø ${tag};soeren-${tag}@test.example;Lagermedarbejder;Warehouse;Redigere`,
      `Pia Holm ${tag};PIA-${tag}@Test.Example;;;`,
      `Pia igen ${tag};pia-${tag}@test.example;;;Læse`,
      `Læser ${tag};${DEMO.reader.toUpperCase()};;;Læse`,
      `Ukendt ${tag};ikke-en-adresse;;Nowhere;Chef`,
    ].join("\r\n"),
    "latin1",
  );

async function upload(page: Page, name: string, buffer: Buffer, mimeType = "text/csv") {
  await page.getByLabel("CSV or Excel file (.xlsx)").setInputFiles({ name, mimeType, buffer });
  await page.getByRole("button", { name: "Upload and choose columns" }).click();
}

test("a manager imports people from a Danish CSV: every error in words, the clean rows made members @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.manager);
  const tag = unique();
  await page.goto(OVERVIEW);
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import: Members" })).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await upload(page, `medlemmer ${tag}.csv`, danishPeople(tag));

  await expect(page.getByRole("heading", { name: "2. Choose the columns" })).toBeVisible();
  await expect(page.getByLabel("E-mail (required)")).toHaveValue("1");
  await expect(page.getByLabel("Access", { exact: true })).toHaveValue("4");
  await page.getByRole("button", { name: "Check the rows" }).click();

  await expect(page.getByText("2 rows are ready to import.")).toBeVisible();
  await expect(page.getByText("3 rows have errors")).toBeVisible();
  const row = (name: string) => page.getByRole("row", { name: new RegExp(`${name} ${tag}`) });
  await expect(row("Pia igen")).toContainText("E-mail: An earlier row of the file has this e-mail address.");
  await expect(row("Læser")).toContainText("E-mail: This person is already a member of the organization");
  await expect(row("Ukendt")).toContainText("E-mail: This is not in the right format.");
  await expect(row("Ukendt")).toContainText("Department: This refers to something that does not exist here.");
  await expect(row("Ukendt")).toContainText("Access: This is not one of the choices the register offers.");
  await expect(page.getByRole("button", { name: /Import all/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Import only the 2 clean rows" }).click();

  await expect(toast(page, "The rows were imported.")).toBeVisible();
  await expect(page.getByText("2 records were created.")).toBeVisible();
  await expect(page.getByText("3 rows with errors were left out.")).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await page.getByRole("link", { name: "Open Members" }).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
  await page.goto(`${OVERVIEW}?q=${tag}`);
  const søren = page.getByRole("row", { name: new RegExp(`Søren Ærø ${tag}`) });
  await expect(søren).toContainText("Warehouse");
  await expect(søren).toContainText("Edit");
  await expect(page.getByRole("row", { name: new RegExp(`Pia Holm ${tag}`) })).toContainText("Read");
  await expect(page.getByRole("link", { name: `Pia igen ${tag}` })).toHaveCount(0);
});

test("a manager imports people from an Excel workbook with their roles, and the pages pass axe", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.manager);
  const tag = unique();
  const header = ["Name", "E-mail", "Job title", "Access", "Roles"].map((value) => ({ value }));
  const person = (name: string, access: string) =>
    [
      name,
      `${name.toLowerCase().replace(/\W+/g, "-")}@test.example`,
      "Auditor",
      access,
      "Environmental coordinator",
    ].map((value) => ({ value }));
  const workbook = await writeXlsxFile([
    header,
    person(`Kim ${tag}`, "Manage"),
    person(`Lis ${tag}`, "Read"),
  ]).toBuffer();

  await page.goto(IMPORT);
  expect(await seriousAxeViolations(page)).toEqual([]);
  const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  await upload(page, `people ${tag}.xlsx`, workbook, xlsx);
  await expect(page.getByLabel("Roles", { exact: true })).toHaveValue("4");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("2 rows are ready to import.")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Import all 2 rows" }).click();
  await expect(page.getByText("2 records were created.")).toBeVisible();

  await page.goto(`${OVERVIEW}?q=${tag}`);
  await expect(page.getByRole("row", { name: new RegExp(`Kim ${tag}`) })).toContainText("Manage");
  await page.getByRole("link", { name: `Lis ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Lis ${tag}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Environmental coordinator");
});

test("on a phone the members import fits its width; its template is in English; an editor is offered none", async ({
  page,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.manager);
  await page.goto(IMPORT);
  await fitsWidth(page, PHONE.width, "the members import on a phone");
  await upload(page, "people.csv", danishPeople(unique()));
  await page.getByRole("button", { name: "Check the rows" }).click();
  await expect(page.getByText("3 rows have errors")).toBeVisible();
  await fitsWidth(page, PHONE.width, "the people checked on a phone");
  const template = await page.request.get(`${IMPORT}/template`);
  expect(await template.text()).toContain('"Name","E-mail","Job title","Department","Access","Roles"');

  await logIn(DEMO.editor);
  await page.goto(OVERVIEW);
  await expect(page.getByRole("link", { name: "Invite a member" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Import", exact: true })).toHaveCount(0);
  await page.goto(IMPORT);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
