import { expect, type Page } from "@playwright/test";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { ROLES, signedIn } from "./support/route-table";

const WASTE = "/monitoring/waste";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole("button", { name: "Save", exact: true });

const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

/**
 * A waste handler of its own in the stakeholder catalogue, made by a maintainer: taking one on twice
 * answers the first, and both projects share the database.
 */
async function catalogueHandler(baseURL: string, name: string) {
  const maintainer = await signedIn(baseURL, ROLES.maintainer!);
  const created = await maintainer.post("/admin/stakeholders/new", { form: { name, kind: "WASTE_HANDLER" } });
  expect(created.status(), "the catalogue's new waste handler").toBe(302);
  await maintainer.dispose();
}

/** Finds a waste type by its code, chooses it, and fills in the arrangement; back on the handler's page. */
async function addArrangement(page: Page, scripts: boolean, code: string, values: Record<string, string>) {
  await page.getByRole("link", { name: "Add an arrangement" }).click();
  await page.getByRole("searchbox", { name: "Code or name" }).fill(code.replace(/ /g, ""));
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("link", { name: `Choose ${code}`, exact: true }).click();
  await expect(page).toHaveURL(/\/arrangements\/new\?wasteTypeId=\d+$/);
  // With script the search's results (which name the code too) stay until the form is drawn.
  await expect(page.getByRole("link", { name: `Choose ${code}`, exact: true })).toHaveCount(0);
  await waitForScripts(page, scripts);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  for (const [label, value] of Object.entries(values)) {
    const input = field(page, label);
    // A choice by its value or its words, a text typed.
    if ((await input.evaluate((element) => element.tagName)) === "SELECT") await input.selectOption(value);
    else await input.fill(value);
  }
  // The last save's toast sits over the header's Save button, and a pointer resting on it keeps it.
  await expect(page.locator("[data-rht-toaster] [role=status]")).toHaveCount(0);
  await save(page).click();
  await expect(toast(page, "The arrangement is added.")).toBeVisible();
}

test("an editor takes on a waste handler and adds what it takes away in tonnes, emptyings and pieces @no-js", async ({
  page,
  logIn,
  baseURL,
  javaScriptEnabled,
}) => {
  const tag = unique();
  const name = `Affald Ærø ${tag}`;
  await catalogueHandler(baseURL!, name);
  await logIn(DEMO.editor);

  await page.goto(WASTE);
  await page.getByRole("link", { name: "New waste handler" }).click();
  await waitForScripts(page, javaScriptEnabled);
  await field(page, "Waste handler").selectOption({ label: name });
  await field(page, "Registration number").fill(`AR-${tag}`);
  await field(page, "Registration valid until").fill("2020-06-30");
  await field(page, "Contract start").fill("2024-01-01");
  await field(page, "Contract end").fill("2023-12-31");
  await field(page, "Responsible").selectOption({ label: "Camilla Berg" });
  await save(page).click();
  await expect(page.getByText("The end cannot be before the start.")).toBeVisible();
  await field(page, "Contract end").fill("2026-12-31");
  await save(page).click();
  await expect(toast(page, "The waste handler is taken on. Add what it takes away here.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${WASTE}/\\d+$`));
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(detail(page, "Registration valid until")).toContainText("Expired");
  await expect(detail(page, "Responsible")).toHaveText("Camilla Berg");

  await addArrangement(page, javaScriptEnabled, "20 03 01", { Fraction: "Restaffald", Treatment: "R1" });
  await addArrangement(page, javaScriptEnabled, "15 01 01", {
    Fraction: "Pap fra lageret",
    "Registration unit": "Container emptyings",
    Container: "660 l minicontainer",
    "Container volume (m³)": "0,66",
    "Density (kg/m³)": "50",
    "Collection frequency": "Every week",
  });
  await addArrangement(page, javaScriptEnabled, "16 02 14", {
    Fraction: "Kasserede skærme",
    "Registration unit": "Pieces",
    "Weight per piece (kg)": "4,5",
  });

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const table = page.getByRole("table", { name: "Arrangements" });
  for (const [fraction, ...cells] of [
    ["Restaffald", "20 03 01", "Tonnes", "R1"],
    ["Pap fra lageret", "15 01 01", "Container emptyings", "660 l minicontainer", "Every week"],
    ["Kasserede skærme", "16 02 14", "Pieces"],
  ]) {
    const row = table.getByRole("row").filter({ hasText: fraction! });
    for (const text of cells) await expect(row.getByRole("cell", { name: text }).first()).toBeVisible();
  }

  await page.getByRole("link", { name: "Pap fra lageret", exact: true }).click();
  await expect(detail(page, "Container volume (m³)")).toHaveText("0.66 m³");
  await expect(detail(page, "In tonnes")).toHaveText("Its quantities are converted to tonnes.");
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await waitForScripts(page, javaScriptEnabled);
  await field(page, "Collection frequency").selectOption({ label: "Every 2 months" });
  await save(page).click();
  await expect(toast(page, "The arrangement is saved.")).toBeVisible();
  await expect(detail(page, "Collection frequency")).toHaveText("Every 2 months");
  await expect(detail(page, "Container volume (m³)")).toHaveText("0.66 m³");
  await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await page.goto(`${WASTE}?q=${tag}&expired=1`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Expired");
});

test("on a 390 px phone the register, a handler, an arrangement and its form fit the screen", async ({
  page,
  logIn,
  baseURL,
}) => {
  const name = `Genbrug Syd ${unique()}`;
  await catalogueHandler(baseURL!, name);
  await logIn(DEMO.editor);
  await page.goto(`${WASTE}/new`);
  await field(page, "Waste handler").selectOption({ label: name });
  await field(page, "Registration valid until").fill("2030-01-31");
  await save(page).click();
  await expect(page).toHaveURL(new RegExp(`${WASTE}/\\d+$`));
  const path = new URL(page.url()).pathname;
  await page.goto(`${path}/arrangements/new?q=200301`);
  await page.getByRole("link", { name: "Choose 20 03 01", exact: true }).click();
  const form = page.url();
  await field(page, "Fraction").fill("Restaffald");
  await save(page).click();
  await expect(toast(page, "The arrangement is added.")).toBeVisible();
  await page.getByRole("link", { name: "Restaffald", exact: true }).click();
  const arrangement = page.url();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const [address, what] of [
    [WASTE, "the register"],
    [path, "the handler"],
    [arrangement, "the arrangement"],
    [form, "the arrangement's form"],
  ] as const) {
    await page.goto(address);
    await fitsWidth(page, 390, what);
  }
});
