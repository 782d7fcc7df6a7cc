import { expect, type Locator, type Page } from "@playwright/test";
import {
  detail,
  documentScreens,
  fillTexts,
  fitsWidth,
  isoDate,
  languageFields,
  POLICY_REGISTER,
  recordPath,
  shownDate,
  toast,
  unique,
  visitor,
  staleEditIsRefused,
} from "./support/controlled-documents";
import { addPeriod, businessToday } from "../../server/domain/recurrence";
import { DEMO, test } from "./support/demo";

const POLICIES = POLICY_REGISTER.path;
const POLICY_PATH = recordPath(POLICY_REGISTER);
// A policy goes through many pages (write, publish, edit, publish again…): that takes a while.
test.describe.configure({ timeout: 60_000 });

/** The screens of Leadership → Policies, as an editor (or a reader) goes through them. */
const policyScreens = (page: Page, scripts: boolean) => documentScreens(page, scripts, POLICY_REGISTER);

/** Markdown of a policy in English: a heading, an introduction and a list. */
const markdown = (items: string[]) => `# Our commitment\n\nWe commit to:\n\n${items.map((i) => `- ${i}`).join("\n")}`;

test("an editor previews, saves and publishes a policy three times, and compares its revisions word by word @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const first = {
    en: {
      title: `Environmental policy ${tag}`,
      content: markdown(["protect the environment", "fulfil our obligations"]),
    },
    da: {
      title: `Miljøpolitik for søer og å ${tag}`,
      content: `# Vores forpligtelse\n\n- at beskytte miljøet\n- at opfylde vores forpligtelser`,
    },
  };

  // The preview posts the form back: rendered Markdown below each language, what was typed kept.
  await screens.open(`${POLICIES}/new`);
  await fillTexts(page, first);
  await page.getByRole("button", { name: "Show preview", exact: true }).click();
  const english = page.getByRole("region", { name: "Preview in English" });
  await expect(english.getByRole("heading", { name: "Preview" })).toBeVisible();
  await expect(english.getByRole("heading", { name: "Our commitment" })).toBeVisible();
  await expect(english.getByRole("listitem")).toHaveText(["protect the environment", "fulfil our obligations"]);
  await expect(english).not.toContainText("# Our commitment");
  const danish = page.getByRole("region", { name: "Preview in Danish" });
  await expect(danish.getByRole("heading", { name: "Vores forpligtelse" })).toBeVisible();
  await expect(languageFields(page, "en").title).toHaveValue(first.en.title);
  await expect(languageFields(page, "en").content).toHaveValue(first.en.content);
  await expect(languageFields(page, "da").title).toHaveValue(first.da.title);
  await expect(page).toHaveURL(new RegExp(`${POLICIES}/new$`));
  // Nothing was saved by the preview.
  expect(await (await page.request.get(`${POLICIES}/export?q=${tag}`)).text()).not.toContain(tag);

  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(toast(page, "The policy was created as a draft.")).toBeVisible();
  await expect(page).toHaveURL(POLICY_PATH);
  const policy = { path: new URL(page.url()).pathname, title: first.en.title };
  await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
  await expect(detail(page, "Status")).toHaveText("Draft");
  await expect(page.getByText("Not published yet: publish the draft to make revision 1.0.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Versions" })).toHaveCount(0);

  await screens.publish();
  await expect(detail(page, "Status")).toHaveText("Published");
  await expect(detail(page, "Revision")).toHaveText("1.0");
  // Reviewed every year: the first review falls a year after publishing, not "Not given".
  await expect(detail(page, "Next review")).toHaveText(shownDate(new Date(addPeriod(businessToday(), "P1Y"))));
  const published = page.getByRole("article").filter({ has: page.getByRole("heading", { name: first.en.title }) });
  await expect(published.getByRole("heading", { name: "Our commitment" })).toBeVisible();
  await expect(published.getByRole("listitem")).toHaveText(["protect the environment", "fulfil our obligations"]);
  await expect(page.getByRole("article").getByRole("heading", { name: first.da.title })).toBeVisible();

  // A minor change: one more commitment. The edit form starts from the published text.
  const second = {
    en: {
      title: first.en.title,
      content: markdown(["protect the environment", "fulfil our obligations", "continually improve"]),
    },
  };
  await screens.edit(policy, second, first);
  await screens.publish("Minor");
  await expect(detail(page, "Revision")).toHaveText("1.1");
  await expect(published.getByRole("listitem")).toHaveText([
    "protect the environment",
    "fulfil our obligations",
    "continually improve",
  ]);

  // A major change, with a note: "fulfil" becomes "meet", and energy is added.
  const third = {
    en: {
      title: first.en.title,
      content: markdown(["protect the environment", "meet our obligations", "continually improve", "save energy"]),
    },
  };
  await screens.edit(policy, third, { en: second.en, da: first.da });
  await screens.publish("Major", `Energy named ${tag}`);
  await expect(detail(page, "Revision")).toHaveText("2.0");
  await expect(detail(page, "Status")).toHaveText("Published");

  await page.getByRole("link", { name: "Versions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Versions of ${policy.title}` })).toBeVisible();
  const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText("2.0");
  await expect(revisions.nth(0)).toContainText(`Energy named ${tag}`);
  await expect(revisions.nth(0)).toContainText("Camilla Berg");
  await expect(revisions.nth(1)).toContainText("1.1");
  await expect(revisions.nth(2)).toContainText("1.0");

  // By default the latest revision against the one before it.
  await expect(page.locator("ins").filter({ hasText: "meet" })).toHaveCount(1);
  await expect(page.locator("ins").filter({ hasText: "energy" })).toHaveCount(1);
  await expect(page.locator("del").filter({ hasText: "fulfil" })).toHaveCount(1);
  await expect(page.locator("ins").filter({ hasText: "continually" })).toHaveCount(0);
  // The texts compared as read, not their Markdown.
  const main = page.getByRole("main");
  await expect(main).toContainText("• protect the environment");
  await expect(main).not.toContainText("# Our commitment");
  await expect(main).not.toContainText("- protect the environment");

  // Any two compared: 1.0 against 1.1 shows only the minor change.
  const compare = page.getByRole("region", { name: "Compare two revisions" });
  const valueOf = (revision: string) =>
    compare
      .getByLabel("From")
      .locator("option", { hasText: `${revision} ·` })
      .getAttribute("value");
  const [from, to] = [(await valueOf("1.0"))!, (await valueOf("1.1"))!];
  await compare.getByLabel("From").selectOption(from);
  await compare.getByLabel("To").selectOption(to);
  await compare.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  await expect(page.locator("ins").filter({ hasText: "continually" })).toHaveCount(1);
  await expect(page.locator("ins").filter({ hasText: "meet" })).toHaveCount(0);
  await expect(page.locator("del")).toHaveCount(0);
});

test("a public policy page ships no script, shows only the latest published revision, and ends when withdrawn", async ({
  page,
  logIn,
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const first = {
    en: { title: `Information security policy ${tag}`, content: "# Protect information\n\nWe keep data safe." },
    da: { title: `Informationssikkerhedspolitik ${tag}`, content: "# Beskyt information\n\nVi passer på data." },
  };
  const policy = await screens.create(first);
  await screens.publish();
  const second = {
    en: { title: first.en.title, content: "# Protect information\n\nWe keep data safe and available." },
    da: first.da,
  };
  await screens.edit(policy, second, first);
  await screens.publish("Minor");
  const publicPath = await screens.makePublic();
  await screens.search(tag);
  await expect(screens.rowOf(policy.title)).toContainText("Yes");

  const outsider = await visitor(browser, baseURL);
  try {
    const reader = outsider.page;
    const response = await reader.goto(publicPath);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).not.toContain("<script");
    await expect(reader.locator("script")).toHaveCount(0);
    await expect(reader.locator("html")).toHaveAttribute("lang", /^[a-z]{2}/);
    await expect(reader.locator("h1")).toHaveCount(1);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(first.en.title);
    await expect(reader.getByText("Nordvik Group A/S", { exact: true })).toBeVisible();
    await expect(reader.getByText(/^Revision 1\.1, published \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await expect(reader.getByText("We keep data safe and available.")).toBeVisible();
    await expect(reader.getByRole("heading", { name: "Protect information" })).toBeVisible();
    await expect(reader.getByRole("link", { name: "English", exact: true })).toHaveAttribute("aria-current", "page");

    await reader.getByRole("link", { name: "Dansk", exact: true }).click();
    await expect(reader).toHaveURL(/\?lang=da$/);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(first.da.title);
    await expect(reader.getByText("Vi passer på data.")).toBeVisible();
    await expect(reader.locator("script")).toHaveCount(0);

    // A new draft with a secret sentence stays off the public page (and off the policy's own page).
    const secret = `Secret ${tag}: nobody has approved this yet.`;
    await screens.edit(policy, {
      en: { title: first.en.title, content: `${second.en.content}\n\n${secret}` },
    });
    await expect(page.getByText(secret)).toHaveCount(0);
    const again = await reader.goto(publicPath);
    expect(again?.status()).toBe(200);
    expect(await again!.text()).not.toContain("Secret");
    await expect(reader.getByText(/^Revision 1\.1, published/)).toBeVisible();
    await expect(reader.getByText("We keep data safe and available.")).toBeVisible();

    await screens.withdraw();
    const gone = await reader.goto(publicPath);
    expect(gone?.status()).toBe(404);
    await expect(reader.getByText("We keep data safe")).toHaveCount(0);
    const unknown = await reader.goto(`${POLICIES}/${unique()}${unique()}/public`);
    expect(unknown?.status()).toBe(404);
  } finally {
    await outsider.context.close();
  }
});

test("hostile Markdown in a published policy shows as text on its page, its preview and its public page", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const hostile = [
    "Before <script>alert(1)</script> after.",
    "[x](javascript:alert(2))",
    "<img src=x onerror=alert(3)>",
  ].join("\n\n");
  const texts = { en: { title: `Hostile policy ${tag}`, content: hostile } };

  /** The rendered content holds the hostile parts as text, and no script, image or script link. */
  const shownAsText = async (where: Locator) => {
    await expect(where.getByText("Before <script>alert(1)</script> after.")).toBeVisible();
    await expect(where.getByText("[x](javascript:alert(2))")).toBeVisible();
    await expect(where.getByText("<img src=x onerror=alert(3)>")).toBeVisible();
    await expect(where.locator("script, img, [onerror]")).toHaveCount(0);
    await expect(where.getByRole("link")).toHaveCount(0);
  };

  await screens.open(`${POLICIES}/new`);
  await fillTexts(page, texts);
  await page.getByRole("button", { name: "Show preview", exact: true }).click();
  await shownAsText(page.getByRole("region", { name: "Preview in English" }));
  await expect(languageFields(page, "en").content).toHaveValue(hostile);
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  await expect(toast(page, "The policy was created as a draft.")).toBeVisible();
  await screens.publish();
  await shownAsText(page.getByRole("article"));
  const publicPath = await screens.makePublic();

  const response = await page.goto(publicPath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.en.title);
  // The article also carries the organization's logo; the policy's own words are its rendered content.
  await shownAsText(page.getByRole("article").locator(".markdown"));
  expect(await response!.text()).not.toContain("<script");
  expect(dialogs).toEqual([]);
});

test("a recorded review moves the next review a year on from its date, and clears the overdue mark @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const policy = await screens.create(
    { en: { title: `Quality policy ${tag}`, content: "We deliver what we promise." } },
    async () => {
      await expect(page.getByLabel("Review every").locator("option:checked")).toHaveText("Every year");
      await page.getByLabel("Next review").fill("2020-01-31");
    },
  );
  await screens.publish();
  await expect(detail(page, "Review every")).toHaveText("Every year");
  await expect(detail(page, "Next review")).toHaveText(`${shownDate(new Date("2020-01-31"))}Review overdue`);

  await screens.search(tag);
  await expect(screens.rowOf(policy.title)).toContainText("Review overdue");
  await expect(screens.rowOf(policy.title)).toContainText(shownDate(new Date("2020-01-31")));

  // Reviewed on the 15th of last month: the next review is the 15th of that month a year later.
  const now = new Date();
  const reviewedOn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const next = new Date(Date.UTC(reviewedOn.getUTCFullYear() + 1, reviewedOn.getUTCMonth(), 15));
  await screens.rowOf(policy.title).getByRole("link", { name: policy.title }).click();
  const review = page.getByRole("form", { name: "Record a review" });
  await expect(review.getByLabel("Reviewed on")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await review.getByLabel("Reviewed on").fill(isoDate(reviewedOn));
  await review.getByRole("textbox", { name: "Note" }).fill("Still right; nothing to change.");
  await review.getByRole("button", { name: "Record review", exact: true }).click();
  await expect(toast(page, "The review was recorded.")).toBeVisible();
  await expect(detail(page, "Next review")).toHaveText(shownDate(next));
  // A review changes no text: still revision 1.0, no draft.
  await expect(detail(page, "Revision")).toHaveText("1.0");
  await expect(detail(page, "Status")).toHaveText("Published");

  await screens.search(tag);
  await expect(screens.rowOf(policy.title)).toContainText(shownDate(next));
  await expect(screens.rowOf(policy.title)).not.toContainText("Review overdue");
});

test("a reader sees the register and a policy, but no way to write, publish, review or open it", async ({
  page,
  logIn,
  javaScriptEnabled,
  baseURL,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const text = { title: `Working environment policy ${tag}`, content: "Everyone goes home healthy." };
  const policy = await screens.create({ en: text });
  await screens.publish();
  // A draft in progress: an editor would see the publish form now.
  await screens.edit(policy, { en: { ...text, content: `${text.content} Always.` } });
  await expect(page.getByRole("form", { name: "Publish the draft" })).toBeVisible();
  await page.context().clearCookies();

  await logIn(DEMO.reader);
  await screens.search(tag);
  await expect(screens.rowOf(policy.title)).toContainText("Published, draft in progress");
  await expect(page.getByRole("link", { name: "New policy" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();

  await screens.rowOf(policy.title).getByRole("link", { name: policy.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible();
  await expect(page.getByRole("article").getByText("Everyone goes home healthy.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Versions", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Publish the draft" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Record a review" })).toHaveCount(0);
  for (const button of ["Publish", "Record review", "Make it public", "Withdraw the public page"]) {
    await expect(page.getByRole("button", { name: button, exact: true }), button).toHaveCount(0);
  }

  // Posting the public-page form anyway is refused, and changes nothing.
  const posted = await page.request.post(policy.path, {
    form: { intent: "public-page", public: "true", lastModifiedDate: new Date().toISOString() },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers()["location"]).toBe("/unauthorized");
  await screens.open(policy.path);
  await expect(detail(page, "Public page")).toHaveText("Not public");

  for (const path of [`${POLICIES}/new`, `${policy.path}/edit`]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/unauthorized$/);
  }
  await expect(page.getByRole("heading", { level: 1, name: "You do not have access to this page" })).toBeVisible();
});

test("an empty policy is refused and nothing is made; a stale edit is refused and the first save kept @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const posted = () =>
    page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(POLICIES));

  await screens.open(`${POLICIES}/new`);
  for (const title of ["", "   "]) {
    await languageFields(page, "en").title.fill(title);
    const answered = posted();
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    expect((await answered).status()).toBe(400);
    await expect(page.getByText("Write a title and content in English, Danish or both.")).toBeVisible();
    await expect(languageFields(page, "en").title).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(new RegExp(`${POLICIES}/new$`));
    await expect(toast(page, "The policy was created as a draft.")).toHaveCount(0);
  }
  // Content without a title is refused too, keeping what was typed.
  const content = `Words without a title ${tag}`;
  await languageFields(page, "da").content.fill(content);
  const answered = posted();
  await page.getByRole("button", { name: "Save draft", exact: true }).click();
  expect((await answered).status()).toBe(400);
  await expect(languageFields(page, "da").title).toHaveAttribute("aria-invalid", "true");
  await expect(languageFields(page, "da").content).toHaveValue(content);
  await expect(page).toHaveURL(new RegExp(`${POLICIES}/new$`));
  // Nothing holds those words (the search looks in titles and texts).
  await screens.search(tag);
  await expect(page.getByText("No policy matches. Try other words.")).toBeVisible();

  // Two tabs edit the same draft: the second save would overwrite the first unseen, so it is refused.
  const policy = await screens.create({ en: { title: `Supplier policy ${tag}`, content: "Version zero." } });
  const other = await staleEditIsRefused(page, javaScriptEnabled, POLICY_REGISTER, policy, {
    first: `First save ${tag}.`,
    second: `Second save ${tag}.`,
  });
  await other.close();

  await screens.open(`${policy.path}/edit`);
  await expect(languageFields(page, "en").content).toHaveValue(`First save ${tag}.`);
});

test("on a 390 px phone the register, a policy and its public page fit the screen", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const fits = (what: string) => fitsWidth(page, 390, what);
  // What stretches a narrow page: a long web address, a table and long Danish compounds in the text.
  const content = (heading: string, cell: string) =>
    [
      `# ${heading}`,
      "Read more at https://www.example.com/policies/occupational-health-and-safety/arbejdsmiljoerepraesentanter/2025",
      `| Role | Responsibility |\n| --- | --- |\n| ${cell} | Sikkerhedsorganisationsmøderne hver måned |`,
    ].join("\n\n");
  const policy = await screens.create({
    en: {
      title: `Occupational health and safety policy ${tag}`,
      content: content("Safe and healthy work for everyone", "Safety representative"),
    },
    da: {
      title: `Arbejdsmiljøpolitik ${tag}`,
      content: content("Arbejdsmiljøorganisationssamarbejdsaftalen", "Arbejdsmiljørepræsentant"),
    },
  });
  await screens.publish();
  const publicPath = await screens.makePublic();
  await expect(page.getByRole("article").getByRole("table")).toHaveCount(2);
  await fits("a policy page");

  await screens.search(tag);
  await expect(screens.rowOf(policy.title)).toBeVisible();
  await fits("the register");

  await page.goto(publicPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
  await expect(page.getByRole("table")).toBeVisible();
  await fits("the public page");
  await page.goto(`${publicPath}?lang=da`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Arbejdsmiljøpolitik ${tag}`);
  await fits("the public page in Danish");
});

// "Informationssikkerhedspolitik" is the usual Danish name of the ISO 27001 policy: a title must wrap.
test("a policy with a long Danish title fits a 390 px phone on its public page in Danish", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  await screens.create({
    en: { title: `Information security policy ${tag}`, content: "We protect the information entrusted to us." },
    da: { title: `Informationssikkerhedspolitik ${tag}`, content: "Vi beskytter de oplysninger, vi får betroet." },
  });
  await screens.publish();
  const publicPath = await screens.makePublic();
  await page.goto(`${publicPath}?lang=da`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Informationssikkerhedspolitik ${tag}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the register's CSV export holds the policies it finds, by title or by a word of their text @no-js", async ({
  page,
  logIn,
  javaScriptEnabled,
}) => {
  await logIn(DEMO.editor);
  const screens = policyScreens(page, javaScriptEnabled);
  const tag = unique();
  const word = `kw${unique()}`;
  const policy = await screens.create({
    en: { title: `Chemicals policy ${tag}`, content: `We substitute hazardous substances (${word}).` },
  });

  // Searching for a word only in its text finds it too; the export follows the search.
  await screens.search(word);
  await expect(screens.rowOf(policy.title)).toContainText("Draft");
  await expect(page.getByRole("table", { name: "Policies" }).getByRole("row")).toHaveCount(2);
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  expect(await exportLink.getAttribute("href")).toBe(`${POLICIES}/export?q=${word}`);
  const csv = await page.request.get((await exportLink.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toContain("policies.csv");
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toContain('"Title","Status","Revision","Published","Next review"');
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(`"${policy.title}","Draft"`);

  // The whole register's export has it as well.
  const all = await page.request.get(`${POLICIES}/export`);
  expect(all.headers()["content-type"]).toContain("text/csv");
  expect(await all.text()).toContain(`"${policy.title}"`);
});
