import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { holdPosts } from "./support/held-posts";
import { DEMO, expect as baseExpect, test } from "./support/demo";

const LIST = "/documents/binding-obligations";
const PHONE = { width: 390, height: 844 };

// Several of these walk a whole flow or run axe on many pages, on a machine shared with other work.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" }).first();

/** Adds an act from the catalogue to the active organization's register; ends on its edit view. */
async function addToRegister(page: Page, act: string) {
  await page.goto(LIST);
  await page.getByLabel("Title, short name or reference").fill(act);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: /^Add / }).first().click();
  await expect(toast(page, "Added to the register.")).toBeVisible();
  return new URL(page.url()).pathname;
}

test("a list sorts by the header that is clicked, both ways @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(LIST);
  // A topic only the seeded acts of the holding carry, so other tests' additions do not change the rows.
  await page.getByLabel("Topic").selectOption({ label: "Information security and cybersecurity" });
  await page
    .getByRole("search")
    .filter({ has: page.getByLabel("Topic") })
    .getByRole("button", { name: "Apply" })
    .click();
  // An editor's register starts each row with the box that chooses it: the act is the first link.
  const names = page.locator("main table tbody tr td:nth-child(2) a");
  await expect(names).toHaveText(["GDPR", "NIS2"]);
  const header = page.getByRole("columnheader", { name: /^Legislation/ });
  await expect(header).toHaveAttribute("aria-sort", "ascending");

  await header.getByRole("link").click();
  await expect(page).toHaveURL(/sort=title%2Cdesc/);
  await expect(names).toHaveText(["NIS2", "GDPR"]);
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/topic=\d+/);

  await header.getByRole("link").click();
  await expect(names).toHaveText(["GDPR", "NIS2"]);
  await expect(page.getByRole("columnheader", { name: /^Reference/ }).getByRole("link")).toBeVisible();
});

test("a page past the end of a list leads to its last page, counted right", async ({ page, logIn, request }) => {
  await logIn(DEMO.editor);
  const response = await page.request.get(`${LIST}?page=999&size=10&q=GDPR`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${LIST}?size=10&q=GDPR`);

  await page.goto(`${LIST}?page=999`);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  await expect(pager.getByText("Page 1 of 1")).toBeVisible();
  // Logged out, the address is still guarded, not answered.
  expect((await request.get(`${LIST}?page=999`, { maxRedirects: 0 })).status()).toBe(302);
});

test("removing an act from the register asks first, and can be undone @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  // Each project removes its own act: both share the holding's register.
  const act = javaScriptEnabled ? "Seveso III" : "Energy Efficiency Directive";
  const detail = await addToRegister(page, act);
  await page.goto(detail);

  await page.getByRole("link", { name: "Remove from the register" }).click();
  await expect(page).toHaveURL(`${detail}?remove=1`);
  await expect(
    page.getByRole("heading", { name: new RegExp(`^Remove ${act}: .* from the register\\?$`) }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page).toHaveURL(detail);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${act}:`) })).toBeVisible();

  await page.getByRole("link", { name: "Remove from the register" }).click();
  await page.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page).toHaveURL(/\/documents\/binding-obligations\?removed=\d+$/);
  await expect(page.getByRole("status").filter({ hasText: `${act} is removed from the register.` })).toBeVisible();
  await expect(page.locator("main table").getByRole("link", { name: act, exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(detail);
  await expect(toast(page, "Back in the register.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${act}:`) })).toBeVisible();
});

test("a section whose screens exist leads to its first one", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto("/organization");
  await expect(page).toHaveURL("/organization/members-roles-and-competences");
  await page.goto("/leadership");
  await expect(page).toHaveURL("/leadership/policies");
  await page.goto("/monitoring");
  await expect(page).toHaveURL("/monitoring/control-book");
  await page.goto("/chemicals");
  await expect(page).toHaveURL("/chemicals/my-chemicals");
});

test("a section the organization does not have is refused, not a 404", async ({ page, logIn }) => {
  await logIn(DEMO.limited);
  await page.goto("/chemicals");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("unknown paths answer 404 with a title: in the shell when signed in, as a public page otherwise", async ({
  page,
  logIn,
}) => {
  let response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);

  await logIn(DEMO.reader);
  response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
});

test("the unauthorized page answers 403: in the shell when signed in, as a public page otherwise", async ({
  page,
  logIn,
}) => {
  let response = await page.goto("/unauthorized");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);

  await logIn(DEMO.editor);
  response = await page.goto("/admin/legislation");
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page).toHaveTitle("You do not have access to this page");
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu's search leads to the search page, help is a disabled entry; report event leads to the form", async ({
    page,
    logIn,
  }) => {
    await logIn(DEMO.editor);
    await page.locator("label[for=menu-toggle]").click();
    const panel = mainMenu(page);
    await expect(panel.getByRole("link", { name: "Report event", exact: true })).toHaveAttribute("href", "/events/new");
    await expect(panel.getByRole("link", { name: "Search", exact: true })).toHaveAttribute("href", "/search");
    const help = panel.getByText("Help", { exact: true });
    await expect(help).toHaveAttribute("aria-disabled", "true");
    // Nothing about it says "type here": no field, no filled box.
    await expect(help).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(panel.getByRole("link", { name: "Help" })).toHaveCount(0);
  });

  test("the logo link has a name", async ({ page, logIn }) => {
    await logIn(DEMO.reader);
    await expect(page.getByRole("link", { name: "Compliance Workbench" })).toHaveAttribute("href", "/dashboard");
  });
});

test.describe("accessibility of the new and changed pages", () => {
  // axe runs inside the page, so it needs scripts; the markup it checks is the same without them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  test("no serious or critical axe violations, on a desktop and on a phone", async ({ page, logIn }) => {
    await logIn(DEMO.editor);
    // A fresh entry: nothing recorded yet, so its values show as "Not given".
    const detail = await addToRegister(page, "Work Equipment Directive");
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const path of [detail, `${detail}?remove=1`, "/organization", "/no/such/page", "/unauthorized"]) {
        await page.goto(path);
        if (path === detail) await expect(page.getByText("Not given").first()).toBeVisible();
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
});

test.describe("double submits", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without scripts the browser's own behaviour applies");

  test("a second click while a form is being sent posts nothing, and no false error follows", async ({
    page,
    logIn,
  }) => {
    await logIn(DEMO.editor);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes(LIST)) posts.push(request.url());
    });
    await page.goto(LIST);
    await page.getByLabel("Title, short name or reference").fill("Chemical Agents Directive");
    await page.getByRole("button", { name: "Find" }).click();
    const adding = await holdPosts(page, (url) => url.pathname === LIST);
    const add = page
      .getByRole("region", { name: "Add from the catalogue" })
      .getByRole("button", { name: /^Add / })
      .first();
    await add.click();
    await expect(add).toBeDisabled();
    await add.click({ force: true });
    adding.release();
    await expect(toast(page, "Added to the register.")).toBeVisible();
    expect(posts).toHaveLength(1);

    posts.length = 0;
    await page.getByLabel("Why it applies to us").fill("We handle chemical agents at work.");
    const save = page.getByRole("button", { name: "Save" }).first();
    const saving = await holdPosts(page, (url) => url.pathname.startsWith(`${LIST}/`));
    await save.click();
    await expect(save).toBeDisabled();
    await save.click({ force: true });
    saving.release();
    await expect(toast(page, "The binding obligation is saved.")).toBeVisible();
    await expect(page.getByText("We handle chemical agents at work.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(posts).toHaveLength(1);
  });
});
