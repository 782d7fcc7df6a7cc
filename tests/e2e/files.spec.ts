import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { expect, type Page } from "@playwright/test";
import { pdfBytes } from "../support/sample-files";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every name here is unique to its run.
const unique = () => randomBytes(3).toString("hex");

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

async function upload(page: Page, visit: (path: string) => Promise<void>, file: { name: string; buffer: Buffer }) {
  await visit("/documents/own-documents");
  await page.getByLabel("Choose one or more files").setInputFiles({ ...file, mimeType: "application/pdf" });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, /uploaded|Not uploaded/)).toBeVisible({ timeout: 20_000 });
}

test("a name with Danish letters, = and ; keeps every character through upload, rename and download @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  const name = `Miljøpolitik æøå ÆØÅ ${tag} a=b; c.pdf`;
  await upload(page, visit, { name, buffer: pdfBytes(tag) });
  await expect(toast(page, "1 file uploaded.")).toBeVisible();
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download ${name}` }).click();
  expect((await downloading).suggestedFilename()).toBe(name);

  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(/\/edit$/);
  const renamed = `Permit 2026/27 ${tag}.pdf`;
  await page.getByLabel("Name").fill(renamed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
});

test("a name with a control character is refused in the form with a message @no-js", async ({ page, logIn, visit }) => {
  await logIn(DEMO.editor);
  const name = `Tab test ${unique()}.pdf`;
  await upload(page, visit, { name, buffer: pdfBytes() });
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("link", { name: "Edit" }).click();
  await page.waitForURL(/\/edit$/);
  await page.getByLabel("Name").fill("Before\tafter.pdf");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("A file name cannot contain tabs, line breaks or other control characters, nor be only dots."),
  ).toBeVisible();
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});

test("the upload box states the size limit, and a larger file is refused without storing it", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  await visit("/documents/own-documents");
  await expect(page.getByText("Up to 25 MB per file.", { exact: false })).toBeVisible();

  // From disk: handing the browser 26 MB through the test protocol would take most of the test's time.
  const name = `Too large ${unique()}.pdf`;
  const file = test.info().outputPath(name);
  await writeFile(file, Buffer.concat([pdfBytes(), Buffer.alloc(26 * 1024 * 1024)]));
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/resources/files")) uploads.push(request.url());
  });
  await page.getByLabel("Choose one or more files").setInputFiles(file);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, /Not uploaded, larger than 25 MB/)).toBeVisible({ timeout: 20_000 });
  // With scripts the size is checked before anything is sent.
  if (javaScriptEnabled) expect(uploads).toEqual([]);
  await page.goto(`/documents/own-documents?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No documents match")).toBeVisible();
});

test.describe("the page tier, over plain HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP exchanges, the same for both projects");
  const target = "/resources/files?owner=own-documents&redirectTo=%2Fdocuments%2Fown-documents";

  test("refuses an upload by its declared length, before reading its body", async ({ page, logIn, baseURL }) => {
    await logIn(DEMO.editor);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const response = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL(target, baseURL), {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(30 * 1024 * 1024),
          origin: new URL(baseURL!).origin,
          cookie,
        },
      });
      outgoing.on("response", (incoming) => {
        resolve({ status: incoming.statusCode!, location: incoming.headers.location });
        outgoing.destroy();
      });
      outgoing.on("error", reject);
      // Only the start of the body is ever sent: the answer must not wait for the rest.
      outgoing.write("--x\r\n");
    });
    expect(response).toEqual({ status: 302, location: "/documents/own-documents" });
  });

  test("answers a multipart post without a boundary with 400, not 500", async ({ page, logIn }) => {
    await logIn(DEMO.editor);
    const response = await page.request.post(target, {
      headers: { "content-type": "multipart/form-data", accept: "application/json" },
      data: Buffer.from('--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--x--\r\n'),
    });
    expect(response.status()).toBe(400);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the own-documents list and the document's page do not scroll sideways, even with a very long file name", async ({
    page,
    logIn,
    visit,
  }) => {
    await logIn(DEMO.editor);
    const tag = unique();
    const name = `${"Environmental_impact_assessment_of_the_harbour_extension_".repeat(3)}${tag}.pdf`;
    await upload(page, visit, { name, buffer: pdfBytes(tag) });
    for (const path of ["/documents/own-documents", `/documents/own-documents?search=${tag}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    // The name is the page's title there: one unbroken word longer than the screen.
    await page.locator("tbody a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(tag);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
