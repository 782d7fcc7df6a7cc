import { DEMO, expect, test } from "./support/demo";

// What only happens when the page's scripts run.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "needs JavaScript");

/** A promise the test resolves when it is ready: a held response waits on it instead of a fixed time. */
function heldUntilReleased() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

test("a navigation pending for more than 100 ms shows the global spinner until it ends", async ({ page, logIn }) => {
  await logIn(DEMO.maintainer);
  await page.goto("/admin");
  // The dashboard's data is held until the spinner has shown: a navigation as slow as the test needs.
  const { held, release } = heldUntilReleased();
  await page.route(/\/dashboard\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const spinner = page.getByTestId("global-spinner");
  await expect(spinner).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main menu" }).first().getByRole("link", { name: "Dashboard" }).click();
  await expect(spinner).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test("choosing an organization switches at once, without a button", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await expect(page.getByRole("button", { name: "Switch" })).toBeHidden();
  await page.getByLabel("Active organization").selectOption({ label: "Nordvik Chemicals A/S" });
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Chemicals A/S" })).toBeVisible();
});

test("every screen hydrates to the very page the server rendered", async ({ page, logIn, visit }) => {
  // A mismatch makes React render the page again on the client, dropping whatever the user had typed.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  await logIn(DEMO.maintainer);
  await visit("/documents/own-documents");
  const ownDocument = await page
    .locator("main table a[href^='/documents/own-documents/']")
    .first()
    .getAttribute("href");
  await visit("/documents/binding-obligations");
  const obligation = await page
    .locator("main table a[href^='/documents/binding-obligations/']")
    .first()
    .getAttribute("href");
  const screens = [
    "/dashboard",
    "/admin",
    "/admin/legislation",
    "/admin/legislation/new",
    "/admin/legislation/1/edit",
    "/documents/own-documents?deleted=true",
    `${ownDocument}`,
    `${ownDocument}/edit`,
    "/documents/binding-obligations?find=regulation",
    `${obligation}`,
    `${obligation}?edit=1`,
  ];
  for (const screen of screens) await visit(screen);
  expect(errors).toEqual([]);
});

test("what is typed before the scripts arrive is kept once they run", async ({ page, logIn }) => {
  await logIn(DEMO.maintainer);
  // The scripts are held until the user has typed: a connection as slow as the test needs.
  const { held, release } = heldUntilReleased();
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/admin/legislation/new", { waitUntil: "commit" });
  const title = page.getByLabel("Title in English");
  await title.fill("Typed on a slow connection");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(title).toHaveValue("Typed on a slow connection");
});

test("the competence matrix's plain links navigate in the page, and a modified click is left to the browser", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.manager);
  await page.goto("/organization/members-roles-and-competences?tab=matrix");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const cell = page
    .getByRole("table")
    .getByRole("link", { name: /: (Valid|Due soon|Overdue|Missing)\. Record/ })
    .first();
  const href = await cell.getAttribute("href");
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByLabel("Last acquired")).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await page.goBack();
  const member = page.getByRole("table").getByRole("rowheader").getByRole("link").first();
  const popup = page.context().waitForEvent("page");
  await member.click({ modifiers: ["ControlOrMeta"] });
  await expect(await popup).toHaveURL(/\/organization\/members\/\d+$/);
  await expect(page).toHaveURL(/tab=matrix/);
});
