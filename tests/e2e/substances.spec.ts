import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";
import { fitsWidth, toast, unique } from "./support/controlled-documents";

const LIST = "/admin/substances";
const DETAIL = new RegExp(`${LIST}/(\\d+)$`);

/** A CAS number no other run has used, with its right check digit. */
function freshCas() {
  const body = String(randomInt(1_000_000, 9_999_999)) + String(randomInt(10, 99));
  const check = [...body].reverse().reduce((sum, digit, index) => sum + Number(digit) * (index + 1), 0) % 10;
  return `${body.slice(0, 7)}-${body.slice(7)}-${check}`;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const pictograms = (page: Page) => page.getByRole("list", { name: "Pictograms" }).getByRole("listitem");
const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

test("a maintainer adds a substance, is told what is wrong, and sees the label its statements call for @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.maintainer);
  await visit(LIST);
  await page.getByRole("link", { name: "New substance" }).click();
  await save(page);
  await expect(page.getByText("Fill in this field.")).toBeVisible();

  const name = `Dichlormethan-Ø ${unique()}`;
  const cas = freshCas();
  await field(page, "Name").fill(name);
  await field(page, "CAS number").fill(cas.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)));
  await field(page, "Hazard statements").fill("H315, h319 H336 H351 H999");
  await save(page);
  await expect(page.getByText("Not hazard statement codes: H999.")).toBeVisible();
  await field(page, "Hazard statements").fill("H315, h319 H336 H351");
  await save(page);
  await expect(page.getByText("The last digit of this CAS number does not match the others")).toBeVisible();
  await expect(field(page, "Name")).toHaveValue(name);

  await field(page, "CAS number").fill(cas);
  await page.getByRole("textbox", { name: "Notes" }).fill("Used as paint stripper\n\n");
  await save(page);
  await expect(toast(page, "The substance was added.")).toBeVisible();
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Suspected of causing cancer <state route of exposure")).toBeVisible();
  await expect(page.getByText("Causes serious eye irritation.")).toBeVisible();
  // H351 brings the health hazard, the irritations the exclamation mark; a carcinogen is red.
  await expect(pictograms(page)).toHaveText(["GHS07 Exclamation mark", "GHS08 Health hazard"]);
  await expect(page.getByText("Red", { exact: true })).toBeVisible();
  await expect(page.getByText("Warning", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Edit" }).click();
  await expect(field(page, "Hazard statements")).toHaveValue("H315, H319, H336, H351");
  await field(page, "Hazard statements").fill("H315, H319, H336, H351, EUH066");
  await save(page);
  await expect(toast(page, "The substance was saved.")).toBeVisible();
  await expect(page.getByText("Repeated exposure may cause skin dryness or cracking.")).toBeVisible();

  await visit(`${LIST}?q=${cas}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("cell", { name: "H315, H319, H336, H351, EUH066" })).toBeVisible();
});

test("the same CAS number twice is refused, and a stale edit does not overwrite @no-js", async ({
  page,
  browser,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.maintainer);
  const cas = freshCas();
  const add = async (name: string) => {
    await visit(`${LIST}/new`);
    await field(page, "Name").fill(name);
    await field(page, "CAS number").fill(cas);
    await save(page);
  };
  const first = `First ${unique()}`;
  await add(first);
  await expect(page).toHaveURL(DETAIL);
  const path = new URL(page.url()).pathname;
  await add(`Second ${unique()}`);
  await expect(page.getByText("Another substance of the catalogue has this CAS number.")).toBeVisible();

  await visit(`${path}/edit`);
  const other = await browser.newPage({ javaScriptEnabled });
  await other.context().addCookies(await page.context().cookies());
  await other.goto(`${path}/edit`);
  await field(other, "Name").fill(`${first} (changed first)`);
  await save(other);
  await expect(toast(other, "The substance was saved.")).toBeVisible();
  await other.close();
  await field(page, "Name").fill(`${first} (changed later)`);
  await save(page);
  await expect(page.getByRole("alert")).toContainText("Someone else changed this meanwhile");
  await expect(field(page, "Name")).toHaveValue(`${first} (changed later)`);
});

test("the catalogue filters by hazard statement and exports what it shows", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  await visit(LIST);
  await page.getByRole("textbox", { name: "Hazard statement" }).fill("H351");
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]hazard=H351/);
  // The export is the chosen rows' form; it carries the filter, and with none chosen exports what it shows.
  await expect(page.locator("form#adminSubstances-export input[name=hazard]")).toHaveValue("H351");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("substances.csv");
  const lines = readFileSync((await (await download).path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Name","CAS number","EC number","Hazard statements (H)","Supplemental hazard statements (EUH)","Notes"',
  );
  for (const line of lines.slice(1)) expect(line).toContain("H351");

  await visit(`${LIST}?q=no-such-substance-${unique()}`);
  await expect(page.getByText("No substance matches.")).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the catalogue, a substance and its form fit the screen", async ({ page, logIn, visit }) => {
    await logIn(DEMO.maintainer);
    await visit(`${LIST}/new`);
    await fitsWidth(page, 390, "a new substance");
    await field(page, "Name").fill(`Natriumhydroxid – opløsning ${unique()} med et meget langt navn til telefonen`);
    await field(page, "Hazard statements").fill("H290 H314");
    await save(page);
    await expect(page).toHaveURL(DETAIL);
    await expect(pictograms(page)).toHaveText(["GHS05 Corrosion"]);
    await fitsWidth(page, 390, "a substance");
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
