import type { APIRequestContext, Page } from "@playwright/test";
import { businessToday } from "../../server/domain/recurrence";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

const WASTE = "/monitoring/waste";

/**
 * A handler of the demo holding with three arrangements, made over the API as the maintainer would:
 * pallets in tonnes, lead batteries in kilograms (hazardous), cardboard by volume without a density.
 */
async function handlerWithArrangements(request: APIRequestContext) {
  const login = await request.post("/api/v1/authentications", {
    form: { username: DEMO.maintainer, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const organizations = ((await login.json()) as { content: { id: number; name: string }[] }).content;
  const holding = (organizations.find((one) => one.name === "Nordvik Group A/S") ?? organizations[0])!.id;
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/v1${path}`, { data, headers: { "x-xsrf-token": xsrf } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  // By its own code: a search for "16 06 01" also finds entries whose text mentions it.
  const typeId = async (code: string) => {
    const found = await request.get(`/api/v1/waste-types?q=${code.replaceAll(" ", "")}&entries_only=true&size=50`);
    const entries = ((await found.json()) as { content: { id: number; code: string }[] }).content;
    return entries.find((entry) => entry.code === code.replaceAll(" ", ""))!.id;
  };
  const stakeholder = await post("/stakeholders", { name: `Affald Øst ${unique()} ApS`, kind: "WASTE_HANDLER" });
  const handlers = `/organizations/${holding}/waste-handler-associations`;
  const id = await post(handlers, { stakeholder_id: stakeholder });
  const arrangement = async (code: string, fraction_name: string, registration_unit: string, treatment_code: string) =>
    post(`${handlers}/${id}/arrangements`, {
      waste_type_id: await typeId(code),
      fraction_name,
      registration_unit,
      treatment_code,
    });
  const pallets = await arrangement("15 01 03", "Paller", "TONNES", "R3");
  const batteries = await arrangement("16 06 01", "Blybatterier", "KILOGRAMS", "R4");
  await arrangement("15 01 01", "Pap", "CUBIC_METRES", "R3");
  return { id, pallets, batteries };
}

const row = (page: Page, fraction: string) => page.getByRole("group", { name: fraction });

test("an editor registers a month of waste in one form, is refused the month again, and the report counts it @no-js", async ({
  page,
  logIn,
  visit,
  playwright,
  baseURL,
  javaScriptEnabled,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { id: handler, pallets, batteries } = await handlerWithArrangements(request);
  await request.dispose();
  // A year of its own per project, far from the demo's: the report's figures are this test's alone.
  const year = javaScriptEnabled ? 2011 : 2012;

  await logIn(DEMO.editor);
  await visit(`${WASTE}/${handler}/registrations/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Register a month" })).toBeVisible();
  await page.getByLabel("Month", { exact: true }).fill(`${year}-03`);
  await row(page, "Paller").getByLabel("Quantity (Tonnes)").fill("-2");
  await row(page, "Blybatterier").getByLabel("Quantity (Kilograms)").fill("250");
  await row(page, "Blybatterier").getByLabel("Estimated").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Refused under its own row; what was typed stays.
  await expect(row(page, "Paller").getByText("Enter a quantity of 0 or more")).toBeVisible();
  await expect(row(page, "Blybatterier").getByLabel("Quantity (Kilograms)")).toHaveValue("250");
  await expect(row(page, "Blybatterier").getByLabel("Estimated")).toBeChecked();
  await row(page, "Paller").getByLabel("Quantity (Tonnes)").fill("1,5");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The month's statement is registered.")).toBeVisible();
  await expect(page).toHaveURL(`${WASTE}/${handler}`);
  // The same form sent again (a double click without script) is the statement registered, not a refusal.
  const again = await page.request.post(`${WASTE}/${handler}/registrations/new`, {
    form: {
      month: `${year}-03`,
      "lines[0].arrangementId": String(pallets),
      "lines[0].quantity": "1,5",
      "lines[1].arrangementId": String(batteries),
      "lines[1].quantity": "250",
      "lines[1].estimated": "on",
    },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe(`${WASTE}/${handler}`);

  // The same month again, on a phone: refused, with the way to the first statement.
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(`${WASTE}/${handler}/registrations/new?month=${year}-03`);
  await row(page, "Pap").getByLabel("Quantity (Cubic metres)").fill("12");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "The handler has a statement for this month already" });
  await expect(refusal).toBeVisible();
  await fitsWidth(page, 390, "the statement form on a phone");
  await refusal.getByRole("link", { name: "Open that statement" }).click();
  await expect(page).toHaveURL(new RegExp(`${WASTE}/${handler}/registrations/\\d+/edit$`));
  await expect(page.getByRole("heading", { level: 1, name: `Statement for March ${year}` })).toBeVisible();
  await expect(row(page, "Paller").getByLabel("Quantity (Tonnes)")).toHaveValue("1.5");
  await expect(row(page, "Pap").getByLabel("Quantity (Cubic metres)")).toHaveValue("");

  // 1.5 t of pallets and 250 kg of batteries: 1.75 t in March, 0.25 t of it hazardous.
  await visit(`${WASTE}/report?year=${year}`);
  await expect(page.getByRole("heading", { level: 1, name: `Waste report ${year}` })).toBeVisible();
  const months = page.getByRole("table", { name: `Tonnes per month, ${year}` });
  await expect(months.getByRole("row", { name: /^March/ }).getByRole("cell")).toHaveText([
    "1.75",
    "0.25",
    "1.50",
    "1.75",
    "0.00",
  ]);
  await expect(
    page.getByRole("img", { name: `Hazardous and non-hazardous waste per month, ${year}, t` }),
  ).toBeVisible();
  const types = page.getByRole("table", { name: `By waste type and treatment, ${year}` });
  await expect(
    types
      .getByRole("row", { name: /^15 01 03/ })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("1.50");
  await fitsWidth(page, 390, "the report on a phone");

  const csv = await page.request.get(`${WASTE}/report/export?year=${year}`);
  expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="waste-${year}.csv"`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe('"EWC code","Waste type","Hazardous","Treatment code","R/D","Tonnes"');
  expect(lines.slice(1).map((line) => line.split('","').filter((_, index) => index !== 1))).toEqual([
    ['"15 01 03', "no", "R3", "R", '1.500"'],
    ['"16 06 01*', "yes", "R4", "R", '0.250"'],
  ]);
});

test("a statement without a quantity, or for a month not over yet, is refused on the form @no-js", async ({
  page,
  logIn,
  visit,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const { id: handler } = await handlerWithArrangements(request);
  await request.dispose();
  await logIn(DEMO.editor);
  await visit(`${WASTE}/${handler}/registrations/new?month=2013-05`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Enter at least one quantity (0 where the handler took none of a kind).")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${WASTE}/${handler}/registrations/new`));

  // The running month, as a browser without a month input would send it.
  const thisMonth = businessToday().slice(0, 7);
  await visit(`${WASTE}/${handler}/registrations/new?month=${thisMonth}`);
  await expect(page.getByLabel("Month", { exact: true })).toHaveAttribute("max", /^\d{4}-\d{2}$/);
  await page.getByLabel("Month", { exact: true }).evaluate((input) => input.removeAttribute("max"));
  await row(page, "Paller").getByLabel("Quantity (Tonnes)").fill("1");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("A statement is for a month that is over: register this month when it has ended."),
  ).toBeVisible();
});
