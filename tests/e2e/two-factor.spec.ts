import { Secret, TOTP } from "otpauth";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast } from "./support/controlled-documents";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";
import { switchTo } from "./support/own-company";

// Runs with the preferences, after every other test and alone (see playwright.config.ts): it turns
// two-factor log-in on for a demo user, who then cannot log in by password alone, and off again.
test.describe.configure({ mode: "serial" });

const PAGE = "/account/two-factor";
const PHONE = { width: 390, height: 844 };
/** The app's code `steps` periods from now: a code already taken is refused, so the log-in takes the next. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a user turns two-factor log-in on, logs in with the app's code and a recovery code, and turns it off", async ({
      page,
      browser,
      logIn,
      javaScriptEnabled,
    }) => {
      await page.setViewportSize(PHONE);
      await logIn(DEMO.limited);
      await page.goto(PAGE);
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
      await fitsWidth(page, PHONE.width, "the enrolment on a phone");
      // axe runs in the page: only with script.
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
      const secret = (await page.locator("code").textContent())!.trim();
      await page.getByLabel("Code from the app").fill("000000");
      await page.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(page.getByText("That is not the code the app shows now.")).toBeVisible();
      await page.getByLabel("Code from the app").fill(codeOf(secret));
      await page.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(toast(page, "Two-factor log-in is on.")).toBeVisible();
      const codes = await page
        .getByRole("region", { name: "Your recovery codes" })
        .getByRole("listitem")
        .allTextContents();
      expect(codes).toHaveLength(10);
      await page.reload();
      await expect(page.getByRole("region", { name: "Your recovery codes" })).toHaveCount(0);
      await expect(page.getByText("10 recovery codes left.")).toBeVisible();
      if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);

      // Another browser: the password, then the code.
      const other = await browser.newPage({ javaScriptEnabled });
      const passwordStep = async () => {
        await other.goto("/");
        await other.getByLabel("E-mail", { exact: true }).fill(DEMO.limited);
        await other.getByLabel("Password").fill(DEMO_PASSWORD);
        await other.getByRole("button", { name: "Log in" }).click();
        await expect(other.getByRole("heading", { level: 1, name: "Code from your app" })).toBeVisible();
      };
      await passwordStep();
      expect(await other.locator("script").count()).toBe(0);
      await other.getByLabel("Code").fill("123456");
      await other.getByRole("button", { name: "Log in" }).click();
      await expect(other.getByText(/That code is not right/)).toBeVisible();
      await other.getByLabel("Code").fill(codeOf(secret, 1));
      await other.getByRole("button", { name: "Log in" }).click();
      await expect(other).toHaveURL(/\/dashboard$/);
      await other.context().clearCookies();
      await passwordStep();
      await other.getByLabel("Code").fill(codes[0]!);
      await other.getByRole("button", { name: "Log in" }).click();
      await expect(other).toHaveURL(/\/dashboard$/);
      await other.close();

      await page.goto(PAGE);
      await expect(page.getByText("9 recovery codes left.")).toBeVisible();
      const off = page.locator("form", { has: page.getByRole("heading", { name: "Turn off" }) });
      await off.getByLabel("Your password").fill("not the password");
      await off.getByRole("button", { name: "Turn off two-factor log-in" }).click();
      await expect(page.getByText("Wrong password.")).toBeVisible();
      await page
        .locator("form", { has: page.getByRole("heading", { name: "Turn off" }) })
        .getByLabel("Your password")
        .fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Turn off two-factor log-in" }).click();
      await expect(toast(page, "Two-factor log-in is off.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Turn on" })).toBeVisible();
    });
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a company that requires it, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("its manager requires two-factor log-in once they have it; without it, its pages send them to set it up", async ({
      page,
      logIn,
    }) => {
      const company = "Nordvik Chemicals A/S";
      await logIn(DEMO.maintainer);
      await page.goto("/dashboard");
      const switcher = page.getByLabel("Active organization");
      const id = await switcher.locator("option", { hasText: company }).getAttribute("value");
      const editPage = `/organization/manage-organization/${id}/edit`;
      const rule = page.getByLabel("Require two-factor log-in");
      const save = async (required: boolean) => {
        await page.goto(editPage);
        await rule.setChecked(required);
        await page.getByRole("button", { name: "Save", exact: true }).click();
      };
      const turnOn = async () => {
        await page.getByRole("button", { name: "Turn on" }).click();
        const secret = (await page.locator("code").textContent())!.trim();
        await page.getByLabel("Code from the app").fill(codeOf(secret));
        await page.getByRole("button", { name: "Confirm and turn on" }).click();
        await expect(toast(page, "Two-factor log-in is on.")).toBeVisible();
      };
      const turnOff = async () => {
        await page.goto(PAGE);
        const off = page.locator("form", { has: page.getByRole("heading", { name: "Turn off" }) });
        await off.getByLabel("Your password").fill(DEMO_PASSWORD);
        await off.getByRole("button", { name: "Turn off two-factor log-in" }).click();
        await expect(toast(page, "Two-factor log-in is off.")).toBeVisible();
      };

      await save(true);
      await expect(page.getByText(/Turn on two-factor log-in for your own account first/).first()).toBeVisible();
      await page.goto(PAGE);
      await turnOn();
      await save(true);
      await expect(page).toHaveURL(/\/organization\/manage-organization$/);
      try {
        // Without a second factor, the company's pages send its manager to set one up, on a phone too.
        await turnOff();
        await page.setViewportSize(PHONE);
        await page.goto("/monitoring/machines");
        await switchTo(page, company, javaScriptEnabled);
        await page.goto("/monitoring/machines");
        await expect(page).toHaveURL(/\/account\/two-factor\?required=1$/);
        await expect(page.getByRole("heading", { name: "Two-factor log-in is required" })).toBeVisible();
        await fitsWidth(page, PHONE.width, "the requirement on a phone");
        if (javaScriptEnabled) expect(await seriousAxeViolations(page)).toEqual([]);
        await turnOn();
        await page.goto("/monitoring/machines");
        await expect(page.getByRole("heading", { level: 1, name: "Machines" })).toBeVisible();
      } finally {
        // Undone from whichever step failed: the company's pages ask for a second factor first, and the
        // save must have landed before the next page (with script it is still under way after the click).
        await page.goto(PAGE);
        if (await page.getByRole("button", { name: "Turn on" }).isVisible()) await turnOn();
        await save(false);
        await expect(page).toHaveURL(/\/organization\/manage-organization$/);
        await turnOff();
      }
    });
  });
}
