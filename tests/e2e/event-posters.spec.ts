import { request as requests, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

const REGISTER = "/evaluation/event-handling";
const POSTERS = `${REGISTER}/posters`;

type Department = { id: number; name: string; departments: Department[] };

/** The departments of the editor's active organization (the one its log-in opens), as the API lists them. */
async function departmentsOfEditor(baseURL: string) {
  const api = await requests.newContext({ baseURL });
  const login = await api.post("/api/v1/authentications", { form: { username: DEMO.editor, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const organization = ((await login.json()) as { content: { id: number }[] }).content[0]!.id;
  const answer = await api.get(`/api/v1/organizations/${organization}/departments`);
  expect(answer.status()).toBe(200);
  const flat = (nodes: Department[]): { id: number; name: string }[] =>
    nodes.flatMap(({ id, name, departments }) => [{ id, name }, ...flat(departments)]);
  const departments = flat(((await answer.json()) as { content: Department[] }).content);
  await api.dispose();
  return departments;
}

const posters = (page: Page) => page.locator("section[data-poster]");
const poster = (page: Page, name: string) =>
  posters(page).filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
/** The poster of a department, known by the address printed on it. */
const posterOf = (page: Page, id: number) =>
  posters(page).filter({ has: page.locator("[data-address]", { hasText: new RegExp(`\\?department=${id}$`) }) });

test("an editor prints a QR poster per department from the register, and its link opens the report form there @no-js", async ({
  page,
  logIn,
  visit,
  baseURL,
}) => {
  const departments = await departmentsOfEditor(baseURL!);
  expect(departments.map((department) => department.name)).toContain("Group IT");
  await logIn(DEMO.editor);
  await visit(REGISTER);
  await page.getByRole("link", { name: "QR posters for reporting" }).click();
  await expect(page).toHaveURL(new RegExp(`${POSTERS}$`));
  await expect(page.getByRole("heading", { level: 1, name: "QR posters for reporting" })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  expect(await (await page.request.get(POSTERS)).text()).not.toMatch(/<script\b/i);

  // The organization's own poster, then one per department; a subsidiary's departments are its own to print.
  await expect(posters(page)).toHaveCount(departments.length + 1);
  await expect(poster(page, "Nordvik Group A/S").locator("[data-address]")).toHaveText(`${baseURL}/events/new`);
  await expect(poster(page, "Laboratory")).toHaveCount(0);
  for (const { id, name } of departments) {
    const sheet = posterOf(page, id);
    await expect(sheet).toHaveCount(1);
    await expect(sheet.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(sheet.getByRole("img", { name: `QR code leading to the report form for ${name}` })).toBeVisible();
    await expect(sheet.locator("svg")).toBeVisible();
    await expect(sheet.getByText("Scan the code to report an accident, a near miss")).toBeVisible();
    await expect(sheet.locator("[data-address]")).toHaveText(`${baseURL}/events/new?department=${id}`);
  }
  await expect(page.getByText("each poster comes out on its own sheet")).toBeVisible();

  // In Danish, on the server.
  await page.getByRole("link", { name: "Dansk" }).click();
  await expect(page).toHaveURL(/[?&]lang=da$/);
  await expect(page.getByRole("heading", { level: 1, name: "QR-plakater til indberetning" })).toBeVisible();
  const groupIt = departments.find((department) => department.name === "Group IT")!;
  await expect(posterOf(page, groupIt.id).getByText("Scan koden for at indberette en ulykke")).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);

  // The printed address is the one the code holds: it opens the report form with the department chosen.
  const printed = await posterOf(page, groupIt.id).locator("[data-address]").textContent();
  await visit(printed!.trim());
  await expect(page).toHaveURL(new RegExp(`/events/new\\?department=${groupIt.id}$`));
  await expect(page.getByLabel("Department", { exact: true })).toHaveValue(String(groupIt.id));

  await page.goto(POSTERS);
  await page.getByRole("link", { name: "Back to event handling" }).click();
  await expect(page).toHaveURL(new RegExp(`${REGISTER}$`));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the posters fit a phone's width @no-js", async ({ page, logIn }) => {
    await logIn(DEMO.editor);
    // The page has no script to wait for.
    await page.goto(POSTERS);
    await expect(posters(page).first().locator("svg")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const qr = await posters(page).first().getByRole("img").boundingBox();
    expect(qr!.width).toBeGreaterThan(200);
  });
});

test("a reader may not print the posters, nor sees the link to them @no-js", async ({ page, logIn, visit }) => {
  await logIn(DEMO.reader);
  await visit(REGISTER);
  await expect(page.getByRole("heading", { level: 1, name: "Event handling" })).toBeVisible();
  await expect(page.getByRole("link", { name: "QR posters for reporting" })).toHaveCount(0);
  const answer = await page.request.get(POSTERS, { maxRedirects: 0 });
  expect(answer.status() === 403 || answer.headers()["location"]?.endsWith("/unauthorized")).toBe(true);
  await page.goto(POSTERS);
  await expect(page).toHaveURL(/\/unauthorized$/);
});
