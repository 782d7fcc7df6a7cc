import { expect, type Page } from "@playwright/test";
import {
  detail,
  documentScreens,
  fitsWidth,
  languageFields,
  PROCEDURE_REGISTER,
  shownDate,
  toast,
  unique,
  visitor,
  staleEditIsRefused,
} from "./support/controlled-documents";
import { businessToday } from "../../server/domain/recurrence";
import { DEMO, test } from "./support/demo";

const PROCEDURES = PROCEDURE_REGISTER.path;
// A procedure goes through many pages (write, publish, edit, publish again…): that takes a while.
test.describe.configure({ timeout: 60_000 });

/** The screens of Operation → Procedures, as an editor (or a reader) goes through them. */
const procedureScreens = (page: Page, scripts: boolean) => documentScreens(page, scripts, PROCEDURE_REGISTER);

/** The form's department select, whose options are indented by their depth below the organization. */
const departmentField = (page: Page) => page.getByLabel("Department", { exact: true });
const processField = (page: Page) => page.getByRole("textbox", { name: "Process", exact: true });

/** Chooses a department by its name (the option's text carries its indentation). */
async function chooseDepartment(page: Page, name: string) {
  const option = departmentField(page)
    .locator("option")
    .filter({ hasText: new RegExp(`^\\s*${name}$`) });
  await departmentField(page).selectOption((await option.getAttribute("value"))!);
}

/** Places the procedure in a department and a process, on the procedure form. */
const placeIn = (page: Page, department: string, process: string) => async () => {
  await chooseDepartment(page, department);
  await processField(page).fill(process);
};

test("an editor writes a procedure in English and Danish for a department and a process, publishes it twice, and compares its revisions @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  // In the whole suite on the embedded database, the page without script read the published Danish title
  // back with a NUL byte before its "ø" (the post carried it right; PostgreSQL text holds no NUL, so it
  // comes in reading the row). Alone the test passes. Kept off in that project until the cause is fixed.
  test.fixme(!javaScriptEnabled, "a NUL read back in a stored Danish title in the full run on PGlite");
  await logIn(DEMO.editor);
  const screens = procedureScreens(page, javaScriptEnabled);
  const tag = unique();
  const first = {
    en: {
      title: `Chemical exposure: first aid and reporting ${tag}`,
      content: "# Steps\n\n1. Leave the area.\n2. Rinse the skin and eyes with water.\n3. Tell your manager.",
    },
    da: {
      title: `Kemisk påvirkning: førstehjælp og indberetning ${tag}`,
      content: "# Trin\n\n1. Forlad området.\n2. Skyl huden og øjnene med vand.\n3. Giv din nærmeste leder besked.",
    },
  };

  const procedure = await screens.create(first, async () => {
    // "The whole organization" first, then the organization and the departments below it, indented.
    const options = departmentField(page).locator("option");
    await expect(departmentField(page).locator("option:checked")).toHaveText("The whole organization");
    await expect(options.first()).toHaveText("The whole organization");
    const names = await options.allTextContents();
    expect(names).toContain("Nordvik Group A/S");
    expect(names).toContain("\u00a0\u00a0Group HSE");
    expect(names).toContain("\u00a0\u00a0\u00a0\u00a0Warehouse");
    await placeIn(page, "Group HSE", "Incident handling")();
  });
  await expect(detail(page, "Status")).toHaveText("Draft");
  await expect(detail(page, "Department")).toHaveText("Group HSE");
  await expect(detail(page, "Process")).toHaveText("Incident handling");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("Operation");

  await screens.search(tag);
  const table = page.getByRole("table", { name: "Procedures" });
  await expect(table.getByRole("columnheader", { name: "Department or process" })).toBeVisible();
  await expect(
    screens.rowOf(procedure.title).getByRole("cell", { name: "Group HSE · Incident handling" }),
  ).toBeVisible();
  await expect(screens.rowOf(procedure.title)).toContainText("Draft");

  await screens.open(procedure.path);
  await screens.publish();
  await expect(detail(page, "Status")).toHaveText("Published");
  await expect(detail(page, "Revision")).toHaveText("1.0");
  const danish = page.getByRole("article").filter({ has: page.getByRole("heading", { name: first.da.title }) });
  await expect(danish).toHaveAttribute("lang", "da");
  await expect(danish.getByRole("listitem")).toHaveText([
    "Forlad området.",
    "Skyl huden og øjnene med vand.",
    "Giv din nærmeste leder besked.",
  ]);

  // A minor change to the Danish text only: rinse at once. The edit form starts from the published text.
  const second = {
    da: {
      title: first.da.title,
      content: first.da.content.replace("Skyl huden", "Skyl straks huden"),
    },
  };
  await screens.edit(procedure, second, first);
  // The draft is not what the page shows as published.
  await expect(danish.getByText("Skyl straks huden")).toHaveCount(0);
  await screens.publish("Minor");
  await expect(detail(page, "Revision")).toHaveText("1.1");
  await expect(detail(page, "Status")).toHaveText("Published");
  await expect(danish.getByRole("listitem").nth(1)).toHaveText("Skyl straks huden og øjnene med vand.");
  await expect(detail(page, "Department")).toHaveText("Group HSE");

  await screens.search(tag);
  await expect(screens.rowOf(procedure.title)).toContainText("1.1");
  await expect(screens.rowOf(procedure.title)).toContainText("Group HSE · Incident handling");

  await screens.open(procedure.path);
  await page.getByRole("link", { name: "Versions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Versions of ${procedure.title}` })).toBeVisible();
  const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText("1.1");
  await expect(revisions.nth(0)).toContainText("Camilla Berg");
  await expect(revisions.nth(1)).toContainText("1.0");
  // 1.0 against 1.1: one Danish word added, nothing removed, the English text unchanged.
  const inserted = page.locator("ins");
  await expect(inserted).toHaveCount(1);
  await expect(inserted).toContainText("straks");
  await expect(page.locator('div[lang="da"]').locator("ins")).toHaveCount(1);
  await expect(page.locator("del")).toHaveCount(0);
});

test("a procedure starts from a template of the catalogue, in both languages, with its ISO standards", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = procedureScreens(page, javaScriptEnabled);
  await screens.open(`${PROCEDURES}/new`);
  const start = page.getByLabel("Start from", { exact: true });
  await expect(start.locator("option:checked")).toHaveText("A blank page");
  await expect(languageFields(page, "en").title).toHaveValue("");
  await start.selectOption({ label: "Chemical spill response" });
  await page.getByRole("button", { name: "Use this template", exact: true }).click();
  await expect(page).toHaveURL(/\?template=\d+$/);
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText(/This template serves .*ISO 14001 8\.2/)).toBeVisible();
  await expect(languageFields(page, "en").title).toHaveValue("Chemical spill response");
  await expect(languageFields(page, "da").title).toHaveValue("Håndtering af kemikaliespild");
  await expect(languageFields(page, "en").content).toHaveValue(/^## Purpose/);
  await expect(page.getByRole("checkbox", { name: "ISO 14001 (environment)" })).toBeChecked();

  // Made the organization's own before it is saved: the template stays as it was.
  const title = `Chemical spill at the tank farm ${unique()}`;
  await languageFields(page, "en").title.fill(title);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(toast(page, "The procedure was created as a draft.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(languageFields(page, "da").content).toHaveValue(/^## Formål/);
  await expect(page.getByRole("checkbox", { name: "ISO 45001 (health and safety)" })).toBeChecked();
});

test("the preview follows the typing with scripts, and comes from the preview button without them @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  await procedureScreens(page, javaScriptEnabled).open(`${PROCEDURES}/new`);
  const danish = languageFields(page, "da");
  const preview = page.getByRole("region", { name: "Preview in Danish" });
  await expect(preview).toHaveCount(0);
  await danish.title.fill("Førstehjælp");
  await danish.content.fill("## Trin\n\n1. **Skyl** øjnene\n\n<script>alert(1)</script>");
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Show preview", exact: true }).click();
  }
  await expect(preview.getByRole("heading", { name: "Trin" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("Skyl");
  await expect(preview.locator("script")).toHaveCount(0);
  // Nothing was saved by previewing; what was typed is still there.
  await expect(page).toHaveURL(new RegExp(`${PROCEDURES}/new$`));
  await expect(danish.title).toHaveValue("Førstehjælp");
  if (javaScriptEnabled) {
    await danish.content.fill("Kun **ét** ord");
    await expect(preview.locator("strong")).toHaveText("ét");
  }
});

test("a public procedure page ships no script, speaks the language asked for, never shows a draft, revalidates by ETag and ends when withdrawn", async ({
  page,
  logIn,
  browser,
  baseURL,
  request,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = procedureScreens(page, javaScriptEnabled);
  const tag = unique();
  const texts = {
    en: { title: `Lifting with the forklift ${tag}`, content: "# Before lifting\n\nCheck the forks every shift." },
    da: { title: `Løft med gaffeltruck ${tag}`, content: "# Før løft\n\nTjek gaflerne på hvert skift." },
  };
  const procedure = await screens.create(texts, placeIn(page, "Warehouse", "Storage"));
  await screens.publish();
  // The day it was published as the product counts days (Copenhagen's), not UTC's.
  const publishedOn = new Date(businessToday());
  const publicPath = await screens.makePublic();

  const outsider = await visitor(browser, baseURL);
  const dane = await visitor(browser, baseURL, "da-DK");
  try {
    const reader = outsider.page;
    const response = await reader.goto(publicPath);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toContain("<script");
    await expect(reader.locator("script")).toHaveCount(0);
    // The latest revision, in English by default.
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(texts.en.title);
    await expect(reader.getByRole("article")).toHaveAttribute("lang", "en");
    await expect(reader.getByText(`Revision 1.0, published ${shownDate(publishedOn)}`, { exact: true })).toBeVisible();
    await expect(reader.getByText("Check the forks every shift.")).toBeVisible();
    // Each language is offered in its own words.
    const languages = reader.getByRole("navigation", { name: "Languages" });
    await expect(languages.getByRole("link")).toHaveText(["English", "Dansk"]);
    await expect(languages.getByRole("link", { name: "English", exact: true })).toHaveAttribute("aria-current", "page");

    await languages.getByRole("link", { name: "Dansk", exact: true }).click();
    await expect(reader).toHaveURL(/\?lang=da$/);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(texts.da.title);
    await expect(reader.getByRole("article")).toHaveAttribute("lang", "da");
    await expect(
      reader.getByText(`Revision 1.0, udgivet ${shownDate(publishedOn, "da")}`, { exact: true }),
    ).toBeVisible();
    await expect(reader.getByText("Tjek gaflerne på hvert skift.")).toBeVisible();
    await expect(languages.getByRole("link", { name: "Dansk", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(languages.getByRole("link")).toHaveText(["English", "Dansk"]);
    await expect(reader.locator("script")).toHaveCount(0);
    // ?lang=en asks for English again.
    await reader.goto(`${publicPath}?lang=en`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(texts.en.title);

    // A browser asking for Danish gets Danish without asking on the address.
    expect((await dane.page.goto(publicPath))?.status()).toBe(200);
    await expect(dane.page.getByRole("heading", { level: 1 })).toHaveText(texts.da.title);
    await expect(dane.page.getByRole("article")).toHaveAttribute("lang", "da");
    // Asked for English, the document is in English and its frame still in the reader's Danish, though an
    // English reader opened the same address before.
    await dane.page.goto(`${publicPath}?lang=en`);
    await expect(dane.page.getByRole("heading", { level: 1 })).toHaveText(texts.en.title);
    await expect(dane.page.getByRole("article")).toHaveAttribute("lang", "en");
    await expect(dane.page.locator("html")).toHaveAttribute("lang", "da");
    await expect(dane.page.getByRole("navigation", { name: "Sprog" })).toBeVisible();

    // A repeat request with the page's ETag is answered 304, without the page.
    const firstAnswer = await request.get(publicPath);
    expect(firstAnswer.status()).toBe(200);
    const etag = firstAnswer.headers()["etag"] ?? "";
    expect(etag, "the public page's ETag").not.toBe("");
    expect(await firstAnswer.text()).toContain("Check the forks every shift.");
    const revalidate = (tag: string) => request.get(publicPath, { headers: { "If-None-Match": tag } });
    expect((await revalidate(etag)).status()).toBe(304);

    // A draft with a marked sentence changes nothing on the public page: still 304, still 1.0.
    const marker = `Unapproved ${tag}: wear a harness.`;
    await screens.edit(procedure, {
      en: { title: texts.en.title, content: `${texts.en.content}\n\n${marker}` },
    });
    expect((await revalidate(etag)).status()).toBe(304);
    const withDraft = await reader.goto(publicPath);
    expect(withDraft?.status()).toBe(200);
    expect(await withDraft!.text()).not.toContain(`Unapproved ${tag}`);
    await expect(reader.getByText(`Revision 1.0, published ${shownDate(publishedOn)}`, { exact: true })).toBeVisible();
    await expect(reader.getByText(marker)).toHaveCount(0);

    // Published, the new revision shows at once: a new page, with a new ETag.
    await screens.publish("Minor");
    const published = await revalidate(etag);
    expect(published.status()).toBe(200);
    const newEtag = published.headers()["etag"] ?? "";
    expect(newEtag, "the new revision's ETag").not.toBe("");
    expect(newEtag).not.toBe(etag);
    const html = await published.text();
    expect(html).toContain(marker);
    expect(html).toContain("Revision 1.1, published");
    expect(html).not.toContain("<script");
    expect((await revalidate(newEtag)).status()).toBe(304);
    await reader.goto(publicPath);
    await expect(reader.getByText(marker)).toBeVisible();

    // Withdrawn, the page is gone, whatever ETag is asked with.
    await screens.withdraw();
    expect((await request.get(publicPath)).status()).toBe(404);
    expect((await revalidate(newEtag)).status()).toBe(404);
    const gone = await reader.goto(publicPath);
    expect(gone?.status()).toBe(404);
    await expect(reader.getByText("Check the forks")).toHaveCount(0);
  } finally {
    await outsider.context.close();
    await dane.context.close();
  }
});

/** The six demo procedures: English and Danish titles, where they belong, and what their row says. */
const DEMO_PROCEDURES = [
  {
    en: "Chemical spill at the warehouse",
    da: "Kemikaliespild på lageret",
    placement: "Warehouse · Storage",
    revision: "1.1",
    isPublic: true,
  },
  {
    en: "Sorting and storing hazardous waste",
    da: "Sortering og opbevaring af farligt affald",
    placement: "Production · Waste handling",
    revision: "1.0",
    isPublic: false,
  },
  {
    en: "Reporting an incident or near miss",
    da: "Indberetning af en hændelse eller et nærved-uheld",
    placement: "Group HSE · Incident handling",
    revision: "1.0",
    isPublic: true,
  },
  {
    en: "Internal audit",
    da: "Intern audit",
    placement: "Group HSE · Internal audit",
    revision: "1.0",
    isPublic: false,
    overdue: true,
  },
  {
    en: "Granting and removing access",
    da: "Tildeling og fjernelse af adgang",
    placement: "Group IT · Access management",
    revision: "1.0",
    isPublic: false,
  },
  {
    en: "Loading dangerous goods at the terminal",
    da: "Læsning af farligt gods på terminalen",
    placement: "Terminal operations · Dangerous goods",
    revision: "1.0",
    isPublic: false,
  },
];

test("the register holds the six demo procedures, each in its department and process, one overdue for review @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.reader);
  const screens = procedureScreens(page, javaScriptEnabled);
  await screens.open(PROCEDURES);
  await expect(page.getByRole("heading", { level: 1, name: "Procedures" })).toBeVisible();
  // Procedures are part of Operation: its menu group is open, with the register marked as the current page.
  const operation = page
    .getByRole("navigation", { name: "Main menu" })
    .first()
    .locator("details[open]")
    .filter({ has: page.locator("[data-menu-group]", { hasText: "Operation" }) });
  await expect(operation.getByRole("link", { name: "Procedures", exact: true })).toHaveAttribute("href", PROCEDURES);

  // Other tests add procedures to the same register meanwhile: each demo procedure is found by its title.
  for (const demo of DEMO_PROCEDURES) {
    await screens.search(demo.en);
    const row = screens.rowOf(demo.en);
    await expect(row, demo.en).toHaveCount(1);
    await expect(row.getByRole("cell", { name: demo.placement, exact: true }), demo.en).toBeVisible();
    await expect(row, demo.en).toContainText("Published");
    await expect(row.getByRole("cell", { name: demo.revision, exact: true }), demo.en).toBeVisible();
    if (demo.overdue) await expect(row, demo.en).toContainText("Review overdue");
    else await expect(row, demo.en).not.toContainText("Review overdue");
    if (demo.isPublic) await expect(row.getByRole("cell", { name: "Yes", exact: true }), demo.en).toBeVisible();
  }

  // The overdue one's page says so too, with where it belongs.
  await screens.search("Internal audit");
  await screens.rowOf("Internal audit").getByRole("link", { name: "Internal audit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Internal audit" })).toBeVisible();
  await expect(detail(page, "Next review")).toContainText("Review overdue");
  await expect(detail(page, "Department")).toHaveText("Group HSE");
  await expect(detail(page, "Process")).toHaveText("Internal audit");
});

test.describe("in Danish", () => {
  // The editor has chosen no language, so the browser's decides (nobody's stored preference changes; the
  // security tests post a language choice as the reader).
  test.use({ locale: "da-DK" });

  test("the demo procedures are listed by their Danish titles", async ({ page, logIn, javaScriptEnabled }) => {
    await logIn(DEMO.editor);
    const screens = procedureScreens(page, javaScriptEnabled);
    await screens.open(PROCEDURES);
    await expect(page.getByRole("heading", { level: 1, name: "Procedurer" })).toBeVisible();
    for (const demo of DEMO_PROCEDURES) {
      await screens.open(`${PROCEDURES}?q=${encodeURIComponent(demo.da)}`);
      const table = page.getByRole("table", { name: "Procedurer" });
      await expect(table.getByRole("columnheader", { name: "Afdeling eller proces" })).toBeVisible();
      const row = screens.rowOf(demo.da);
      await expect(row, demo.da).toHaveCount(1);
      await expect(row.getByRole("cell", { name: demo.placement, exact: true }), demo.da).toBeVisible();
      await expect(row, demo.da).toContainText("Udgivet");
      if (demo.overdue) await expect(row, demo.da).toContainText("Gennemgang forfalden");
      await expect(page.getByRole("link", { name: demo.en, exact: true })).toHaveCount(0);
    }
  });
});

test("a reader sees procedures but no way to write, publish or open one, and is refused the forms", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.reader);
  const screens = procedureScreens(page, javaScriptEnabled);
  const title = "Chemical spill at the warehouse";
  await screens.search(title);
  await expect(screens.rowOf(title)).toBeVisible();
  await expect(page.getByRole("link", { name: "New procedure" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();

  await screens.rowOf(title).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PROCEDURES}/\\d+$`));
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("article").getByRole("heading", { name: "Purpose" })).toBeVisible();
  await expect(detail(page, "Department")).toHaveText("Warehouse");
  await expect(detail(page, "Process")).toHaveText("Storage");
  await expect(page.getByRole("link", { name: "Versions", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Publish the draft" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Record a review" })).toHaveCount(0);
  for (const button of ["Publish", "Record review", "Make it public", "Withdraw the public page"]) {
    await expect(page.getByRole("button", { name: button, exact: true }), button).toHaveCount(0);
  }

  for (const address of [`${PROCEDURES}/new`, `${path}/edit`]) {
    await page.goto(address);
    await expect(page, address).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible();
  }
});

test("an empty procedure is refused and nothing is made; a stale edit is refused, keeping what was typed @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = procedureScreens(page, javaScriptEnabled);
  const tag = unique();
  const posted = (on: Page) =>
    on.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(PROCEDURES));

  await screens.open(`${PROCEDURES}/new`);
  let answered = posted(page);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.getByText("Write a title and content in English, Danish or both.")).toBeVisible();
  await expect(languageFields(page, "en").title).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`${PROCEDURES}/new$`));
  await expect(toast(page, "The procedure was created as a draft.")).toHaveCount(0);

  // Danish content, a department and a process, but no title: refused, and everything typed is kept.
  const content = `Ord uden en titel, æøå ${tag}`;
  await languageFields(page, "da").content.fill(content);
  await placeIn(page, "Group IT", "Access management")();
  answered = posted(page);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  expect((await answered).status()).toBe(400);
  await expect(languageFields(page, "da").title).toHaveAttribute("aria-invalid", "true");
  await expect(languageFields(page, "da").content).toHaveValue(content);
  await expect(departmentField(page).locator("option:checked")).toHaveText(/^\s*Group IT$/);
  await expect(processField(page)).toHaveValue("Access management");
  await expect(page).toHaveURL(new RegExp(`${PROCEDURES}/new$`));
  // Nothing holds those words (the search looks in titles and texts).
  await screens.search(tag);
  await expect(page.getByText("No procedure matches. Try other words.")).toBeVisible();

  // Two tabs edit the same draft: the second save would overwrite the first unseen, so it is refused.
  const procedure = await screens.create(
    { en: { title: `Permit to work ${tag}`, content: "Version zero." } },
    placeIn(page, "Production", "Maintenance"),
  );
  const typed = `Second save ${tag}, with the lockout step.`;
  const other = await staleEditIsRefused(
    page,
    javaScriptEnabled,
    PROCEDURE_REGISTER,
    procedure,
    { first: `First save ${tag}.`, second: typed },
    (tab) => processField(tab).fill("Maintenance and repair"),
  );
  // What the second tab typed is still there to copy.
  await expect(processField(other)).toHaveValue("Maintenance and repair");
  await other.close();

  await screens.open(`${procedure.path}/edit`);
  await expect(languageFields(page, "en").content).toHaveValue(`First save ${tag}.`);
  await expect(processField(page)).toHaveValue("Maintenance");
});

test("on a 390 px phone the register, a procedure and its public page fit the screen", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.editor);
  const screens = procedureScreens(page, javaScriptEnabled);
  const tag = unique();
  const fits = (what: string) => fitsWidth(page, 390, what);
  // Long Danish compounds in the title and the process, and a long department path in the list.
  const procedure = await screens.create(
    {
      en: { title: `Emergency preparedness at the terminal ${tag}`, content: "Sound the alarm, then evacuate." },
      da: {
        title: `Beredskabsplanlægningsprocedure for terminalområdet ${tag}`,
        content: "Slå alarm, og evakuér derefter. Arbejdsmiljørepræsentantsamarbejdet mødes bagefter.",
      },
    },
    placeIn(page, "Terminal operations", "Beredskabsplanlægningskoordinering"),
  );
  await screens.publish();
  const publicPath = await screens.makePublic();
  await fits("a procedure page");

  await screens.search(tag);
  await expect(screens.rowOf(procedure.title)).toContainText(
    "Terminal operations · Beredskabsplanlægningskoordinering",
  );
  await fits("the register");

  await page.goto(`${publicPath}?lang=da`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Beredskabsplanlægningsprocedure for terminalområdet ${tag}`,
  );
  await fits("the public page in Danish");
});
