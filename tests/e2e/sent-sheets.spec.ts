import { expect, type Page } from "@playwright/test";
import { pdfBytes } from "../support/sample-files";
import { fitsWidth, isoDate, shownDate, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

// The kept chemical is the demo's acetone, kept anew at a location of the test's own.
const ACETONE = "Acetone technical 99.5 %";
const DETAIL = /\/chemicals\/my-chemicals\/(\d+)$/;

async function keepAcetone(page: Page, scripts: boolean, location: string) {
  await page.goto(`/chemicals/my-chemicals/new?q=acetone`);
  await page.getByRole("link", { name: `Choose ${ACETONE}`, exact: true }).click();
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Storage location", { exact: true }).fill(location);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(DETAIL);
  return new URL(page.url()).pathname;
}

test("an editor adds the sheet the supplier sent, a maintainer finds it on the catalogue's chemical, and the editor removes it @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  const path = await keepAcetone(page, javaScriptEnabled, `Sheet shelf ${tag}`);
  const fileName = `Supplier SDS ${tag}.pdf`;
  const revised = new Date(Date.now() - 10 * 86_400_000);
  const form = page.locator("form#sheet-form");
  await expect(form.getByRole("combobox", { name: "Country" })).toHaveCount(0);
  await form.getByRole("button", { name: "Add a sheet from the supplier" }).click();
  await expect(page.getByText("Choose the file of the safety data sheet.")).toBeVisible();
  await form.getByLabel("Last revision date").fill(isoDate(revised));
  await form.getByLabel("File", { exact: true }).setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: pdfBytes(tag),
  });
  await form.getByRole("button", { name: "Add a sheet from the supplier" }).click();
  await expect(toast(page, "The sheet was added.")).toBeVisible();
  await expect(page.getByRole("link", { name: fileName, exact: true })).toBeVisible();
  await expect(page.getByText(`language da, revised ${shownDate(revised)}`)).toBeVisible();

  await logIn(DEMO.maintainer);
  await visit("/admin/chemicals?q=acetone");
  await page.getByRole("link", { name: ACETONE, exact: true }).first().click();
  const sent = page.getByRole("region", { name: "Sheets sent by organizations" });
  const downloading = page.waitForEvent("download");
  await sent.getByRole("link", { name: fileName, exact: true }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);
  // Checked, it is taken into the catalogue as a copy. For Sweden: the demo's Danish sheets stay as they are.
  await sent.getByLabel(`Country the catalogue files ${fileName} for`).selectOption("SE");
  await sent.getByRole("button", { name: `Take into the catalogue ${fileName}` }).click();
  await expect(toast(page, "The sheet is in the catalogue now, as a copy.")).toBeVisible();
  const catalogue = page.getByRole("region", { name: "Sweden", exact: true });
  await expect(catalogue.getByRole("link", { name: fileName, exact: true })).toBeVisible();

  await logIn(DEMO.editor);
  await visit(path);
  await page.getByRole("link", { name: `Remove sheet ${fileName}` }).click();
  await expect(page.getByRole("heading", { name: `Remove the sheet ${fileName}?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove sheet" }).click();
  await expect(toast(page, "The sheet was removed.")).toBeVisible();
  await expect(page.getByRole("link", { name: fileName, exact: true })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the kept chemical's sheets and their form fit the screen", async ({ page, logIn, javaScriptEnabled }) => {
    await logIn(DEMO.editor);
    await keepAcetone(page, javaScriptEnabled, `Phone shelf ${unique()}`);
    await expect(page.locator("form#sheet-form")).toBeVisible();
    await fitsWidth(page, 390, "a kept chemical");
  });
});
