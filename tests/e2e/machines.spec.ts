import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { pdfBytes } from "../support/sample-files";
import { detail, fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

const MACHINES = "/monitoring/machines";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Chooses a department by its name (the option's text carries its indentation). */
async function chooseDepartment(page: Page, name: string) {
  const option = field(page, "Department")
    .locator("option")
    .filter({ hasText: new RegExp(`^\\s*${name}$`) });
  await field(page, "Department").selectOption((await option.getAttribute("value"))!);
}

/** Registers a machine through the form and answers its page's address. */
async function register(page: Page, values: Record<string, string>, department?: string) {
  await page.goto(`${MACHINES}/new`);
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  if (department) await chooseDepartment(page, department);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The machine is registered. Add its files here.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MACHINES}/\\d+$`));
  return new URL(page.url()).pathname;
}

const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

test("an editor registers a machine with Danish letters, edits it, adds a file and retires it @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  const name = `Gaffeltruck Ærø ${tag}`;
  const path = await register(
    page,
    { Name: name, Type: "Forklift", Manufacturer: "Linde", "Serial number": `SN-${tag}`, "In use since": "2019-03-15" },
    "Warehouse",
  );
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(detail(page, "Department")).toHaveText("Warehouse");
  await expect(detail(page, "Status")).toHaveText("In use");

  await page.getByLabel("Add files").setInputFiles({
    name: `Brugsanvisning ${tag}.pdf`,
    mimeType: "application/pdf",
    buffer: pdfBytes(tag),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 file uploaded.")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: `Brugsanvisning ${tag}.pdf`, exact: true })).toBeVisible();

  await page.goto(`${MACHINES}?q=${tag}`);
  await expect(page.getByRole("link", { name })).toBeVisible();

  await page.goto(`${path}/edit`);
  await waitForScripts(page, javaScriptEnabled);
  await field(page, "Location").fill("Lager øst, port 3");
  await field(page, "End of use").fill("2019-01-01");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("End of use cannot come before the machine came into use.")).toBeVisible();
  await field(page, "End of use").fill("2024-12-31");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The machine is saved.")).toBeVisible();
  await expect(detail(page, "Location")).toHaveText("Lager øst, port 3");
  await expect(detail(page, "Status")).toHaveText("Retired");

  await page.goto(`${MACHINES}?q=${tag}`);
  await expect(page.getByText("No machines match the filters.")).toBeVisible();
  await page.getByRole("search").getByLabel("Status").selectOption({ label: "Retired" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=RETIRED/);
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("an edit made from an old tab is refused, and keeps what was typed @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const path = await register(page, { Name: `Kompressor ${unique()}` });
  const other = await page.context().newPage();
  for (const tab of [other, page]) {
    await tab.goto(`${path}/edit`);
    await waitForScripts(tab, javaScriptEnabled);
  }
  await field(page, "Model").fill("GA 37");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The machine is saved.")).toBeVisible();

  await field(other, "Model").fill("GA 55");
  await other.getByRole("button", { name: "Save", exact: true }).click();
  await expect(other.getByRole("alert").filter({ hasText: "Someone else changed this meanwhile." })).toBeVisible();
  await expect(field(other, "Model")).toHaveValue("GA 55");
  await page.goto(path);
  await expect(detail(page, "Model")).toHaveText("GA 37");
});

/** The CSV the export button downloads, as lines without the byte-order mark. */
async function exportedLines(page: Page) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("machines.csv");
  return readFileSync((await download.path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
}

test("the register sorts by a column, exports what it shows, and exports the rows chosen @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const tag = unique();
  await register(page, { Name: `Kedel ${tag}`, "In use since": "2015-11-20" });
  await register(page, { Name: `Damptavle ${tag}`, "In use since": "2021-06-01" });
  await page.goto(`${MACHINES}?q=${tag}`);
  await waitForScripts(page, javaScriptEnabled);
  // The first cell of a row chooses it for the export; the name comes next.
  const names = page.getByRole("table", { name: "Machines" }).getByRole("row").locator("td:nth-child(2)");
  await expect(names).toHaveText([`Damptavle ${tag}`, `Kedel ${tag}`]);
  await page.getByRole("link", { name: "In use since" }).click();
  await expect(page).toHaveURL(/sort=inception_date%2Casc|sort=inception_date,asc/);
  await expect(names).toHaveText([`Kedel ${tag}`, `Damptavle ${tag}`]);

  const lines = await exportedLines(page);
  expect(lines[0]).toBe(
    '"Name","Type","Manufacturer","Model","Serial number","Location","In use since","End of use","Department"',
  );
  expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([`"Kedel ${tag}"`, `"Damptavle ${tag}"`]);

  await page.getByRole("checkbox", { name: `Choose Damptavle ${tag}` }).check();
  const chosen = await exportedLines(page);
  expect(chosen.slice(1).map((line) => line.split(",")[0])).toEqual([`"Damptavle ${tag}"`]);
});

test("a reader sees a machine but is offered no way to change it", async ({ page, logIn, context }) => {
  await logIn(DEMO.editor);
  const name = `pH-måler ${unique()}`;
  const path = await register(page, { Name: name });
  await expect(page.getByRole("link", { name: "Edit" })).toBeVisible();
  await context.clearCookies();

  await logIn(DEMO.reader);
  await page.goto(MACHINES);
  await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New machine" })).toHaveCount(0);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByLabel("Add files")).toHaveCount(0);
  await page.goto(`${path}/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("on a 390 px phone the register, a machine and its form fit the screen", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  const path = await register(page, { Name: `Overhead crane ${unique()}`, Manufacturer: "Demag", Model: "EKKE" });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [address, what] of [
    [MACHINES, "the register"],
    [path, "the machine"],
    [`${path}/edit`, "its form"],
  ] as const) {
    await page.goto(address);
    await fitsWidth(page, 390, what);
  }
});
