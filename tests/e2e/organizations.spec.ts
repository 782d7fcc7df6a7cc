import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

const DEPARTMENTS = 60;
// The dashboard's "By unit" table shows this many of the units directly below.
const UNITS_SHOWN = 15;
// Making the departments takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A large company of the demo holding, made over the API as its manager would: a subsidiary with more
 * departments than the organizations page shows at once.
 */
async function createLargeSubsidiary(request: APIRequestContext) {
  const unique = randomBytes(3).toString("hex");
  const login = await request.post("/api/v1/authentications", {
    form: { username: DEMO.manager, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const holdingId = ((await login.json()) as { content: { id: number }[] }).content[0]!.id;
  const cookies = await request.storageState();
  const xsrf = cookies.cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const create = async (path: string, name: string) => {
    const response = await request.post(`/api/v1/organizations/${path}`, {
      data: { name },
      headers: { "x-xsrf-token": xsrf },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const name = `Large Site ${unique} A/S`;
  const id = await create(`${holdingId}/subsidiaries`, name);
  const departments = Array.from({ length: DEPARTMENTS }, (_, i) => `Unit ${unique} ${String(i + 1).padStart(3, "0")}`);
  for (let start = 0; start < departments.length; start += 10) {
    await Promise.all(
      departments.slice(start, start + 10).map((department) => create(`${id}/departments`, department)),
    );
  }
  return { name, departments };
}

test("a large company's departments stay out of the shell and the dashboard", async ({
  page,
  logIn,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const large = await createLargeSubsidiary(request);
  await request.dispose();
  await logIn(DEMO.manager);
  const select = page.getByLabel("Active organization");
  const option = select.locator("option", { hasText: large.name });
  await select.selectOption((await option.getAttribute("value"))!);
  const switchButton = page.getByRole("button", { name: "Switch" });
  if (await switchButton.isVisible()) await switchButton.click();
  await expect(page.getByRole("heading", { level: 2, name: large.name })).toBeVisible();
  await expect(page.getByText(`${DEPARTMENTS} departments and 0 subsidiaries directly below.`)).toBeVisible();
  // The shell names none of them; the dashboard's units table only the first few, and says so.
  const switcher = (await page.getByLabel("Active organization").locator("option").allInnerTexts()).join("\n");
  for (const department of large.departments) expect(switcher).not.toContain(department);
  await expect(page.getByText(`The ${UNITS_SHOWN} of ${DEPARTMENTS} units with most overdue.`)).toBeVisible();
  const html = await (await page.request.get("/dashboard")).text();
  expect(html).toContain(large.name);
  expect(large.departments.filter((department) => html.includes(department))).toHaveLength(UNITS_SHOWN);
});

test("a department is chosen on the organizations page, by browsing or by searching @no-js", async ({
  page,
  logIn,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const large = await createLargeSubsidiary(request);
  await request.dispose();
  await logIn(DEMO.manager);
  await page.goto("/documents/own-documents");
  await page.getByRole("link", { name: "All organizations and departments…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organizations and departments" })).toBeVisible();

  // Browse: the company's departments, a page at a time.
  await page.getByRole("link", { name: `${DEPARTMENTS} departments – ${large.name}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: large.name })).toBeVisible();
  await expect(page.getByText(`1–50 of ${DEPARTMENTS}`)).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  const last = large.departments.at(-1)!;
  await page.getByRole("button", { name: last }).click();
  await expect(page).toHaveURL(/\/documents\/own-documents$/);
  await expect(page.getByLabel("Active organization").locator("option:checked")).toHaveText(
    new RegExp(`^\\s*${last} \\(department\\)$`),
  );

  // Search: by part of a name, in any case; the active one is marked.
  await page.getByRole("link", { name: "All organizations and departments…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Organizations and departments" })).toBeVisible();
  await page.getByLabel("Search by name").fill(large.departments[6]!.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("button", { name: large.departments[6] });
  await expect(found).toBeVisible();
  await expect(page.getByText(`Nordvik Group A/S › ${large.name}`)).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(/\/documents\/own-documents$/);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: large.departments[6] })).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the switcher has a row of its own, wide enough to read", async ({ page, logIn }) => {
    await logIn(DEMO.limited);
    const select = page.getByLabel("Active organization");
    const box = (await select.boundingBox())!;
    expect(box.width).toBeGreaterThan(220);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const all = (await page.getByRole("link", { name: "All organizations and departments…" }).boundingBox())!;
    expect(all.x + all.width).toBeLessThanOrEqual(390);
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways).toBe(false);
  });
});
