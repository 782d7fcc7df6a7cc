import { expect, type Page } from "@playwright/test";
import { pngBytes } from "../support/sample-files";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A day (yyyy-mm-dd) some days from now on a Danish calendar. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date(Date.now() + days * 86_400_000));

const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

test.describe("reporting an event on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("an editor reports an accident with a photo from the menu's actions", async ({
    page,
    logIn,
    javaScriptEnabled,
  }) => {
    await logIn(DEMO.editor);
    const tag = unique();
    await page.locator("label[for=menu-toggle]").click();
    const actions = page.getByRole("navigation", { name: "Main menu" }).getByRole("region", { name: "Actions" });
    await actions.getByRole("link", { name: "Report event" }).click();
    await expect(page).toHaveURL(/\/events\/new$/);
    await waitForScripts(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1, name: "Report an event" })).toBeVisible();
    await fitsWidth(page, 390, "the report form at 390 px");
    // Today, now, on a Danish clock.
    await expect(field(page, "Date")).toHaveValue(dayFromNow(0));
    await expect(field(page, "Time")).toHaveValue(/^\d\d:\d\d$/);

    await field(page, "What happened (short)").fill(`Fald fra stige ${tag}`);
    await field(page, "Description").fill("Slipped on the third step while taking down a box; Åse saw it.");
    await field(page, "Location").fill("Lager øst, reol 4");
    await page.getByRole("radio", { name: "High", exact: true }).check();
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await field(page, "The injured person's role").fill("Warehouse worker");
    await field(page, "Injury").fill("Sprained ankle");
    await field(page, "Days of absence").fill("2");
    await field(page, "Immediate action taken").fill("First aid, the ladder taken out of use");
    await field(page, "Photos and files").setInputFiles({
      name: `stige-${tag}.png`,
      mimeType: "image/png",
      buffer: pngBytes(),
    });
    const submit = page.getByRole("button", { name: "Report event", exact: true });
    const box = await submit.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await submit.click();

    await expect(page).toHaveURL(/\/evaluation\/event-handling\/\d+$/);
    await expect(toast(page, "The event is reported.")).toBeVisible();
  });

  test("a refused report takes the reader to its summary at the top, which links to the fields @no-js", async ({
    page,
    logIn,
    javaScriptEnabled,
  }) => {
    await logIn(DEMO.editor);
    await page.goto("/events/new");
    await waitForScripts(page, javaScriptEnabled);
    await page.getByRole("button", { name: "Report event", exact: true }).click();

    const summary = page.getByRole("alert").filter({ hasText: "The report was not sent." });
    await expect(summary).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
    const toTitle = summary.getByRole("link", { name: /^What happened \(short\):/ });
    await expect(toTitle).toHaveAttribute("href", "#event-report-field-title");
    await toTitle.click();
    await expect(page).toHaveURL(/#event-report-field-title$/);
    await expect(field(page, "What happened (short)")).toBeInViewport();
  });

  test("a photo sent with a refused report is kept for the next try @no-js", async ({
    page,
    logIn,
    javaScriptEnabled,
  }) => {
    await logIn(DEMO.editor);
    const tag = unique();
    await page.goto("/events/new");
    await waitForScripts(page, javaScriptEnabled);
    await field(page, "Photos and files").setInputFiles({
      name: `spild-${tag}.png`,
      mimeType: "image/png",
      buffer: pngBytes(),
    });
    await page.getByRole("button", { name: "Report event", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The report was not sent." })).toBeFocused();
    await expect(page.getByText(`Photo kept: spild-${tag}.png. It is sent with the report.`)).toBeVisible();

    await field(page, "What happened (short)").fill(`Spild ${tag}`);
    await page.getByRole("radio", { name: "Low", exact: true }).check();
    await page.getByRole("button", { name: "Report event", exact: true }).click();
    await expect(page).toHaveURL(/\/evaluation\/event-handling\/\d+$/);
    await expect(toast(page, "The event is reported.")).toBeVisible();
    await expect(page.getByRole("link", { name: `spild-${tag}.png` })).toBeVisible();
  });

  test("a moment in the future is refused under the field, then an accident that is a near miss @no-js", async ({
    page,
    logIn,
    javaScriptEnabled,
  }) => {
    await logIn(DEMO.editor);
    await page.goto("/events/new");
    await waitForScripts(page, javaScriptEnabled);
    await field(page, "What happened (short)").fill(`Not yet ${unique()}`);
    await field(page, "Date").fill(dayFromNow(2));
    await page.getByRole("radio", { name: "Low", exact: true }).check();
    await page.getByRole("button", { name: "Report event", exact: true }).click();

    const when = page.locator("#event-report-field-occurredDate-error");
    await expect(when).toHaveText("This is after today: enter when it happened.");
    await expect(field(page, "Date")).toHaveAttribute("aria-describedby", /event-report-field-occurredDate-error/);
    await expect(page.getByRole("alert").filter({ hasText: "The report was not sent." })).toBeVisible();
    await expect(page).toHaveURL(/\/events\/new$/);
    // What was typed stays.
    await expect(field(page, "Date")).toHaveValue(dayFromNow(2));
    await expect(page.getByRole("radio", { name: "Low", exact: true })).toBeChecked();

    await field(page, "Date").fill(dayFromNow(-1));
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await field(page, "Near miss").check();
    await page.getByRole("button", { name: "Report event", exact: true }).click();
    await expect(page.locator("#event-report-field-nearMiss-error")).toHaveText(
      "An accident is not a near miss: choose one of them.",
    );
    await expect(when).toHaveCount(0);
  });
});

test("the report form takes its department from the address, as a poster's link gives it @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  await visit("/events/new");
  const department = field(page, "Department");
  const groupIt = await department.locator("option", { hasText: "Group IT" }).getAttribute("value");
  expect(await department.inputValue()).not.toBe(groupIt);
  await visit(`/events/new?department=${groupIt}`);
  await expect(department).toHaveValue(groupIt!);
  // One the form does not offer is not chosen.
  await visit("/events/new?department=999999999");
  await expect(department).not.toHaveValue("999999999");
});
