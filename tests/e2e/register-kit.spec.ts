import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";

// The register kit's table (app/components/table/data-table.tsx) as the machine register shows it.
const MACHINES = "/monitoring/machines";

const waitForScripts = async (page: Page, scripts: boolean) => {
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
};

const openColumns = (page: Page) => page.locator("summary", { hasText: "Columns" }).click();

const applyColumns = (page: Page) =>
  page.locator("details", { hasText: "Columns" }).getByRole("button", { name: "Apply" }).click();

const table = (page: Page) => page.getByRole("table", { name: "Machines" });

test("a reader hides a column, finds it hidden on the next visit, and shows it again @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.reader);
  // Without script on a phone, with script on a desktop.
  if (!javaScriptEnabled) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(MACHINES);
  await waitForScripts(page, javaScriptEnabled);
  await expect(table(page).getByRole("columnheader", { name: "Serial number" })).toBeVisible();
  // Location is left out until asked for.
  await expect(table(page).getByRole("columnheader", { name: "Location" })).toHaveCount(0);

  await openColumns(page);
  const choice = page.getByRole("group", { name: "Columns" });
  await choice.getByRole("checkbox", { name: "Serial number" }).uncheck();
  await changeKept(page, javaScriptEnabled, ["serial"], () =>
    choice.getByRole("checkbox", { name: "Location" }).check(),
  );
  await expect(table(page).getByRole("columnheader", { name: "Serial number" })).toHaveCount(0);
  await expect(table(page).getByRole("columnheader", { name: "Location" })).toBeVisible();

  // Kept in this browser: the next visit shows the same columns, drawn so by the server.
  await page.goto(MACHINES);
  await expect(table(page).getByRole("columnheader", { name: "Serial number" })).toHaveCount(0);
  await expect(table(page).getByRole("columnheader", { name: "Location" })).toBeVisible();

  await openColumns(page);
  await choice.getByRole("checkbox", { name: "Serial number" }).check();
  await changeKept(page, javaScriptEnabled, ["location"], () =>
    choice.getByRole("checkbox", { name: "Location" }).uncheck(),
  );
  await expect(table(page).getByRole("columnheader", { name: "Serial number" })).toBeVisible();
  await page.goto(MACHINES);
  await expect(table(page).getByRole("columnheader", { name: "Location" })).toHaveCount(0);
});

/**
 * Makes the last change of a choice and waits until the browser keeps it (the machines' `hidden` columns
 * in the cookie): with script each box's change is saved in the background, without script the form
 * is applied.
 */
async function changeKept(page: Page, scripts: boolean, hidden: string[], change: () => Promise<void>) {
  await change();
  if (!scripts) return applyColumns(page);
  await expect.poll(() => hiddenMachineColumns(page)).toEqual(hidden);
}

async function hiddenMachineColumns(page: Page) {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "table-columns");
  if (!cookie) return [];
  const kept = JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8"));
  return (kept as Record<string, string[]>).machines ?? [];
}

test("the dates sit under one heading, and the name column cannot be hidden @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto(MACHINES);
  const group = table(page).getByRole("columnheader", { name: "Service life" });
  await expect(group).toHaveAttribute("colspan", "2");
  await expect(group).toHaveAttribute("scope", "colgroup");
  await expect(table(page).getByRole("columnheader", { name: /^Name/ })).toHaveAttribute("rowspan", "2");
  await openColumns(page);
  await expect(page.getByRole("group", { name: "Columns" }).getByRole("checkbox", { name: "Name" })).toHaveCount(0);
});

test("with script, one box chooses every row of the page for the export", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "choosing a whole page is the script's; without it each row is ticked");
  await logIn(DEMO.reader);
  await page.goto(`${MACHINES}?status=ALL`);
  await waitForScripts(page, true);
  const rows = table(page).locator("tbody tr");
  const count = await rows.count();
  await table(page).getByRole("checkbox", { name: "Choose every row on this page" }).check();
  await expect(table(page).locator("tbody input[type=checkbox]:checked")).toHaveCount(count);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const lines = readFileSync((await (await download).path())!, "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(count + 1);
  await table(page).getByRole("checkbox", { name: "Choose every row on this page" }).uncheck();
  await expect(table(page).locator("tbody input[type=checkbox]:checked")).toHaveCount(0);
});

test("the form takes its rules from the API: the name is required and as long as the API takes @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  await page.goto(`${MACHINES}/new`);
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveAttribute("required", "");
  await expect(name).toHaveAttribute("maxlength", "200");
  await expect(page.getByLabel("Serial number", { exact: true })).toHaveAttribute("maxlength", "100");
  await expect(page.getByLabel("Serial number", { exact: true })).not.toHaveAttribute("required", "");
  await page.getByLabel("In use since", { exact: true }).fill("2300-01-01");
  await name.fill("Kompressor");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByLabel("In use since", { exact: true })).toHaveAttribute("aria-invalid", "true");
});
