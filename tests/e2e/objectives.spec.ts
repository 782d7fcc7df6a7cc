import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { switchTo } from "./support/own-company";

/**
 * Objectives (/planning/objectives) and the performance overview: a manager sets an objective measured
 * by hand, is refused a target the wrong way, an editor enters its figure; a reader reads the overview
 * and the hours worked on a phone.
 */
const OBJECTIVES = "/planning/objectives";
const OVERVIEW = "/monitoring/performance-overview";
const PHONE = { width: 390, height: 844 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("a manager sets an objective, is refused a target above its baseline, and enters a figure @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.manager);
  await page.goto(OBJECTIVES);
  await switchTo(page, "Nordvik Chemicals A/S", javaScriptEnabled);
  await expect(row(page, "Less waste from production")).toContainText("Behind");
  // Each project sets an objective of its own: the demo is shared by both.
  const title = `Vandforbrug i vaskehallen (${javaScriptEnabled ? "js" : "no-js"})`;
  await page.getByRole("link", { name: "New objective" }).click();
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field(page, "Objective").fill(title);
  await field(page, "Measured by").selectOption({ label: "CO2, scope 2" });
  await field(page, "Baseline year").fill("2024");
  await field(page, "Baseline").fill("100");
  await field(page, "Target").fill("120");
  await field(page, "Deadline").fill("2028-12-31");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The target of a reduction is at or below the baseline.").first()).toBeVisible();

  await field(page, "Measured by").selectOption({ label: "A figure entered by hand" });
  await field(page, "Unit").fill("m³");
  await field(page, "Baseline").fill("1.250,5");
  await field(page, "Target").fill("900");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The objective is set.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("No figure", { exact: true })).toBeVisible();

  await field(page, "Figure (m³)").fill("1100");
  await page.getByRole("button", { name: "Enter a figure" }).click();
  await expect(toast(page, "The figure is entered.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Now/ })).toContainText("1,100 m³");
  await page.goto(`${OBJECTIVES}?measure=MANUAL`);
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, "Less waste from production")).toHaveCount(0);
});

test("a reader reads the performance overview and the hours worked on a phone, without a form to save @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(OVERVIEW);
  await switchTo(page, "Nordvik Group A/S", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Performance overview" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Objectives" }).first()).toContainText("Cut CO2 from energy");
  await expect(page.getByRole("region", { name: "The last twelve months' figures" })).toContainText(
    "Nordvik Chemicals A/S",
  );
  await fitsWidth(page, PHONE.width, "the overview on a phone");
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the performance overview").toEqual([]);
  await page.getByRole("link", { name: "Hours worked" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hours worked" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save the hours" })).toHaveCount(0);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the objectives read in Danish", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    await page.goto(OBJECTIVES);
    await expect(page.getByRole("heading", { level: 1, name: "Mål" })).toBeVisible();
    await expect(row(page, "Cut CO2 from energy")).toContainText("På sporet");
    expect(await seriousAxeViolations(page), "the objectives in Danish").toEqual([]);
  });
});
