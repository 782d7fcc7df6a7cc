import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/demo";
import { DEMO } from "./support/demo";

// A download is a plain HTTP answer: the same with and without scripts, so it runs in one project.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP: runs in one project");

test("the registers export what their filters show, as CSV in the reader's language", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto("/documents/binding-obligations?territory=EU");
  const register = await page.request.get(
    (await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")) ?? "",
  );
  expect(register.headers()["content-disposition"]).toContain("binding-obligations.csv");
  const lines = (await register.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe('"Legislation","Reference","Territory","Topics","Responsible","Next review"');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes('"European Union"'))).toBe(true);

  // The own documents' export is the chosen rows' form (all that the list shows when none is chosen).
  await page.goto("/documents/own-documents");
  const documents = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await documents).suggestedFilename()).toBe("own-documents.csv");
  expect(readFileSync((await (await documents).path())!, "utf8").split("\r\n")[0]).toContain(
    '"Name","Date","Description","Type","Size"',
  );
});

test("a limited company exports its members but not the competence matrix it does not have", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.limited);
  const members = await page.request.get("/organization/members-roles-and-competences/export?of=members");
  expect(await members.text()).toContain('"Line Mortensen"');
  const matrix = await page.request.get("/organization/members-roles-and-competences/export?of=matrix", {
    maxRedirects: 0,
  });
  expect(matrix.status()).toBe(302);
  expect(matrix.headers()["location"]).toBe("/unauthorized");
});

/** The CSV a register kit's export form downloads (a GET form: the list's filters and the chosen rows). */
async function exportedCsv(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  return readFileSync((await (await download).path())!, "utf8");
}

test("the maintainers' catalogues export too, the legislation with both titles", async ({ page, logIn }) => {
  await logIn(DEMO.maintainer);
  await page.goto("/admin/legislation?search=REACH");
  const [header, ...rows] = (await exportedCsv(page))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toContain('"Title in English","Title in Danish"');
  expect(rows.some((row) => row.startsWith('"REACH"'))).toBe(true);

  await page.goto("/admin/stakeholders?kind=MUNICIPALITY");
  const lines = (await exportedCsv(page)).trim().split("\r\n").slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(3);
  expect(lines.every((line) => line.includes('"Municipality"'))).toBe(true);
});
