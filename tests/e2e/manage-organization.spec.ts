import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { pngBytes } from "../support/sample-files";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every name made here carries a tag
// of its run, and each project works under a company of its own (see homeOf).
const unique = () => randomBytes(3).toString("hex");
const MANAGE = "/organization/manage-organization";
const EDIT_PATH = new RegExp(`^${MANAGE}/(\\d+)/(department|subsidiary)/(\\d+)/edit$`);
// Each test goes through a good many pages; with both projects at once on a busy machine, that takes a while.
test.describe.configure({ timeout: 180_000 });

/** The company a project adds to, moves within and removes from: never the other project's. */
const homeOf = (scripts: boolean) => (scripts ? "Nordvik Chemicals A/S" : "Nordvik Group A/S");
/** A department of that company holding members, which must never be removed or moved. */
const heldOf = (scripts: boolean) => (scripts ? "Production" : "Group HSE");

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

type Kind = "department" | "subsidiary";
type Entry = { name: string; id: number; parentId: number; path: string };

/** The screens of "Manage organization", as a manager goes through them. */
function manageScreens(page: Page, scripts: boolean) {
  const open = async (path: string) => {
    await page.goto(path);
    if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };

  /** The tree filtered by name, through its search form. */
  const search = async (text: string) => {
    await open(MANAGE);
    await page.getByLabel("Find an organization by name").fill(text);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Organizations matching “${text}”` })).toBeVisible();
  };

  const linkTo = (name: string) => page.getByRole("list").getByRole("link", { name, exact: true });
  /** The row of an entry: its link, type, path of ancestors (when searching) and add links. */
  const rowOf = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

  /** An entry of the tree, found by searching: its edit page's address says where it sits. */
  const find = async (name: string): Promise<Entry> => {
    await search(name);
    const path = (await linkTo(name).getAttribute("href"))!;
    const match = EDIT_PATH.exec(path);
    expect(match, `the edit page of ${name}: ${path}`).not.toBeNull();
    return { name, id: Number(match![3]), parentId: Number(match![1]), path };
  };

  /** Adds a department or subsidiary with the links of the parent's row in the tree. */
  const add = async (kind: Kind, parent: string, name: string) => {
    await search(parent);
    const addLink = page.getByRole("link", { name: `Add ${kind} – ${parent}`, exact: true });
    const parentId = Number(/\/(\d+)\/\w+\/new$/.exec((await addLink.getAttribute("href"))!)?.[1]);
    await addLink.click();
    const heading = kind === "department" ? `New department under ${parent}` : `New subsidiary of ${parent}`;
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "The organization was saved.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${MANAGE}$`));
    const entry = await find(name);
    expect(entry.parentId, `the parent of ${name}`).toBe(parentId);
    return entry;
  };

  /** Opens an entry's edit page from the tree. */
  const edit = async (name: string) => {
    await search(name);
    await linkTo(name).click();
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  };

  /** Asks to remove the entry whose edit page is open, and confirms. */
  const remove = async (kind: Kind, name: string) => {
    await page.getByRole("link", { name: `Remove ${kind}`, exact: true }).click();
    await expect(page).toHaveURL(/\?remove=1$/);
    await expect(page.getByRole("heading", { name: `Remove the ${kind} ${name}?` })).toBeVisible();
    await page.getByRole("button", { name: "Remove", exact: true }).click();
  };

  return { open, search, linkTo, rowOf, find, add, edit, remove };
}

/** Makes another organization the active one with the header's switcher, and opens the tree. */
async function switchTo(page: Page, name: string, scripts: boolean) {
  const select = page.getByLabel("Active organization");
  const value = (await select.locator("option", { hasText: name }).getAttribute("value"))!;
  // With scripts the choice posts itself: wait for the server to have switched before going on.
  const switched = page.waitForResponse((response) => response.url().includes("/resources/organization"));
  await select.selectOption(value);
  if (!scripts) await page.getByRole("button", { name: "Switch" }).click();
  await switched;
  await page.goto(MANAGE);
  await expect(page.getByLabel("Active organization").locator("option:checked")).toHaveText(name);
}

test("the menu leads a manager to Manage organization, under Organization", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  const sidebar = page.getByRole("navigation", { name: "Main menu" }).first();
  await sidebar.getByText("Organization", { exact: true }).click();
  await expect(sidebar.getByText("Manage organization", { exact: true })).toBeVisible();
  await sidebar.getByRole("link", { name: "Manage organization" }).click({ timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Manage organization" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add subsidiary – Nordvik Group A/S", exact: true })).toBeVisible();
});

test("a manager adds a department and a subsidiary from the tree and gives the subsidiary an activity @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const parent = homeOf(javaScriptEnabled);
  const tag = unique();

  const department = await screens.add("department", parent, `Kvalitet & miljø ${tag}`);
  const subsidiary = await screens.add("subsidiary", parent, `Datterselskab ÆØÅ ${tag}`);
  expect(department.parentId).toBe(subsidiary.parentId);

  // Both are in the tree, under the parent; only the company may have subsidiaries.
  await screens.search(tag);
  await expect(screens.linkTo(department.name)).toHaveAttribute(
    "href",
    `${MANAGE}/${department.parentId}/department/${department.id}/edit`,
  );
  await expect(screens.linkTo(subsidiary.name)).toHaveAttribute(
    "href",
    `${MANAGE}/${subsidiary.parentId}/subsidiary/${subsidiary.id}/edit`,
  );
  await expect(screens.rowOf(department.name)).toContainText(parent);
  await expect(page.getByRole("link", { name: `Add department – ${department.name}`, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Add subsidiary – ${department.name}`, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Add subsidiary – ${subsidiary.name}`, exact: true })).toBeVisible();

  // The activity search posts the form back with what was typed, and saves nothing yet.
  await screens.linkTo(subsidiary.name).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${subsidiary.name}` })).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("+45 75 12 34 56");
  await page.getByRole("searchbox", { name: "Search activities" }).fill("paint");
  await page.getByRole("button", { name: "Search activities" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^\d+ activities found\./ })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^C20\.3 / })).toBeVisible();
  await expect(page.getByRole("radio", { name: "No activity" })).toBeChecked();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+45 75 12 34 56");
  await expect(page.getByRole("searchbox", { name: "Search activities" })).toHaveValue("paint");
  const paints = page.getByRole("radio", {
    name: "C20.30 Manufacture of paints, varnishes and similar coatings, printing ink and mastics",
  });
  await paints.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();

  await screens.edit(subsidiary.name);
  await expect(paints).toBeChecked();
  await expect(page.getByRole("radio", { name: "No activity" })).not.toBeChecked();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+45 75 12 34 56");
});

test("a subsidiary's logo is uploaded, shown in the header, refused when not an image, and removed", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const subsidiary = await screens.add("subsidiary", homeOf(javaScriptEnabled), `Logo ${unique()} ApS`);
  const logoImage = page.getByRole("img", { name: `Logo of ${subsidiary.name}` });
  const logoPath = `/organizations/${subsidiary.id}/logo`;

  await screens.edit(subsidiary.name);
  await expect(page.getByText("No logo of its own.")).toBeVisible();
  await page.getByLabel("Image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: pngBytes() });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(toast(page, "The logo was saved.")).toBeVisible();
  await expect(logoImage).toBeVisible();
  await expect(logoImage).toHaveAttribute("src", new RegExp(`^${logoPath}\\?v=\\d+$`));
  expect(await logoImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  const served = await page.request.get(logoPath);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toContain("image/png");
  expect(Buffer.compare(await served.body(), pngBytes())).toBe(0);

  // With the subsidiary active, the header shows its logo; the tree starts at it.
  const ownLogo = (await logoImage.getAttribute("src"))!;
  const headerLogo = page.locator(`header img[src="${ownLogo}"]`);
  await expect(headerLogo).toHaveCount(0);
  await switchTo(page, subsidiary.name, javaScriptEnabled);
  await expect(headerLogo).toBeVisible();
  const top = page.getByRole("list").getByRole("link", { name: subsidiary.name, exact: true });
  await expect(top).toHaveAttribute("href", `${MANAGE}/${subsidiary.id}/edit`);

  // On the organization's own edit page: a text file is not a logo, and the one there stays.
  await top.click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${subsidiary.name}` })).toBeVisible();
  await expect(logoImage).toBeVisible();
  await page.getByLabel("Image").setInputFiles({
    name: "logo.png.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("This is not an image.\n"),
  });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "A logo must be a PNG, JPEG or WebP image of at most 1 MB." }),
  ).toBeVisible();
  await expect(logoImage).toBeVisible();
  expect((await page.request.get(logoPath)).headers()["content-type"]).toContain("image/png");

  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(toast(page, "The logo was removed.")).toBeVisible();
  await page.goto(`${MANAGE}/${subsidiary.id}/edit`);
  await expect(page.getByText("No logo of its own.")).toBeVisible();
  await expect(logoImage).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove logo" })).toHaveCount(0);
  // Without its own, it shows the holding's (the demo holding has one), as its departments do.
  await expect(headerLogo).toHaveCount(0);
  await expect(page.locator(`header img[src^="${logoPath}?v="]`)).toBeVisible();
  const inherited = await page.request.get(logoPath);
  expect(inherited.status()).toBe(200);
  expect(Buffer.compare(await inherited.body(), pngBytes())).not.toBe(0);
});

test("an empty department moves to another parent and is removed; one holding members stays where it is @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const parent = homeOf(javaScriptEnabled);
  const tag = unique();
  const moving = await screens.add("department", parent, `Flyttes ${tag}`);
  const receiving = await screens.add("department", parent, `Modtager ${tag}`);

  await screens.edit(moving.name);
  const belongsTo = page.getByLabel("Belongs to");
  await expect(belongsTo.locator("option:checked")).toHaveText(new RegExp(`^\\s*${parent}$`));
  await expect(belongsTo.locator("option", { hasText: moving.name })).toHaveCount(0);
  await belongsTo.selectOption(String(receiving.id));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();

  const moved = await screens.find(moving.name);
  expect(moved.path).toBe(`${MANAGE}/${receiving.id}/department/${moving.id}/edit`);
  await expect(screens.rowOf(moving.name)).toContainText(`${parent} › ${receiving.name}`);
  // The old address no longer names it.
  const old = await page.request.get(moving.path);
  expect(old.status()).toBe(404);

  // Removal asks first; "Keep it" keeps it.
  await screens.edit(moving.name);
  await page.getByRole("link", { name: "Remove department", exact: true }).click();
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page).toHaveURL(new RegExp(`${moved.path}$`));
  await expect(page.getByRole("button", { name: "Remove", exact: true })).toHaveCount(0);
  await screens.remove("department", moving.name);
  await expect(toast(page, "It was removed.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MANAGE}$`));
  await screens.search(tag);
  await expect(screens.linkTo(moving.name)).toHaveCount(0);
  await expect(screens.linkTo(receiving.name)).toBeVisible();

  // A department with members can neither move nor be removed, and says why.
  const held = await screens.find(heldOf(javaScriptEnabled));
  await screens.edit(held.name);
  await page.getByLabel("Belongs to").selectOption(String(receiving.id));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "It still holds records, so it stays where it is:" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/\d+ members \(present or former\)/);

  await screens.open(held.path);
  await screens.remove("department", held.name);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/\d+ members \(present or former\)/);
  await expect(toast(page, "It was removed.")).toHaveCount(0);

  expect(await screens.find(held.name)).toEqual(held);
});

test("a department without a name is refused with the field's error, and nothing is made @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const tag = unique();
  const empty = await screens.add("department", homeOf(javaScriptEnabled), `Tom ${tag}`);

  await screens.search(empty.name);
  await page.getByRole("link", { name: `Add department – ${empty.name}`, exact: true }).click();
  const newPage = `${MANAGE}/${empty.id}/department/new`;
  await expect(page).toHaveURL(new RegExp(`${newPage}$`));
  await page.getByLabel("E-mail", { exact: true }).fill(`tom-${tag}@test.example`);
  for (const name of ["", "   "]) {
    await page.getByLabel("Name", { exact: true }).fill(name);
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/department/new"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByText("Fill in this field.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(`tom-${tag}@test.example`);
    await expect(page).toHaveURL(new RegExp(`${newPage}$`));
    await expect(toast(page, "The organization was saved.")).toHaveCount(0);
  }

  // Nothing was made below it: it still holds nothing, and goes.
  await screens.edit(empty.name);
  await screens.remove("department", empty.name);
  await expect(toast(page, "It was removed.")).toBeVisible();
  await screens.search(tag);
  await expect(page.getByText("No organization matches. Try another part of the name.")).toBeVisible();
});

test("an editor, who may not manage, gets /unauthorized on the tree and on a department's pages", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const department = await manageScreens(page, javaScriptEnabled).find("Group IT");
  await page.context().clearCookies();

  await logIn(DEMO.editor);
  const sidebar = page.getByRole("navigation", { name: "Main menu" }).first();
  await expect(sidebar.getByText("Members, roles and competences", { exact: true })).toHaveCount(1);
  await expect(sidebar.getByText("Manage organization", { exact: true })).toHaveCount(0);
  for (const path of [
    MANAGE,
    department.path,
    `${department.path}?remove=1`,
    `${MANAGE}/${department.parentId}/department/new`,
    `${MANAGE}/${department.parentId}/edit`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/unauthorized$/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible();
});

test("on a 390 px phone the tree and a company's edit page fit the screen", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const fits = async (what: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);

  await screens.open(MANAGE);
  await expect(page.getByRole("link", { name: "Add subsidiary – Nordvik Group A/S", exact: true })).toBeVisible();
  await fits("the tree");
  await screens.search("Nordvik");
  await expect(screens.linkTo("Nordvik Logistics ApS")).toBeVisible();
  await fits("the tree searched");

  // The company each project works in (the holding's own edit page, or a subsidiary's).
  await screens.edit(homeOf(javaScriptEnabled));
  await expect(page.getByRole("button", { name: "Upload logo" })).toBeVisible();
  await fits("a company's edit page");
  // The activities found have long names; searching saves nothing.
  await page.getByRole("searchbox", { name: "Search activities" }).fill("paint");
  await page.getByRole("button", { name: "Search activities" }).click();
  await expect(page.getByRole("status").filter({ hasText: /activities found/ })).toBeVisible();
  await fits("a company's edit page with activities found");
});

test("with a subsidiary active, its page under its parent saves it @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  const screens = manageScreens(page, javaScriptEnabled);
  const subsidiary = await screens.add("subsidiary", homeOf(javaScriptEnabled), `Aktiv ${unique()} ApS`);
  await switchTo(page, subsidiary.name, javaScriptEnabled);

  await screens.open(subsidiary.path);
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${subsidiary.name}` })).toBeVisible();
  await page.getByLabel("Phone", { exact: true }).fill("+45 70 10 20 30");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The organization was saved.")).toBeVisible();
  await screens.open(subsidiary.path);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+45 70 10 20 30");
});
