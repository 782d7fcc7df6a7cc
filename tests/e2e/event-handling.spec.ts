import type { APIRequestContext, Page } from "@playwright/test";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

const REGISTER = "/evaluation/event-handling";

/** An event reported over the API by the editor in the organization its log-in opens. */
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
    const added = await request.post(`/api/v1/organizations/${organization}/events/${id}/actions`, {
      data: { description: action, due_date: "2026-03-01" },
      headers: { "x-xsrf-token": xsrf },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  return id;
}

async function addAction(page: Page, kind: string, description: string) {
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await form.getByLabel("Kind").selectOption({ label: kind });
  await form.getByLabel("Description").fill(description);
  await form.getByLabel("Due").fill("2026-03-01");
  await form.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "The action is added.")).toBeVisible();
}

async function completeAction(page: Page, description: string) {
  await page.getByRole("link", { name: description }).click();
  await page.getByLabel("Done", { exact: true }).fill("2026-02-20");
  await page.getByLabel("Effectiveness", { exact: true }).selectOption("EFFECTIVE");
  await page.getByLabel("Note on effectiveness").fill("No more cuts since");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The action is saved.")).toBeVisible();
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

  await completeAction(page, "Fit a guard on the guillotine");
  await completeAction(page, "Train the operators");
  await expect(page.getByRole("cell", { name: "Effective" }).first()).toBeVisible();
  await status.getByRole("button", { name: "Close the event" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();

  // Closed: read-only, only reopening with a reason.
  await expect(page.getByText("This event is closed and cannot be changed.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add action" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Train the operators" })).toHaveCount(0);
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
    const id = await reportEvent(
      request,
      title,
      "Put absorbent mats under the press and check the hydraulic seals weekly",
    );
    await request.dispose();
    await logIn(DEMO.editor);
    await visit(`${REGISTER}?status=OPEN&accident=true&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await fitsWidth(page, 390, "the register");
    await visit(`${REGISTER}/${id}`);
    await expect(page.getByText("Cut hand")).toBeVisible();
    await fitsWidth(page, 390, "an event");
  });
});
