import { expect, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * The risk register (/planning/risk-assessment): the demo's forklift risk, assessed again after the
 * accident in aisle 4, heads the list; an editor assesses a new risk and re-assesses it, and the
 * earlier assessment stays in its history.
 */
const RISKS = "/planning/risk-assessment";
const FORKLIFT = "Forklift driving in the warehouse aisles";
const PHONE = { width: 390, height: 844 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const assessments = (page: Page) => page.getByRole("table").filter({ hasText: "Assessed" }).locator("tbody tr");

test("an editor assesses a risk, re-assesses it with controls, and both assessments are kept @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const activity = `Løft af sække på pakkelinjen ${unique()}`;
  await page.goto(`${RISKS}/new`);
  await field(page, "Work process or activity").fill(activity);
  await field(page, "Kind of hazard").selectOption({ label: "Ergonomic" });
  await field(page, "Hazard").fill("Tunge løft, 25 kg sække, mange gange i timen");
  await field(page, "Likelihood").selectOption({ label: "4 · Likely" });
  await field(page, "Severity").selectOption({ label: "3 · Moderate" });
  // Half a residual score is refused, in words, and nothing is saved.
  await field(page, "Likelihood with the controls").selectOption({ label: "2 · Unlikely" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("Give both the likelihood and the severity with the controls, or neither."),
  ).toBeVisible();
  await field(page, "Likelihood with the controls").selectOption({ label: "Not assessed" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The risk is assessed.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: activity })).toBeVisible();
  await expect(detail(page, "Risk")).toHaveText("High · 12");
  await expect(assessments(page)).toHaveCount(1);

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field(page, "Engineering controls").fill("Vakuumløfter ved pakkelinjen");
  await field(page, "Likelihood with the controls").selectOption({ label: "2 · Unlikely" });
  await field(page, "Severity with the controls").selectOption({ label: "2 · Minor" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The risk is saved.")).toBeVisible();
  await expect(detail(page, "With the controls")).toHaveText("Low · 4");
  await expect(page.getByText("Vakuumløfter ved pakkelinjen")).toBeVisible();
  await expect(assessments(page)).toHaveCount(2);
  await expect(assessments(page).first()).toContainText("Low · 4");
  await expect(assessments(page).last()).toContainText("High · 12");

  // A review that finds the scores still hold is kept as an assessment.
  await page.getByRole("button", { name: "Record a review" }).click();
  await expect(toast(page, "The review is recorded.")).toBeVisible();
  await expect(assessments(page)).toHaveCount(3);
  await expect(assessments(page).first()).toContainText("Low · 4");

  // The action the risk needs goes into the action plan from the risk's page.
  const plan = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await plan.getByLabel("Title").fill("Bestil vakuumløfter");
  await plan.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "The action is added.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Actions" }).getByRole("link", { name: "Bestil vakuumløfter" }),
  ).toBeVisible();

  // Who took part: a member for the safety organization, marked; no member chosen is refused in words.
  const participants = page.getByRole("region", { name: "Who took part" });
  await participants.getByRole("button", { name: "Add participant" }).click();
  await expect(page.getByRole("region", { name: "Who took part" }).getByText("Fill in this field.")).toBeVisible();
  await participants.getByLabel("Member").selectOption({ label: "Jonas Friis" });
  await participants.getByLabel("Took part for the safety organization").check();
  await participants.getByRole("button", { name: "Add participant" }).click();
  await expect(toast(page, "The participant is added.")).toBeVisible();
  await expect(participants.getByRole("listitem")).toHaveCount(1);
  await expect(participants.getByRole("listitem")).toContainText("Jonas Friis");
  await expect(participants.getByRole("listitem")).toContainText("Safety organization");

  // Copied to a department in one step from the register; a second copy makes nothing new.
  await page.goto(`${RISKS}?q=${encodeURIComponent(activity)}`);
  const copy = page.locator("form", {
    has: page.getByRole("heading", { name: "Copy the chosen risks to departments" }),
  });
  await copy.getByRole("button", { name: "Copy risks" }).click();
  await expect(page.getByText("Tick at least one row in the list.")).toBeVisible();
  for (let round = 0; round < 2; round++) {
    await page
      .getByRole("checkbox", { name: `Choose ${activity}`, exact: true })
      .first()
      .check();
    await copy.getByRole("checkbox", { name: "Laboratory", exact: true }).check();
    await copy.getByRole("button", { name: "Copy risks" }).click();
    await expect(toast(page, "The chosen risks are copied to the departments.")).toBeVisible();
  }
  await page.goto(`${RISKS}?q=${encodeURIComponent(activity)}`);
  await expect(page.getByRole("link", { name: activity })).toHaveCount(2);
});

test("the register lists the highest risk first, filters by level and kind, and fits a phone @no-js", async ({
  page,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(RISKS);
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessment" })).toBeVisible();
  await expect(page.getByRole("link", { name: FORKLIFT })).toBeVisible();
  await expect(page.getByRole("link", { name: "New risk" })).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the register on a phone");

  await page.getByRole("search").getByLabel("Risk").selectOption({ label: "Low" });
  await page.getByRole("search").getByLabel("Kind of hazard").selectOption({ label: "Psychosocial" });
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/level=LOW/);
  await expect(page.getByText("No risks match the filters.")).toBeVisible();
  await page.getByRole("search").getByLabel("Risk").selectOption({ label: "Medium" });
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name: "Office and screen work" })).toBeVisible();

  // The heat map (a page of its own) keeps the register's kind filter; its cell of likelihood 4 and
  // severity 4 opens the register filtered to it.
  await page.goto(`${RISKS}?hazard_category=TRAFFIC`);
  await page.getByRole("link", { name: "Heat map", exact: true }).click();
  await expect(page).toHaveURL(`${RISKS}/heat-map?hazard_category=TRAFFIC`);
  await expect(page.getByRole("heading", { level: 1, name: "Heat map" })).toBeVisible();
  await fitsWidth(page, PHONE.width, "the heat map on a phone");
  await page.getByRole("link", { name: /^1 risk of likelihood 4 and severity 4: High$/ }).click();
  await expect(page).toHaveURL(/hazard_category=TRAFFIC/);
  await expect(page).toHaveURL(/likelihood=4&severity=4/);
  await expect(page.getByRole("table").first().locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("link", { name: FORKLIFT })).toBeVisible();

  await page.goto(`${RISKS}?level=MEDIUM&hazard_category=PSYCHOSOCIAL`);
  await page.getByRole("link", { name: "Office and screen work" }).click();
  await expect(detail(page, "Kind of hazard")).toHaveText("Psychosocial");
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
});

test("the forklift risk shows its assessment before and after the accident", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.goto(RISKS);
  await page.getByRole("link", { name: FORKLIFT }).click();
  await expect(detail(page, "Risk")).toHaveText("High · 16");
  await expect(assessments(page)).toHaveCount(2);
  await expect(assessments(page).last()).toContainText("High · 12");
  const controls = page.getByRole("region", { name: "Controls, most effective first" });
  await expect(controls.locator("dt").first()).toHaveText("Engineering controls");
  await expect(page.getByRole("region", { name: "Actions" }).locator("tbody tr")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Who took part" }).getByRole("listitem").first()).toContainText(
    "Safety organization",
  );
  expect(await seriousAxeViolations(page), "a risk's page").toEqual([]);
});

test("the holding's managers see the matrix and are told in words why a matrix cannot be set, changing nothing @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.manager);
  await page.goto(RISKS);
  await page.getByRole("link", { name: "Risk matrix" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Risk matrix" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "5 · Almost certain" })).toBeVisible();
  await fitsWidth(page, PHONE.width, "the matrix on a phone");
  // axe runs in the page: with script only (the accessibility sweep covers every page too).
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the risk matrix").toEqual([]);

  // Three steps would drop the demo's fours; four words for three steps do not fit.
  await field(page, "Steps of likelihood").selectOption("3");
  await field(page, "High up to").fill("12");
  await field(page, "Likelihood words (Danish)").fill("Sjælden\nMulig\nSandsynlig\nSikker");
  await page.getByRole("button", { name: "Save the matrix" }).click();
  await expect(
    page.getByText("Give one word for each step, in both languages, or leave both empty.").first(),
  ).toBeVisible();
  await field(page, "Likelihood words (Danish)").fill("Sjælden\nMulig\nSandsynlig");
  await field(page, "Likelihood words (English)").fill("Rare\nPossible\nLikely");
  await page.getByRole("button", { name: "Save the matrix" }).click();
  await expect(
    page.getByText("A risk or a kept assessment is scored on a step this would drop.", { exact: false }),
  ).toBeVisible();
  await page.goto(`${RISKS}/matrix`);
  await expect(field(page, "Steps of likelihood")).toHaveValue("5");
});

test("a reader sees the matrix without a form to set it", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto(`${RISKS}/matrix`);
  await expect(page.getByRole("cell", { name: "Very high · 25" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save the matrix" })).toHaveCount(0);
});

test("an editor starts a department's APV round and records it done, refused in words on the way @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.editor);
  await page.goto(RISKS);
  await page.getByRole("link", { name: "APV rounds" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "APV rounds" })).toBeVisible();
  // The group office's last round was done over three years ago: its next is due.
  await expect(page.getByRole("row", { name: /Group HSE/ })).toContainText("(due)");
  await fitsWidth(page, PHONE.width, "the rounds on a phone");

  // Each project its own department: one round of a department is open at a time.
  const department = javaScriptEnabled ? "Group IT" : "Laboratory";
  const start = page.locator("form", { has: page.getByRole("heading", { name: "Start a round" }) });
  await start.getByRole("button", { name: "Start a round" }).click();
  await expect(start.getByText("Fill in this field.").first()).toBeVisible();
  await start.getByLabel("Department").selectOption({ label: department });
  await start.getByLabel("Started").fill("2026-11-02");
  await start.getByLabel("To be done by").fill("2026-11-01");
  await start.getByRole("button", { name: "Start a round" }).click();
  await expect(page.getByText("The day to be done by is on or after the start.")).toBeVisible();
  await page
    .locator("form", { has: page.getByRole("heading", { name: "Start a round" }) })
    .getByLabel("To be done by")
    .fill("2027-01-31");
  await page
    .locator("form", { has: page.getByRole("heading", { name: "Start a round" }) })
    .getByRole("button", { name: "Start a round" })
    .click();
  await expect(toast(page, "The round is started.")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(department) }).filter({ hasText: "Under way" });
  await expect(row).toHaveCount(1);

  await row.getByRole("checkbox").check();
  const done = page.locator("form", { has: page.getByRole("heading", { name: "Record the chosen rounds done" }) });
  await done.getByLabel("Done on").fill("2026-11-20");
  await done.getByRole("button", { name: "Record the chosen rounds done" }).click();
  await expect(toast(page, "The chosen rounds are recorded done.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(department) }).filter({ hasText: "20 Nov 2029" })).toHaveCount(
    1,
  );
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the APV rounds").toEqual([]);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the register is headed, filtered and banded in Danish", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    await page.goto(RISKS);
    await expect(page.getByRole("heading", { level: 1, name: "Risikovurdering" })).toBeVisible();
    await expect(page.getByRole("search").getByLabel("Type af fare")).toBeVisible();
    await expect(page.getByText("Høj · 16")).toBeVisible();
    expect(await seriousAxeViolations(page), "the register in Danish").toEqual([]);
  });
});
