import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { DEMO, test } from "./support/demo";

const unique = () => randomBytes(3).toString("hex");
const toast = (page: Page, text: string) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

test("a maintainer adds a stakeholder to the catalogue, an editor adds it to the organization and records it @no-js", async ({
  page,
  logIn,
  context,
}) => {
  await logIn(DEMO.maintainer);
  const name = `Grønne Naboer ${unique()}`;
  await page.goto("/admin/stakeholders/new");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Fill in this field.")).toHaveCount(2);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Kind", { exact: true }).selectOption({ label: "NGO" });
  await page.getByLabel("City").fill("Esbjerg");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The stakeholder is added to the catalogue.")).toBeVisible();
  await page.goto(`/admin/stakeholders?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await context.clearCookies();

  await logIn(DEMO.editor);
  await page.goto("/organization/stakeholders");
  await page.getByLabel("From the catalogue").selectOption({ label: name });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "The stakeholder is added.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("textbox", { name: "Needs and expectations" }).fill("Cleaner air around the harbour.");
  await page.getByLabel("Compliance obligation").check();
  await page.getByRole("textbox", { name: "How we address it" }).fill("Quarterly emission figures on the website.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The stakeholder is saved.")).toBeVisible();
  await expect(page.getByText("Cleaner air around the harbour.")).toBeVisible();

  await page.goto("/organization/stakeholders?compliance_obligation=true");
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("a reader sees the organization's stakeholders but cannot add or change them", async ({ page, logIn }) => {
  await logIn(DEMO.reader);
  await page.goto("/organization/stakeholders");
  await expect(page.getByRole("heading", { level: 1, name: "Stakeholders" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add", exact: true })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toBe("stakeholders.csv");
  const csv = readFileSync((await (await download).path())!, "utf8").replace(/^\uFEFF/, "");
  expect(csv.split("\r\n")[0]).toBe('"Name","Kind","City","Compliance obligation"');
  await page.goto("/admin/stakeholders");
  await expect(page).toHaveURL(/\/unauthorized$/);
});
