import { expect } from "@playwright/test";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { addDepartment, ownCompany, signIn, switchTo } from "./support/own-company";

const MY_CHEMICALS = "/chemicals/my-chemicals";
const ACETONE = "Acetone technical 99.5 %";

test("the chemicals chosen in the list move to a department at once @no-js", async ({ page, javaScriptEnabled }) => {
  // A company of the test's own: the demo holding's chemicals stay where other specs expect them.
  const tag = unique();
  const company = `Kemi ${tag} ApS`;
  const store = `Nyt lager ${tag}`;
  await ownCompany(page, company);
  await addDepartment(page, company, store);
  await signIn(page, DEMO.editor);
  await switchTo(page, company, javaScriptEnabled);
  for (const location of ["Reol 1", "Reol 2"]) {
    await page.goto(`${MY_CHEMICALS}/new?q=acetone`);
    await page.getByRole("link", { name: `Choose ${ACETONE}`, exact: true }).click();
    if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Storage location", { exact: true }).fill(location);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/chemicals\/my-chemicals\/\d+$/);
  }
  // Without script on a phone, with script on a desktop.
  if (!javaScriptEnabled) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(MY_CHEMICALS);
  if (!javaScriptEnabled) await fitsWidth(page, 390, "my chemicals with the move form");
  const form = page.locator("form#move-chosen");
  for (const box of await page.getByRole("checkbox", { name: `Choose ${ACETONE}` }).all()) await box.check();
  await form.getByLabel("Department").selectOption({ label: `\u00a0\u00a0${store}` });
  await form.getByRole("button", { name: "Move the chosen" }).click();
  await expect(toast(page, "The chosen chemicals are moved.")).toBeVisible();
  // The list filtered by the department holds both.
  const departmentFilter = page.locator("form[role=search]").getByLabel("Department");
  const storeId = await departmentFilter.locator("option", { hasText: store }).getAttribute("value");
  await page.goto(`${MY_CHEMICALS}?department=${storeId}`);
  await expect(
    page.getByRole("table", { name: "My chemicals" }).getByRole("row").filter({ hasText: ACETONE }),
  ).toHaveCount(2);
});
