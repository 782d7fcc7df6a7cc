import { expect, type Page } from "@playwright/test";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { holdPosts } from "./support/held-posts";

// The demo users work in the holding, which sees the chemicals its companies keep (Nordvik Chemicals
// A/S keeps the demo's). Both projects share the database: what a test adds is kept at a storage
// location of its own, and found again by it.
const LIST = "/chemicals/my-chemicals";
const NEW = `${LIST}/new`;
const DETAIL = new RegExp(`${LIST}/(\\d+)$`);
const ACETONE = "Acetone technical 99.5 %";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
const table = (page: Page) => page.getByRole("table", { name: "My chemicals" });
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
const pictogram = (page: Page, code: string) => page.locator(`img[src="/pictograms/${code}.svg"]`);

const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

/** Chooses a department by its name (the option's text carries its indentation). */
async function chooseDepartment(page: Page, name: string) {
  const option = field(page, "Department")
    .locator("option")
    .filter({ hasText: new RegExp(`^\\s*${name}$`) });
  await field(page, "Department").selectOption((await option.getAttribute("value"))!);
}

/** The list filtered to one storage location through its filter form. */
async function listAt(page: Page, scripts: boolean, location: string) {
  await page.goto(LIST);
  await waitForScripts(page, scripts);
  await page.getByRole("search").getByLabel("Storage location").fill(location);
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]location=/);
}

/** Keeps a chemical of the catalogue at a storage location through the two steps; answers its page. */
async function keep(page: Page, scripts: boolean, name: string, location: string) {
  await page.goto(`${NEW}?q=${encodeURIComponent(name.split(",")[0]!)}`);
  await page.getByRole("link", { name: `Choose ${name}`, exact: true }).click();
  await waitForScripts(page, scripts);
  await field(page, "Storage location").fill(location);
  await field(page, "Amount").fill("2,5");
  await field(page, "Unit").selectOption({ label: "L" });
  await save(page).click();
  await expect(toast(page, "The chemical was added")).toBeVisible();
  await expect(page).toHaveURL(DETAIL);
  return new URL(page.url()).pathname;
}

const keepAcetone = (page: Page, scripts: boolean, location: string) => keep(page, scripts, ACETONE, location);

test("an editor adds a catalogue chemical once, in Danish decimals, and sees its label, in the register and on its instruction @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const location = `Solvent cabinet ${unique()}`;

  // Step 1: find the chemical in the catalogue and choose it.
  await visit(LIST);
  await page.getByRole("link", { name: "Add a chemical" }).click();
  await expect(page).toHaveURL(new RegExp(`${NEW}$`));
  await page.getByRole("searchbox", { name: "Name, producer or CAS number" }).fill("acetone");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=acetone/);
  await page.getByRole("link", { name: `Choose ${ACETONE}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${NEW}\\?chemical=\\d+$`));
  await waitForScripts(page, javaScriptEnabled);
  await expect(page.getByText(`Chemical: ${ACETONE}`)).toBeVisible();

  // Step 2: where and how much. A word for the amount is refused, in words, and keeps what was typed.
  await field(page, "Supplier").selectOption({ label: "Brenntag Nordic A/S · 10004512" });
  await chooseDepartment(page, "Laboratory");
  await field(page, "Storage location").fill(location);
  await field(page, "Unit").selectOption({ label: "L" });
  await field(page, "Purpose of use").fill("Cleaning of optics");
  await field(page, "Amount").fill("abc");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await save(page).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("Enter a number, e.g. 1234.5.")).toBeVisible();
  await expect(field(page, "Storage location")).toHaveValue(location);
  await expect(field(page, "Amount")).toHaveValue("abc");

  // A Danish decimal comma, and the form sent twice: one entry only.
  await field(page, "Amount").fill("2,5");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith(NEW)) posts.push(request.url());
  });
  if (javaScriptEnabled) {
    const saving = await holdPosts(page, (url) => url.pathname.startsWith(NEW));
    await save(page).click();
    await expect(save(page)).toBeDisabled();
    await save(page).click({ force: true });
    saving.release();
  } else {
    // Without scripts the browser sends the form again: the server answers the second with the first.
    await save(page).dblclick();
  }
  await expect(toast(page, "The chemical was added")).toBeVisible();
  await expect(page).toHaveURL(DETAIL);
  if (javaScriptEnabled) expect(posts).toHaveLength(1);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: ACETONE })).toBeVisible();
  await expect(detail(page, "Storage location")).toHaveText(location);
  await expect(detail(page, "Department")).toHaveText("Laboratory");
  await expect(detail(page, "Amount")).toHaveText("2.5 L");
  await expect(detail(page, "Supplier")).toHaveText("Brenntag Nordic A/S");
  await expect(detail(page, "Storage class")).toHaveText("3");
  await expect(page.getByText("Highly flammable liquid and vapour.")).toBeVisible();

  // The register at that location: the one entry (the refused form made none), with its colour,
  // label and storage class.
  await listAt(page, javaScriptEnabled, location);
  await expect(table(page).locator("tbody tr")).toHaveCount(1);
  // An editor's row starts with the box that chooses it for a move: the chemical is the second cell.
  const cells = rowOf(page, ACETONE)
    .getByRole("cell")
    .filter({ hasNot: page.getByRole("checkbox") });
  await expect(cells.nth(1)).toHaveText("Yellow");
  await expect(pictogram(page, "GHS02")).toBeVisible();
  await expect(pictogram(page, "GHS07")).toBeVisible();
  await expect(cells.nth(2)).toContainText("Danger");
  await expect(cells.nth(3)).toHaveText("3");
  await expect(cells.nth(4)).toHaveText(location);
  await expect(cells.nth(5)).toHaveText("2.5 L");
  await expect(cells.nth(6)).toContainText("Revised");

  // The workplace instruction ships no script at all, in English and in Danish.
  const html = await (await page.request.get(`${path}/instruction`)).text();
  expect(html).toContain(ACETONE);
  expect(html).not.toMatch(/<script\b/i);
  await page.goto(path);
  await page.getByRole("link", { name: "Workplace instruction" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/instruction$`));
  await expect(page.getByRole("heading", { level: 1, name: ACETONE })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByText("Highly flammable liquid and vapour.")).toBeVisible();
  await expect(page.getByText("Causes serious eye irritation.")).toBeVisible();
  await expect(pictogram(page, "GHS02")).toBeVisible();
  await expect(pictogram(page, "GHS07")).toBeVisible();
  await expect(page.getByText(location)).toBeVisible();
  // The company, the signal word, and the precautionary statements in sections by their kind.
  await expect(page.getByText("Company: Nordvik Group A/S")).toBeVisible();
  await expect(page.getByText("Signal word: Danger")).toBeVisible();
  const section = (name: string) =>
    page.locator("section").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(section("Protective measures and equipment")).toContainText("P210");
  await expect(section("First aid and spills")).toContainText("IF IN EYES: Rinse cautiously with water");
  await expect(section("Storage")).toContainText("P403+P235");
  await expect(section("Disposal")).toContainText("no precautionary statement of this kind");
  await page.getByRole("link", { name: "Dansk" }).click();
  await expect(page).toHaveURL(/[?&]lang=da$/);
  await expect(page.locator("article[lang=da]")).toBeVisible();
  await expect(page.getByText("Meget brandfarlig væske og damp.")).toBeVisible();
  await expect(page.getByText("Forårsager alvorlig øjenirritation.")).toBeVisible();
  await expect(page.getByText("2,5 L")).toBeVisible();
  await expect(page.getByText("Virksomhed: Nordvik Group A/S")).toBeVisible();
  await expect(page.getByText("Signalord: Fare")).toBeVisible();
  await expect(section("Beskyttelsesforanstaltninger og værnemidler")).toContainText("P210");
  await expect(section("Førstehjælp og spild")).toContainText("VED KONTAKT MED ØJNENE");
  await expect(section("Opbevaring")).toContainText("P403+P235");
  await expect(section("Bortskaffelse")).toBeVisible();
  await expect(pictogram(page, "GHS02")).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
});

test("an edit from a stale tab is refused, and a kept chemical is removed in two steps @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const location = `Drum store ${unique()}`;
  const path = await keepAcetone(page, javaScriptEnabled, location);

  // Two tabs edit it: the later save from the older page is refused and keeps what was typed.
  const other = await page.context().newPage();
  for (const tab of [other, page]) {
    await tab.goto(`${path}/edit`);
    await waitForScripts(tab, javaScriptEnabled);
  }
  await expect(field(page, "Amount")).toHaveValue("2.5");
  await field(page, "Purpose of use").fill("Cleaning of lenses");
  await save(page).click();
  await expect(toast(page, "The changes were saved")).toBeVisible();
  await field(other, "Purpose of use").fill("Degreasing of moulds");
  const conflict = other.waitForResponse((response) => response.request().method() === "POST");
  await save(other).click();
  expect((await conflict).status()).toBe(409);
  await expect(other.getByRole("alert").filter({ hasText: "Someone else changed this meanwhile." })).toBeVisible();
  await expect(field(other, "Purpose of use")).toHaveValue("Degreasing of moulds");
  await other.close();
  await expect(detail(page, "Purpose of use")).toHaveText("Cleaning of lenses");

  // Removal in two steps, each a plain page.
  await page.getByRole("link", { name: "Remove from my chemicals" }).click();
  await expect(page).toHaveURL(/\?remove=1$/);
  await expect(
    page.getByRole("heading", { name: `Remove ${ACETONE} from the organization's chemicals?` }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Remove from my chemicals" }).click();
  await expect(toast(page, "The chemical was removed from the list")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await listAt(page, javaScriptEnabled, location);
  await expect(page.getByText("No chemical matches these filters. Clear a filter to see more.")).toBeVisible();
  expect((await page.request.get(path, { maxRedirects: 0 })).status()).toBe(404);
});

test("adding or moving a gas to where flammable liquids are kept shows the conflict on the page the form leads to @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const store = `Flammables store ${unique()}`;
  const cage = `Gas cage ${unique()}`;
  const findingsAt = (location: string) => page.getByRole("region", { name: `Co-storage at ${location}` });
  await keepAcetone(page, javaScriptEnabled, store);
  await expect(findingsAt(store)).toHaveCount(0);

  // Kept alone first: nothing to say. Moved beside the acetone: the page the form leads to says so.
  const acetylene = await keep(page, javaScriptEnabled, "Acetylene, dissolved", cage);
  await expect(findingsAt(cage)).toHaveCount(0);
  await page.goto(`${acetylene}/edit`);
  await waitForScripts(page, javaScriptEnabled);
  await field(page, "Storage location").fill(store);
  await save(page).click();
  await expect(toast(page, "The changes were saved")).toBeVisible();
  await expect(findingsAt(store)).toContainText(
    `Keep apart: ${ACETONE} (class 3) and Acetylene, dissolved (class 2A) must be stored separately.`,
  );

  // Added where both are kept: the propane's page names its conflict with the acetone.
  await keep(page, javaScriptEnabled, "Propane, 11 kg cylinder", store);
  await expect(findingsAt(store)).toContainText(
    `Keep apart: ${ACETONE} (class 3) and Propane, 11 kg cylinder (class 2A) must be stored separately.`,
  );
  await findingsAt(store).getByRole("link", { name: "Check what is stored with it" }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([store]);
});

test("a reader checks co-storage and safety data sheets, exports them, and may not add a chemical @no-js", async ({
  page,
  logIn,
  visit,
  context,
}) => {
  await logIn(DEMO.reader);
  await visit("/chemicals");
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole("heading", { level: 1, name: "My chemicals" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a chemical" })).toHaveCount(0);

  // Co-storage: the roofing store's gas and solvent are to be kept apart; the gas cage's pair only
  // under the footnote's conditions.
  await page.getByRole("link", { name: "Co-storage check" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Co-storage check" })).toBeVisible();
  const roofing = page.getByRole("region", { name: "Roofing store", exact: true });
  await expect(roofing).toContainText(
    "Keep apart: Propane, 11 kg cylinder (class 2A) and White spirit, dearomatised (class 3) must be stored separately.",
  );
  const cage = page.getByRole("region", { name: "Gas cylinder cage", exact: true });
  await expect(cage).toContainText(
    "Conditions apply: Acetylene, dissolved (class 2A) and Oxygen, compressed (class 2A) may be stored together only as the footnote says.",
  );
  await expect(cage).toContainText("Footnote 3 (German): Verschiedene Gase");
  // Both class 8B, so the matrix allows them; TRGS 510 still keeps what reacts dangerously apart.
  await expect(page.getByRole("region", { name: "Acid and lye store", exact: true })).toContainText(
    "May react dangerously: Sodium hypochlorite 15 % releases a toxic gas in contact with acids (EUH031, EUH032), and Hydrochloric acid 30 % is corrosive and may be an acid.",
  );
  await page.getByRole("searchbox", { name: "Storage location" }).fill("roofing STORE");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await expect(page).toHaveURL(/[?&]location=roofing(\+|%20)STORE/);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Roofing store"]);
  await expect(page.getByText("1 finding at 1 storage locations.")).toBeVisible();
  await expect(page.getByText("Keep apart: Propane, 11 kg cylinder")).toBeVisible();

  // The safety data sheets that need attention: too old, or none for the country.
  await visit(LIST);
  await page.getByRole("link", { name: "Show chemicals whose safety data sheet needs attention" }).click();
  await expect(page).toHaveURL(/[?&]sds=ATTENTION/);
  for (const name of ["Battery acid 37 % (sulfuric acid)", "Gear oil CLP 220"]) {
    await expect(rowOf(page, name)).toContainText("Due for review since");
  }
  for (const name of ["Cyanoacrylate instant adhesive", "Floor cleaner, neutral"]) {
    await expect(rowOf(page, name)).toContainText("No safety data sheet for Denmark");
  }
  await expect(rowOf(page, ACETONE)).toHaveCount(0);

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", /sds=ATTENTION/);
  const csv = await page.request.get((await exportLink.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(csv.headers()["content-disposition"]).toContain("my-chemicals.csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"Chemical","Producer","Danger code","Hazard statements","Storage class","Water hazard class","Storage location","Department","Amount","Unit","Purpose of use","Supplier","SDS revised","SDS language","SDS status"',
  );
  expect(lines.find((line) => line.startsWith('"Battery acid 37 % (sulfuric acid)"'))).toContain('"Due for review"');
  expect(lines.find((line) => line.startsWith('"Floor cleaner, neutral"'))).toContain('"Missing"');
  expect(lines.some((line) => line.startsWith(`"${ACETONE}"`))).toBe(false);

  // A chemical's page offers no change, and the form is refused.
  await page.getByRole("link", { name: "Gear oil CLP 220", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gear oil CLP 220" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Workplace instruction" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Remove from my chemicals" })).toHaveCount(0);
  await page.goto(NEW);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible();

  // A LIMITED organization has no chemicals at all.
  await context.clearCookies();
  await logIn(DEMO.limited);
  await page.goto(LIST);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the register, the search, the form, a chemical, the co-storage check and the instruction fit the screen", async ({
    page,
    logIn,
    visit,
  }) => {
    await logIn(DEMO.editor);
    await visit(`${LIST}?q=Battery+acid`);
    await fitsWidth(page, 390, "the register");
    const path = (await page.getByRole("link", { name: "Battery acid 37 % (sulfuric acid)" }).getAttribute("href"))!;
    await visit(`${NEW}?q=acetone`);
    await fitsWidth(page, 390, "the catalogue search");
    await page.getByRole("link", { name: `Choose ${ACETONE}`, exact: true }).click();
    await expect(field(page, "Storage location")).toBeVisible();
    await fitsWidth(page, 390, "the form");
    await visit(`${LIST}/co-storage`);
    await fitsWidth(page, 390, "the co-storage check");
    // No scripts to wait for. Danish statements run the longest words together ("beskyttelseshandsker/…").
    await page.goto(`${path}/instruction?lang=da`);
    await expect(page.getByText("Arbejdspladsbrugsanvisning")).toBeVisible();
    await fitsWidth(page, 390, "the instruction");
    await visit(path);
    await fitsWidth(page, 390, "the chemical");
  });
});
