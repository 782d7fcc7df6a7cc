import { seriousAxeViolations } from "./support/axe";
import { DEMO, expect, sidebarGroups, test } from "./support/demo";
import { expireApiSession } from "./support/session-cookie";

test.describe("log-in and menu per role", () => {
  const expected: Record<keyof typeof DEMO, string[]> = {
    maintainer: [
      "Admin",
      "Organization",
      "Leadership",
      "Planning",
      "Operation",
      "Documents",
      "Monitoring",
      "Chemicals",
      "Evaluation",
    ],
    manager: [
      "Organization",
      "Leadership",
      "Planning",
      "Operation",
      "Documents",
      "Monitoring",
      "Chemicals",
      "Evaluation",
    ],
    // The action plan is everyone's work: Planning shows it to every reader (its screens to come need MANAGE).
    editor: [
      "Organization",
      "Leadership",
      "Planning",
      "Operation",
      "Documents",
      "Monitoring",
      "Chemicals",
      "Evaluation",
    ],
    reader: [
      "Organization",
      "Leadership",
      "Planning",
      "Operation",
      "Documents",
      "Monitoring",
      "Chemicals",
      "Evaluation",
    ],
    limited: ["Organization", "Leadership", "Planning", "Operation", "Documents", "Monitoring", "Evaluation"],
  };

  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    test(`${role} sees the menu of their role and organization`, async ({ page, logIn }) => {
      await logIn(DEMO[role]);
      await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      expect(await sidebarGroups(page)).toEqual(expected[role]);
      const organization = page.getByLabel("Active organization");
      await expect(organization.locator("option:checked")).toHaveText(
        role === "limited" ? "Nordvik Logistics ApS" : "Nordvik Group A/S",
      );
    });
  }

  test("a limited organization shows only its flagged entries, the others none of the placeholders", async ({
    page,
    logIn,
  }) => {
    await logIn(DEMO.limited);
    const sidebar = page.getByRole("navigation", { name: "Main menu" }).first();
    await sidebar.getByText("Monitoring", { exact: true }).click();
    await expect(sidebar.getByText("Meters", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("Control book", { exact: true })).toHaveCount(0);
    await expect(sidebar.getByText("Lists and reports", { exact: true })).toHaveCount(0);
    // Environmental aspects are not a LIMITED feature (decision 033).
    await sidebar.getByText("Planning", { exact: true }).click();
    await expect(sidebar.getByText("Risk assessment", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("Aspects", { exact: true })).toHaveCount(0);
  });

  test("placeholders are shown disabled, not as links @no-js", async ({ page, logIn }) => {
    await logIn(DEMO.manager);
    const sidebar = page.getByRole("navigation", { name: "Main menu" }).first();
    await sidebar.getByText("Evaluation", { exact: true }).click();
    const questionnaires = sidebar.getByText("Questionnaires", { exact: true });
    await expect(questionnaires).toHaveAttribute("aria-disabled", "true");
    await expect(sidebar.getByRole("link", { name: "Questionnaires" })).toHaveCount(0);
    // A screen that exists is a link.
    await expect(sidebar.getByRole("link", { name: "Management review", exact: true })).toBeVisible();
    await sidebar.getByText("Planning", { exact: true }).click();
    await expect(sidebar.getByRole("link", { name: "Objectives", exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Aspects", exact: true })).toBeVisible();
  });
});

test("wrong credentials are refused with a clear message, and the e-mail is kept @no-js", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("E-mail", { exact: true }).fill(DEMO.reader);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong e-mail or password.");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(DEMO.reader);
  await expect(page.getByLabel("Password")).toHaveValue("");
});

test("invalid input is answered field by field @no-js", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("E-mail", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Enter an e-mail address, like name@example.com.")).toBeVisible();
  await expect(page.getByText("Fill in this field.")).toBeVisible();
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("switching the organization changes the menu to what that organization may use @no-js", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  const select = page.getByLabel("Active organization");
  await select.selectOption({ label: "Nordvik Logistics ApS" });
  const switchButton = page.getByRole("button", { name: "Switch" });
  if (await switchButton.isVisible()) await switchButton.click();
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Logistics ApS" })).toBeVisible();
  await expect(select.locator("option:checked")).toHaveText("Nordvik Logistics ApS");
  expect(await sidebarGroups(page)).not.toContain("Chemicals");
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Nordvik Logistics ApS" })).toBeVisible();
});

test("an admin address sends a non-maintainer to /unauthorized", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await page.goto("/admin/legislation/new");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("the admin area opens for a maintainer, from the user menu @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.maintainer);
  await page.getByLabel("Your account").click();
  await page.getByRole("link", { name: "Administration (catalogues)" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
});

test("the user menu offers the admin area only to maintainers", async ({ page, logIn }) => {
  await logIn(DEMO.manager);
  await page.getByLabel("Your account").click();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Administration (catalogues)" })).toHaveCount(0);
});

test("a page asked for while logged out comes back after log-in; foreign return addresses are ignored @no-js", async ({
  page,
  logIn,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/\?return_url=%2Fadmin$/);
  await logIn(DEMO.maintainer, { from: page.url(), expectPath: /\/admin$/ });

  await page.getByLabel("Your account").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
  await logIn(DEMO.reader, { from: "/?return_url=https%3A%2F%2Fevil.example%2F" });
});

test("an expired session leads to the log-in page with return_url, then back", async ({
  page,
  context,
  baseURL,
  logIn,
}) => {
  await logIn(DEMO.editor);
  await expireApiSession(context, baseURL!);
  await page.goto("/dashboard?tab=1");
  await expect(page).toHaveURL(/\/\?return_url=%2Fdashboard%3Ftab%3D1$/);
  await logIn(DEMO.editor, { from: page.url(), expectPath: /\/dashboard\?tab=1$/ });
});

test("logging out ends the session and says so @no-js", async ({ page, logIn }) => {
  await logIn(DEMO.reader, { fresh: true });
  await page.getByLabel("Your account").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "You are logged out." })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/return_url=%2Fdashboard/);
});

test("unknown paths show the not-found page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a record that is not there is answered inside the shell, with the menu still at hand", async ({
  page,
  logIn,
}) => {
  await logIn(DEMO.editor);
  for (const path of ["/documents/own-documents/987654", "/documents/binding-obligations/987654"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" }).first()).toBeVisible();
  }
});

test("public pages ship no script at all", async ({ request }) => {
  for (const path of ["/", "/about", "/reset-password", "/unauthorized"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain("<script");
  }
});

test("cross-site form posts are refused", async ({ request }) => {
  const response = await request.post("/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(response.status()).toBe(403);
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the log-in page follows the browser's language, and the choice follows the user", async ({ page, logIn }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await expect(page.getByRole("heading", { name: "Log ind", exact: true })).toBeVisible();
    await logIn(DEMO.limited);
    await expect(page.getByRole("heading", { level: 1, name: "Overblik" })).toBeVisible();
    expect(await sidebarGroups(page)).toEqual([
      "Organisation",
      "Ledelse",
      "Planlægning",
      "Drift",
      "Dokumenter",
      "Overvågning",
      "Evaluering",
    ]);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens from a button, with reporting an event among its actions @no-js", async ({ page, logIn }) => {
    await logIn(DEMO.editor);
    const panel = page.getByRole("navigation", { name: "Main menu" });
    await expect(panel).toBeHidden();
    await page.locator("label[for=menu-toggle]").click();
    await expect(panel.getByRole("link", { name: "Report event" })).toHaveAttribute("href", "/events/new");
    await expect(panel.getByRole("link", { name: "Search", exact: true })).toHaveAttribute("href", "/search");
    await expect(panel.getByText("Help", { exact: true })).toHaveAttribute("aria-disabled", "true");
    await expect(panel.getByRole("link", { name: "Register waste" })).toHaveAttribute("href", "/quick/waste");
  });
});

test.describe("accessibility", () => {
  // axe runs inside the page, so it needs scripts; the markup it checks is the same without them.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript");

  for (const [name, path, user] of [
    ["log-in page", "/", null],
    ["unauthorized page", "/unauthorized", null],
    ["dashboard", "/dashboard", DEMO.maintainer],
  ] as const) {
    test(`the ${name} has no serious or critical axe violations`, async ({ page, logIn }) => {
      if (user) await logIn(user);
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test("the next log-in starts in the organization last worked in, while the user may still open it @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  const active = page.getByLabel("Active organization").locator("option:checked");
  const logOut = async () => {
    // The menu is a <details> that closes on navigation: open it until its button shows.
    // A revalidation after the switch may close it again between opening and clicking: both are retried.
    await expect(async () => {
      if (!(await page.getByRole("button", { name: "Log out" }).isVisible()))
        await page.getByLabel("Your account").click();
      await page.getByRole("button", { name: "Log out" }).click({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole("status").filter({ hasText: "You are logged out." })).toBeVisible();
  };
  await logIn(DEMO.reader, { fresh: true });
  const select = page.getByLabel("Active organization");
  const chosen = "Nordvik Chemicals A/S";
  const switched = page.waitForResponse((response) => response.url().includes("/resources/organization"));
  await select.selectOption((await select.locator("option", { hasText: chosen }).getAttribute("value"))!);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Switch" }).click();
  await switched;
  await expect(active).toHaveText(chosen);

  await logOut();
  await logIn(DEMO.reader, { fresh: true });
  await expect(active).toHaveText(chosen);

  // Another user of this browser who may not open it starts in the first organization open to them.
  await logOut();
  await logIn(DEMO.limited, { fresh: true });
  await expect(active).toHaveText("Nordvik Logistics ApS");
});
