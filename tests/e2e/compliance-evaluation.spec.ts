import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { switchTo } from "./support/own-company";

/**
 * Compliance evaluation (/evaluation/compliance-evaluation): the chemical plant's legal register with
 * each obligation's standing; an editor evaluates an obligation, is refused an empty evaluation in
 * words, and plans the action a shortfall asks for; a reader reads the register on a phone.
 */
const REGISTER = "/evaluation/compliance-evaluation";
const PHONE = { width: 390, height: 844 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("an editor evaluates an obligation, is refused an empty evaluation, and plans the action it asks for @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  await page.goto(REGISTER);
  await switchTo(page, "Nordvik Chemicals A/S", javaScriptEnabled);
  // Each project evaluates an obligation of its own: the demo is shared by both.
  const obligation = javaScriptEnabled ? "Affaldsbekendtgørelsen" : "CLP";
  await expect(row(page, "Miljøbeskyttelsesloven")).toContainText("Not compliant");
  await expect(row(page, "REACH")).toContainText("Evaluation overdue");
  await row(page, obligation).getByRole("link", { name: obligation }).click();
  await expect(page.getByRole("heading", { name: "Compliance evaluations" })).toBeVisible();

  const record = page.getByRole("button", { name: "Record an evaluation" });
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await record.click();
  await expect(page.getByText("Fill in this field.").first()).toBeVisible();
  await field(page, "Evaluated on").fill("2026-11-02");
  await field(page, "Result").selectOption({ label: "Partly compliant" });
  await field(page, "Evaluated by").selectOption({ label: "Sofie Lund" });
  await field(page, "Evidence").fill("Stikprøve af affaldsregistreringerne: to månedsopgørelser manglede vægt.");
  await record.click();
  await expect(toast(page, "The evaluation is recorded.")).toBeVisible();
  const entry = page.getByRole("listitem").filter({ hasText: "2 Nov 2026" });
  await expect(entry).toContainText("Partly compliant");
  await expect(entry).toContainText("No action answers it yet");
  await expect(detail(page, "Next evaluation")).toHaveText("2 Nov 2027");

  // The shortfall asks for an action: planned from the page, it is listed with the evaluation.
  const title = `Weigh every waste collection (${javaScriptEnabled ? "js" : "no-js"})`;
  await field(page, "Title").fill(title);
  await page.getByRole("button", { name: "Add action" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: "2 Nov 2026" }).getByRole("link", { name: title }),
  ).toBeVisible();

  // The register shows the evaluation, and filters by its result.
  await page.goto(`${REGISTER}?result=PARTLY_COMPLIANT`);
  await expect(row(page, obligation)).toContainText("Evaluated on time");
  await expect(row(page, "Miljøbeskyttelsesloven")).toHaveCount(0);

  // The chosen obligation is evaluated every second year from now on: its next evaluation follows.
  await page.getByRole("checkbox", { name: `Choose ${obligation}`, exact: true }).check();
  await page.getByRole("combobox", { name: "Evaluation interval" }).selectOption({ label: "2 years" });
  await page.getByRole("button", { name: "Set the interval" }).click();
  await expect(toast(page, "The interval is set.")).toBeVisible();
  await expect(row(page, obligation)).toContainText("2 Nov 2028");
});

test("a reader reads the register and its standings on a phone, without a form to evaluate @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(REGISTER);
  await switchTo(page, "Nordvik Chemicals A/S", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1, name: "Compliance evaluation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "By organization" })).toContainText("Nordvik Chemicals A/S");
  await fitsWidth(page, PHONE.width, "the register on a phone");
  await page.goto(`${REGISTER}?standing=OVERDUE`);
  await expect(row(page, "REACH")).toBeVisible();
  await row(page, "REACH").getByRole("link", { name: "REACH" }).click();
  await expect(page.getByRole("heading", { name: "Compliance evaluations" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Record an evaluation" })).toHaveCount(0);
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "an obligation's evaluations").toEqual([]);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the holding's register and its companies' standings read in Danish", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    await page.goto(REGISTER);
    await expect(page.getByRole("heading", { level: 1, name: "Overholdelsesevaluering" })).toBeVisible();
    // The holding's own obligations, and its companies' standings beside them.
    await expect(row(page, "GDPR")).toContainText("Ikke evalueret endnu");
    await expect(page.getByRole("region", { name: "Pr. organisation" })).toContainText("Nordvik Chemicals A/S");
    expect(await seriousAxeViolations(page), "the register in Danish").toEqual([]);
  });
});
