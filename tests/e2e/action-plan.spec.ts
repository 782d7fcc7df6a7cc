import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, shownDate, toast, unique } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

/**
 * The action plan (/planning/action-plan): every action of the organization, an event's or one of its
 * own. Both projects share one database: each test's actions carry a tag of its run in their titles,
 * and the list is searched for it.
 */

const PLAN = "/planning/action-plan";
const ACTION_PAGE = new RegExp(`${PLAN}/(\\d+)$`);
const PHONE = { width: 390, height: 844 };

/** A day (yyyy-mm-dd) some days from now on a Danish calendar. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date(Date.now() + days * 86_400_000));

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const table = (page: Page) => page.getByRole("table", { name: "Action plan" });
const rowOf = (page: Page, title: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
const filters = (page: Page) => page.getByRole("search");
const bulkForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Change the chosen actions" }) });

type Planned = { title: string; kind: string; owner: string; due: string; description?: string };

/** Fills the new action's form (already open) and saves it; answers the action's page's address. */
async function fillAndPlan(page: Page, action: Planned) {
  await expect(page.getByRole("heading", { level: 1, name: "New action" })).toBeVisible();
  await field(page, "Title").fill(action.title);
  if (action.description) await field(page, "Description").fill(action.description);
  await field(page, "Kind").selectOption({ label: action.kind });
  await field(page, "Owner").selectOption({ label: action.owner });
  await field(page, "Due").fill(action.due);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The action is planned. Add its files here.")).toBeVisible();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: action.title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Opens the action's edit page from its page, lets `change` fill it, saves, and is back on its page. */
async function editAction(page: Page, change: () => Promise<void>) {
  const path = new URL(page.url()).pathname;
  await page.getByRole("main").getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(`${path}/edit`);
  await change();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The action is saved.")).toBeVisible();
  await expect(page).toHaveURL(path);
}

/** Ticks the rows of these actions and gives them the new owner and due date with the bulk form. */
async function changeChosen(page: Page, titles: string[], change: { owner?: string; due?: string }) {
  for (const title of titles) await page.getByRole("checkbox", { name: `Choose ${title}`, exact: true }).check();
  const form = bulkForm(page);
  if (change.owner) await form.getByLabel("New owner", { exact: true }).selectOption({ label: change.owner });
  if (change.due) await form.getByLabel("New due date", { exact: true }).fill(change.due);
  await form.getByRole("button", { name: "Change the chosen", exact: true }).click();
  await expect(toast(page, "The chosen actions are changed.")).toBeVisible();
}

test("an editor plans actions of its own, follows one, finds them by the filters, exports them and changes two at once", async ({
  page,
  logIn,
  visit,
}) => {
  const tag = unique();
  const first: Planned = {
    title: `Label the solvent cabinet ${tag}`,
    description: "Pictograms on the doors and a list of what is kept inside.",
    kind: "Improvement",
    owner: "Camilla Berg",
    due: dayFromNow(10),
  };
  const second: Planned = {
    title: `Check the eyewash water ${tag}`,
    kind: "Preventive",
    owner: "Camilla Berg",
    due: dayFromNow(-3),
  };

  await logIn(DEMO.editor);
  await visit(PLAN);
  await expect(page.getByRole("heading", { level: 1, name: "Action plan" })).toBeVisible();
  await page.getByRole("link", { name: "New action", exact: true }).click();
  await expect(page).toHaveURL(`${PLAN}/new`);
  const firstPath = await fillAndPlan(page, first);
  await expect(detail(page, "Status")).toHaveText("Open");
  await expect(detail(page, "Source")).toHaveText("Own action");
  await expect(detail(page, "Kind")).toHaveText("Improvement");
  await expect(detail(page, "Owner")).toHaveText("Camilla Berg");
  await expect(detail(page, "Due")).toHaveText(shownDate(new Date(first.due)));
  await expect(detail(page, "Description")).toHaveText(first.description!);
  // axe measures a toast's colours as they fade: the pages are audited without one.
  await visit(firstPath);
  expect(await seriousAxeViolations(page), "the action's page").toEqual([]);

  // Work on it begins.
  await editAction(page, async () => {
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(field(page, "Title")).toHaveValue(first.title);
    expect(await seriousAxeViolations(page), "the action's form").toEqual([]);
    await field(page, "Status").selectOption({ label: "In progress" });
  });
  await expect(detail(page, "Status")).toHaveText("In progress");

  // A second one, already past its due date.
  await visit(`${PLAN}/new`);
  await fillAndPlan(page, second);
  await expect(detail(page, "Overdue")).toHaveText(shownDate(new Date(second.due)));

  // The filters: its words, its status and its owner find the first; the overdue flag the second.
  await visit(PLAN);
  await filters(page).getByLabel("Search", { exact: true }).fill(tag);
  await filters(page).getByRole("combobox", { name: "Status", exact: true }).selectOption({ label: "In progress" });
  await filters(page).getByRole("combobox", { name: "Owner", exact: true }).selectOption({ label: "Camilla Berg" });
  await filters(page).getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=IN_PROGRESS(&|$)/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
  await expect(page).toHaveURL(/[?&]owner_id=\d+(&|$)/);
  await expect(rowOf(page, first.title)).toBeVisible();
  await expect(rowOf(page, second.title)).toHaveCount(0);
  await expect(table(page).locator("tbody tr")).toHaveCount(1);

  await filters(page).getByRole("combobox", { name: "Status", exact: true }).selectOption({ label: "Not done" });
  await filters(page).getByRole("checkbox", { name: "Overdue", exact: true }).check();
  await filters(page).getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/[?&]overdue=true(&|$)/);
  await expect(rowOf(page, second.title)).toContainText(
    new RegExp(`${shownDate(new Date(second.due))}\\s*\\(Overdue\\)`),
  );
  await expect(rowOf(page, first.title)).toHaveCount(0);
  await expect(table(page).locator("tbody tr")).toHaveCount(1);

  // The CSV of what the list shows.
  await visit(`${PLAN}?q=${tag}&status=ALL`);
  await expect(table(page).locator("tbody tr")).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("action-plan.csv");
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(
    /^"Title","Kind","Source","Arising from","Organization","Department","Owner","Due","Status",/,
  );
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.includes(first.title))).toMatch(
    new RegExp(`^"${first.title}","Improvement","Own action",.*"Camilla Berg","${first.due}","In progress"`),
  );
  expect(lines.find((line) => line.includes(second.title))).toMatch(
    new RegExp(`^"${second.title}","Preventive","Own action",.*"Camilla Berg","${second.due}","Open"`),
  );
  expect(await seriousAxeViolations(page), "the action plan").toEqual([]);

  // Both handed to another owner, with one new due date.
  const newDue = dayFromNow(45);
  await changeChosen(page, [first.title, second.title], { owner: "Anders Holm", due: newDue });
  for (const action of [first, second]) {
    await expect(rowOf(page, action.title)).toContainText("Anders Holm");
    await expect(rowOf(page, action.title)).toContainText(shownDate(new Date(newDue)));
    await expect(rowOf(page, action.title)).not.toContainText("Overdue");
  }
  await visit(firstPath);
  await expect(detail(page, "Owner")).toHaveText("Anders Holm");
  await expect(detail(page, "Due")).toHaveText(shownDate(new Date(newDue)));
  await expect(detail(page, "Status")).toHaveText("In progress");
});

test.describe("on a 390 px phone without script @no-js", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the flow without script; the js project has its own");
  test.use({ viewport: PHONE });

  test("an editor plans an action, sets it done and effective, and moves the due date of the chosen", async ({
    page,
    logIn,
    visit,
  }) => {
    const tag = unique();
    const done: Planned = {
      title: `Cover the drain by the tank farm ${tag}`,
      kind: "Corrective",
      owner: "Camilla Berg",
      due: dayFromNow(5),
    };
    const open: Planned = {
      title: `Spill kit at loading bay 2 ${tag}`,
      kind: "Preventive",
      owner: "Anders Holm",
      due: dayFromNow(20),
    };
    const note = `No spill has reached the drain since ${tag}`;

    await logIn(DEMO.editor);
    await visit(PLAN);
    await expect(page.getByRole("heading", { level: 1, name: "Action plan" })).toBeVisible();
    await fitsWidth(page, PHONE.width, "the action plan at 390 px");
    await page.getByRole("link", { name: "New action", exact: true }).click();
    await fitsWidth(page, PHONE.width, "the new action's form at 390 px");
    await fillAndPlan(page, done);
    await fitsWidth(page, PHONE.width, "an action's page at 390 px");

    await editAction(page, async () => {
      await fitsWidth(page, PHONE.width, "an action's form at 390 px");
      await field(page, "Status").selectOption({ label: "Done" });
      await field(page, "Done on").fill(dayFromNow(0));
      await field(page, "Effectiveness").selectOption({ label: "Effective" });
      await field(page, "Note on effectiveness").fill(note);
    });
    await expect(detail(page, "Status")).toHaveText(/^Done\s*Effective$/);
    await expect(detail(page, "Done on")).toHaveText(shownDate(new Date(dayFromNow(0))));
    await expect(detail(page, "Effectiveness")).toHaveText("Effective");
    await expect(detail(page, "Note on effectiveness")).toHaveText(note);
    await expect(page.getByText(/^Effectiveness judged by Camilla Berg on /)).toBeVisible();

    await visit(`${PLAN}/new`);
    await fillAndPlan(page, open);

    // Done ones are left out of the plan's work until asked for.
    await visit(`${PLAN}?q=${tag}`);
    await expect(rowOf(page, open.title)).toBeVisible();
    await expect(rowOf(page, done.title)).toHaveCount(0);
    await visit(`${PLAN}?q=${tag}&status=ALL`);
    await expect(rowOf(page, done.title)).toContainText(/Done\s*Effective/);
    await fitsWidth(page, PHONE.width, "the action plan with the bulk form at 390 px");
    const newDue = dayFromNow(60);
    await changeChosen(page, [done.title, open.title], { due: newDue });
    await expect(page).toHaveURL(new RegExp(`${PLAN}\\?`));
    for (const action of [done, open]) {
      await expect(rowOf(page, action.title)).toContainText(shownDate(new Date(newDue)));
      await expect(rowOf(page, action.title)).toContainText(action.owner);
    }
    await fitsWidth(page, PHONE.width, "the changed action plan at 390 px");
  });
});

test("a done date on an open action is refused on its field, and nothing is saved @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  const action: Planned = {
    title: `Fix the leaking valve on boiler 1 ${unique()}`,
    kind: "Corrective",
    owner: "Camilla Berg",
    due: dayFromNow(7),
  };
  await logIn(DEMO.editor);
  await visit(`${PLAN}/new`);
  const path = await fillAndPlan(page, action);

  await visit(`${path}/edit`);
  await field(page, "Title").fill(`${action.title} (renamed)`);
  await expect(field(page, "Status")).toHaveValue("OPEN");
  await field(page, "Done on").fill(dayFromNow(0));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("A done date belongs to a done action: set the status to done, or clear the date."),
  ).toBeVisible();
  await expect(field(page, "Done on")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${path}/edit`);
  // What was typed is kept to be put right.
  await expect(field(page, "Title")).toHaveValue(`${action.title} (renamed)`);
  await expect(toast(page, "The action is saved.")).toHaveCount(0);

  await visit(path);
  await expect(page.getByRole("heading", { level: 1, name: action.title })).toBeVisible();
  await expect(detail(page, "Status")).toHaveText("Open");
  await expect(detail(page, "Done on")).toHaveText("Not given");
});

test("a reader sees the plan and an action, with no way to plan or change one @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  // One of the demo's own actions, not done yet.
  const demoAction = "Multi-factor log-in for remote access to the ERP system";
  await logIn(DEMO.reader);
  await visit(`${PLAN}?q=${encodeURIComponent("Multi-factor log-in")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Action plan" })).toBeVisible();
  await expect(rowOf(page, demoAction)).toBeVisible();
  await expect(page.getByRole("link", { name: "New action", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Change the chosen actions" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Change the chosen", exact: true })).toHaveCount(0);
  await rowOf(page, demoAction).getByRole("link", { name: demoAction, exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: demoAction })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the action plan is headed and offers a new action in Danish", async ({ page, logIn, visit }) => {
    await logIn(DEMO.editor);
    await visit(PLAN);
    await expect(page.getByRole("heading", { level: 1, name: "Handlingsplan" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ny handling", exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name: "Handlingsplan" })).toBeVisible();
  });
});
