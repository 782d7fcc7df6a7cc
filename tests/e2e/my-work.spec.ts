import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";
import { HOLDING, switchTo } from "./support/own-company";
import { locationOf, ROLES, signedIn } from "./support/route-table";

/**
 * My work (/my-work): what waits for the signed-in user in every organization they belong to, soonest
 * first. Camilla Berg (the editor, a member of the holding) owns two of the demo's actions in Nordvik
 * Chemicals A/S: the second eyewash station, overdue, and the spill-response refresher, due within days.
 * Both projects share one database: other tests add work of hers meanwhile, so rows are found by title.
 */

const MY_WORK = "/my-work";
const ACTION_PAGE = /\/planning\/action-plan\/(\d+)$/;
const PHONE = { width: 390, height: 844 };
const COMPANY = "Nordvik Chemicals A/S";
const OVERDUE_ACTION = "Second eyewash station by the fume cupboards";
const DUE_ACTION = "Refresher training in spill response for the filling crew";

/** A day (yyyy-mm-dd) some days from now on a Danish calendar. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date(Date.now() + days * 86_400_000));

const table = (page: Page, name = "My work") => page.getByRole("table", { name });
const rows = (page: Page) => table(page).locator("tbody tr");
const rowOf = (page: Page, title: string) => table(page).getByRole("row").filter({ hasText: title });
/** A row's cell by its column: What, Kind, Organization, Due, State. */
const cellOf = (page: Page, title: string, column: "kind" | "organization" | "due" | "state") =>
  rowOf(page, title).getByRole("cell").nth({ kind: 1, organization: 2, due: 3, state: 4 }[column]);
const filters = (page: Page) => page.getByRole("search");
const kindFilter = (page: Page, name = "Kind") => filters(page).getByRole("combobox", { name, exact: true });

/** Chooses a kind in the list's filter and applies it: a GET of the list with `kind`. */
async function filterKind(page: Page, label: string, value: string) {
  await kindFilter(page).selectOption({ label });
  await filters(page).getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${MY_WORK}\\?(.*&)?kind=${value}(&|$)`));
}

/** Fails unless every row listed is of this kind (waiting for the list to show only those). */
async function onlyOfKind(page: Page, kind: string) {
  await expect(rows(page).first()).toBeVisible();
  await expect(
    rows(page).filter({ hasNot: page.locator("td:nth-child(2)").getByText(kind, { exact: true }) }),
  ).toHaveCount(0);
}

type Tree = { id: number; name: string; subsidiaries: Tree[] };

/** The editor over the API: Nordvik Chemicals A/S, her membership (the holding's), and calls there. */
async function editorInCompany(request: APIRequestContext) {
  const login = await request.post("/api/v1/authentications", {
    form: { username: DEMO.editor, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const [holding] = ((await login.json()) as { content: Tree[] }).content;
  expect(holding!.name).toBe(HOLDING);
  const company = holding!.subsidiaries.find((node) => node.name === COMPANY)!.id;
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const members = await request.get(`/api/v1/organizations/${company}/members`, { params: { q: DEMO.editor } });
  expect(members.status()).toBe(200);
  const owner = ((await members.json()) as { content: { id: number; email: string }[] }).content.find(
    (member) => member.email === DEMO.editor,
  )!.id;
  const send = async (method: "post" | "put", path: string, data: object, status: number) => {
    const response = await request[method](`/api/v1/organizations/${company}/${path}`, {
      data,
      headers: { "x-xsrf-token": xsrf },
    });
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as { id: number; last_modified_date: string };
  };
  return { owner, send };
}

/**
 * An action of Nordvik Chemicals A/S that the editor owns, planned over the API as the editor: her
 * membership is the holding's, so the holding is where she answers for it. Answers its id.
 */
async function planInCompany(request: APIRequestContext, title: string, due: string) {
  const { owner, send } = await editorInCompany(request);
  const action = await send("post", "actions", { title, kind: "PREVENTIVE", owner_id: owner, due_date: due }, 201);
  return action.id;
}

/**
 * An act the maintainer adds to the catalogue, taken into Nordvik Chemicals A/S's own legal register by
 * the editor, who is made responsible for its review on `review`. Answers the act's id.
 */
async function obligationInCompany(request: APIRequestContext, baseURL: string, title: string, review: string) {
  const maintainer = await signedIn(baseURL, ROLES.maintainer!);
  const created = await maintainer.post("/admin/legislation/new", {
    form: { titleEn: title, titleDa: title, referenceNumber: `MY-WORK-${title}`, territory: "DK" },
  });
  const act = Number(/^\/admin\/legislation\/(\d+)\/edit$/.exec(locationOf(created) ?? "")?.[1]);
  expect(act, "the new act").toBeGreaterThan(0);
  await maintainer.dispose();
  const { owner, send } = await editorInCompany(request);
  const entry = await send("post", `legislations/${act}`, {}, 201);
  await send(
    "put",
    `legislations/${act}`,
    { responsible_member_id: owner, next_review_date: review, last_modified_date: entry.last_modified_date },
    200,
  );
  return act;
}

test("the editor follows All my work from the dashboard, sees what is overdue and due, keeps the actions, opens one and exports them", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  await page.getByRole("region", { name: "My tasks" }).getByRole("link", { name: "All my work", exact: true }).click();
  await expect(page).toHaveURL(MY_WORK);
  await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  for (const column of ["What", "Kind", "Organization", "Due", "State"]) {
    await expect(table(page).getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  await expect(cellOf(page, OVERDUE_ACTION, "state")).toHaveText("Overdue");
  await expect(cellOf(page, OVERDUE_ACTION, "kind")).toHaveText("Action");
  await expect(cellOf(page, OVERDUE_ACTION, "organization")).toHaveText(COMPANY);
  await expect(cellOf(page, DUE_ACTION, "state")).toHaveText("Due");
  // Soonest first: the overdue one before the one still to come.
  const titles = await rows(page).locator("td:first-child").allInnerTexts();
  const overdueAt = titles.findIndex((title) => title.includes(OVERDUE_ACTION));
  expect(overdueAt, "the overdue action is listed").toBeGreaterThanOrEqual(0);
  expect(overdueAt, "the overdue action before the due one").toBeLessThan(
    titles.findIndex((title) => title.includes(DUE_ACTION)),
  );
  // The holding is active: each row is a link to its record, opened here.
  await expect(rowOf(page, OVERDUE_ACTION).getByRole("link", { name: OVERDUE_ACTION, exact: true })).toBeVisible();
  await expect(rowOf(page, OVERDUE_ACTION)).not.toContainText("Opens in");

  await visit(MY_WORK);
  expect(await seriousAxeViolations(page), "my work").toEqual([]);

  // Actions only.
  await filterKind(page, "Action", "ACTION");
  await onlyOfKind(page, "Action");
  await expect(rowOf(page, OVERDUE_ACTION)).toBeVisible();
  await expect(rowOf(page, DUE_ACTION)).toBeVisible();

  // The CSV of what the list shows.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("my-work.csv");
  const lines = readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('"Kind","What","Organization","Due","State"');
  expect(lines.slice(1).every((line) => line.startsWith('"Action",'))).toBe(true);
  expect(lines.find((line) => line.includes(OVERDUE_ACTION))).toMatch(
    new RegExp(`^"Action","${OVERDUE_ACTION}","${COMPANY}","\\d{4}-\\d{2}-\\d{2}","Overdue"$`),
  );

  // An action opens on its page in the action plan.
  await rowOf(page, OVERDUE_ACTION).getByRole("link", { name: OVERDUE_ACTION, exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: OVERDUE_ACTION })).toBeVisible();
});

test.describe("on a 390 px phone without script @no-js", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the flow without script; the js project has its own");
  test.use({ viewport: PHONE });

  test("the editor's work fits the screen, is filtered by kind with a plain GET, and an action opens", async ({
    page,
    logIn,
    visit,
  }) => {
    await logIn(DEMO.editor);
    await visit(MY_WORK);
    await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
    await expect(cellOf(page, OVERDUE_ACTION, "state")).toHaveText("Overdue");
    await expect(cellOf(page, DUE_ACTION, "state")).toHaveText("Due");
    await fitsWidth(page, PHONE.width, "my work at 390 px");

    await filterKind(page, "Action", "ACTION");
    await onlyOfKind(page, "Action");
    await expect(kindFilter(page)).toHaveValue("ACTION");
    await fitsWidth(page, PHONE.width, "my work's actions at 390 px");

    // Another page size keeps the kind.
    const pager = page.getByRole("navigation", { name: "Pages" });
    await pager.getByRole("combobox", { name: "Per page", exact: true }).selectOption("10");
    await pager.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/[?&]size=10(&|$)/);
    await expect(page).toHaveURL(/[?&]kind=ACTION(&|$)/);
    await onlyOfKind(page, "Action");

    await rowOf(page, DUE_ACTION).getByRole("link", { name: DUE_ACTION, exact: true }).click();
    await expect(page).toHaveURL(ACTION_PAGE);
    await expect(page.getByRole("heading", { level: 1, name: DUE_ACTION })).toBeVisible();
    await fitsWidth(page, PHONE.width, "the action opened from my work at 390 px");
  });
});

test("work the editor answers for through the holding opens there, from a company made active @no-js", async ({
  page,
  logIn,
  visit,
  request,
  javaScriptEnabled,
}) => {
  const title = `Guard rail at the filling line ${unique()}`;
  const id = await planInCompany(request, title, dayFromNow(3));
  const switcher = page.getByLabel("Active organization");
  const onlyActions = `${MY_WORK}?kind=ACTION&size=100`;

  // With the holding active, the company's action is a link, opened in the holding.
  await logIn(DEMO.editor);
  await visit(onlyActions);
  await expect(rowOf(page, title).getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    `/planning/action-plan/${id}`,
  );
  await expect(cellOf(page, title, "organization")).toHaveText(COMPANY);
  await expect(cellOf(page, title, "state")).toHaveText("Due");

  // With the company active, it is a button that opens it in the holding.
  await switchTo(page, COMPANY, javaScriptEnabled);
  await visit(onlyActions);
  await expect(switcher.locator("option:checked")).toHaveText(COMPANY);
  const button = rowOf(page, title).getByRole("button", { name: title, exact: true });
  await expect(button).toHaveAccessibleDescription(`Opens in ${HOLDING}`);
  await expect(rowOf(page, title).getByRole("link", { name: title, exact: true })).toHaveCount(0);
  await expect(cellOf(page, title, "organization")).toHaveText(COMPANY);
  // axe runs in the page: with script only.
  if (javaScriptEnabled) {
    expect(await seriousAxeViolations(page), "my work with rows of another organization").toEqual([]);
  }

  await button.click();
  await expect(page).toHaveURL(`/planning/action-plan/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText(HOLDING);

  // Back in the holding, the row is a link again.
  await visit(onlyActions);
  await expect(rowOf(page, title).getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(rowOf(page, title)).not.toContainText("Opens in");
});

test("a review of a company's binding obligation opens in that company's own register @no-js", async ({
  page,
  logIn,
  visit,
  request,
  baseURL,
  javaScriptEnabled,
}) => {
  const title = `Act on guard rails ${unique()}`;
  const act = await obligationInCompany(request, baseURL!, title, dayFromNow(6));
  const switcher = page.getByLabel("Active organization");

  // The holding is active; each organization keeps its own register, so the review opens in the company's.
  await logIn(DEMO.editor);
  await visit(`${MY_WORK}?kind=OBLIGATION_REVIEW&size=100`);
  await expect(cellOf(page, title, "kind")).toHaveText("Review of a binding obligation");
  await expect(cellOf(page, title, "organization")).toHaveText(COMPANY);
  await expect(cellOf(page, title, "state")).toHaveText("Due");
  const button = rowOf(page, title).getByRole("button", { name: title, exact: true });
  await expect(button).toHaveAccessibleDescription(`Opens in ${COMPANY}`);
  await button.click();
  await expect(page).toHaveURL(`/documents/binding-obligations/${act}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(switcher.locator("option:checked")).toHaveText(COMPANY);
  if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the obligation opened from my work").toEqual([]);
});

test("a manager is reminded of an accident to report until the day it was reported is recorded @no-js", async ({
  page,
  logIn,
  visit,
  request,
}) => {
  const title = `Cut on a sheet edge at the press ${unique()}`;
  const { send } = await editorInCompany(request);
  const occurredOn = dayFromNow(-2);
  const event = await send(
    "post",
    "events",
    {
      title,
      occurred_at: `${occurredOn}T08:00:00.000Z`,
      importance: "MEDIUM",
      accident: true,
      days_of_absence: 1,
      first_day_of_absence: dayFromNow(-1),
    },
    201,
  );
  const onlyAccidents = `${MY_WORK}?kind=ACCIDENT_REPORT&size=100`;
  await logIn(DEMO.manager);
  await visit(onlyAccidents);
  await expect(cellOf(page, title, "kind")).toHaveText("Accident to report to the authority");
  await expect(cellOf(page, title, "state")).toHaveText("Due");
  await rowOf(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(`/evaluation/event-handling/${event.id}`);
  await expect(page.getByText("Not recorded as reported yet.", { exact: true })).toBeVisible();

  // Recorded from the event's page in one step; a day before the injury is refused in words.
  const reportedOn = page.getByLabel("Reported to the authority on");
  await expect(reportedOn).toHaveValue(dayFromNow(0));
  await reportedOn.fill(dayFromNow(-3));
  await page.getByRole("button", { name: "Record the report", exact: true }).click();
  await expect(page.getByText("An accident is reported on or after the day it happened.")).toBeVisible();
  await page.getByLabel("Reported to the authority on").fill(occurredOn);
  await page.getByRole("button", { name: "Record the report", exact: true }).click();
  await expect(page.getByText(/^Reported to the authority on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the report" })).toHaveCount(0);

  await visit(onlyAccidents);
  await expect(rowOf(page, title)).toHaveCount(0);
});

test("an editor sees the safety data sheets to renew where she answers for the chemicals @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  // The demo's gear oil has a sheet revised in 2019: past Nordvik Chemicals A/S's review period.
  await logIn(DEMO.editor);
  await visit(`${MY_WORK}?kind=SDS_RENEWAL&size=100`);
  await onlyOfKind(page, "Safety data sheet to renew");
  await expect(cellOf(page, "Gear oil CLP 220", "state")).toHaveText("Overdue");
  await rowOf(page, "Gear oil CLP 220").getByRole("link", { name: "Gear oil CLP 220", exact: true }).click();
  await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gear oil CLP 220" })).toBeVisible();
});

test("a user with nothing due is told so, and a kind with nothing says that instead @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  // Jonas Friis (the reader) answers for nothing in the demo, and no test gives him anything.
  await logIn(DEMO.reader);
  await visit(MY_WORK);
  await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(
    main.getByText("Nothing waits for you: no deadline within 30 days, nothing overdue, no open action of yours.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await filterKind(page, "Agreement ending", "AGREEMENT_END");
  await expect(main.getByText("Nothing of this kind waits for you.", { exact: true })).toBeVisible();
  await expect(main.getByText(/^Nothing waits for you/)).toHaveCount(0);
});

test("a user follows their own work in a calendar; the link is shown once and stops when stopped @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
  playwright,
  baseURL,
}) => {
  // One link per user: each project uses its own user, so neither replaces the other's.
  await logIn(javaScriptEnabled ? DEMO.editor : DEMO.manager);
  await visit(MY_WORK);
  const card = page.getByRole("region", { name: "Calendar subscription" });
  await expect(card).toContainText("Follow your own deadlines");
  await card.getByRole("button", { name: /^(Create a calendar link|Make a new link)$/ }).click();
  await expect(toast(page, "The calendar link was created.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-work$/);
  const link = new URL(await card.getByLabel("Your calendar link").inputValue());
  const calendar = await playwright.request.newContext({ baseURL });
  const answer = await calendar.get(link.pathname);
  expect([answer.status(), answer.headers()["content-type"]]).toEqual([200, expect.stringContaining("text/calendar")]);
  const unfolded = (await answer.text()).replace(/\r\n[ \t]/g, "");
  expect(unfolded).toContain("X-WR-CALNAME:My work");
  if (javaScriptEnabled) expect(unfolded).toContain("Overdue: Second eyewash station by the fume cupboards");

  await visit(MY_WORK);
  await expect(card.getByLabel("Your calendar link")).toHaveCount(0);
  await card.getByRole("button", { name: "Stop the link" }).click();
  await expect(toast(page, "The calendar link was stopped.")).toBeVisible();
  expect((await calendar.get(link.pathname)).status()).toBe(404);
  await calendar.dispose();
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("my work is headed, filtered and tabled in Danish", async ({ page, logIn, visit }) => {
    await logIn(DEMO.editor);
    await visit(MY_WORK);
    await expect(page.getByRole("heading", { level: 1, name: "Mit arbejde" })).toBeVisible();
    await expect(table(page, "Mit arbejde")).toBeVisible();
    await expect(kindFilter(page, "Art")).toBeVisible();
    await expect(
      table(page, "Mit arbejde").getByRole("row").filter({ hasText: OVERDUE_ACTION }).getByRole("cell").nth(4),
    ).toHaveText("Overskredet");
  });
});
