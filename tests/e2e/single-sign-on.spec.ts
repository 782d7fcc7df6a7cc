import { expect, type Page } from "@playwright/test";
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type OidcAccount,
  type OidcProvider,
} from "../support/openid-provider";
import { seriousAxeViolations } from "./support/axe";
import { fitsWidth, toast, unique } from "./support/controlled-documents";
import { DEMO, test } from "./support/demo";
import { linkIn, mailTo } from "./support/mailbox";
import { ownCompany, signIn, switchTo } from "./support/own-company";

/**
 * Single sign-on (decision 047) against a real OpenID provider the spec starts on 127.0.0.1: a manager
 * sets a company's connection, people sign on through the company's link and the log-in page's form,
 * refusals are told in words, and passwords turned off close the password form to the company's members.
 * Every test sets a company of its own: the demo holding's settings stay as other specs expect them.
 */
const PAGE = "/organization/single-sign-on";
const PHONE = { width: 390, height: 844 };
const SSO_FORM = "Log in with your organization's single sign-on";

// The people the provider knows, by the login typed on its log-in page (here, their e-mail).
const accounts = new Map<string, OidcAccount>();
let provider: OidcProvider;

test.beforeAll(async () => {
  const redirectUri = `${test.info().project.use.baseURL}/log-in/single-sign-on`;
  provider = await startOidcProvider({ redirectUri, accounts });
});
test.afterAll(async () => provider?.close());
// The provider's development pages ask Google for a font; here nothing is fetched from the internet.
test.beforeEach(async ({ context }) => {
  await context.route("https://fonts.googleapis.com/**", (route) =>
    route.fulfill({ contentType: "text/css", body: "" }),
  );
});

/** A person the provider vouches for. */
function person(name: string, tag: string): OidcAccount {
  const email = `${name.split(" ")[0]!.toLowerCase()}-${tag}@sso.example`;
  const account = { email, email_verified: true, name: `${name} ${tag}` };
  accounts.set(email, account);
  return account;
}

/** The provider's own pages, plain HTML forms: log in as the account (any password), then consent. */
async function throughProvider(page: Page, account: OidcAccount) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator("input[name=login]").fill(account.email);
  await page.locator("input[name=password]").fill("any password the provider takes");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The company's single sign-on page, from the menu: Organization → Single sign-on. */
async function openSettings(page: Page) {
  const menu = page.getByRole("navigation", { name: "Main menu" }).first();
  const group = menu.locator("details", { has: page.locator("summary", { hasText: "Organization" }) });
  // The group is open already on a page of its own (the company's edit page, where ownCompany leaves).
  if ((await group.getAttribute("open")) === null) await group.locator("summary").click();
  await menu.getByRole("link", { name: "Single sign-on", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
}

/** The manager sets the company's connection to the provider, as its settings page asks. */
async function connect(page: Page, company: string, scripts: boolean, options: { createUsers: boolean }) {
  await ownCompany(page, company);
  await switchTo(page, company, scripts);
  await openSettings(page);
  await page.getByLabel("Issuer", { exact: true }).fill(provider.issuer);
  await page.getByLabel("Client ID", { exact: true }).fill(OIDC_CLIENT_ID);
  await page.getByLabel("Client secret", { exact: true }).fill(OIDC_CLIENT_SECRET);
  await expect(page.getByLabel("Single sign-on is on")).toBeChecked();
  await page.getByLabel("Make new people members on their first sign-in").setChecked(options.createUsers);
  await page.getByLabel("Access of people made on first sign-in").selectOption({ label: "Read" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Single sign-on saved.")).toBeVisible();
  // The start link for people not yet members: the company's own.
  return page.locator("code", { hasText: "/log-in/single-sign-on?organization=" }).innerText();
}

/** The manager changes one setting of the company's connection and saves it (the secret kept). */
async function changeSetting(page: Page, company: string, scripts: boolean, label: string, on: boolean) {
  await signIn(page, DEMO.manager);
  await switchTo(page, company, scripts);
  await page.goto(PAGE);
  await page.getByLabel(label, { exact: true }).setChecked(on);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Single sign-on saved.")).toBeVisible();
  await expect(page.getByLabel(label, { exact: true })).toBeChecked({ checked: on });
}

/** Signed in as the person: the dashboard, their name on the account menu. */
async function expectSignedIn(page: Page, account: OidcAccount, company: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel("Your account")).toContainText(account.name);
  await expect(page.getByLabel("Active organization").locator("option:checked")).toHaveText(company);
}

/** The log-in page's single sign-on form, by e-mail. */
async function signOnByEmail(page: Page, email: string) {
  await page.goto("/");
  const form = page.getByRole("region", { name: SSO_FORM });
  await form.getByLabel("Work e-mail").fill(email);
  await form.getByRole("button", { name: "Continue with single sign-on" }).click();
}

test("a manager sets the company's single sign-on; a newcomer signs on by its link, then by e-mail, and a stranger is refused in words @no-js", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = unique();
  const company = `Single sign-on ${tag} ApS`;
  const startLink = await connect(page, company, javaScriptEnabled, { createUsers: true });
  // The secret is write-only: never in the page again, and kept when the form is saved without it.
  await expect(page.getByLabel("Client secret", { exact: true })).toHaveValue("");
  await expect(page.getByText("A secret is kept.")).toBeVisible();
  expect(await page.content()).not.toContain(OIDC_CLIENT_SECRET);
  await expect(page.getByLabel("Issuer", { exact: true })).toHaveValue(provider.issuer);
  expect(startLink).toMatch(/^\/log-in\/single-sign-on\?organization=\d+$/);

  // Someone not yet a member starts at the company's link and is made one, with the access chosen.
  const newcomer = person("Nora Newcomer", tag);
  await page.context().clearCookies();
  await page.goto(startLink);
  await throughProvider(page, newcomer);
  await expectSignedIn(page, newcomer, company);

  // A member now: from the log-in page's form by e-mail, in a fresh session.
  await page.context().clearCookies();
  await signOnByEmail(page, newcomer.email.toUpperCase());
  await throughProvider(page, newcomer);
  await expectSignedIn(page, newcomer, company);

  // With new people no longer made members, someone the provider vouches for who is not one is refused.
  await changeSetting(page, company, javaScriptEnabled, "Make new people members on their first sign-in", false);
  const stranger = person("Sam Stranger", tag);
  await page.context().clearCookies();
  await page.goto(startLink);
  await throughProvider(page, stranger);
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on did not succeed" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Your e-mail address is not a member of the organization.");
  await page.getByRole("link", { name: "Start again" }).click();
  await expect(page.getByRole("region", { name: SSO_FORM })).toBeVisible();
});

test("an e-mail without single sign-on is told so on the log-in page's form @no-js", async ({ page }) => {
  await signOnByEmail(page, `nobody-${unique()}@nowhere.example`);
  const form = page.getByRole("region", { name: SSO_FORM });
  await expect(form.getByText("No single sign-on is set up for this e-mail or organization.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
});

test("with passwords turned off, a member of the company only is sent to single sign-on by the password form", async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const tag = unique();
  const company = `Passwords off ${tag} ApS`;
  const password = `a password of ${tag}'s own`;
  const startLink = await connect(page, company, javaScriptEnabled, { createUsers: true });
  await expect(page.getByLabel("Turn off password log-in")).not.toBeChecked();

  // A member of this company only, made on their first sign-on, who then chooses a password by the reset link.
  const member = person("Mia Member", tag);
  await page.context().clearCookies();
  await page.goto(startLink);
  await throughProvider(page, member);
  await expectSignedIn(page, member, company);
  await page.context().clearCookies();
  await page.goto("/reset-password");
  await page.getByLabel("E-mail", { exact: true }).fill(member.email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText("If an account with that e-mail exists")).toBeVisible();
  await page.goto(linkIn(await mailTo(member.email, /reset-password\?token=/), "/reset-password?token="));
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(toast(page, "Your password is changed. Log in with the new one.")).toBeVisible();

  const logInWithPassword = async () => {
    await page.context().clearCookies();
    await page.goto("/");
    await page.getByLabel("E-mail", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
  };
  await logInWithPassword();
  await expectSignedIn(page, member, company);

  await changeSetting(page, company, javaScriptEnabled, "Turn off password log-in", true);
  await logInWithPassword();
  await expect(page.getByRole("alert")).toHaveText(
    "Your organization signs you in with its single sign-on; log in with it instead of a password.",
  );
  await expect(page).not.toHaveURL(/\/dashboard$/);
  // Single sign-on still lets them in.
  await signOnByEmail(page, member.email);
  await throughProvider(page, member);
  await expectSignedIn(page, member, company);
});

test("the settings page and the log-in page fit a phone; the settings page has no serious accessibility faults", async ({
  page,
  logIn,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(DEMO.manager);
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await fitsWidth(page, PHONE.width, "the single sign-on settings on a phone");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().clearCookies();
  await page.goto("/");
  await expect(page.getByRole("region", { name: SSO_FORM })).toBeVisible();
  await fitsWidth(page, PHONE.width, "the log-in page with its single sign-on form on a phone");
});

test.describe("in Danish", () => {
  test.use({ locale: "da-DK" });

  test("the log-in page's single sign-on form is in Danish, and so is its refusal @no-js", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("region", { name: "Log ind med din organisations single sign-on" });
    await expect(form.getByText("Hvis din organisation logger dig ind gennem sin egen udbyder")).toBeVisible();
    await form.getByLabel("Arbejdsmail").fill(`ingen-${unique()}@nowhere.example`);
    await form.getByRole("button", { name: "Fortsæt med single sign-on" }).click();
    await expect(
      page
        .getByRole("region", { name: "Log ind med din organisations single sign-on" })
        .getByText("Der er ikke sat single sign-on op for denne e-mail eller organisation."),
    ).toBeVisible();
  });
});
