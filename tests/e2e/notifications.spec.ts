import type { APIRequestContext, Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, shownDate, toast } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";
import { HOLDING, switchTo } from "./support/own-company";

/**
 * Notifications (/notifications) and the bell in the header: the reminders the demo's seed wrote with
 * its reminder scan. Both projects share one database, and marking read cannot be undone: Camilla Berg
 * (the editor) is only looked at, never marked; the maintainer (with script) and the manager (without)
 * are marked read, each in one test of one project. No other spec looks at their notifications, but
 * other specs make news for them (an action assigned, an inspection failed, an accident to report) at
 * any moment: the counts are checked against each other on one page, and the seed's entries by title.
 */

const PAGE = "/notifications";
// Every notification on one page: the demo users have more unread than the first page holds, and the
// daily reminder scan, run while the suite runs, adds the entries other specs made due.
const ALL = `${PAGE}?size=100`;
const ACTION_PAGE = /\/planning\/action-plan\/\d+$/;
const COMPANY = "Nordvik Chemicals A/S";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "390 px phone", width: 390, height: 844 },
];
// An overdue action of Nordvik Chemicals A/S the editor answers for through the holding (demo data).
const OVERDUE_ACTION = "Second eyewash station by the fume cupboards";

type Notice = {
  stage: "BEFORE" | "OVERDUE" | "ESCALATION" | "NOW";
  title: string;
  due_date: string;
  read_date: string | null;
  organization: { name: string };
  work_in: { name: string };
};

/** The user's notifications over the API, as the server orders them (the page should show the same). */
async function noticesOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/authentications", { form: { username: email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const list = await request.get("/api/v1/notifications", { params: { size: 100 } });
  expect(list.status()).toBe(200);
  return ((await list.json()) as { content: Notice[] }).content;
}

/** The line above a reminder's title: its stage and due day, as en.json and da.json word it. */
function stageLine(notice: Notice & { stage: Exclude<Notice["stage"], "NOW"> }, language: "en" | "da") {
  const date = shownDate(new Date(notice.due_date), language);
  const lines = {
    en: { BEFORE: `Due ${date}`, OVERDUE: `Was due ${date}: overdue`, ESCALATION: `Was due ${date} and is still` },
    da: { BEFORE: `Frist ${date}`, OVERDUE: `Frist ${date}: overskredet`, ESCALATION: `Frist ${date} og stadig` },
  };
  return lines[language][notice.stage];
}

const isReminder = (notice: Notice): notice is Notice & { stage: Exclude<Notice["stage"], "NOW"> } =>
  notice.stage !== "NOW";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^(Notifications|Notifikationer)/ });
const statusLine = (page: Page) => page.getByRole("main").getByRole("status");
const entries = (page: Page) => page.getByRole("main").getByRole("listitem");
const entryOf = (page: Page, title: string) => entries(page).filter({ hasText: title });

/** The unread count the status line states (0 for "Nothing unread."). */
async function unreadStated(page: Page) {
  const text = await statusLine(page).innerText();
  return text === "Nothing unread." ? 0 : Number(/^(\d+) unread$/.exec(text)?.[1] ?? NaN);
}

/**
 * The unread count this page states, once the bell (name and badge) and the "Mark read" buttons agree
 * with the status line (all of one render, whatever news came in since the last).
 */
async function consistentUnread(page: Page) {
  const unread = await unreadStated(page);
  await expectUnread(page, unread);
  await expect(page.getByRole("main").getByRole("button", { name: /^Mark read: / })).toHaveCount(unread);
  return unread;
}

/** Fails unless the bell and the status line both say `unread`, the bell in its name and its badge. */
async function expectUnread(page: Page, unread: number) {
  await expect(statusLine(page)).toHaveText(unread ? `${unread} unread` : "Nothing unread.");
  await expect(bell(page)).toHaveAccessibleName(unread ? `Notifications, ${unread} unread` : "Notifications");
  // The badge is the link's only text; with nothing unread there is none.
  await expect(bell(page)).toHaveText(unread ? String(unread) : "");
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the bell counts the editor's unread notifications and opens them, unread first @no-js", async ({
      page,
      logIn,
      request,
      javaScriptEnabled,
    }) => {
      const notices = (await noticesOf(request, DEMO.editor)).filter(isReminder);
      // The seed's scan gave her overdue and coming deadlines; nobody marks hers read.
      expect(notices.map((notice) => notice.stage)).toEqual(expect.arrayContaining(["OVERDUE", "BEFORE"]));
      expect(
        notices.every((notice) => notice.read_date === null),
        "the editor's reminders are all unread",
      ).toBe(true);

      await logIn(DEMO.editor);
      await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
      await expect(bell(page)).toBeVisible();
      await bell(page).click();
      await expect(page).toHaveURL(PAGE);
      await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
      await page.goto(ALL);
      const unread = await consistentUnread(page);
      expect(unread).toBeGreaterThanOrEqual(notices.length);
      await expect(page.getByRole("button", { name: "Mark all read", exact: true })).toBeVisible();

      // Each with its stage and due day, a link to its record and its own button.
      for (const notice of notices) {
        const entry = entryOf(page, notice.title).first();
        await expect(entry).toContainText(stageLine(notice, "en"));
        // A record kept in another organization than the active one opens through a button that switches to it.
        const opens = entry.getByRole("link", { name: notice.title, exact: true });
        await expect(opens.or(entry.getByRole("button", { name: notice.title, exact: true }))).toBeVisible();
        await expect(entry.getByRole("button", { name: `Mark read: ${notice.title}`, exact: true })).toBeVisible();
      }
      if (viewport.width < 400) await fitsWidth(page, viewport.width, "the notifications at 390 px");
      // axe runs in the page: with script only (the sweep in accessibility.spec.ts audits it without).
      if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the notifications").toEqual([]);

      // The entry opens its record (the holding, where she answers for it, is active).
      await entryOf(page, OVERDUE_ACTION).getByRole("link", { name: OVERDUE_ACTION, exact: true }).click();
      await expect(page).toHaveURL(ACTION_PAGE);
      await expect(page.getByRole("heading", { level: 1, name: OVERDUE_ACTION })).toBeVisible();
      // Opening a record does not mark its notification read (news may have come meanwhile).
      const after = Number(/(\d+) unread$/.exec((await bell(page).getAttribute("aria-label")) ?? "")?.[1]);
      expect(after).toBeGreaterThanOrEqual(unread);
    });

    test.describe("in Danish", () => {
      test.use({ locale: "da-DK" });

      test("the bell and the notifications speak Danish", async ({ page, logIn, visit, request }) => {
        const notices = await noticesOf(request, DEMO.editor);
        await logIn(DEMO.editor);
        await expect(bell(page)).toHaveAccessibleName(/^Notifikationer, \d+ ulæste$/);
        await visit(ALL);
        await expect(page.getByRole("heading", { level: 1, name: "Notifikationer" })).toBeVisible();
        const unread = Number(/^(\d+) ulæste$/.exec(await statusLine(page).innerText())?.[1]);
        await expect(bell(page)).toHaveAccessibleName(`Notifikationer, ${unread} ulæste`);
        await expect(page.getByRole("button", { name: "Marker alle som læst", exact: true })).toBeVisible();
        const overdue = notices.filter(isReminder).find((notice) => notice.title === OVERDUE_ACTION)!;
        const entry = entryOf(page, OVERDUE_ACTION);
        await expect(entry).toContainText(stageLine(overdue, "da"));
        await expect(
          entry.getByRole("button", { name: `Marker som læst: ${OVERDUE_ACTION}`, exact: true }),
        ).toBeVisible();
        if (viewport.width < 400) await fitsWidth(page, viewport.width, "the Danish notifications at 390 px");
      });
    });

    test("with a company active, an entry worked in the holding is a button that opens it there @no-js", async ({
      page,
      logIn,
      visit,
      javaScriptEnabled,
    }) => {
      // The demo's members answer for everything through the holding, so the case arises with another
      // organization made active: both the company's action and the holding's own competence are buttons.
      await logIn(DEMO.editor);
      await switchTo(page, COMPANY, javaScriptEnabled);
      await visit(ALL);
      const switcher = page.getByLabel("Active organization");
      await expect(switcher.locator("option:checked")).toHaveText(COMPANY);
      await expect(page.getByRole("main").getByRole("link", { name: OVERDUE_ACTION, exact: true })).toHaveCount(0);
      const button = entryOf(page, OVERDUE_ACTION).getByRole("button", { name: OVERDUE_ACTION, exact: true });
      await expect(button).toHaveAccessibleDescription(`Opens in ${HOLDING}`);
      await expect(
        entryOf(page, "Hazardous waste handling").getByRole("button", {
          name: "Hazardous waste handling",
          exact: true,
        }),
      ).toHaveAccessibleDescription(`Opens in ${HOLDING}`);
      if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the notifications, company active").toEqual([]);

      await button.click();
      await expect(page).toHaveURL(ACTION_PAGE);
      await expect(page.getByRole("heading", { level: 1, name: OVERDUE_ACTION })).toBeVisible();
      await expect(switcher.locator("option:checked")).toHaveText(HOLDING);
    });
  });
}

test("marking one notification read, then all, clears its button, the status line and the bell @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  // Marked read for good: one user per project (see the top). With script at desktop width, without on a phone.
  if (!javaScriptEnabled) await page.setViewportSize({ width: 390, height: 844 });
  await logIn(javaScriptEnabled ? DEMO.maintainer : DEMO.manager);
  await visit(ALL);
  const unread = await consistentUnread(page);
  // Two at least, so that one is left for "Mark all read". A second run finds them read: it needs a fresh server.
  expect(unread, "the seed's unread notifications of this user").toBeGreaterThanOrEqual(2);

  // The first (newest unread) is marked; it loses its button and goes below the unread ones.
  const firstButton = entries(page)
    .first()
    .getByRole("button", { name: /^Mark read: / });
  const title = (await firstButton.getAttribute("aria-label"))!.replace(/^Mark read: /, "");
  await firstButton.click();
  await expect(page.getByRole("button", { name: `Mark read: ${title}`, exact: true })).toHaveCount(0);
  // One fewer, unless news came in meanwhile; the marked one sits below the unread ones.
  const left = await consistentUnread(page);
  expect(left).toBeLessThanOrEqual(unread);
  const marked = entries(page).nth(left);
  await expect(marked).toContainText(title);
  await expect(page).toHaveURL(ALL);

  await page.getByRole("button", { name: "Mark all read", exact: true }).click();
  await expect(toast(page, "All notifications are marked read.")).toBeVisible();
  await expectUnread(page, 0);
  await expect(page.getByRole("main").getByRole("button", { name: /^Mark (all )?read/ })).toHaveCount(0);
  // They are read, not gone.
  expect(await entries(page).count()).toBeGreaterThanOrEqual(unread);
  if (!javaScriptEnabled) await fitsWidth(page, 390, "the notifications, all read, at 390 px");
});
