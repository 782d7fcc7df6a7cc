import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { businessToday } from "../../server/domain/recurrence";
import { pdfBytes } from "../support/sample-files";
import { DEMO, test } from "./support/demo";

// Both projects (with and without JavaScript) share one database: every name here is unique to its run.
const unique = () => randomBytes(3).toString("hex");
const OVERVIEW = "/organization/members-roles-and-competences";

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

async function newCompetence(page: Page, name: string, frequency: string) {
  await page.goto("/organization/competences/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Renewed").selectOption({ label: frequency });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The matrix row of one member, filtered to one role so the columns are the role's competences. */
async function matrixRow(page: Page, role: string, member: string) {
  await page.goto(`${OVERVIEW}?tab=matrix`);
  await page.locator("select[name=role]").selectOption({ label: role });
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/role=\d+/);
  return page.getByRole("row").filter({ has: page.getByRole("link", { name: member, exact: true }) });
}

test("a manager invites a member with a role, records an acquisition with a certificate, and the cell turns valid @no-js", async ({
  page,
  logIn,
}) => {
  // A dozen pages, an upload and two exports: on a busy machine more than the default 30 s.
  test.slow();
  await logIn(DEMO.manager);
  const tag = unique();
  const forklift = `Forklift certificate ${tag}`;
  const firstAid = `First aid ${tag}`;
  await newCompetence(page, forklift, "Every 5 years");
  await newCompetence(page, firstAid, "Every 2 years");

  const role = `Warehouse operator ${tag}`;
  await page.goto("/organization/roles/new");
  await page.getByLabel("Name", { exact: true }).fill(role);
  await page.getByLabel("What the role is for").fill("Moves goods in the warehouse with a forklift.");
  await page.getByRole("checkbox", { name: new RegExp(forklift) }).check();
  await page.getByRole("checkbox", { name: new RegExp(firstAid) }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The role is created.")).toBeVisible();
  await expect(page.locator("li", { hasText: role }).getByText(`${firstAid}, ${forklift}`)).toBeVisible();

  const member = `Søren Ærø ${tag}`;
  await page.goto(OVERVIEW);
  await page.getByRole("link", { name: "Invite a member" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invite a member" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(member);
  await page.getByLabel("E-mail", { exact: true }).fill(`soeren-${tag}@test.example`);
  await page.getByLabel("Job title").fill("Warehouse operative");
  await page.getByRole("checkbox", { name: role }).check();
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("heading", { level: 1, name: member })).toBeVisible();
  await expect(toast(page, "The member is invited.")).toBeVisible();
  const requirements = page.getByRole("table", { name: "Competence requirements" });
  await expect(requirements.getByText("Missing")).toHaveCount(2);

  const row = await matrixRow(page, role, member);
  await expect(row.getByText("Missing")).toHaveCount(2);
  await row.getByRole("link", { name: new RegExp(`^${forklift} for ${member}: Missing`) }).click();

  await expect(page.getByRole("heading", { level: 1, name: `${forklift}: ${member}` })).toBeVisible();
  await page.getByLabel("Last acquired").fill(businessToday());
  await page
    .getByLabel("Certificate or other evidence")
    .setInputFiles({ name: `certificate-${tag}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(tag) });
  await page.getByRole("button", { name: "Record" }).click();
  await expect(toast(page, "The acquisition is recorded.")).toBeVisible();
  await expect(requirements.getByText("Valid")).toHaveCount(1);
  await expect(requirements.getByRole("link", { name: `certificate-${tag}.pdf` })).toBeVisible();

  // A certificate added by mistake comes off the requirement again.
  await page.getByRole("link", { name: `Record ${forklift}` }).click();
  await page.getByRole("button", { name: `Remove certificate-${tag}.pdf` }).click();
  await expect(toast(page, "The certificate is removed from the requirement.")).toBeVisible();
  await expect(page.getByRole("link", { name: `certificate-${tag}.pdf` })).toHaveCount(0);

  const after = await matrixRow(page, role, member);
  await expect(after.getByText("Valid")).toHaveCount(1);
  await expect(after.getByText("Missing")).toHaveCount(1);

  // The export holds what the filtered matrix shows, one requirement a line.
  const csv = await page.request.get(`${OVERVIEW}/export${new URL(page.url()).search}&of=matrix`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(`"${member}","Nordvik Group A/S","${forklift}","Valid"`);
  expect(text).toContain(`"${member}","Nordvik Group A/S","${firstAid}","Missing"`);
});

test("an editor reads members but gets /unauthorized on their edit pages and on inviting", async ({ page, logIn }) => {
  await logIn(DEMO.editor);
  await page.goto(OVERVIEW);
  await expect(page.getByRole("link", { name: "Invite a member" })).toHaveCount(0);
  await page.getByRole("link", { name: "Jonas Friis" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jonas Friis" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await page.goto(`${page.url()}/edit`);
  await expect(page).toHaveURL(/\/unauthorized$/);
  await page.goto("/organization/members/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("an empty or bad invitation is refused with its reasons, and a second one of the same person adds nobody @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.manager);
  await page.goto("/organization/members/new");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText("Fill in this field.")).toHaveCount(2);
  await page.getByLabel("Name", { exact: true }).fill("Ida");
  await page.getByLabel("E-mail", { exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText("Enter an e-mail address, like name@example.com.")).toBeVisible();

  const email = `twice-${unique()}@test.example`;
  const invite = async () => {
    await page.goto("/organization/members/new");
    await page.getByLabel("Name", { exact: true }).fill("Ida Holm");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ida Holm" })).toBeVisible();
    return page.url();
  };
  expect(await invite()).toBe(await invite());
  await page.goto(`${OVERVIEW}?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: "Ida Holm" })).toHaveCount(1);
});

test("a competence changed in another tab meanwhile is not overwritten @no-js", async ({ page, logIn, context }) => {
  await logIn(DEMO.editor);
  const name = `Fire warden ${unique()}`;
  await newCompetence(page, name, "Every year");
  const edit = `${page.url()}/edit`;
  const other = await context.newPage();
  await other.goto(edit);
  await page.goto(edit);
  await page.getByLabel("Description").fill("Leads the evacuation of a floor.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "The competence is saved.")).toBeVisible();
  await other.getByLabel("Renewed").selectOption({ label: "Every 2 years" });
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByText("Someone else changed this meanwhile.", { exact: false })).toBeVisible();
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab fits the screen; wide tables scroll inside themselves", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    for (const tab of ["members", "roles", "competences", "matrix"]) {
      await page.goto(`${OVERVIEW}?tab=${tab}`);
      await expect(page.getByRole("link", { name: /^(Members|Roles|Competences|Competence matrix)$/ })).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(390);
    }
  });
});

test("a manager removes a member, who then shows among the former members with their history @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.manager);
  const name = `Leif Ågård ${unique()}`;
  await page.goto("/organization/members/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("E-mail", { exact: true }).fill(`leif-${unique()}@test.example`);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.getByRole("link", { name: "Remove member" }).click();
  await expect(page.getByRole("heading", { name: `Remove ${name} from the organization?` })).toBeVisible();
  await page.getByRole("button", { name: "Remove the member" }).click();
  await expect(toast(page, "The member is removed.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));

  await page.goto(`${OVERVIEW}?q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No members match the filters.")).toBeVisible();
  await page.getByLabel("Former members instead").check();
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await page.getByRole("link", { name }).click();
  await expect(page.getByText(/no longer has access/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
});
