import type { APIRequestContext } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, expect, test } from "./support/demo";

// Targets that browsers read as another host once the path is normalized.
const OFF_SITE = ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/./\\evil.example"];

async function logInOverHttp(request: APIRequestContext, form: Record<string, string> = {}) {
  return request.post("/?index", {
    form: { username: DEMO.reader, password: DEMO_PASSWORD, ...form },
    maxRedirects: 0,
  });
}

const expectOnSite = (location: string | undefined, what: string) => {
  expect(location, what).toBeDefined();
  expect(new URL(location!, "http://site.test").host, `${what} → ${location}`).toBe("site.test");
  expect(location, what).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
};

test.describe("redirect targets never lead off the site", () => {
  test("return_url of a signed-in visitor", async ({ request }) => {
    expect((await logInOverHttp(request)).status()).toBe(302);
    for (const target of OFF_SITE) {
      const response = await request.get(`/?return_url=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(302);
      expectOnSite(response.headers().location, target);
    }
  });

  test("redirectTo of the log-in form", async ({ request }) => {
    for (const target of OFF_SITE) {
      const response = await logInOverHttp(request, { redirectTo: target });
      expect(response.status(), target).toBe(302);
      expect(response.headers().location, target).toBe("/dashboard");
    }
  });

  test("redirectTo of the language and organization switchers", async ({ request }) => {
    // The language switcher is posted before logging in: logged in, it would store the reader's
    // preference, and a test of the Danish pages run later would meet English.
    const switchers = [
      ["/resources/language", { language: "en" }],
      ["/resources/organization", { organizationId: "0" }],
    ] as const;
    for (const [index, [path, form]] of switchers.entries()) {
      if (index === 1) expect((await logInOverHttp(request)).status()).toBe(302);
      for (const target of OFF_SITE) {
        const response = await request.post(path, { form: { ...form, redirectTo: target }, maxRedirects: 0 });
        expect(response.status(), `${path} ${target}`).toBe(302);
        expectOnSite(response.headers().location, `${path} ${target}`);
      }
    }
  });
});

test("an odd address answers the not-found page, never a server error", async ({ request }) => {
  const odd = ["/%5C%2Fevil.example", "/%5c%5cevil.example", "/%09/%2Fevil.example", "/%09%5C%2Fevil"];
  const badlyEncoded = ["/%E0%A4%A", "/%C0%AF", "/assets/%E0%A4%A", "/100%", "/leadership/policies/%FF/public"];
  for (const path of [...odd, ...badlyEncoded]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/html");
  }
});

test("signed-in pages and their data are never stored by a cache; public pages may be", async ({ request }) => {
  expect((await request.get("/")).headers()["cache-control"] ?? "").not.toContain("no-store");
  expect((await logInOverHttp(request)).status()).toBe(302);
  for (const path of ["/dashboard", "/dashboard.data", "/documents/own-documents", "/about"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Back after log-out does not show the signed-in page", async ({ page, logIn }) => {
    await logIn(DEMO.reader, { fresh: true });
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Log in");
    await page.getByLabel("Your account").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page).toHaveURL(/return_url=%2Fdashboard/);
  });
});

test.describe("a form post from the public address through a proxy that names another host", () => {
  const publicOrigin = () => test.info().project.use.baseURL!;

  for (const header of ["Host", "X-Forwarded-Host"]) {
    const headers = { [header]: "app.internal:8080" };
    test(`is judged by PUBLIC_URL (${header})`, async ({ request }) => {
      const accepted = await request.post("/?index", {
        form: { username: DEMO.reader, password: DEMO_PASSWORD },
        headers: { Origin: publicOrigin(), ...headers },
        maxRedirects: 0,
      });
      expect(accepted.status()).toBe(302);
      expect(accepted.headers().location).toBe("/dashboard");

      const refused = await request.post("/?index", {
        form: { username: DEMO.reader, password: DEMO_PASSWORD },
        headers: { Origin: "https://evil.example", ...headers },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(403);
    });
  }
});
