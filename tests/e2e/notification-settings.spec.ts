import type { APIRequestContext, Page } from "@playwright/test";
import { unsubscribeToken } from "../../server/services/notification-settings";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";
import { HOLDING } from "./support/own-company";
import { sessionSecret } from "./support/session-cookie";

/**
 * What the notification mails lead to: the settings page (/notifications/settings), a mail's
 * unsubscribe link (/unsubscribe, public and without script, also posted by a mail program) and its
 * link to a record (/open). Both projects share one database and run this file at once, each in file
 * order: the tests with script change only Jonas Friis's (the reader's) settings, those without only
 * Line Mortensen's (limited); no other spec reads or changes theirs. Each test starts from the defaults.
 * The links to a record, in both projects, sign the reader in afresh or resume his session: nothing is stored.
 */

const SETTINGS = "/notifications/settings";
const COMPANY = "Nordvik Chemicals A/S";
// An action of Nordvik Chemicals A/S (demo data) that the reader may open through the holding.
const ACTION = "Second eyewash station by the fume cupboards";
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "390 px phone", width: 390, height: 844 },
];

// The kinds and choices as the page names them (en.json).
const KINDS = {
  INSPECTION: "Inspection",
  ACTION: "Action",
  COMPETENCE: "Competence to acquire or renew",
  DOCUMENT_REVIEW: "Review of a document",
  OBLIGATION_REVIEW: "Review of a binding obligation",
  AGREEMENT_END: "Agreement ending",
  METER_READING: "Meter reading",
  WASTE_STATEMENT: "Monthly waste statement",
  SDS_RENEWAL: "Safety data sheet to renew",
  ACCIDENT_REPORT: "Accident to report to the authority",
  RISK_REVIEW: "Risk to review",
  APV_ROUND: "APV round to finish",
  COMPLIANCE_EVALUATION: "Compliance evaluation due",
  INTERNAL_AUDIT: "Internal audit to carry out",
  MANAGEMENT_REVIEW: "Management review to hold",
  DOCUMENT_APPROVAL: "Document to approve",
  DOCUMENT_ACKNOWLEDGEMENT: "Document to read and acknowledge",
  ACTION_ASSIGNED: "Action assigned to you",
  INSPECTION_FAILED: "Inspection found not OK",
  ACCIDENT_TO_REPORT: "Accident to report",
  APPROVAL_REQUESTED: "Approval asked of you",
  DOCUMENT_SENT_BACK: "Your draft sent back",
  DOCUMENT_APPROVED: "Your draft approved",
  ACKNOWLEDGEMENT_REQUESTED: "Document to acknowledge",
} as const;
const DELIVERIES = { IMMEDIATE: "A mail at once", DIGEST: "In the digest", NONE: "Not by mail" } as const;
const FREQUENCIES = { DAILY: "Daily, in the morning", WEEKLY: "Weekly, on Monday mornings" } as const;
type Kind = keyof typeof KINDS;
type Settings = {
  digest_frequency: keyof typeof FREQUENCIES;
  deliveries: Record<Kind, keyof typeof DELIVERIES>;
};
const DEFAULTS: Settings = {
  digest_frequency: "DAILY",
  deliveries: {
    INSPECTION: "DIGEST",
    ACTION: "DIGEST",
    COMPETENCE: "DIGEST",
    DOCUMENT_REVIEW: "DIGEST",
    OBLIGATION_REVIEW: "DIGEST",
    AGREEMENT_END: "DIGEST",
    METER_READING: "DIGEST",
    WASTE_STATEMENT: "DIGEST",
    SDS_RENEWAL: "DIGEST",
    ACCIDENT_REPORT: "DIGEST",
    RISK_REVIEW: "DIGEST",
    APV_ROUND: "DIGEST",
    COMPLIANCE_EVALUATION: "DIGEST",
    INTERNAL_AUDIT: "DIGEST",
    MANAGEMENT_REVIEW: "DIGEST",
    DOCUMENT_APPROVAL: "DIGEST",
    DOCUMENT_ACKNOWLEDGEMENT: "DIGEST",
    // News is mailed at once unless the user says otherwise.
    ACTION_ASSIGNED: "IMMEDIATE",
    INSPECTION_FAILED: "IMMEDIATE",
    ACCIDENT_TO_REPORT: "IMMEDIATE",
    APPROVAL_REQUESTED: "IMMEDIATE",
    DOCUMENT_SENT_BACK: "IMMEDIATE",
    DOCUMENT_APPROVED: "IMMEDIATE",
    ACKNOWLEDGEMENT_REQUESTED: "IMMEDIATE",
  },
};

/** The user over the API, as themselves: their id, and their settings to read or put back to the defaults. */
async function accountOf(request: APIRequestContext, email: string) {
  const login = await request.post("/api/v1/authentications", { form: { username: email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { id } = (await (await request.get("/api/v1/user")).json()) as { id: number };
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === "XSRF-TOKEN")!.value;
  return {
    id,
    settings: async () => (await (await request.get("/api/v1/notification-settings")).json()) as Settings,
    reset: async () => {
      const put = await request.put("/api/v1/notification-settings", {
        data: DEFAULTS,
        headers: { "x-xsrf-token": xsrf },
      });
      expect(put.status(), await put.text()).toBe(200);
    },
  };
}

/** A mail's unsubscribe link, signed as the server signs it (with its session secret). */
const unsubscribeLink = (userId: number, topic: Kind | "ALL") =>
  `/unsubscribe?token=${encodeURIComponent(unsubscribeToken(sessionSecret(), userId, topic))}`;

const select = (page: Page, label: string) =>
  page.getByRole("main").getByRole("combobox", { name: label, exact: true });

/** Fails unless the settings page shows these choices, as their words. */
async function expectShown(page: Page, settings: Settings) {
  for (const [kind, delivery] of Object.entries(settings.deliveries) as [Kind, keyof typeof DELIVERIES][]) {
    await expect(select(page, KINDS[kind]).locator("option:checked")).toHaveText(DELIVERIES[delivery]);
  }
  await expect(select(page, "Digest").locator("option:checked")).toHaveText(FREQUENCIES[settings.digest_frequency]);
}

/** The record a mail links to: its organization's id and the action's page. */
async function recordToOpen(request: APIRequestContext) {
  const login = await request.post("/api/v1/authentications", {
    form: { username: DEMO.reader, password: DEMO_PASSWORD },
  });
  type Tree = { id: number; name: string; subsidiaries: Tree[] };
  const [holding] = ((await login.json()) as { content: Tree[] }).content;
  const company = holding!.subsidiaries.find((node) => node.name === COMPANY)!.id;
  const actions = await request.get(`/api/v1/organizations/${company}/actions`, { params: { size: 100 } });
  const action = ((await actions.json()) as { content: { id: number; title: string }[] }).content.find(
    (each) => each.title === ACTION,
  )!.id;
  return { company, path: `/planning/action-plan/${action}` };
}

const openLink = (organization: number, to: string) => `/open?in=${organization}&to=${encodeURIComponent(to)}`;
const switcher = (page: Page) => page.getByLabel("Active organization").locator("option:checked");

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 400;

    test("the settings page keeps a choice per kind and the digest's frequency @no-js", async ({
      page,
      request,
      logIn,
      visit,
      javaScriptEnabled,
    }) => {
      const user = javaScriptEnabled ? DEMO.reader : DEMO.limited;
      const account = await accountOf(request, user);
      await account.reset();
      await logIn(user);
      await visit("/notifications");
      await page.getByRole("main").getByRole("link", { name: "Settings", exact: true }).click();
      await expect(page).toHaveURL(SETTINGS);
      await expect(page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();
      await expectShown(page, DEFAULTS);

      await select(page, KINDS.INSPECTION).selectOption({ label: DELIVERIES.IMMEDIATE });
      await select(page, KINDS.DOCUMENT_REVIEW).selectOption({ label: DELIVERIES.NONE });
      await select(page, "Digest").selectOption({ label: FREQUENCIES.WEEKLY });
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Your notification settings are saved.")).toBeVisible();
      const chosen: Settings = {
        digest_frequency: "WEEKLY",
        deliveries: { ...DEFAULTS.deliveries, INSPECTION: "IMMEDIATE", DOCUMENT_REVIEW: "NONE" },
      };
      await expectShown(page, chosen);
      expect(await account.settings()).toEqual(chosen);
      // What the server sends anew, not what the form still holds.
      await page.reload();
      await expectShown(page, chosen);
      if (phone) await fitsWidth(page, viewport.width, "the notification settings at 390 px");
      if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the notification settings").toEqual([]);
    });

    test("a mail's unsubscribe link stops that kind's mails, signed out and without script @no-js", async ({
      page,
      request,
      logIn,
      visit,
      javaScriptEnabled,
    }) => {
      const user = javaScriptEnabled ? DEMO.reader : DEMO.limited;
      const account = await accountOf(request, user);
      await account.reset();
      const response = await page.goto(unsubscribeLink(account.id, "ACTION"));
      // A public page is plain HTML (docs/decisions/004): no script, whatever the browser allows.
      expect(await response!.text()).not.toMatch(/<script/i);
      await expect(page.getByRole("heading", { level: 1, name: "Stop mails" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(
        "Stop mails about “Action”? You will still see these notifications in the product.",
      );
      if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the unsubscribe page").toEqual([]);

      await page.getByRole("button", { name: "Stop these mails", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Done: you will get no more of these mails. You can choose again in your notification settings.",
      );
      await expect(page.getByRole("button", { name: "Stop these mails" })).toHaveCount(0);
      if (phone) await fitsWidth(page, viewport.width, "the unsubscribe page at 390 px");
      if (javaScriptEnabled) expect(await seriousAxeViolations(page), "the unsubscribe page, done").toEqual([]);

      // Only Action's mails stop; the user sees it in their settings.
      await logIn(user);
      await visit(SETTINGS);
      await expectShown(page, { ...DEFAULTS, deliveries: { ...DEFAULTS.deliveries, ACTION: "NONE" } });
    });

    test("a mail's link to a record signs in first, then opens it in its organization @no-js", async ({
      page,
      request,
    }) => {
      const { company, path } = await recordToOpen(request);
      await page.goto(openLink(company, path));
      await expect(page).toHaveURL(/\/\?return_url=%2Fopen%3F/);
      await page.getByLabel("E-mail", { exact: true }).fill(DEMO.reader);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1, name: ACTION })).toBeVisible();
      // A fresh log-in starts in the holding; the link made the company active.
      await expect(switcher(page)).toHaveText(COMPANY);
    });
  });
}

test("signed in, a mail's link switches the organization; it never leads off the site @no-js", async ({
  page,
  request,
  logIn,
  baseURL,
}) => {
  const { company, path } = await recordToOpen(request);
  await logIn(DEMO.reader);
  await expect(switcher(page)).toHaveText(HOLDING);
  await page.goto(openLink(company, path));
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: ACTION })).toBeVisible();
  await expect(switcher(page)).toHaveText(COMPANY);

  // An address that a browser reads as another site's is replaced by the dashboard.
  for (const offSite of ["//evil.example/", "https://evil.example/", "/\\evil.example/"]) {
    await page.goto(openLink(company, offSite));
    await expect(page, offSite).toHaveURL(`${baseURL}/dashboard`);
  }
});

test("an unsubscribe link for all kinds stops every notification mail @no-js", async ({
  page,
  request,
  logIn,
  visit,
  javaScriptEnabled,
}) => {
  const user = javaScriptEnabled ? DEMO.reader : DEMO.limited;
  const account = await accountOf(request, user);
  await account.reset();
  await page.goto(unsubscribeLink(account.id, "ALL"));
  await expect(page.getByRole("main")).toContainText(
    "Stop all notification mails? You will still see your notifications in the product.",
  );
  await page.getByRole("button", { name: "Stop these mails", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(/^Done: you will get no more of these mails/);
  await logIn(user);
  await visit(SETTINGS);
  const none = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, "NONE"])) as Settings["deliveries"];
  // The digest's frequency is no delivery: it stays as it was.
  await expectShown(page, { ...DEFAULTS, deliveries: none });
});

test("an unsubscribe link the server did not sign changes nothing @no-js", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const invalid = "This link is not valid. Sign in and choose in your notification settings.";
  await page.goto("/unsubscribe?token=not-a-token");
  await expect(page.getByRole("status")).toHaveText(invalid);
  await expect(page.getByRole("button", { name: "Stop these mails" })).toHaveCount(0);

  // Well formed, naming a real user and kind, but with a made-up signature: asked, then refused.
  const account = await accountOf(request, javaScriptEnabled ? DEMO.reader : DEMO.limited);
  await account.reset();
  await page.goto(`/unsubscribe?token=${account.id}.ACTION.${"A".repeat(32)}`);
  await page.getByRole("button", { name: "Stop these mails", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(invalid);
  expect(await account.settings()).toEqual(DEFAULTS);
});

test("a mail program's one-click unsubscribe (RFC 8058) from another origin is answered and done", async ({
  playwright,
  request,
  baseURL,
}) => {
  const account = await accountOf(request, DEMO.reader);
  await account.reset();
  // The mail program has no session and says where it posts from; the signed link is its authority.
  const mailProgram = await playwright.request.newContext({ baseURL });
  const response = await mailProgram.post(unsubscribeLink(account.id, "OBLIGATION_REVIEW"), {
    headers: { Origin: "https://mail.example" },
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  await mailProgram.dispose();
  expect(await account.settings()).toEqual({
    ...DEFAULTS,
    deliveries: { ...DEFAULTS.deliveries, OBLIGATION_REVIEW: "NONE" },
  });
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the settings and unsubscribe pages speak Danish", async ({ page, request, logIn, visit }) => {
    await logIn(DEMO.reader);
    await visit(SETTINGS);
    await expect(page.getByRole("heading", { level: 1, name: "Indstillinger for notifikationer" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Mails efter slags" })).toBeVisible();
    await expect(select(page, "Handling").locator("option")).toHaveText([
      "En mail med det samme",
      "I den samlede mail",
      "Ikke på mail",
    ]);
    await expect(select(page, "Gennemgang af et dokument")).toBeVisible();
    await expect(select(page, "Samlet mail").locator("option")).toHaveText([
      "Dagligt, om morgenen",
      "Ugentligt, mandag morgen",
    ]);
    await expect(page.getByRole("button", { name: "Gem", exact: true })).toBeVisible();

    // Only looked at: the link is not followed.
    await page.context().clearCookies();
    const { id } = await accountOf(request, DEMO.reader);
    await page.goto(unsubscribeLink(id, "ACTION"));
    await expect(page.getByRole("main")).toContainText("Afmeld mails om »Handling«?");
    await expect(page.getByRole("button", { name: "Afmeld disse mails", exact: true })).toBeVisible();
  });
});
