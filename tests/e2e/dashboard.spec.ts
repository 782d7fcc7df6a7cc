import type { Locator, Page } from "@playwright/test";
import { fitsWidth } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

/** The tiles in the order the dashboard shows them, when the organization has every feature. */
const ALL_TILES = [
  "Events",
  "Inspections",
  "Competences",
  "Chemicals",
  "Policies",
  "Procedures",
  "Binding obligations",
  "Waste this year",
];
// A LIMITED organization has no control book, competences or chemicals (server/domain/features.ts).
const LIMITED_TILES = ["Events", "Policies", "Procedures", "Binding obligations", "Waste this year"];

const tiles = (page: Page) => page.getByRole("region", { name: "What needs doing" });
const tileTitles = (page: Page) => tiles(page).getByRole("heading", { level: 3 });

/** A number of a tile: a link named by its tile and what it counts, e.g. "Events: open, high importance". */
const tileLine = (page: Page, tile: string, counts: string) =>
  tiles(page).getByRole("link", { name: new RegExp(`${escaped(`${tile}: ${counts}`)}$`) });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function numberOf(line: Locator) {
  const shown = await line.locator("span").first().innerText();
  return Number(shown.replace(/[^\d]/g, ""));
}

/** The rows of a list's table on every page of it, following its pager's "Next" to the end. */
async function rowsOfList(page: Page, caption: string) {
  let rows = 0;
  for (let number = 1; ; number++) {
    const table = page.getByRole("table", { name: caption, exact: true });
    await expect(table).toBeVisible();
    rows += await table.locator("tbody > tr").count();
    const next = page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next", exact: true });
    if ((await next.count()) === 0) return rows;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${number + 1}(&|$)`));
  }
}

type Check = {
  tile: string;
  counts: string;
  /** The list it opens, filtered to exactly the records it counts. */
  path: RegExp;
  /** The list's table, by its caption. */
  caption: string;
  /** The list's filter shows what it is filtered by, so the user sees why it is short. */
  filterShown: (page: Page) => Promise<void>;
};

const filters = (page: Page) => page.getByRole("main").getByRole("search");

const CHECKS: Check[] = [
  {
    tile: "Events",
    counts: "open, high importance",
    path: /\/evaluation\/event-handling\?status=OPEN&importance=HIGH$/,
    caption: "Event handling",
    filterShown: async (page) => {
      await expect(filters(page).getByLabel("Status")).toHaveValue("OPEN");
      await expect(filters(page).getByLabel("Importance")).toHaveValue("HIGH");
    },
  },
  {
    tile: "Events",
    counts: "with an action past due",
    path: /\/evaluation\/event-handling\?overdue=1$/,
    caption: "Event handling",
    filterShown: async (page) => {
      await expect(filters(page).getByRole("checkbox", { name: "Only with an action past due" })).toBeChecked();
    },
  },
  {
    tile: "Inspections",
    counts: "overdue",
    path: /\/monitoring\/control-book\?show=overdue$/,
    caption: "Control book",
    filterShown: async (page) => {
      const views = page.getByRole("navigation", { name: "Which inspections" });
      await expect(views.getByRole("link", { name: "Overdue", exact: true })).toHaveAttribute("aria-current", "page");
    },
  },
  {
    tile: "Chemicals",
    counts: "safety data sheet missing or outdated",
    path: /\/chemicals\/my-chemicals\?sds=ATTENTION$/,
    caption: "My chemicals",
    filterShown: async (page) => {
      await expect(filters(page).getByLabel("Safety data sheet")).toHaveValue("ATTENTION");
    },
  },
  {
    tile: "Policies",
    counts: "due for review",
    path: /\/leadership\/policies\?review=due$/,
    caption: "Policies",
    filterShown: async (page) => {
      await expect(filters(page).getByRole("checkbox", { name: "Only those due for review" })).toBeChecked();
    },
  },
];

test("the dashboard's numbers match the lists they link to, each filtered as it says", async ({
  page,
  logIn,
  visit,
}) => {
  test.setTimeout(120_000);
  await logIn(DEMO.editor);
  for (const check of CHECKS) {
    // Other tests add events and actions meanwhile: a number and its list are read again until they agree.
    await expect(async () => {
      await visit("/dashboard");
      const line = tileLine(page, check.tile, check.counts);
      const shown = await numberOf(line);
      expect(shown, `${check.tile}: ${check.counts} in the demo data`).toBeGreaterThan(0);
      await line.click();
      await expect(page).toHaveURL(check.path);
      await check.filterShown(page);
      expect(await rowsOfList(page, check.caption), `the list of ${check.tile}: ${check.counts}`).toBe(shown);
    }).toPass({ timeout: 60_000, intervals: [500, 1_000, 2_000] });
  }
});

test("my tasks list what the signed-in member is responsible for, each a link to the record", async ({
  page,
  logIn,
}) => {
  // Sofie Lund has the phishing incident's two actions: one to do, one done and not yet checked.
  await logIn(DEMO.maintainer);
  const panel = page.getByRole("region", { name: "My tasks" });
  await expect(
    panel.getByRole("heading", { level: 3, name: /^Corrective and preventive actions \(\d+\)$/ }),
  ).toBeVisible();
  const checked = panel.getByRole("listitem").filter({ hasText: "Two-factor sign-in for every mail account" });
  await expect(checked).toContainText("done: check that it worked");
  const todo = panel.getByRole("link", { name: "Phishing training for all office staff", exact: true });
  await expect(panel.getByRole("listitem").filter({ hasText: "Phishing training for all office staff" })).toContainText(
    /· due /,
  );
  // An action opens on its page in the action plan, which names the event it answers.
  await todo.click();
  await expect(page).toHaveURL(/\/planning\/action-plan\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Phishing training for all office staff" })).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: "Event: Phishing mail led to a password being entered on a false login page",
      exact: true,
    }),
  ).toBeVisible();
});

test("an inspection the member is responsible for is among my tasks and opens the inspection", async ({
  page,
  logIn,
}) => {
  // Camilla Berg is responsible for inspections due within 30 days (the fume cupboards' airflow check among
  // them); other tests add and perform some meanwhile, so the first one listed is followed.
  await logIn(DEMO.editor);
  const panel = page.getByRole("region", { name: "My tasks" });
  const group = panel
    .locator("div")
    .filter({ has: page.getByRole("heading", { level: 3, name: /^Inspections \(\d+\)$/ }) });
  const first = group.getByRole("listitem").first();
  await expect(first).toContainText(/ · (due|overdue since) /);
  const name = (await first.getByRole("link").innerText()).trim();
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/monitoring\/control-book\/inspections\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${escaped(name)} · `) })).toBeVisible();
});

test("a reader has no report button; an editor's leads to the report form @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(tileTitles(page)).toHaveText(ALL_TILES);
  await expect(page.getByRole("main").getByRole("link", { name: "Report an event" })).toHaveCount(0);

  // Signed out, the editor signs in on the same browser.
  await page.context().clearCookies();
  await logIn(DEMO.editor);
  await page.getByRole("main").getByRole("link", { name: "Report an event" }).click();
  await expect(page).toHaveURL(/\/events\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Report an event" })).toBeVisible();
});

test("the limited organization's user sees only the tiles and columns of its features", async ({ page, logIn }) => {
  await logIn(DEMO.limited);
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Logistics ApS" })).toBeVisible();
  await expect(tileTitles(page)).toHaveText(LIMITED_TILES);
  const table = unitsTable(page);
  await expect(table.getByRole("columnheader", { name: "Open events" })).toBeVisible();
  for (const column of ["Inspections overdue", "Competences overdue or missing", "Chemicals, red"]) {
    await expect(table.getByRole("columnheader", { name: column })).toHaveCount(0);
  }
  await expect(table.locator("tbody > tr")).toHaveCount(2);
  for (const unit of ["Fleet", "Terminal operations"]) {
    await expect(table.getByRole("rowheader", { name: unit, exact: true })).toBeVisible();
  }
});

const unitsTable = (page: Page) =>
  page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Unit", exact: true }) });

test("the CO2 card's chart is a titled image; the units table has a row per unit directly below", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const co2 = page.getByRole("region", { name: /^CO2 in \d{4}$/ });
  const chart = co2.locator("svg[role=img]");
  await expect(chart).toHaveCount(1);
  await expect(chart).toHaveAccessibleName(/^CO2 per month, \d{4} and \d{4}$/);
  await expect(chart.locator("> title")).toHaveText(/^CO2 per month, \d{4} and \d{4}$/);

  // The structure card counts the units directly below the holding (other tests add subsidiaries).
  const summary = await page.getByText(/^\d+ departments and \d+ subsidiaries directly below\.$/).innerText();
  const [departments, subsidiaries] = summary.match(/\d+/g)!.map(Number);
  const below = departments! + subsidiaries!;
  const units = unitsTable(page);
  await expect(units.locator("tbody > tr")).toHaveCount(Math.min(below, 15));
  for (const unit of ["Group HSE", "Group IT", "Nordvik Chemicals A/S", "Nordvik Logistics ApS"]) {
    await expect(units.getByRole("rowheader", { name: unit, exact: true })).toBeVisible();
  }
  // A unit's open events are the register filtered by the unit: the holding's events placed in Group IT are Group IT's.
  const groupIt = units
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Group IT", exact: true }) });
  const open = groupIt.getByRole("link").first();
  const counted = Number(await open.innerText());
  expect(counted).toBeGreaterThan(0);
  await open.click();
  await expect(page).toHaveURL(/\/evaluation\/event-handling\?status=OPEN&department=\d+$/);
  await expect(page.getByRole("table").locator("tbody > tr")).toHaveCount(counted);
  await page.goBack();
  // A department of a company below is in its company's row, not one of its own.
  for (const deeper of ["Production", "Warehouse", "Fleet"]) {
    await expect(units.getByRole("rowheader", { name: deeper, exact: true })).toHaveCount(0);
  }
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard fits the screen; only the units table scrolls sideways, in its own region", async ({
    page,
    logIn,
  }) => {
    await logIn(DEMO.editor);
    await expect(tileTitles(page)).toHaveText(ALL_TILES);
    await fitsWidth(page, 390, "the dashboard");
    const region = page.getByRole("region", { name: "The figures of each unit below" });
    await expect(region).toHaveCount(1);
    const box = (await region.boundingBox())!;
    expect(box.x + box.width, "the units table's scroll region").toBeLessThanOrEqual(390);
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth, "the units table scrolls inside its region").toBeGreaterThan(clientWidth);
    for (const part of [
      tiles(page).getByRole("listitem").first(),
      page.getByRole("region", { name: "My tasks" }),
      page.getByRole("region", { name: /^CO2 in \d{4}$/ }).locator("svg[role=img]"),
    ]) {
      const { x, width } = (await part.boundingBox())!;
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });
});

test("a list reached from a tile shows its filters reset when the menu opens it unfiltered", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without script every address is a fresh page");
  await logIn(DEMO.editor);
  await tileLine(page, "Events", "open, high importance").click();
  const importance = page.getByLabel("Importance");
  await expect(importance).toHaveValue("HIGH");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .first()
    .getByRole("link", { name: "Event handling" })
    .click();
  await expect(page).toHaveURL(/\/evaluation\/event-handling$/);
  await expect(importance).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveValue("");
  // Applying the filters keeps the focus on the control in use.
  await importance.selectOption("LOW");
  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await search.fill("spill");
  await search.press("Enter");
  await expect(page).toHaveURL(/importance=LOW/);
  await expect(search).toBeFocused();
  await expect(importance).toHaveValue("LOW");
});
