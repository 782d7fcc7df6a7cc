import type { APIRequestContext, Page } from "@playwright/test";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

const REGISTER = "/evaluation/event-handling";
const ACTION_PAGE = /\/planning\/action-plan\/\d+$/;

/** An event reported over the API by the editor in the organization its log-in opens, with an action in the plan. */
async function reportEvent(request: APIRequestContext, title: string, action?: string) {
  const login = await request.post("/api/v1/authentications", {
    form: { username: DEMO.editor, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const organization = ((await login.json()) as { content: { id: number }[] }).content[0]!.id;
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const response = await request.post(`/api/v1/organizations/${organization}/events`, {
    data: { title, occurred_at: "2026-02-03T08:30:00.000Z", importance: "HIGH", accident: true, injury: "Cut hand" },
    headers: { "x-xsrf-token": xsrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { id: number }).id;
  if (action) {
    const added = await request.post(`/api/v1/organizations/${organization}/actions`, {
      data: { title: action, event_id: id, due_date: "2026-03-01" },
      headers: { "x-xsrf-token": xsrf },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  return id;
}

/** Plans an action of the event from its page, by its title. */
async function addAction(page: Page, kind: string, title: string) {
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Kind", { exact: true }).selectOption({ label: kind });
  await form.getByLabel("Due", { exact: true }).fill("2026-03-01");
  await form.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "The action is added.")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Actions" }).getByRole("link", { name: title, exact: true }),
  ).toBeVisible();
}

/** Opens the action from the event's page, sets it done and effective, and comes back through its source. */
async function completeAction(page: Page, event: string, title: string) {
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page).toHaveURL(/\/planning\/action-plan\/\d+\/edit$/);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Done" });
  await page.getByLabel("Done on", { exact: true }).fill("2026-02-20");
  await page.getByLabel("Effectiveness", { exact: true }).selectOption({ label: "Effective" });
  await page.getByLabel("Note on effectiveness", { exact: true }).fill("No more cuts since");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The action is saved.")).toBeVisible();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(detail(page, "Status")).toHaveText(/^Done\s*Effective$/);
  await page.getByRole("link", { name: `Event: ${event}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: event })).toBeVisible();
}

test("an editor acts on an event, is refused closing it with an action open, closes it and reopens it with a reason @no-js", async ({
  page,
  logIn,
  visit,
  playwright,
  baseURL,
}) => {
  const title = `Cut on the guillotine ${unique()}`;
  const request = await playwright.request.newContext({ baseURL });
  const id = await reportEvent(request, title);
  await request.dispose();

  await logIn(DEMO.editor);
  await visit(`${REGISTER}?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`${REGISTER}/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await addAction(page, "Corrective", "Fit a guard on the guillotine");
  await addAction(page, "Preventive", "Train the operators");
  const status = page.getByRole("region", { name: /Status/ });
  await status.getByRole("button", { name: "Close the event" }).click();
  await expect(status.getByRole("alert")).toContainText("An action is not done yet.");

  await completeAction(page, title, "Fit a guard on the guillotine");
  await completeAction(page, title, "Train the operators");
  const actions = page.getByRole("table", { name: "Actions" });
  await expect(actions.getByRole("row").filter({ hasText: "Train the operators" })).toContainText("Effective");
  await status.getByRole("button", { name: "Close the event" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();

  // Closed: read-only, only reopening with a reason; its actions too.
  await expect(page.getByText("This event is closed and cannot be changed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add action" })).toHaveCount(0);
  await actions.getByRole("link", { name: "Train the operators", exact: true }).click();
  await expect(page).toHaveURL(ACTION_PAGE);
  await expect(
    page.getByText("The event this action answers is closed: reopen the event to change the action."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await visit(`${REGISTER}/${id}`);
  await status.getByRole("button", { name: "Reopen" }).click();
  await expect(status.getByText("Say why the event is reopened.")).toBeVisible();
  await status.getByLabel("Why is the event reopened?").fill("The guard came loose");
  await status.getByRole("button", { name: "Reopen" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();
  await expect(status.getByText("The guard came loose")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add action" })).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the register and an event fit the screen", async ({ page, logIn, visit, playwright, baseURL }) => {
    const title = `Spilt oil at the press ${unique()}`;
    const request = await playwright.request.newContext({ baseURL });
    const action = "Put absorbent mats under the press and check the hydraulic seals weekly";
    const id = await reportEvent(request, title, action);
    await request.dispose();
    await logIn(DEMO.editor);
    await visit(`${REGISTER}?status=OPEN&accident=true&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await fitsWidth(page, 390, "the register");
    await visit(`${REGISTER}/${id}`);
    await expect(page.getByText("Cut hand")).toBeVisible();
    await expect(page.getByRole("table", { name: "Actions" }).getByRole("link", { name: action })).toBeVisible();
    await fitsWidth(page, 390, "an event");
  });
});
