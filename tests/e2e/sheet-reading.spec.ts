import type { Page } from "@playwright/test";
import { DANISH_SHEET, ENGLISH_SHEET, sheetPdf } from "../support/safety-data-sheets";
import { pdfOfLines } from "../support/pdf-writer";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

const READ_SHEET = "/chemicals/my-chemicals/read-sheet";

async function readSheet(
  page: Page,
  name: string,
  lines: string[],
  texts = { file: "Safety data sheet (PDF)", read: "Read the sheet" },
) {
  await page
    .getByLabel(texts.file)
    .setInputFiles({ name, mimeType: "application/pdf", buffer: Buffer.from(sheetPdf(lines)) });
  await page.getByRole("button", { name: texts.read, exact: true }).click();
}

test("an editor reads a supplier's sheet into a draft, each value marked, and a scan is refused by name @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  await visit("/chemicals/my-chemicals");
  await page.getByRole("link", { name: "Read from safety data sheet", exact: true }).click();
  await expect(page).toHaveURL(READ_SHEET);
  await readSheet(page, "degreaser-sds.pdf", ENGLISH_SHEET.lines);
  const read = page.getByRole("region", { name: "Read from degreaser-sds.pdf" });
  await expect(read.getByText("16 of the 16 sections of a safety data sheet found.")).toBeVisible();
  await expect(read.getByText(ENGLISH_SHEET.productName)).toBeVisible();
  await expect(read.getByText("Read from the sheet, section 1.1 – check it")).toBeVisible();
  await expect(read.getByText("Read from the top of the sheet – check it")).toBeVisible();
  await expect(read.getByText("H225, H319, H336, EUH066")).toBeVisible();
  await expect(read.getByText("Ethanol · CAS 64-17-5 · EC 200-578-6 · 25–50 %")).toBeVisible();
  await expect(read.getByText("Store in a well-ventilated place.", { exact: false })).toBeVisible();
  // Only the catalogue's maintainers add a chemical to it.
  await expect(page.getByRole("heading", { name: "Add it to the catalogue" })).toHaveCount(0);
  if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfOfLines([])),
  });
  await page.getByRole("button", { name: "Read the sheet", exact: true }).click();
  await expect(page.getByText("The PDF has no text to read: it is probably scanned.", { exact: false })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Read from / })).toHaveCount(0);
});

test("a maintainer saves the catalogue's new chemical filled from the sheet, after checking it @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.maintainer);
  await visit(READ_SHEET);
  await readSheet(page, "degreaser-sds.pdf", ENGLISH_SHEET.lines);
  const draft = page.getByRole("region", { name: "Add it to the catalogue" });
  const name = draft.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue(ENGLISH_SHEET.productName);
  await expect(draft.getByText("Read from the sheet, section 1.1 – check it")).toBeVisible();
  await expect(draft.getByLabel("Hazard statements", { exact: false })).toHaveValue("H225, H319, H336, EUH066");
  await expect(draft.getByLabel("UN number")).toHaveValue("1993");
  if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
  const saved = `${ENGLISH_SHEET.productName} ${unique()}`;
  await name.fill(saved);
  await draft.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The chemical was added.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: saved })).toBeVisible();
});

/** A catalogue chemical of a name of this test's own, made by a maintainer from the sheet's draft. */
async function catalogueChemical(
  page: Page,
  logIn: (email: string) => Promise<void>,
  visit: (path: string) => Promise<void>,
) {
  const name = `${ENGLISH_SHEET.productName} ${unique()}`;
  await logIn(DEMO.maintainer);
  await visit(READ_SHEET);
  await readSheet(page, "degreaser-sds.pdf", ENGLISH_SHEET.lines);
  const draft = page.getByRole("region", { name: "Add it to the catalogue" });
  await draft.getByLabel("Name", { exact: true }).fill(name);
  await draft.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The chemical was added.")).toBeVisible();
  return name;
}

/** An editor reads a sheet of that product and chooses it: the new kept chemical's form offers the sheet. */
async function chooseWithSheet(page: Page, name: string, visit: (path: string) => Promise<void>) {
  await visit(READ_SHEET);
  const lines = ENGLISH_SHEET.lines.map((line) => line.replaceAll(ENGLISH_SHEET.productName, name));
  await readSheet(page, "supplier-sds.pdf", lines);
  const matches = page.getByRole("region", { name: "In the catalogue" });
  await expect(matches.getByText("The sheet is kept for a day", { exact: false })).toBeVisible();
  await matches.getByRole("link", { name: `Choose ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/heldSheet=\d+/);
  const choice = page.getByRole("checkbox", { name: /^File this sheet with the chemical \(revision date / });
  await expect(choice).toBeChecked();
  await expect(page.getByText("supplier-sds.pdf, the safety data sheet you read.", { exact: false })).toBeVisible();
}

test("an editor keeps the chemical read, and the sheet read is filed with it without a second upload @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  const name = await catalogueChemical(page, logIn, visit);
  await logIn(DEMO.editor);
  await chooseWithSheet(page, name, visit);
  if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The chemical was added")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const sent = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Safety data sheets from the supplier" }) });
  await expect(sent.getByRole("link", { name: "supplier-sds.pdf", exact: true })).toBeVisible();
  await expect(sent.getByText(/language en, revised/)).toHaveCount(1);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("a Danish sheet is read and marked in Danish @no-js", async ({ page, logIn, visit, javaScriptEnabled }) => {
    await logIn(DEMO.editor);
    await visit(READ_SHEET);
    await expect(page.getByRole("heading", { level: 1, name: "Læs fra et sikkerhedsdatablad" })).toBeVisible();
    await readSheet(page, "afkalker.pdf", DANISH_SHEET.lines, {
      file: "Sikkerhedsdatablad (PDF)",
      read: "Læs databladet",
    });
    const read = page.getByRole("region", { name: "Læst fra afkalker.pdf" });
    await expect(read.getByText(DANISH_SHEET.productName)).toBeVisible();
    await expect(read.getByText("Læst fra databladet, punkt 1.3 – kontrollér det")).toBeVisible();
    await expect(read.getByText("Natriumhydroxid · CAS 1310-73-2 · EC 215-185-5 · 1–5 %")).toBeVisible();
    if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the draft fits the screen @no-js", async ({ page, logIn, visit, javaScriptEnabled }) => {
    await logIn(DEMO.maintainer);
    await visit(READ_SHEET);
    await readSheet(page, "degreaser-sds.pdf", ENGLISH_SHEET.lines);
    await expect(page.getByRole("region", { name: "Add it to the catalogue" })).toBeVisible();
    await fitsWidth(page, 390, "a sheet's draft");
    if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the choice to file the sheet read fits the screen @no-js", async ({
    page,
    logIn,
    visit,
    javaScriptEnabled,
  }) => {
    const name = await catalogueChemical(page, logIn, visit);
    await logIn(DEMO.editor);
    await chooseWithSheet(page, name, visit);
    await fitsWidth(page, 390, "the new kept chemical's form with a held sheet");
    if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
