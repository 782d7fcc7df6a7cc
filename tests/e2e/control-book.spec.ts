import { expect, type Page } from "@playwright/test";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { pdfBytes } from "../support/sample-files";
import { detail, fitsWidth, shownDate, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

const BOOK = "/monitoring/control-book";
const today = businessToday();
const daysAgo = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
const shown = (isoDate: string) => shownDate(new Date(`${isoDate}T00:00:00Z`));

/** Creates an agreement through its form and answers its page's address. */
async function newAgreement(
  page: Page,
  agreement: {
    name: string;
    type: string;
    frequency: string;
    startsAt: string;
    counterpart?: string;
    machine?: string;
  },
) {
  await page.goto(BOOK);
  await page.getByRole("link", { name: "New agreement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New agreement" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(agreement.name);
  await page.getByLabel("Type", { exact: true }).selectOption({ label: agreement.type });
  await page.getByLabel("Frequency").selectOption({ label: agreement.frequency });
  await page.getByLabel("Starts on").fill(agreement.startsAt);
  await page.getByLabel("Responsible").selectOption({ label: "Camilla Berg" });
  if (agreement.counterpart) await page.getByLabel("Counterpart").selectOption({ label: agreement.counterpart });
  if (agreement.machine) await page.getByRole("checkbox", { name: agreement.machine }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: agreement.name })).toBeVisible();
  await expect(toast(page, "The agreement is created, with its first inspection.")).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Opens the agreement's inspection due on `due` from its page. */
async function openInspection(page: Page, agreementPath: string, due: string) {
  await page.goto(agreementPath);
  await page
    .getByRole("table", { name: "Inspections" })
    .getByRole("link", { name: shown(due) })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(shown(due));
}

test("an editor makes a monthly calibration agreement, records its inspection with a report, and the next one is due a month later @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const name = `Calibration of the scale ${unique()}`;
  const agreement = await newAgreement(page, {
    name,
    type: "Calibration",
    frequency: "Every month",
    startsAt: today,
    counterpart: "FORCE Technology",
    machine: "Air compressor",
  });
  await expect(detail(page, "Next due")).toHaveText(shown(today));

  await openInspection(page, agreement, today);
  await page.getByLabel("Add files").setInputFiles({
    name: "Kalibreringscertifikat vægt.pdf",
    mimeType: "application/pdf",
    buffer: pdfBytes(name),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 file uploaded.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "Kalibreringscertifikat vægt.pdf" })).toBeVisible();

  await page.getByRole("link", { name: "Record as done" }).click();
  await page.getByLabel("Performed by").fill("FORCE Technology, Søren Ågård");
  await page.getByRole("radio", { name: "Passed", exact: true }).check();
  await page.getByLabel("Findings and remarks").fill("Deviation 0.02 % at 50 kg, within tolerance.");
  await page.getByRole("button", { name: "Record as done" }).click();
  await expect(toast(page, "The inspection is recorded as done.")).toBeVisible();
  await expect(detail(page, "Result")).toHaveText("Passed");
  await expect(detail(page, "Performed by")).toHaveText("FORCE Technology, Søren Ågård");
  const next = addPeriod(today, "P1M");
  await expect(detail(page, "Next inspection")).toHaveText(shown(next));
  await expect(page.getByRole("region", { name: "History" })).toContainText("Recorded as done");

  // The control book lists the next one; what was done is under Done.
  await page.goto(`${BOOK}?q=${encodeURIComponent(name)}`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: name })).toContainText(shown(next));
  await page.getByRole("link", { name: "Done", exact: true }).click();
  await expect(page).toHaveURL(/show=done/);
  await expect(rows.filter({ hasText: name })).toContainText("Passed");

  // The machine's logbook holds both.
  await page.goto("/monitoring/machines?q=Air%20compressor");
  await page.getByRole("link", { name: "Air compressor" }).click();
  const logbook = page.getByRole("table", { name: "Logbook" }).getByRole("row").filter({ hasText: name });
  await expect(logbook).toHaveCount(2);
  await expect(logbook.filter({ hasText: "Passed" })).toHaveCount(1);
});

test("a user subscribes to the control book in a calendar; the link is shown once and stops when stopped", async ({
  page,
  logIn,
  javaScriptEnabled,
  playwright,
  baseURL,
}) => {
  // One link per user and organization: each project uses its own user, so neither replaces the other's.
  await logIn(javaScriptEnabled ? DEMO.reader : DEMO.manager);
  await page.goto(BOOK);
  const card = page.getByRole("region", { name: "Calendar subscription" });
  await card.getByRole("button", { name: /^(Create a calendar link|Make a new link)$/ }).click();
  await expect(toast(page, "The calendar link was created.")).toBeVisible();
  const link = new URL(await card.getByLabel("Your calendar link").inputValue());

  const calendar = await playwright.request.newContext({ baseURL });
  const answer = await calendar.get(`${link.pathname}${link.search}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/calendar");
  const text = await answer.text();
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  // The seeded overdue inspection of the crane, due three weeks ago.
  expect(unfolded).toContain(`DTSTART;VALUE=DATE:${daysAgo(21).replaceAll("-", "")}`);
  expect(unfolded).toContain("Yearly inspection of the overhead crane");

  await page.goto(BOOK);
  await expect(card.getByLabel("Your calendar link")).toHaveCount(0);
  await card.getByRole("button", { name: "Stop the link" }).click();
  await expect(toast(page, "The calendar link was stopped.")).toBeVisible();
  expect((await calendar.get(`${link.pathname}${link.search}`)).status()).toBe(404);
  await calendar.dispose();
});

test("an overdue inspection stands out in the list and the calendar, and moving it needs a reason", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const name = `Yearly check of the eye showers ${unique()}`;
  const started = daysAgo(12);
  const agreement = await newAgreement(page, {
    name,
    type: "Service and inspection",
    frequency: "Every year",
    startsAt: started,
  });

  await page.goto(`${BOOK}?show=overdue&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Overdue");
  await page.goto(`${BOOK}?view=calendar&month=${started.slice(0, 7)}&q=${encodeURIComponent(name)}`);
  const entry = page.getByRole("link", { name: new RegExp(`Overdue.*${name}`) }).first();
  await expect(entry).toBeVisible();

  await openInspection(page, agreement, started);
  await page.getByRole("link", { name: "Record as done" }).click();
  const move = page.getByRole("form", { name: "Move the due date" });
  const due = addPeriod(today, "P7D");
  await move.getByLabel("New due date").fill(due);
  await move.getByRole("button", { name: "Move" }).click();
  await expect(move.getByText("Fill in this field.")).toBeVisible();
  await move.getByLabel("Why it moves").fill("The eye showers are replaced next week; the check follows.");
  await move.getByRole("button", { name: "Move" }).click();
  await expect(toast(page, "The due date is moved.")).toBeVisible();
  await expect(detail(page, "Due")).toHaveText(shown(due));
  await expect(detail(page, "Scheduled for")).toHaveText(shown(started));
  await expect(page.getByText(`Due date moved from ${shown(started)} to ${shown(due)}`)).toBeVisible();
  await expect(page.getByText("The eye showers are replaced next week; the check follows.")).toBeVisible();
});

test("a future performed date, a missing result and an edit made meanwhile in another tab are refused @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const name = `Analysis of the process water ${unique()}`;
  const agreement = await newAgreement(page, { name, type: "Analysis", frequency: "Every 3 months", startsAt: today });
  await openInspection(page, agreement, today);
  const editPath = `${new URL(page.url()).pathname}/edit`;
  await page.goto(editPath);
  const record = page.getByRole("form", { name: "Record the inspection" });
  await record.getByLabel("Performed on").fill(addPeriod(today, "P1D"));
  await record.getByRole("button", { name: "Record as done" }).click();
  await expect(record.getByText("Choose the result.").or(record.getByText("Fill in this field."))).toBeVisible();
  await record.getByRole("radio", { name: "Failed" }).check();
  await record.getByRole("button", { name: "Record as done" }).click();
  await expect(record.getByText("It cannot have been performed after today.")).toBeVisible();

  const other = await page.context().newPage();
  await other.goto(editPath);
  await page.goto(editPath);
  await page
    .getByRole("form", { name: "Move the due date" })
    .getByLabel("Why it moves")
    .fill("The laboratory moved it.");
  await page.getByRole("form", { name: "Move the due date" }).getByLabel("New due date").fill(addPeriod(today, "P3D"));
  await page.getByRole("form", { name: "Move the due date" }).getByRole("button", { name: "Move" }).click();
  await expect(toast(page, "The due date is moved.")).toBeVisible();

  const stale = other.getByRole("form", { name: "Record the inspection" });
  await stale.getByRole("radio", { name: "Passed", exact: true }).check();
  await stale.getByRole("button", { name: "Record as done" }).click();
  await expect(stale.getByRole("alert")).toContainText("Someone else changed this meanwhile.");
  await other.goto(new URL(page.url()).pathname);
  await expect(detail(other, "Result")).toHaveText("Not given");
});

test("one visit completes the inspections chosen in the list, each scheduling its next @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  const started = daysAgo(3);
  for (const name of [`Hoist A ${tag}`, `Hoist B ${tag}`]) {
    await newAgreement(page, { name, type: "Service and inspection", frequency: "Every month", startsAt: started });
  }
  // Without script on a phone, with script on a desktop.
  if (!javaScriptEnabled) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BOOK}?q=${tag}`);
  if (!javaScriptEnabled) await fitsWidth(page, 390, "the control book with the completion form");
  const form = page.locator(`form#complete-chosen`);
  // Nothing chosen: said at the form, nothing done.
  await form.getByRole("button", { name: "Mark the chosen done" }).click();
  await expect(page.getByText("Tick at least one row in the list.").first()).toBeVisible();
  for (const name of [`Hoist A ${tag}`, `Hoist B ${tag}`]) {
    await page.getByRole("checkbox", { name: `${name}, ${shown(started)}` }).check();
  }
  await form.getByLabel("Performed by").fill("Løfteservice ApS");
  await form.getByLabel("Report of the visit (optional)").setInputFiles({
    name: `Løfteservice ${tag}.pdf`,
    mimeType: "application/pdf",
    buffer: pdfBytes(),
  });
  await form.getByRole("button", { name: "Mark the chosen done" }).click();
  await expect(toast(page, "The chosen inspections are done, and their next ones scheduled.")).toBeVisible();
  // A month after it was performed (today, as the form proposes), not after it was due.
  const next = shown(addPeriod(today, "P1M"));
  const rows = page.getByRole("table", { name: "Control book" }).getByRole("row");
  await expect(rows.filter({ hasText: tag })).toHaveCount(2);
  for (const row of await rows.filter({ hasText: tag }).all()) await expect(row).toContainText(next);
  await page.goto(`${BOOK}?q=${tag}&show=done`);
  await expect(page.getByRole("table", { name: "Control book" }).getByRole("row").filter({ hasText: tag })).toHaveCount(
    2,
  );
  await expect(page.locator("form#complete-chosen")).toHaveCount(0);
  // The visit's report is on each inspection it completed.
  for (const name of [`Hoist A ${tag}`, `Hoist B ${tag}`]) {
    await page.goto(`${BOOK}?q=${encodeURIComponent(name)}&show=done`);
    await page.getByRole("table", { name: "Control book" }).getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByRole("link", { name: `Løfteservice ${tag}.pdf` })).toBeVisible();
  }
});

test("a reader reads the control book but may not change it", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto(BOOK);
  await expect(page.getByRole("heading", { level: 1, name: "Control book" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New agreement" })).toHaveCount(0);
  await page.getByRole("table").getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page.getByRole("region", { name: "History" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Record as done" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await page.goto(`${new URL(page.url()).pathname}/edit`);
  await expect(page).toHaveURL(/\/unauthorized/);
});

test("the list sorts by agreement and exports what it shows", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(`${BOOK}?type=SERVICE_AND_INSPECTION`);
  await page.getByRole("link", { name: /^Agreement/ }).click();
  await expect(page).toHaveURL(/sort=agreement_name%2Casc|sort=agreement_name,asc/);
  // Compared by first letter: databases may collate spaces and punctuation differently.
  // The first cell chooses the row for completing it, the second is the due date.
  // With script the address changes before the table is drawn again: wait for the rows in order.
  const initials = async () =>
    (await page.getByRole("table").getByRole("row").locator("td:nth-child(3)").allInnerTexts()).map((name) =>
      name.trim().charAt(0).toLowerCase(),
    );
  await expect
    .poll(async () => {
      const found = await initials();
      return found.length > 1 && found.join("") === [...found].sort().join("");
    }, "the agreements in order of their names")
    .toBe(true);
  const csv = await page.request.get(`${BOOK}/export${new URL(page.url()).search}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain('"Due","Standing","Agreement","Type"');
  expect(text).toContain("Yearly inspection of the overhead crane");
  expect(text).not.toContain("Quarterly wastewater analysis");
});

test("on a 390 px phone the book, its calendar and an inspection fit the screen", async ({ page, logIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.editor);
  await page.goto(BOOK);
  await fitsWidth(page, 390, "the control book");
  // The month of a seeded overdue inspection (the crane's, three weeks ago).
  await page.goto(`${BOOK}?view=calendar&month=${daysAgo(21).slice(0, 7)}`);
  await expect(page.getByRole("list", { name: new RegExp(`\\d{4}`) })).toBeVisible();
  await fitsWidth(page, 390, "the calendar");
  await page
    .getByRole("list", { name: new RegExp(`\\d{4}`) })
    .getByRole("link")
    .first()
    .click();
  await fitsWidth(page, 390, "an inspection");
});
