import { expect, type Page } from "@playwright/test";
import { pdfBytes } from "../support/sample-files";
import { seriousAxeViolations } from "./support/axe";
import { detail, fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";

/**
 * Internal audits (/evaluation/internal-audit): the holding's manager plans an audit of the
 * programme, an editor audits (findings, status) and cannot close while a nonconformity has no cause
 * and no action; a reader reads the programme on a phone and the report without script.
 */
const AUDITS = "/evaluation/internal-audit";
const CLOSED_DEMO = "Storage and handling of chemicals in the warehouse";
const SPILL_PROCEDURE = "Chemical spill at the warehouse";
const PHONE = { width: 390, height: 844 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a manager plans an audit; one without a standard is refused; an editor audits it and closes it once its nonconformity is answered @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  // Each project plans an audit of its own: the demo is shared by both.
  const subject = `Goods receipt ${javaScriptEnabled ? "with" : "without"} script ${Date.now()}`;
  await logIn(DEMO.manager);
  await page.goto(AUDITS);
  await page.getByRole("link", { name: "Plan an audit" }).click();
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await field(page, "Subject").fill(subject);
  await field(page, "Clauses").fill("7.5, 8.1");
  await field(page, "Lead auditor").selectOption({ label: "Camilla Berg" });
  await page.getByRole("checkbox", { name: "Anders Holm" }).check();
  await page.getByRole("checkbox", { name: SPILL_PROCEDURE, exact: true }).check();
  await field(page, "Starts").fill("2026-12-01");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Choose at least one standard.")).toBeVisible();
  await field(page, "ISO 14001 (environment)").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "The audit is planned.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(detail(page, "Lead auditor")).toHaveText("Camilla Berg");
  await expect(detail(page, "Standards")).toHaveText("ISO 14001 (environment)");
  await expect(detail(page, "Procedures").getByRole("link", { name: SPILL_PROCEDURE })).toBeVisible();
  const auditPath = new URL(page.url()).pathname;
  // The programme over the year: the same audit again in six months.
  const repeat = page.getByRole("region", { name: "Repeat in the programme" });
  await repeat.getByLabel("Every (months)").fill("6");
  await repeat.getByLabel("Until").fill("2027-06-30");
  await repeat.getByRole("button", { name: "Plan repetitions" }).click();
  await expect(toast(page, "The repetitions are planned.")).toBeVisible();
  await page.goto(`${AUDITS}?q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("link", { name: subject })).toHaveCount(2);

  await logIn(DEMO.editor);
  await page.goto(auditPath);
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  const findings = page.locator("form", { has: page.getByRole("heading", { name: "Add finding" }) });
  await findings.getByLabel("Type").selectOption({ label: "Minor nonconformity" });
  await findings.getByLabel("Clause", { exact: true }).fill("7.5");
  await findings.getByLabel("What was found").fill("Delivery notes are not kept for chemicals received");
  await findings.getByRole("button", { name: "Add finding" }).click();
  await expect(toast(page, "The finding is added.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Findings" })).toContainText("Needs a cause, Needs an action");

  // The checklist is made from the scope: ISO 14001 with clauses 7.5 and 8.1, and the procedure.
  const checklist = page.getByRole("region", { name: "Checklist" });
  await expect(checklist.getByRole("listitem")).toHaveCount(3);
  await expect(checklist.getByLabel(`Procedure: ${SPILL_PROCEDURE}: Answer`)).toBeVisible();
  const line = "ISO 14001 7.5 Documents and records kept and controlled";
  await checklist.getByLabel(`${line}: Answer`).selectOption({ label: "Finding" });
  await checklist.getByLabel(`${line}: Evidence`).fill("Goods receipt binder, week 48");
  await checklist.getByRole("button", { name: "Save checklist" }).click();
  await expect(toast(page, "The checklist is saved.")).toBeVisible();
  await expect(checklist.getByLabel(`${line}: Answer`)).toHaveValue("FINDING");
  await expect(checklist.getByLabel(`${line}: Evidence`)).toHaveValue("Goods receipt binder, week 48");

  // The evidence seen, kept with the audit.
  const evidence = `Goods receipt binder ${javaScriptEnabled ? "js" : "no-js"}.pdf`;
  await page
    .getByLabel("Add files")
    .setInputFiles({ name: evidence, mimeType: "application/pdf", buffer: pdfBytes(subject) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "1 file uploaded.")).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole("region", { name: "Evidence files" }).getByRole("link", { name: evidence }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Move to: In progress" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();
  await page.getByRole("button", { name: "Move to: Reported" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();
  await page.getByRole("button", { name: "Move to: Closed" }).click();
  await expect(page.getByText("A nonconformity has no action in the action plan yet")).toBeVisible();
  await expect(page.getByText("A nonconformity has no cause yet")).toBeVisible();

  await page.getByRole("link", { name: "Delivery notes are not kept for chemicals received" }).click();
  const edit = page.locator("form", { has: page.getByRole("heading", { name: "Edit finding" }) });
  await edit.getByLabel("Cause").fill("The receipt procedure does not say where delivery notes go");
  await edit.getByRole("button", { name: "Edit finding" }).click();
  await expect(toast(page, "The finding is saved.")).toBeVisible();
  const plan = page.locator("form", { has: page.getByRole("heading", { name: "Add action" }) });
  await plan.getByLabel("Title").fill("Delivery notes filed with the receipt");
  await plan.getByRole("button", { name: "Add action" }).click();
  await expect(toast(page, "The action is added.")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Actions" }).getByRole("link", { name: "Delivery notes filed with the receipt" }),
  ).toBeVisible();

  await page.goto(auditPath);
  await page.getByRole("button", { name: "Move to: Closed" }).click();
  await expect(toast(page, "The status is changed.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Status:/ })).toContainText("Closed");
  await expect(page.getByRole("heading", { name: "Add finding" })).toHaveCount(0);
});

test("a reader reads the programme on a phone and the audit report without script @no-js", async ({ page, logIn }) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.reader);
  await page.goto(AUDITS);
  await expect(page.getByRole("heading", { level: 1, name: "Internal audit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Plan an audit" })).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the programme on a phone");
  const filters = page.getByRole("search");
  await filters.getByLabel("Status").selectOption({ label: "Closed" });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=CLOSED/);
  await page.getByRole("link", { name: CLOSED_DEMO }).click();
  await expect(detail(page, "Department audited")).toHaveText("Warehouse");
  await expect(detail(page, "Procedures")).toHaveText(SPILL_PROCEDURE);
  await expect(page.getByRole("button", { name: /Back to/ })).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the audit on a phone");

  await page.getByRole("link", { name: "Audit report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Audit report: ${CLOSED_DEMO}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Minor nonconformity (1)" })).toBeVisible();
  await expect(page.getByText("No open actions.")).toBeVisible();
  // The checklist is printed with each line's answer and evidence, the binding obligation in scope too.
  await expect(page.getByRole("row", { name: /ISO 14001 8\.2/ })).toContainText("FindingDrill log of the ramp");
  await expect(page.getByRole("row", { name: /Binding obligation: CLP/ })).toContainText("Conforming");
  await expect(page.getByRole("row", { name: new RegExp(`Procedure: ${SPILL_PROCEDURE}`) })).toContainText("Finding");
  await expect(page.locator("script")).toHaveCount(0);
  await fitsWidth(page, PHONE.width, "the report on a phone");
  const html = await (await page.request.get(`${new URL(page.url()).pathname}?lang=da`)).text();
  expect(html).toContain("Mindre afvigelse");
  expect(html).toContain("Tjekliste");
  expect(html).not.toMatch(/<script\b/i);
});

test("the programme, an audit and a finding have no serious accessibility problem", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.goto(AUDITS);
  expect(await seriousAxeViolations(page), "the programme").toEqual([]);
  await page.getByRole("link", { name: CLOSED_DEMO }).click();
  expect(await seriousAxeViolations(page), "the audit").toEqual([]);
  await page.getByRole("link", { name: "The yearly spill drill at the ramp was not held last year." }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Finding: Minor nonconformity" })).toBeVisible();
  expect(await seriousAxeViolations(page), "the finding").toEqual([]);
  await page.goto(`${AUDITS}/new`);
  expect(await seriousAxeViolations(page), "the form").toEqual([]);
});
