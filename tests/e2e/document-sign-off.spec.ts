import type { Page } from "@playwright/test";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { seriousAxeViolations } from "./support/axe";
import { documentScreens, fitsWidth, POLICY_REGISTER, shownDate, toast, unique } from "./support/controlled-documents";
import { DEMO, expect, test } from "./support/demo";

// A draft goes back and forth between its author and its approver: many pages.
test.describe.configure({ timeout: 90_000 });

const approval = (page: Page) => page.getByRole("region", { name: "Approval", exact: true });
const acknowledgement = (page: Page) => page.getByRole("region", { name: "Acknowledgement", exact: true });

test("a draft is sent back with a reason, approved when submitted again, published, and acknowledged by those it concerns @no-js", async ({
  page,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  const screens = documentScreens(page, javaScriptEnabled, POLICY_REGISTER);
  const title = `Lone work policy ${unique()}`;
  await logIn(DEMO.editor);
  const policy = await screens.create({ en: { title, content: "Nobody works alone with chemicals." } });

  // The author names the HSE manager and a day to decide by (a week ahead unless chosen; not past a year
  // ahead) and submits: the draft is locked.
  const approveBy = approval(page).getByLabel("Approve by");
  await expect(approveBy).toHaveValue(addPeriod(businessToday(), "P7D"));
  await approval(page).getByRole("checkbox", { name: "Anders Holm" }).check();
  await approveBy.fill(addPeriod(businessToday(), "P2Y"));
  await approval(page).getByRole("button", { name: "Submit for approval" }).click();
  await expect(approval(page).getByText("Choose a day from today to a year ahead.")).toBeVisible();
  await expect(approveBy).toHaveAttribute("aria-invalid", "true");
  const by = addPeriod(businessToday(), "P10D");
  await approval(page).getByRole("checkbox", { name: "Anders Holm" }).check();
  await approveBy.fill(by);
  await approval(page).getByRole("button", { name: "Submit for approval" }).click();
  await expect(toast(page, "The draft was submitted for approval.")).toBeVisible();
  await expect(approval(page).getByText("Awaiting approval", { exact: true })).toBeVisible();
  await expect(approval(page)).toContainText(`To be decided by ${shownDate(new Date(by))}`);
  await expect(approval(page)).toContainText("Anders Holm: not decided yet");
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Publish the draft" })).toHaveCount(0);

  // The approver reads the draft on its page; sending it back needs a reason.
  await logIn(DEMO.manager);
  await visit(policy.path);
  await expect(page.getByRole("region", { name: "Draft submitted for approval" })).toContainText(
    "Nobody works alone with chemicals.",
  );
  await expect(approval(page)).toContainText(`To be decided by ${shownDate(new Date(by))}`);
  await approval(page).getByRole("button", { name: "Send back" }).click();
  await expect(approval(page).getByRole("textbox", { name: "Why it is sent back" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await approval(page).getByRole("textbox", { name: "Why it is sent back" }).fill("Say who checks on the lone worker");
  await approval(page).getByRole("button", { name: "Send back" }).click();
  await expect(toast(page, "The draft was sent back to its author.")).toBeVisible();

  // The author sees why, and submits it again; this time it is approved.
  await logIn(DEMO.editor);
  await visit(policy.path);
  await expect(approval(page).getByText("Sent back", { exact: true })).toBeVisible();
  await expect(approval(page)).toContainText("Say who checks on the lone worker");
  await approval(page).getByRole("checkbox", { name: "Anders Holm" }).check();
  await approval(page).getByRole("button", { name: "Submit for approval" }).click();
  await expect(toast(page, "The draft was submitted for approval.")).toBeVisible();
  await logIn(DEMO.manager);
  await visit(policy.path);
  await approval(page).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(toast(page, "You approved the draft.")).toBeVisible();

  // Published as 1.0, asking the safety representatives (the manager among them) to acknowledge it.
  await logIn(DEMO.editor);
  await visit(policy.path);
  await expect(approval(page).getByText("Approved by all: ready to publish")).toBeVisible();
  const publish = page.getByRole("form", { name: "Publish the draft" });
  await publish.getByRole("checkbox", { name: "Health and safety representative" }).check();
  await publish.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "The draft was published.")).toBeVisible();
  await expect(acknowledgement(page)).toContainText("0 of 3 have acknowledged");

  await visit(`${policy.path}/versions`);
  const history = page.getByRole("region", { name: "Revisions", exact: true });
  await expect(history).toContainText(/Anders Holm: sent back .*Say who checks on the lone worker/);
  await expect(history).toContainText(/Anders Holm: approved/);
  await expect(history).toContainText("Asked to acknowledge by");

  // The manager acknowledges on the document's page, once.
  await logIn(DEMO.manager);
  await visit(policy.path);
  await acknowledgement(page).getByRole("button", { name: "I have read and understood it" }).click();
  await expect(toast(page, "Thank you: your acknowledgement was recorded.")).toBeVisible();
  await expect(acknowledgement(page)).toContainText("You have acknowledged this revision.");
  await expect(acknowledgement(page)).toContainText("1 of 3 have acknowledged");
  await expect(acknowledgement(page)).toContainText("Have acknowledged (1)");

  // Communication lists it with its progress until all three have read it.
  await visit("/organization/communication");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toContainText("1 of 3 have acknowledged");
});

test("a reader sees who has acknowledged a policy, and is asked nothing it does not concern them @no-js", async ({
  page,
  logIn,
  visit,
}) => {
  await logIn(DEMO.reader);
  await visit("/organization/communication");
  await expect(page.getByRole("heading", { level: 1, name: "Communication" })).toBeVisible();
  await page.getByRole("link", { name: "Occupational health and safety policy" }).click();
  await expect(acknowledgement(page)).toContainText("Have not acknowledged yet");
  await expect(acknowledgement(page).getByRole("button", { name: "I have read and understood it" })).toHaveCount(0);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the communication screen and the acknowledgement speak Danish", async ({ page, logIn, visit }) => {
    await logIn(DEMO.manager);
    await visit("/organization/communication");
    await expect(page.getByRole("heading", { level: 1, name: "Kommunikation" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: /Kvittér senest/ })).toBeVisible();
    await page.getByRole("link", { name: "Arbejdsmiljøpolitik" }).click();
    await expect(page.getByRole("region", { name: "Læsekvittering" })).toContainText("har kvitteret");
    await expect(page.getByRole("button", { name: "Jeg har læst og forstået den" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test("on a 390 px phone the approver's page and the communication screen fit, without serious accessibility faults", async ({
  page,
  logIn,
  visit,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.manager);
  await visit("/my-work?kind=DOCUMENT_APPROVAL");
  await page.getByRole("link", { name: "Chemical spill at the warehouse" }).first().click();
  await expect(approval(page).getByRole("button", { name: "Approve", exact: true })).toBeVisible();
  await expect(approval(page)).toContainText("To be decided by");
  await fitsWidth(page, 390, "the procedure awaiting approval");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await visit("/leadership/policies");
  await page.getByRole("link", { name: "Occupational health and safety policy" }).click();
  await expect(acknowledgement(page).getByRole("button", { name: "I have read and understood it" })).toBeVisible();
  await fitsWidth(page, 390, "the policy to acknowledge");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await visit("/organization/communication");
  await fitsWidth(page, 390, "the communication screen");
  expect(await seriousAxeViolations(page)).toEqual([]);
});
