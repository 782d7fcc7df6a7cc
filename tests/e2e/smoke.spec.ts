import { expect, test } from "./support/demo";

test("the server answers health probes and renders the home page", async ({ page, request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/readyz")).status()).toBe(200);
  await page.goto("/");
  await expect(page.locator("h1")).toBeVisible();
});
