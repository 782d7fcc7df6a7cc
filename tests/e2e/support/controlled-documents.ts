import { randomBytes } from "node:crypto";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";

/**
 * The screens policies and procedures share (decision 010), as a user goes through them: one register
 * is told apart from the other only by its address and the nouns its screens use.
 */
export type Register = {
  /** The register's address; a record's page is `${path}/{id}`. */
  path: string;
  /** One record, as the screens name it: "policy". */
  noun: string;
  /** The register's title, which is also its table's name: "Policies". */
  title: string;
};

export const POLICY_REGISTER: Register = { path: "/leadership/policies", noun: "policy", title: "Policies" };
export const PROCEDURE_REGISTER: Register = { path: "/operation/procedures", noun: "procedure", title: "Procedures" };

/** A record's page, with its id as the first group. */
export const recordPath = (register: Register) => new RegExp(`${register.path}/(\\d+)$`);
/** A public page: an id of 128 random bits in base64url. */
export const publicPath = (register: Register) => new RegExp(`^${register.path}/[A-Za-z0-9_-]+/public$`);

// Both projects (with and without JavaScript) share one database: every record a test makes carries a
// tag of its run in its title, and is found again by searching for it.
export const unique = () => randomBytes(3).toString("hex");

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first();

/** A date as the app shows it in English, or in Danish (dates without time are calendar dates, in UTC). */
export const shownDate = (date: Date, language: "en" | "da" = "en") =>
  new Intl.DateTimeFormat(language === "da" ? "da-DK" : "en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(date);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export type Text = { title: string; content: string };
export type Texts = { en?: Text; da?: Text };
const LEGENDS = { en: "English", da: "Danish" } as const;

/** The form's title and content fields of one language, in its fieldset. */
export function languageFields(page: Page, language: keyof typeof LEGENDS) {
  const group = page.getByRole("group", { name: LEGENDS[language], exact: true });
  return {
    title: group.getByRole("textbox", { name: "Title", exact: true }),
    content: group.getByRole("textbox", { name: "Content", exact: true }),
  };
}

/**
 * Fills a field (once more if the browser does not hold it yet) and checks it holds what was typed, so
 * that a text read back wrong later is known to have gone wrong in the product, not in the typing.
 */
async function filled(field: Locator, text: string) {
  await field.fill(text);
  if ((await field.inputValue()) !== text) await field.fill(text);
  await expect(field).toHaveValue(text);
}

export async function fillTexts(page: Page, texts: Texts) {
  for (const language of ["en", "da"] as const) {
    const text = texts[language];
    if (!text) continue;
    const fields = languageFields(page, language);
    await filled(fields.title, text.title);
    await filled(fields.content, text.content);
  }
}

/** The value of one line of a record page's side list ("Status", "Revision", "Next review"…). */
export const detail = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

/** Fails unless the page is no wider than the screen (nothing to scroll sideways). */
export async function fitsWidth(page: Page, width: number, what: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width);
}

/** The screens of a register (policies or procedures), as an editor (or a reader) goes through them. */
export function documentScreens(page: Page, scripts: boolean, register: Register) {
  const { path, noun } = register;
  const RECORD = recordPath(register);

  const open = async (address: string) => {
    await page.goto(address);
    if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  };

  /** Writes a new record (and whatever else `extra` sets on the form) and saves it as a draft. */
  const create = async (texts: Texts, extra?: () => Promise<void>) => {
    await open(`${path}/new`);
    await expect(page.getByRole("heading", { level: 1, name: `New ${noun}` })).toBeVisible();
    await fillTexts(page, texts);
    if (extra) await extra();
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(toast(page, `The ${noun} was created as a draft.`)).toBeVisible();
    await expect(page).toHaveURL(RECORD);
    const id = Number(RECORD.exec(new URL(page.url()).pathname)![1]);
    const title = texts.en?.title ?? texts.da!.title;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    return { id, title, path: `${path}/${id}` };
  };

  /** Publishes the draft from the record's page; only a later revision asks for the size of the change. */
  const publish = async (change?: "Minor" | "Major", note?: string) => {
    const form = page.getByRole("form", { name: "Publish the draft" });
    await expect(form).toBeVisible();
    const size = form.getByLabel("Size of the change");
    if (change) {
      const option = change === "Minor" ? "Minor (e.g. 1.0 → 1.1)" : "Major (e.g. 1.1 → 2.0)";
      await size.selectOption({ label: option });
    } else {
      await expect(size).toHaveCount(0);
    }
    if (note) await form.getByRole("textbox", { name: "What changed" }).fill(note);
    await form.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(toast(page, "The draft was published.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Publish the draft" })).toHaveCount(0);
  };

  /** Opens the edit page (checking it starts from `expected`) and saves the texts as the draft. */
  const edit = async (record: { path: string; title: string }, texts: Texts, expected?: Texts) => {
    await open(`${record.path}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${record.title}` })).toBeVisible();
    for (const language of ["en", "da"] as const) {
      const text = expected?.[language];
      if (!text) continue;
      await expect(languageFields(page, language).title).toHaveValue(text.title);
      await expect(languageFields(page, language).content).toHaveValue(text.content);
    }
    await fillTexts(page, texts);
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(toast(page, "The draft was saved.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${record.path}$`));
    await expect(detail(page, "Status")).toHaveText("Published, draft in progress");
  };

  /** Opens the public page from the record's page, and gives its address. */
  const makePublic = async () => {
    await expect(detail(page, "Public page")).toHaveText("Not public");
    await page.getByRole("button", { name: "Make it public", exact: true }).click();
    await expect(toast(page, `The ${noun} is public now.`)).toBeVisible();
    const link = detail(page, "Public page").getByRole("link", { name: "Open the public page" });
    const address = (await link.getAttribute("href"))!;
    expect(address).toMatch(publicPath(register));
    await expect(page.getByRole("button", { name: "Withdraw the public page", exact: true })).toBeVisible();
    return address;
  };

  /** Withdraws the public page from the record's page. */
  const withdraw = async () => {
    await page.getByRole("button", { name: "Withdraw the public page", exact: true }).click();
    await expect(toast(page, "The public page was withdrawn.")).toBeVisible();
    await expect(detail(page, "Public page")).toHaveText("Not public");
    await expect(page.getByRole("button", { name: "Make it public", exact: true })).toBeVisible();
  };

  /** The register searched for some words: its table, and a row found by the title's link. */
  const search = async (words: string) => {
    await open(path);
    await page.getByRole("searchbox", { name: `Find a ${noun} by its words` }).fill(words);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(words).replace(/%20/g, "\\+")}`));
    await expect(page.getByRole("table", { name: register.title })).toBeVisible();
  };
  const rowOf = (title: string) =>
    page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });

  return { open, create, publish, edit, makePublic, withdraw, search, rowOf };
}

/** A browser with no session and no JavaScript: an auditor or customer following the public link. */
export async function visitor(browser: Browser, baseURL: string | undefined, locale?: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale });
  return { context, page: await context.newPage() };
}

/**
 * Two tabs edit the same draft: the first saves `first` as the English content; the second types its
 * own (and whatever `alsoType` sets) and is refused with a conflict, keeping what it typed; the first
 * save is the one kept. Answers the second tab, still open, for more checks of what it kept.
 */
export async function staleEditIsRefused(
  page: Page,
  scripts: boolean,
  register: Register,
  record: { path: string; title: string },
  texts: { first: string; second: string },
  alsoType?: (other: Page) => Promise<void>,
) {
  const other = await page.context().newPage();
  await documentScreens(other, scripts, register).open(`${record.path}/edit`);
  await documentScreens(page, scripts, register).open(`${record.path}/edit`);
  await fillTexts(page, { en: { title: record.title, content: texts.first } });
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(toast(page, "The draft was saved.")).toBeVisible();

  await languageFields(other, "en").content.fill(texts.second);
  if (alsoType) await alsoType(other);
  // The form's own post (with scripts the live preview posts too).
  const refused = other.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes(`${record.path}/edit`),
  );
  await other.getByRole("button", { name: "Save draft", exact: true }).click();
  expect((await refused).status()).toBe(409);
  await expect(
    other.getByRole("alert").filter({
      hasText: "Someone else changed this meanwhile. Reload the page to see their changes, then make yours again.",
    }),
  ).toBeVisible();
  await expect(toast(other, "The draft was saved.")).toHaveCount(0);
  await expect(languageFields(other, "en").content).toHaveValue(texts.second);
  return other;
}
