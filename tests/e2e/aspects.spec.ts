import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { switchTo } from "./support/own-company";

/**
 * Environmental aspects (/planning/aspects): the demo's chemical plant has its significant aspects
 * assessed; an editor takes a waste fraction from the suggestions, links the waste order and sets the
 * review; a reader filters the significant ones on a phone and prints them without script.
 */
const ASPECTS = "/planning/aspects";
const SPILL = "Unloading and storing drums of products hazardous to water";
const PHONE = { width: 390, height: 844 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const suggestion = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("an editor takes a waste fraction from the suggestions as an aspect, with its obligation and review @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  await page.goto(ASPECTS);
  await switchTo(page, "Nordvik Chemicals A/S", javaScriptEnabled);
  // Each project takes a fraction of its own: the demo is shared by both.
  const fraction = javaScriptEnabled ? "Spildolie (130205)" : "Tomme kemikaliedunke (150110)";
  await page.goto(`${ASPECTS}/suggestions`);
  await expect(suggestion(page, "Vaskevæske med opløsningsmidler (070104)")).toContainText("Taken as an aspect");
  await expect(suggestion(page, fraction)).toContainText(/\d t in /);
  await page.getByRole("button", { name: `Add ${fraction} as an aspect` }).click();

  // The form starts from the suggestion's words and figure.
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(field(page, "Activity, product or service")).toHaveValue(`Waste: ${fraction}`);
  await expect(field(page, "Environmental aspect")).toHaveValue("Generation of hazardous waste");
  await expect(field(page, "Figure")).toHaveValue(/ t in /);
  await field(page, "Severity").selectOption({ label: "2 · Minor" });
  await field(page, "Probability").selectOption({ label: "3 · Possible" });
  await field(page, "Legal requirement").selectOption({ label: "2 · General rules apply" });
  await field(page, "Stakeholder concern").selectOption({ label: "2 · Slight" });
  await page.getByRole("checkbox", { name: /^Affaldsbekendtgørelsen/ }).check();
  await field(page, "Last review").fill("2026-03-15");
  // A recurrence of no months is refused in words, and nothing is saved.
  await field(page, "Review every (months)").fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("This is too short or too small.")).toBeVisible();
  await field(page, "Review every (months)").fill("12");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect(toast(page, "The aspect is assessed.")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: `Waste: ${fraction}: Generation of hazardous waste` }),
  ).toBeVisible();
  // A sum of 9 is below the default 12; the linked waste order makes it significant.
  await expect(detail(page, "Significance")).toHaveText("Significant · 9 · binding obligation");
  await expect(detail(page, "Next review")).toHaveText("15 Mar 2027");
  await expect(page.getByRole("region", { name: "Binding obligations" }).getByRole("link")).toHaveText(
    /^Affaldsbekendtgørelsen/,
  );
  // The action the aspect needs goes into the action plan from its page.
  const plan = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await plan.getByLabel("Title").fill(`Sortering af ${fraction}`);
  await plan.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "The action is added.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Actions" }).getByRole("link", { name: `Sortering af ${fraction}` }),
  ).toBeVisible();
  await page.goto(`${ASPECTS}/suggestions`);
  await expect(suggestion(page, fraction)).toContainText("Taken as an aspect");

  // At the next review the register marks it reviewed with the others chosen: a plain post.
  await page.goto(`${ASPECTS}?q=${encodeURIComponent(fraction)}`);
  await page
    .getByRole("checkbox", { name: `Choose Waste: ${fraction}: Generation of hazardous waste`, exact: true })
    .check();
  const review = page.locator("form", { has: page.getByRole("heading", { name: "Mark the chosen aspects reviewed" }) });
  await review.getByLabel("Reviewed on").fill("2026-04-01");
  await review.getByRole("button", { name: "Mark reviewed", exact: true }).click();
  await expect(toast(page, "The chosen aspects are marked reviewed.")).toBeVisible();
  await expect(page.getByRole("table").first().locator("tbody tr").first()).toContainText("1 Apr 2027");
});

test("a reader filters the significant aspects on a phone and prints them without script @no-js", async ({
  page,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(ASPECTS);
  await expect(page.getByRole("heading", { level: 1, name: "Environmental aspects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New aspect" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Suggestions" })).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the register on a phone");

  const filters = page.getByRole("search");
  await filters.getByLabel("Condition").selectOption({ label: "Emergency" });
  await filters.getByLabel("Only significant").check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/significant=true/);
  await expect(page.getByRole("table").first().locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("link", { name: SPILL })).toBeVisible();

  await page.getByRole("link", { name: "Print", exact: true }).click();
  await expect(page).toHaveURL(/\/planning\/aspects\/print\?.*condition=EMERGENCY/);
  await expect(page.getByRole("heading", { level: 1, name: "Environmental aspects" })).toBeVisible();
  await expect(page.getByRole("cell", { name: SPILL })).toBeVisible();
  await expect(page.getByText("Significant · 15")).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the printable register on a phone");
  const html = await (await page.request.get(`${ASPECTS}/print?lang=da`)).text();
  expect(html).toContain("Nødsituation");
  expect(html).not.toMatch(/<script\b/i);

  await page.goto(ASPECTS);
  await page.getByRole("link", { name: SPILL }).click();
  await expect(detail(page, "Condition")).toHaveText("Emergency");
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
});

test("the holding's manager sees the rule and a threshold it cannot reach is refused", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.goto(ASPECTS);
  expect(await seriousAxeViolations(page), "the register").toEqual([]);
  await page.getByRole("link", { name: "Significance rule" }).click();
  await expect(detail(page, "Rule")).toHaveText("The sum of the four scores ≥ 12");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field(page, "Rule").selectOption({ label: "The product of the four scores" });
  await field(page, "Significant from").fill("700");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Choose a threshold the rule can reach")).toBeVisible();
  expect(await seriousAxeViolations(page), "the rule's page").toEqual([]);
  await page.reload();
  await expect(detail(page, "Chosen by")).toHaveText("The product's default, until Nordvik Group A/S chooses");
  await page.goto(`${ASPECTS}/suggestions`);
  expect(await seriousAxeViolations(page), "the suggestions").toEqual([]);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the register is headed, filtered and judged in Danish", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    await page.goto(ASPECTS);
    await expect(page.getByRole("heading", { level: 1, name: "Miljøaspekter" })).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Driftssituation")).toBeVisible();
    await expect(page.getByText("Væsentlig · 15")).toBeVisible();
    await page.getByRole("link", { name: SPILL }).click();
    expect(await seriousAxeViolations(page), "an aspect in Danish").toEqual([]);
  });
});
