import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";
import { fitsWidth, toast, unique } from "./support/controlled-documents";

const LIST = "/admin/waste-types";

const table = (page: Page) => page.getByRole("table", { name: "Waste types" });
const entryLink = (page: Page, code: string) => page.getByRole("link", { name: code, exact: true });
const synonyms = (page: Page, language: "English" | "Danish") =>
  page.getByRole("textbox", { name: `Synonyms in ${language}`, exact: true });
const apply = (page: Page) => page.getByRole("search").getByRole("button", { name: "Apply" }).click();
const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

// The List of Waste is shared by both browser projects, which run at once: each changes its own entries,
// so neither's form goes stale under the other.
const entries = (scripts: boolean) =>
  scripts ? { oil: "13 02 05*", stale: "16 01 07*" } : { oil: "13 02 08*", stale: "16 01 13*" };

test("a maintainer browses a chapter, finds entries by code, and by a Danish synonym once added", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  const { oil } = entries(javaScriptEnabled);
  await logIn(DEMO.maintainer);
  await visit(LIST);
  await expect(page.getByText(/Commission Decision 2000\/532\/EC as replaced by .* 2014\/955\/EU/)).toBeVisible();
  await page.getByRole("combobox", { name: "Chapter" }).selectOption("13");
  await apply(page);
  await expect(page).toHaveURL(/[?&]chapter=13/);
  await expect(
    table(page)
      .getByRole("row")
      .filter({ has: entryLink(page, "13 01") }),
  ).toContainText("Sub-chapter");
  await expect(table(page).getByRole("row", { name: oil })).toContainText("Hazardous");

  await page.getByRole("combobox", { name: "Chapter" }).selectOption("");
  await page.getByRole("searchbox", { name: "Code, text or synonym" }).fill("16 01 07");
  await apply(page);
  await expect(entryLink(page, "16 01 07*")).toBeVisible();
  await expect(table(page).getByRole("row", { name: "16 01 07*" })).toContainText("oil filters");

  await visit(`${LIST}?chapter=13`);
  await entryLink(page, oil).click();
  await expect(page.getByRole("heading", { level: 1, name: oil })).toBeVisible();
  await expect(page.getByRole("link", { name: "13 02 waste engine, gear and lubricating oils" })).toBeVisible();
  await synonyms(page, "Danish").fill("spildolie\n\n  Spildolie \nbrugt motorolie");
  await save(page);
  await expect(toast(page, "The synonyms are saved.")).toBeVisible();
  await expect(synonyms(page, "Danish")).toHaveValue("spildolie\nbrugt motorolie");

  await visit(LIST);
  await page.getByRole("searchbox", { name: "Code, text or synonym" }).fill("spildolie");
  await apply(page);
  await expect(table(page).getByRole("row", { name: oil })).toContainText("spildolie, brugt motorolie");
});

test("a synonym too long is refused, a stale form does not overwrite, and the entry fits a phone @no-js", async ({
  page,
  browser,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  const { stale } = entries(javaScriptEnabled);
  await logIn(DEMO.maintainer);
  await visit(`${LIST}?q=${encodeURIComponent(stale)}`);
  await entryLink(page, stale).click();
  await expect(page.getByRole("heading", { level: 1, name: stale })).toBeVisible();
  await synonyms(page, "English").fill(`filter\n${"x".repeat(101)}`);
  await save(page);
  await expect(page.getByText("Keep each synonym within 100 characters")).toBeVisible();

  const other = await browser.newPage({ javaScriptEnabled });
  await other.context().addCookies(await page.context().cookies());
  await other.goto(page.url());
  await synonyms(other, "English").fill(`changed first ${unique()}`);
  await save(other);
  await expect(toast(other, "The synonyms are saved.")).toBeVisible();
  await other.close();
  await synonyms(page, "English").fill(`changed later ${unique()}`);
  await save(page);
  await expect(page.getByRole("alert")).toContainText("Someone else changed this meanwhile");

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page.url());
  await fitsWidth(page, 390, "a waste type");
  await visit(`${LIST}?chapter=16`);
  await fitsWidth(page, 390, "the List of Waste");
});
