import { DEMO, expect, test } from "./support/demo";

// A form sent twice, as a double click without scripts or a resend on a slow network does: both posts
// carry the page's one-time key (decision 027), so one record is made and both answers lead to it.
test("a create form sent twice at once makes one record @no-js", async ({ page, logIn, baseURL }) => {
  await logIn(DEMO.editor);
  await page.goto("/organization/competences/new");
  const name = `Confined space entry ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  const fields = await page
    .locator("form:has(input[name=_submission])")
    .first()
    .evaluate((form: HTMLFormElement) => [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]));
  expect(fields.find(([key]) => key === "_submission")?.[1]).toMatch(/^[a-z0-9]{16,}/i);
  const post = () =>
    page.request.post("/organization/competences/new", {
      form: Object.fromEntries(fields),
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
  const answers = await Promise.all([post(), post()]);
  expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
  const [first, second] = answers.map((answer) => answer.headers().location);
  expect(second).toBe(first);
  await page.goto("/organization/members-roles-and-competences?tab=competences");
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(1);
});

test("the same form, opened again from the register, makes the next record @no-js", async ({ page, logIn, visit }) => {
  await logIn(DEMO.editor);
  await visit("/organization/members-roles-and-competences?tab=competences");
  // With scripts these are client navigations: the form is not loaded anew, its key changes all the same.
  for (const name of [`Working at height ${Date.now()}`, `Hot work ${Date.now()}`]) {
    await page.getByRole("link", { name: "New competence" }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await page.getByRole("link", { name: "Competences", exact: true }).first().click();
  }
});
