import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { csvBytes, exeBytes, pdfBytes } from "../support/sample-files";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every name here is unique to its run.
const unique = () => randomBytes(3).toString("hex");

async function uploadOwnDocuments(
  page: Page,
  visit: (path: string) => Promise<void>,
  files: { name: string; buffer: Buffer }[],
) {
  await visit("/documents/own-documents");
  await page
    .getByLabel("Choose one or more files")
    .setInputFiles(files.map((file) => ({ ...file, mimeType: "application/octet-stream" })));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  // With JavaScript the files go one by one in the background; the toast says when all are done.
  await expect(toast(page, /uploaded|Not uploaded/)).toBeVisible({ timeout: 15_000 });
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

test("an editor uploads two documents at once, renames, deletes, restores and downloads one @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  const permit = { name: `Permit ${tag}.pdf`, buffer: pdfBytes(`permit ${tag}`) };
  const readings = { name: `Readings ${tag}.csv`, buffer: csvBytes() };
  await uploadOwnDocuments(page, visit, [permit, readings]);
  await expect(toast(page, "2 files uploaded.")).toBeVisible();
  await page.goto(`/documents/own-documents?search=${tag}`);
  await expect(page.getByRole("link", { name: permit.name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: readings.name, exact: true })).toBeVisible();

  // Rename in the detail page's edit mode.
  await page.getByRole("link", { name: permit.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: permit.name })).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(/\/edit$/);
  const renamed = `Environmental permit ${tag}.pdf`;
  await page.getByLabel("Name").fill(renamed);
  await page.getByLabel("Date").fill("2026-04-01");
  await page.getByLabel("Description").fill("Issued by the municipality");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText("Issued by the municipality")).toBeVisible();

  // Download and compare the bytes.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download" }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(renamed);
  expect((await readFile((await download.path())!)).equals(permit.buffer)).toBe(true);

  // Delete: gone from the list, listed among the deleted, restorable.
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await expect(toast(page, "The file is deleted.")).toBeVisible();
  await page.goto(`/documents/own-documents?search=${tag}`);
  await expect(page.getByRole("link", { name: renamed, exact: true })).toHaveCount(0);
  await page.getByLabel("Show deleted documents").check();
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: `Restore ${renamed}` }).click();
  await expect(toast(page, "The file is restored.")).toBeVisible();
  await page.goto(`/documents/own-documents?search=${tag}`);
  await expect(page.getByRole("link", { name: renamed, exact: true })).toBeVisible();
});

test("a file whose bytes are not what its name says is refused with a clear message", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  const name = `Invoice ${unique()}.pdf`;
  await uploadOwnDocuments(page, visit, [{ name, buffer: exeBytes() }]);
  await expect(toast(page, `Not uploaded, not an allowed type or not matching its name: ${name}.`)).toBeVisible();
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No documents match")).toBeVisible();
});

test("a stale edit is refused instead of overwriting @no-js", async ({
  page,
  browser,
  logIn,
  javaScriptEnabled,
  visit,
}) => {
  await logIn(DEMO.editor);
  const name = `Contract ${unique()}.pdf`;
  await uploadOwnDocuments(page, visit, [{ name, buffer: pdfBytes() }]);
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(/\/edit$/);
  const editUrl = page.url();

  const other = await browser.newPage({ javaScriptEnabled });
  await other.goto("/");
  await other.getByLabel("E-mail", { exact: true }).fill(DEMO.manager);
  await other.getByLabel("Password").fill("compliance-demo");
  await other.getByRole("button", { name: "Log in" }).click();
  await other.waitForURL(/dashboard/);
  await other.goto(editUrl);
  await other.getByLabel("Name").fill(`First ${name}`);
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByRole("heading", { level: 1, name: `First ${name}` })).toBeVisible();
  await other.close();

  await page.getByLabel("Name").fill(`Second ${name}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Someone else changed this meanwhile");
});

test("a reader sees the documents but no edit controls, and cannot open a document's page", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto("/documents/own-documents");
  await expect(page.getByRole("heading", { level: 1, name: "Own documents" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Environmental policy 2026.pdf", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Environmental policy 2026.pdf", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Choose one or more files")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Download/ }).first()).toBeVisible();

  const id = await page
    .getByRole("link", { name: /^Download/ })
    .first()
    .getAttribute("href");
  await page.goto(id!.replace(/^\/files\/(\d+)\/download$/, "/documents/own-documents/$1"));
  await expect(page).toHaveURL(/\/unauthorized$/);

  await page.goto("/documents/binding-obligations");
  await expect(page.getByRole("link", { name: "GDPR" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add from the catalogue" })).toHaveCount(0);
  await page.getByRole("link", { name: "GDPR" }).click();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove from the register" })).toHaveCount(0);
  await expect(page.getByLabel("Add files")).toHaveCount(0);
});

test("an editor adds an act from the catalogue and records why it applies @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  // Each project adds its own act: both share the holding's register.
  const act = javaScriptEnabled ? "Machinery Regulation" : "Noise at Work Directive";
  await page.goto("/documents/binding-obligations");
  await page.getByLabel("Title, short name or reference").fill(act);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: /^Add / }).first().click();
  await expect(toast(page, "Added to the register.")).toBeVisible();

  await page.getByLabel("Why it applies to us").fill("Our production lines are machinery placed on the market by us.");
  await page.getByLabel("Responsible").selectOption({ label: "Camilla Berg (Environmental coordinator)" });
  await page.getByLabel("Next review").fill("2027-05-31");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expect(toast(page, "The binding obligation is saved.")).toBeVisible();
  await expect(page.getByText("Our production lines are machinery placed on the market by us.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Camilla Berg" })).toBeVisible();

  // Evidence goes through the same file component as everywhere else.
  const evidence = { name: `Risk assessment ${unique()}.pdf`, buffer: pdfBytes() };
  await page.getByLabel("Add files").setInputFiles({ ...evidence, mimeType: "application/pdf" });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 file uploaded.")).toBeVisible();
  await expect(page.getByRole("link", { name: evidence.name, exact: true })).toBeVisible();

  await page.goto(`/documents/binding-obligations?q=${encodeURIComponent(act)}`);
  await expect(page.getByRole("cell", { name: /31 May 2027/ })).toBeVisible();
});

test("a maintainer adds an act to the catalogue with its text", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  const tag = unique();
  await visit("/admin/legislation/new");
  await page.getByLabel("Title in English").fill(`Executive Order on Test Procedures ${tag}`);
  await page.getByLabel("Title in Danish").fill(`Bekendtgørelse om testprocedurer ${tag}`);
  await page.getByLabel("Reference number").fill(`BEK nr ${tag} af 01/01/2026`);
  await page.getByLabel("Territory").selectOption("DK");
  await page.getByLabel("Link to the official text").fill("not a link");
  await page.getByRole("checkbox", { name: "Chemicals" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enter a web address starting with https://.")).toBeVisible();

  await page.getByLabel("Link to the official text").fill("https://www.retsinformation.dk/");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The act is added to the catalogue.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Chemicals" })).toBeChecked();

  const text = { name: `Act ${tag}.pdf`, buffer: pdfBytes(tag) };
  await page.getByLabel("Add files").setInputFiles({ ...text, mimeType: "application/pdf" });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 file uploaded.")).toBeVisible();
  await expect(page.getByRole("link", { name: text.name, exact: true })).toBeVisible();

  await page.goto(`/admin/legislation?search=${tag}`);
  await expect(page.getByRole("link", { name: new RegExp(`Test Procedures ${tag}`) })).toBeVisible();
});

test("the admin catalogue is closed to editors", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto("/admin/legislation");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
