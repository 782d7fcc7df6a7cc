import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { pdfBytes } from "../support/sample-files";
import { DEMO, test } from "./support/demo";
import { fitsWidth, isoDate, shownDate, toast, unique } from "./support/controlled-documents";

const LIST = "/admin/chemicals";
const DETAIL = new RegExp(`${LIST}/(\\d+)$`);

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const row = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });
const pictograms = (page: Page, name = "Pictograms") =>
  page.getByRole("list", { name, exact: true }).getByRole("listitem");
const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

/** Fills the form's rows: a substance with its range, a supplier, and Denmark's storage class. */
async function fillRows(page: Page, range: { min: string; max: string }) {
  const substance = row(page, "Substance 1");
  await substance.getByRole("combobox", { name: "Substance" }).selectOption({ label: "Ethanol (64-17-5)" });
  await substance.getByRole("textbox", { name: "Minimum %" }).fill(range.min);
  await substance.getByRole("textbox", { name: "Maximum %" }).fill(range.max);
  const supplier = row(page, "Supplier 1");
  await supplier.getByRole("combobox", { name: "Supplier" }).selectOption({ label: "Brenntag Nordic A/S" });
  await supplier.getByRole("textbox", { name: "Product number" }).fill("BN-4711");
  const country = row(page, "Country 1");
  await country.getByRole("combobox", { name: "Country" }).selectOption({ label: "Denmark" });
  await country.getByRole("combobox", { name: "Storage class (TRGS 510)" }).selectOption("3");
  await country.getByRole("combobox", { name: "Water hazard class" }).selectOption("1");
}

/** A chemical made through the form's post, as a maintainer's browser without script sends it. */
async function addChemical(page: Page, fields: Record<string, string>) {
  const response = await page.request.post(`${LIST}/new`, { form: fields, maxRedirects: 0 });
  expect(response.status(), "the new chemical").toBe(302);
  return response.headers()["location"]!;
}

test("a maintainer adds a chemical, is told what is wrong, and sees the label its statements call for @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.maintainer);
  await visit(LIST);
  await page.getByRole("link", { name: "New chemical" }).click();
  await save(page);
  await expect(page.getByText("Fill in this field.")).toBeVisible();

  const name = `Rensesprit Ø ${unique()}`;
  await field(page, "Name").fill(name);
  await field(page, "Producer").fill("Kemi Nord A/S");
  await page.getByRole("combobox", { name: "Physical state" }).selectOption("LIQUID");
  await field(page, "Hazard statements").fill("h225, H319 H999");
  await field(page, "Precautionary statements").fill("p210 P233");
  await fillRows(page, { min: "60", max: "40" });
  await save(page);
  await expect(page.getByText("Not hazard statement codes: H999.")).toBeVisible();
  await expect(field(page, "Name")).toHaveValue(name);

  await field(page, "Hazard statements").fill("H225, H319");
  await save(page);
  await expect(page.getByText("The minimum is above the maximum.")).toBeVisible();
  await expect(row(page, "Supplier 1").getByRole("combobox", { name: "Supplier" })).toHaveValue(/\d+/);
  const none = await page.request.get(`${LIST}?q=${encodeURIComponent(name)}`);
  expect(await none.text(), "nothing is created by a refused form").toContain("No chemical matches.");

  await row(page, "Substance 1").getByRole("textbox", { name: "Minimum %" }).fill("30,5");
  await save(page);
  await expect(toast(page, "The chemical was added.")).toBeVisible();
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // H225 brings the flame, H319 the exclamation mark; a flammable liquid is yellow.
  await expect(pictograms(page)).toHaveText(["GHS02 Flame", "GHS07 Exclamation mark"]);
  await expect(page.getByText("Danger", { exact: true })).toBeVisible();
  await expect(page.getByText("Yellow", { exact: true })).toBeVisible();
  await expect(page.getByText("Highly flammable liquid and vapour.")).toBeVisible();
  await expect(page.getByText("Keep away from heat, hot surfaces, sparks, open flames")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ethanol" })).toBeVisible();
  await expect(page.getByText("30.5–40 %")).toBeVisible();
  await expect(page.getByText("Brenntag Nordic A/S")).toBeVisible();
  await expect(page.getByText("Product number BN-4711")).toBeVisible();
  await expect(page.locator('[lang="de"]', { hasText: "Entzündbare Flüssigkeiten" })).toBeVisible();
  await expect(page.getByText("WGK 1: slightly hazardous to water")).toBeVisible();
  await expect(page.getByText("No restriction list names a substance it contains.")).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(field(page, "Hazard statements")).toHaveValue("H225, H319");
  await expect(row(page, "Substance 1").getByRole("textbox", { name: "Maximum %" })).toHaveValue("40");
  await field(page, "UN number").fill("1170");
  await page.getByRole("combobox", { name: "ADR class" }).selectOption("3");
  await page.getByRole("combobox", { name: "Packing group" }).selectOption("II");
  await save(page);
  await expect(toast(page, "The chemical was saved.")).toBeVisible();
  await expect(page.getByText("UN 1170")).toBeVisible();
  await expect(page.getByText("3 – Flammable liquids")).toBeVisible();
});

test("a safety data sheet is uploaded, downloaded, filed once when sent twice, and removed @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.maintainer);
  const tag = unique();
  const path = await addChemical(page, { name: `Acetone SDS ${tag}`, hazardCodes: "H225 H319 H336 EUH066" });
  await visit(path);

  const fileName = `SDS acetone ${tag}.pdf`;
  const bytes = pdfBytes(tag);
  const yesterday = new Date(Date.now() - 86_400_000);
  const sheetForm = page.locator("form#sheet-form");
  await expect(sheetForm.getByRole("combobox", { name: "Country" })).toHaveValue("DK");
  await expect(sheetForm.getByRole("combobox", { name: "Language" })).toHaveValue("da");
  await sheetForm.getByRole("button", { name: "Add safety data sheet" }).click();
  await expect(page.getByText("Choose the file of the safety data sheet.")).toBeVisible();
  await sheetForm.getByLabel("Last revision date").fill(isoDate(yesterday));
  await sheetForm
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: bytes });
  await sheetForm.getByRole("button", { name: "Add safety data sheet" }).click();
  await expect(toast(page, "The safety data sheet was added.")).toBeVisible();
  await expect(page.getByText(`Danish, revised ${shownDate(yesterday)}`)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: fileName, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0);

  // The same form sent twice at once (a double click without script): one sheet.
  const token = await page.locator('input[name="submission"]').getAttribute("value");
  const twice = `SDS twice ${tag}.pdf`;
  const post = () =>
    page.request.post(path, {
      maxRedirects: 0,
      multipart: {
        submission: token!,
        countryAlpha2: "SE",
        language: "sv",
        lastRevisionDate: isoDate(yesterday),
        file: { name: twice, mimeType: "application/pdf", buffer: pdfBytes(`${tag} twice`) },
      },
    });
  const answers = await Promise.all([post(), post()]);
  expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
  await visit(path);
  await expect(page.getByRole("link", { name: twice, exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 3, name: "Sweden" })).toBeVisible();

  await page.getByRole("link", { name: `Remove ${fileName}` }).click();
  await expect(page.getByRole("heading", { name: `Remove the safety data sheet ${fileName}?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove the sheet" }).click();
  await expect(toast(page, "The safety data sheet was removed.")).toBeVisible();
  await expect(page.getByRole("link", { name: fileName, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: twice, exact: true })).toBeVisible();
});

test("the supplier's label needs a reason, and the derived one is shown beside it", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  await visit(`${LIST}/new`);
  await field(page, "Name").fill(`Rottegift fortyndet ${unique()}`);
  await field(page, "Hazard statements").fill("H301");
  await page.getByRole("checkbox", { name: "The supplier's label differs from the derived one" }).check();
  await page.getByRole("checkbox", { name: "GHS07" }).check();
  await page.getByRole("combobox", { name: "Signal word" }).selectOption("WARNING");
  await save(page);
  await expect(page.getByText("Say why the supplier's label differs.")).toBeVisible();
  await field(page, "Why it differs").fill("Below the concentration limit");
  await save(page);
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByText("The supplier's label differs from the derived one:")).toBeVisible();
  await expect(page.getByText("Below the concentration limit")).toBeVisible();
  await expect(pictograms(page)).toHaveText(["GHS07 Exclamation mark"]);
  await expect(pictograms(page, "Derived pictograms")).toHaveText(["GHS06 Skull and crossbones"]);
});

test("the catalogue filters by danger code, shows restrictions, and exports what it shows", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.maintainer);
  const tag = unique();
  const red = `Formalin ${tag}`;
  const formaldehyde = await page.request.get("/admin/substances?q=50-00-0");
  const substanceId = /href="\/admin\/substances\/(\d+)"/.exec(await formaldehyde.text())![1]!;
  const redPath = await addChemical(page, {
    name: red,
    hazardCodes: "H350 H301 H314",
    "substanceConcentrations[0].substanceId": substanceId,
    "substanceConcentrations[0].max": "38",
  });
  await addChemical(page, { name: `Glasrens ${tag}`, hazardCodes: "H319" });

  await visit(`${LIST}?q=${tag}`);
  await page.getByRole("combobox", { name: "Danger code" }).selectOption("RED");
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]dangerCode=RED/);
  await expect(page.getByRole("link", { name: red })).toBeVisible();
  await expect(page.getByRole("link", { name: `Glasrens ${tag}` })).toHaveCount(0);
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", /dangerCode=RED/);
  const csv = await page.request.get((await exportLink.getAttribute("href")) ?? "");
  expect(csv.headers()["content-disposition"]).toContain("chemicals.csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Name","Producer","Physical state","Danger code","Signal word","Pictograms","Hazard statements"',
  );
  expect(lines.slice(1)).toEqual([`"${red}","","","Red","Danger","GHS05, GHS06, GHS08","H301, H314, H350"`]);

  await page.getByRole("link", { name: red }).click();
  await expect(page).toHaveURL(new RegExp(`${redPath}$`));
  await expect(page.getByText("REACH Annex XVII, entries 28–30: CMR substances category 1A and 1B")).toBeVisible();
  await expect(page.getByText("≤ 38 %")).toBeVisible();

  await visit(`${LIST}?hazard=H999`);
  await expect(page.getByText("Not hazard statement codes: H999.")).toBeVisible();
  await visit(`${LIST}?q=no-such-chemical-${tag}`);
  await expect(page.getByText("No chemical matches.")).toBeVisible();
});

test("a name the catalogue has is refused, and a stale edit does not overwrite @no-js", async ({
  page,
  browser,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.maintainer);
  const name = `Stale ${unique()}`;
  const path = await addChemical(page, { name });
  await visit(`${LIST}/new`);
  await field(page, "Name").fill(name.toUpperCase());
  await field(page, "Hazard statements").fill("H319");
  await save(page);
  await expect(page.getByText("The catalogue has a chemical of this name.")).toBeVisible();

  await visit(`${path}/edit`);
  const other = await browser.newPage({ javaScriptEnabled });
  await other.context().addCookies(await page.context().cookies());
  await other.goto(`${path}/edit`);
  await field(other, "Name").fill(`${name} (changed first)`);
  await save(other);
  await expect(toast(other, "The chemical was saved.")).toBeVisible();
  await other.close();
  await field(page, "Name").fill(`${name} (changed later)`);
  await save(page);
  await expect(page.getByRole("alert")).toContainText("Someone else changed this meanwhile");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the catalogue, a chemical and its form fit the screen", async ({ page, logIn, visit }) => {
    await logIn(DEMO.maintainer);
    await visit(`${LIST}/new`);
    await fitsWidth(page, 390, "a new chemical");
    await field(page, "Name").fill(`Natriumhydroxid – opløsning ${unique()} med et meget langt navn til telefonen`);
    await field(page, "Hazard statements").fill("H290 H314");
    await fillRows(page, { min: "", max: "5" });
    await save(page);
    await expect(page).toHaveURL(DETAIL);
    await expect(pictograms(page)).toHaveText(["GHS05 Corrosion"]);
    await fitsWidth(page, 390, "a chemical");
    await visit(LIST);
    await fitsWidth(page, 390, "the catalogue");
  });
});

test("one who does not maintain the system cannot open the catalogue", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`${LIST}/new`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
