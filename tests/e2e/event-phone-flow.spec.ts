import type { Page } from "@playwright/test";
import { pngBytes } from "../support/sample-files";
import { detail, fitsWidth, shownDate, toast, unique } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

/**
 * The whole life of an event as it is lived on a phone without JavaScript: reported from the menu with
 * a photo, acted on, its actions done and checked, and closed. Each step is a plain form post.
 */

const PHONE = { width: 390, height: 844 };
const EVENT_PAGE = /\/evaluation\/event-handling\/(\d+)$/;

/** A day (yyyy-mm-dd) some days from now on a Danish calendar. */
const dayFromNow = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Copenhagen" }).format(new Date(Date.now() + days * 86_400_000));

const ACTION_PAGE = /\/planning\/action-plan\/(\d+)$/;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const statusSection = (page: Page) => page.getByRole("region", { name: /^Status/ });
const actionRow = (page: Page, title: string) =>
  page.getByRole("table", { name: "Actions" }).getByRole("row").filter({ hasText: title });

type NewAction = { kind: "Corrective" | "Preventive"; title: string; owner: string; due: string };

async function addAction(page: Page, action: NewAction) {
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await form.getByLabel("Title", { exact: true }).fill(action.title);
  await form.getByLabel("Kind", { exact: true }).selectOption({ label: action.kind });
  await form.getByLabel("Owner", { exact: true }).selectOption({ label: action.owner });
  await form.getByLabel("Due", { exact: true }).fill(action.due);
  await form.getByRole("button", { name: "Add action" }).click();
  await expect(page).toHaveURL(EVENT_PAGE);
  await expect(toast(page, "The action is added.")).toBeVisible();
  const row = actionRow(page, action.title);
  await expect(row.getByRole("cell")).toHaveText([
    action.title,
    action.kind,
    action.owner,
    shownDate(new Date(action.due)),
    "Open",
  ]);
}

/**
 * Opens an action from the event's page, edits it on its own page in the action plan, and comes back
 * to the event through the action's source.
 */
async function editAction(
  page: Page,
  event: { id: string; title: string },
  title: string,
  change: () => Promise<void>,
) {
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/planning\/action-plan\/\d+\/edit$/);
  await fitsWidth(page, PHONE.width, "an action's form at 390 px");
  await change();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(toast(page, "The action is saved.")).toBeVisible();
  await fitsWidth(page, PHONE.width, "an action's page at 390 px");
  await page.getByRole("link", { name: `Event: ${event.title}`, exact: true }).click();
  await expect(page).toHaveURL(`/evaluation/event-handling/${event.id}`);
}

test.describe("an event's whole flow on a phone without JavaScript @no-js", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the flow without scripts; the js project has its own");
  test.use({ viewport: PHONE });

  test("an editor reports an accident with a photo from the menu, acts on it, checks the actions and closes it", async ({
    page,
    logIn,
  }) => {
    const tag = unique();
    const title = `Hand caught in the pallet wrapper ${tag}`;
    const photo = `wrapper-${tag}.png`;
    const actions: NewAction[] = [
      {
        kind: "Corrective",
        title: `Fit an interlock on the wrapper's door ${tag}`,
        owner: "Anders Holm",
        due: dayFromNow(14),
      },
      {
        kind: "Preventive",
        title: `Teach the packers to stop the wrapper before reaching in ${tag}`,
        owner: "Camilla Berg",
        due: dayFromNow(30),
      },
    ];

    // 1. Reported from the phone menu's actions, with a photo from the camera.
    await logIn(DEMO.editor);
    await page.locator("label[for=menu-toggle]").click();
    await expect(page.getByRole("checkbox", { name: "Menu" })).toBeChecked();
    const menuActions = page.getByRole("navigation", { name: "Main menu" }).getByRole("region", { name: "Actions" });
    const reportLink = menuActions.getByRole("link", { name: "Report event", exact: true });
    await expect(reportLink).toBeVisible();
    await reportLink.click();
    await expect(page).toHaveURL(/\/events\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "Report an event" })).toBeVisible();

    await field(page, "What happened (short)").fill(title);
    await field(page, "Description").fill("Reached in to free a torn film while the wrapper was still turning.");
    await field(page, "Location").fill("Packing line 2");
    await page.getByRole("radio", { name: "High", exact: true }).check();
    await page.getByRole("radio", { name: "Yes", exact: true }).check();
    await field(page, "The injured person's role").fill("Packer");
    await field(page, "Injury").fill("Bruised wrist");
    await field(page, "Days of absence").fill("3");
    const camera = field(page, "Photos and files");
    await expect(camera).toHaveAttribute("capture", "environment");
    await camera.setInputFiles({ name: photo, mimeType: "image/png", buffer: pngBytes() });
    await page.getByRole("button", { name: "Report event", exact: true }).click();

    await expect(page).toHaveURL(EVENT_PAGE);
    const event = { id: EVENT_PAGE.exec(page.url())![1]!, title };
    await expect(toast(page, "The event is reported.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(detail(page, "Accident (someone hurt)")).toHaveText("Yes");
    await expect(detail(page, "The injured person's role")).toHaveText("Packer");
    await expect(detail(page, "Injury")).toHaveText("Bruised wrist");
    await expect(detail(page, "Days of absence")).toHaveText("3");
    await expect(detail(page, "Reported by")).toHaveText("Camilla Berg");
    const files = page.getByRole("region", { name: "Photos and files" });
    await expect(files.getByRole("link", { name: photo, exact: true })).toHaveAttribute(
      "href",
      /^\/files\/\d+\/download$/,
    );
    await expect(files.getByRole("listitem")).toHaveCount(1);

    // 2. Two actions in the action plan, each with an owner and a due date; the work on them begins.
    for (const action of actions) await addAction(page, action);
    await fitsWidth(page, PHONE.width, "the event with its actions at 390 px");
    const status = statusSection(page);
    await status.getByRole("button", { name: "Move to: Actions in progress" }).click();
    await expect(toast(page, "The status is changed.")).toBeVisible();
    await expect(status.getByRole("heading", { name: "Status: Actions in progress" })).toBeVisible();

    // Both done, neither checked yet: closing is refused, in words.
    for (const action of actions) {
      await editAction(page, event, action.title, async () => {
        await field(page, "Status").selectOption({ label: "Done" });
        await field(page, "Done on").fill(dayFromNow(0));
      });
      await expect(actionRow(page, action.title).getByRole("cell").nth(4)).toHaveText(/^Done\s*Not checked$/);
    }
    await status.getByRole("button", { name: "Close the event" }).click();
    await expect(status.getByRole("alert")).toHaveText("An action's effectiveness is not checked yet.");
    await expect(status.getByRole("heading", { name: "Status: Actions in progress" })).toBeVisible();

    // The effectiveness of each checked: effective, with a note, which the action's page keeps.
    const note = `No one has reached into the wrapper since ${tag}`;
    for (const action of actions) {
      await editAction(page, event, action.title, async () => {
        await expect(field(page, "Status")).toHaveValue("DONE");
        await expect(field(page, "Done on")).toHaveValue(dayFromNow(0));
        await field(page, "Effectiveness").selectOption({ label: "Effective" });
        await field(page, "Note on effectiveness").fill(note);
      });
      await expect(actionRow(page, action.title).getByRole("cell").nth(4)).toHaveText(/^Done\s*Effective$/);
    }
    await page.getByRole("link", { name: actions[0]!.title, exact: true }).click();
    await expect(detail(page, "Done on")).toHaveText(shownDate(new Date(dayFromNow(0))));
    await expect(detail(page, "Note on effectiveness")).toHaveText(note);
    await expect(page.getByText(/^Effectiveness judged by Camilla Berg on /)).toBeVisible();
    await page.getByRole("link", { name: `Event: ${title}`, exact: true }).click();
    await expect(page).toHaveURL(EVENT_PAGE);

    // 3. Closed: read-only, and the history says who closed it.
    await status.getByRole("button", { name: "Close the event" }).click();
    await expect(toast(page, "The status is changed.")).toBeVisible();
    await expect(status.getByRole("heading", { name: "Status: Closed" })).toBeVisible();
    await expect(page.getByText("This event is closed and cannot be changed. Reopen it to change it.")).toBeVisible();
    await expect(detail(page, "Closed")).toHaveText(shownDate(new Date(dayFromNow(0))));
    const closing = status.getByRole("listitem").filter({ hasText: "Actions in progress → Closed" });
    await expect(closing).toHaveCount(1);
    await expect(closing).toContainText("Camilla Berg");

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Add action" })).toHaveCount(0);
    for (const action of actions) await expect(actionRow(page, action.title)).toBeVisible();
    // The photo is still there to download, but nothing about it changes.
    await expect(files.getByRole("link", { name: photo, exact: true })).toBeVisible();
    await expect(files.locator("form")).toHaveCount(0);
    await expect(files.getByRole("button")).toHaveCount(0);
    // The one form left on the page is reopening, which asks why.
    await expect(main.locator("form")).toHaveCount(1);
    await expect(status.getByLabel("Why is the event reopened?")).toBeVisible();
    await expect(status.getByRole("button", { name: "Reopen" })).toBeVisible();
    await expect(status.getByRole("button", { name: "Close the event" })).toHaveCount(0);
    await fitsWidth(page, PHONE.width, "the closed event at 390 px");

    // Its actions are read-only too until the event is reopened.
    await actionRow(page, actions[1]!.title).getByRole("link", { name: actions[1]!.title, exact: true }).click();
    await expect(page).toHaveURL(ACTION_PAGE);
    await expect(
      page.getByText("The event this action answers is closed: reopen the event to change the action."),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
    await expect(main.locator("form")).toHaveCount(0);
    await fitsWidth(page, PHONE.width, "an action of the closed event at 390 px");
    await page.getByRole("link", { name: `Event: ${title}`, exact: true }).click();
    await expect(status.getByRole("heading", { name: "Status: Closed" })).toBeVisible();
  });
});
