import { expect } from "@playwright/test";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { ownCompany, signIn, switchTo } from "./support/own-company";

const REGISTER = "/documents/binding-obligations";
const ACTS = ["Machinery Regulation", "Noise at Work Directive"];

test("the next review of the acts chosen in the register is set at once @no-js", async ({
  page,
  javaScriptEnabled,
}) => {
  // A register of the test's own company: the demo holding's review dates stay as other specs expect them.
  const company = `Lovregister ${unique()} ApS`;
  await ownCompany(page, company);
  await signIn(page, DEMO.editor);
  await switchTo(page, company, javaScriptEnabled);
  for (const act of ACTS) {
    await page.goto(REGISTER);
    await page.getByLabel("Title, short name or reference").fill(act);
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: /^Add / }).first().click();
    await expect(toast(page, "Added to the register.")).toBeVisible();
  }
  // Without script on a phone, with script on a desktop.
  if (!javaScriptEnabled) await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(REGISTER);
  if (!javaScriptEnabled) await fitsWidth(page, 390, "the legal register with the review form");
  const form = page.locator("form#review-chosen");
  await form.getByLabel("Next review").fill("2027-06-30");
  await form.getByRole("button", { name: "Set the next review" }).click();
  await expect(page.getByText("Tick at least one row in the list.").first()).toBeVisible();

  for (const act of ACTS) await page.getByRole("checkbox", { name: `Choose ${act}` }).check();
  await page.locator("form#review-chosen").getByLabel("Next review").fill("2027-06-30");
  await page.locator("form#review-chosen").getByRole("button", { name: "Set the next review" }).click();
  await expect(toast(page, "The chosen acts have their next review set.")).toBeVisible();
  await expect(page.getByRole("cell", { name: /30 Jun 2027/ })).toHaveCount(2);
});
