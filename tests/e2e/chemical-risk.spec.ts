import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * Chemical risk per work process (/planning/chemical-risk): an editor adds a work process, assesses a
 * CMR product in it (refused until the substitution considered is written), rescores it and takes it
 * off; the demo's wash bay, where diesel was substituted, is in the CMR register and linked from the
 * product's page and workplace instruction.
 */
const LIST = "/planning/chemical-risk";
const WASH_BAY = "Degreasing parts at the wash bay";
const PHONE = { width: 390, height: 844 };
const uses = (page: Page) => page.getByRole("region", { name: "Products used" });

test("an editor assesses a CMR product's use in a new work process, rescores it and takes it off @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const name = `Rengøring af tanke ${unique()}`;
  await page.goto(`${LIST}/new`);
  await page.getByLabel("Work process", { exact: true }).fill(name);
  await page.getByLabel("Ventilation", { exact: true }).selectOption({ label: "General ventilation" });
  await page.getByLabel("Who is exposed", { exact: true }).fill("Operatører i tankgården");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The work process is added.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(uses(page).getByText("No product is assessed in this work process yet.")).toBeVisible();

  // The product first (a plain GET), then its use, with its statements beside the scores.
  await uses(page)
    .getByLabel("Product of my chemicals")
    .selectOption({ label: "Diesel fuel B7 · Warehouse · Tank farm" });
  await uses(page).getByRole("button", { name: "Continue" }).click();
  await expect(uses(page).getByText("Suspected of causing cancer", { exact: false })).toBeVisible();
  await expect(uses(page).getByText("Wear protective gloves/protective clothing", { exact: false })).toBeVisible();
  await uses(page).getByLabel("Inhalation").check();
  await uses(page).getByLabel("Skin").check();
  await uses(page).getByLabel("Quantity per use").fill("5");
  await uses(page).getByLabel("Unit", { exact: true }).selectOption({ label: "L" });
  await uses(page).getByLabel("How often").selectOption({ label: "Weekly" });
  await uses(page).getByLabel("Likelihood").selectOption({ label: "2 · Unlikely" });
  await uses(page).getByLabel("Severity").selectOption({ label: "4 · Major" });
  await uses(page).getByRole("button", { name: "Add a product" }).click();
  // A CMR product without the substitution considered is refused in words, and nothing is added.
  await expect(uses(page).getByText("A CMR product: say which substitution was considered.").first()).toBeVisible();
  await uses(page)
    .getByLabel("Substitution considered")
    .fill("Vandbaseret rensemiddel afprøvet; løsner ikke gammelt fedt");
  await uses(page).getByRole("button", { name: "Add a product" }).click();
  await expect(toast(page, "The product is added to the work process.")).toBeVisible();
  await expect(uses(page).getByText("Medium · 8")).toBeVisible();
  await expect(detail(page, "Highest risk")).toHaveText("Medium · 8");

  await uses(page).getByRole("link", { name: "Edit the use of Diesel fuel B7" }).click();
  await uses(page).getByLabel("Likelihood").selectOption({ label: "1 · Rare" });
  await uses(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The product's use is saved.")).toBeVisible();
  await expect(uses(page).getByText("Low · 4")).toBeVisible();

  // In the CMR register, and in the printed assessment, which ships no script.
  const path = new URL(page.url()).pathname;
  await page.goto(`${LIST}/cmr?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  const printed = await (await page.request.get(`${path}/print`)).text();
  expect(printed).toContain("H351");
  expect(printed).not.toMatch(/<script\b/i);

  await page.goto(path);
  await uses(page).getByRole("button", { name: "Take Diesel fuel B7 off" }).click();
  await expect(toast(page, "The product is taken off the work process.")).toBeVisible();
  await expect(uses(page).getByText("No product is assessed in this work process yet.")).toBeVisible();
});

test("the demo's wash bay: listed, in the CMR register, linked from its products, and fits a phone @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto("/planning/risk-assessment");
  await page.getByRole("link", { name: "Chemical risk per work process" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chemical risk per work process" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New work process" })).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the register on a phone");
  // The CSV has the register's columns in words.
  const csv = await (await page.request.get(`${LIST}/export`)).text();
  expect(csv).toContain("Work process");
  expect(csv).toMatch(/Degreasing parts at the wash bay.*Local exhaust ventilation.*Yes.*Medium/);
  const cmrCsv = await (await page.request.get(`${LIST}/cmr/export`)).text();
  expect(cmrCsv).toMatch(/Diesel fuel B7.*H351.*Degreasing parts at the wash bay/);
  await page.getByRole("link", { name: "CMR register" }).click();
  await expect(page.getByRole("link", { name: "Diesel fuel B7" }).first()).toBeVisible();
  await fitsWidth(page, PHONE.width, "the CMR register on a phone");

  await page.getByRole("link", { name: WASH_BAY }).first().click();
  await expect(detail(page, "Ventilation")).toHaveText("Local exhaust ventilation");
  await expect(uses(page).getByText("Hand brushing in diesel was replaced", { exact: false })).toBeVisible();
  await fitsWidth(page, PHONE.width, "a work process on a phone");
  // Axe runs in the page: with script only.
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "a work process's page").toEqual([]);

  await uses(page).getByRole("link", { name: "Diesel fuel B7" }).click();
  const processes = page.getByRole("region", { name: "Work processes" });
  await expect(processes.getByRole("link", { name: WASH_BAY })).toBeVisible();
  await page.getByRole("link", { name: "Workplace instruction" }).click();
  await page.getByRole("link", { name: `Risk assessment: ${WASH_BAY}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: WASH_BAY })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the printed assessment on a phone");
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the register and a work process speak Danish", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    await page.goto(LIST);
    await expect(
      page.getByRole("heading", { level: 1, name: "Kemisk risikovurdering pr. arbejdsproces" }),
    ).toBeVisible();
    await page.getByRole("link", { name: WASH_BAY }).first().click();
    await expect(detail(page, "Ventilation")).toHaveText("Punktudsugning");
    await expect(page.getByText("Mistænkt for at fremkalde kræft", { exact: false }).first()).toBeVisible();
    expect(await seriousAxeViolations(page), "a work process in Danish").toEqual([]);
  });
});
