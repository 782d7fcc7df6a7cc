import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every template made here carries a
// tag of its run in its titles, and is found again by searching for it.
const unique = () => randomBytes(3).toString("hex");
const LIST = "/admin/procedure-templates";
const EDIT_PATH = new RegExp(`${LIST}/(\\d+)/edit$`);

const toast = (page: Page, text: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

/** The title and content fields of one language, in its fieldset. */
function language(page: Page, legend: "English" | "Danish") {
  const group = page.getByRole("group", { name: legend, exact: true });
  return {
    title: group.getByRole("textbox", { name: "Title", exact: true }),
    content: group.getByRole("textbox", { name: "Content", exact: true }),
  };
}

const clauses = (page: Page) => page.getByRole("textbox", { name: "Clauses it serves" });
const save = (page: Page) => page.getByRole("button", { name: "Save" }).click();

test("a maintainer finds the seeded templates and searches them", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  await visit(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Procedure templates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chemical spill response" })).toBeVisible();

  await page.getByRole("searchbox", { name: "Find a template by its title" }).fill("kemikaliespild");
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=kemikaliespild/);
  await expect(page.getByRole("link", { name: "Chemical spill response" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Waste handling" })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "ISO 14001 8.2, ISO 45001 8.2" })).toBeVisible();

  await visit(`${LIST}?q=no-such-template-${unique()}`);
  await expect(page.getByText("No template matches. Try other words.")).toBeVisible();

  // The export follows the list's search: its form carries it.
  await visit(`${LIST}?q=affald`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("procedure-templates.csv");
  const lines = readFileSync((await (await download).path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Title (English)","Title (Danish)","ISO standards it serves","Clauses it serves","Last changed"',
  );
  expect(lines.slice(1).some((line) => line.startsWith('"Waste handling","Affaldshåndtering"'))).toBe(true);
});

test("a maintainer writes a template in English and Danish and changes it @no-js", async ({ page, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  const tag = unique();
  await visit(`${LIST}/new`);
  await save(page);
  await expect(page.getByText("Write a title and content in English, Danish or both.")).toBeVisible();

  const title = { en: `Forklift safety ${tag}`, da: `Sikker kørsel med gaffeltruck – øvelse på lageret ${tag}` };
  await language(page, "English").title.fill(title.en);
  await language(page, "English").content.fill("## Purpose\n\nNobody is hurt by a forklift.");
  await language(page, "Danish").title.fill(title.da);
  await language(page, "Danish").content.fill(
    "## Formål\n\nIngen kommer til skade; førerne øver sig på lageret i Ærø.",
  );
  await page.getByLabel("ISO 45001 (health and safety)").check();
  await clauses(page).fill("ISO 45001 8.1\n\nISO 45001 7.2");
  await save(page);
  await expect(toast(page, "The template is added to the catalogue.")).toBeVisible();
  await expect(page).toHaveURL(EDIT_PATH);
  await expect(language(page, "Danish").title).toHaveValue(title.da);
  await expect(clauses(page)).toHaveValue("ISO 45001 8.1\nISO 45001 7.2");

  await language(page, "Danish").content.fill("## Formål\n\nFørerne får kørekort før de kører.");
  await clauses(page).fill("ISO 45001 8.1");
  await save(page);
  await expect(toast(page, "The template is saved.")).toBeVisible();
  await expect(language(page, "Danish").content).toHaveValue("## Formål\n\nFørerne får kørekort før de kører.");

  await visit(`${LIST}?q=${encodeURIComponent(`øvelse på lageret ${tag}`)}`);
  await expect(page.getByRole("link", { name: title.en })).toBeVisible();
  await expect(page.getByRole("cell", { name: "ISO 45001 8.1", exact: true })).toBeVisible();
});

test("a stale save shows the conflict and keeps what was written @no-js", async ({ page, context, logIn, visit }) => {
  await logIn(DEMO.maintainer);
  const tag = unique();
  await visit(`${LIST}/new`);
  await language(page, "English").title.fill(`Permit to work ${tag}`);
  await save(page);
  await expect(page).toHaveURL(EDIT_PATH);
  const address = new URL(page.url()).pathname;

  const other = await context.newPage();
  await other.goto(address);
  await language(other, "English").content.fill("Changed by someone else.");
  await save(other);
  await expect(toast(other, "The template is saved.")).toBeVisible();
  await other.close();

  await language(page, "English").content.fill("My careful wording.");
  await save(page);
  await expect(page.getByText("Someone else changed this meanwhile.")).toBeVisible();
  await expect(language(page, "English").content).toHaveValue("My careful wording.");
  await visit(address);
  await expect(language(page, "English").content).toHaveValue("Changed by someone else.");
});

test("one who does not maintain the system cannot open the templates", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto(`${LIST}/new`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
