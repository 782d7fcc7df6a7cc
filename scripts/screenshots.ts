// Screenshots of pages as a user sees them, desktop (1280 px) and phone (390 px), to look at changes.
//   npx tsx scripts/screenshots.ts --base http://localhost:3000 --user editor@demo.example /dashboard /about
// --org "Nordvik Chemicals A/S" makes that organization the active one first.
// Without --user the pages are taken logged out. Files go to tests/.cache/screenshots.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    user: { type: "string" },
    password: { type: "string", default: "compliance-demo" },
    out: { type: "string", default: "tests/.cache/screenshots" },
    "no-js": { type: "boolean", default: false },
    lang: { type: "string" },
    org: { type: "string" },
  },
});

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 860 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const context = await browser.newContext({
    viewport,
    javaScriptEnabled: !values["no-js"],
    locale: values.lang === "da" ? "da-DK" : "en-GB",
  });
  const page = await context.newPage();
  if (values.user) {
    await page.goto(`${values.base}/`);
    await page.getByLabel(/^e-mail$/i).fill(values.user);
    await page.getByLabel(/password|adgangskode/i).fill(values.password);
    await page.getByRole("button", { name: /^(log in|log ind)$/i }).click();
    await page.waitForURL(/dashboard/);
    if (values.org) {
      await page.locator("#organization-switcher").selectOption({ label: values.org });
      if (values["no-js"]) await page.locator("#organization-switcher ~ button[type=submit]").click();
      await page.waitForLoadState("networkidle");
    }
  }
  for (const target of positionals.length ? positionals : ["/"]) {
    await page.goto(`${values.base}${target}`);
    await page.waitForLoadState("networkidle");
    const name = `${target.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${label}.png`;
    await page.screenshot({ path: path.join(values.out, name), fullPage: true });
    console.log(path.join(values.out, name));
  }
  await context.close();
}
await browser.close();
