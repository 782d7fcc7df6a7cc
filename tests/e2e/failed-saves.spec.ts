import { expect, type Page } from "@playwright/test";
import { toast, unique } from "./support/controlled-documents";
import { DEMO, failOnPurpose, test } from "./support/demo";

const NEW_MACHINE = "/monitoring/machines/new";
const SUBMISSION = /\/monitoring\/machines\/new\.data/;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a save that fails on the way shows the error toast and keeps what was typed", async ({ page, logIn, visit }) => {
  await logIn(DEMO.editor);
  await visit(NEW_MACHINE);
  const name = `Kompressor ${unique()}`;
  await field(page, "Name").fill(name);
  await field(page, "Manufacturer").fill("Atlas Copco");

  // The server (or a proxy before it) answers this one post with a failure of its own.
  failOnPurpose(page, SUBMISSION);
  await page.route(SUBMISSION, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }), {
    times: 1,
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Something went wrong. Try again.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${NEW_MACHINE}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveCount(0);
  await expect(field(page, "Name")).toHaveValue(name);
  await expect(field(page, "Manufacturer")).toHaveValue("Atlas Copco");

  // Sent again, it is saved.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The machine is registered. Add its files here.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("every refused form starts with a summary that has the focus and links to each field in error @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.editor);
  await visit(NEW_MACHINE);
  await field(page, "Manufacturer").fill("Atlas Copco");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const summary = page.getByRole("alert").filter({ hasText: "marked below" });
  await expect(summary).toBeFocused();
  const nameId = (await field(page, "Name").getAttribute("id"))!;
  await expect(summary.getByRole("link")).toHaveAttribute("href", `#${nameId}`);
  await expect(field(page, "Manufacturer")).toHaveValue("Atlas Copco");
});
