import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { DEMO, test } from "./support/demo";

// A form post as a script or a browser without the page's checks sends it: values the database cannot
// hold come back as translated field errors on the form, never as an error page.
test("a form post with a NUL character and a year-0000 date shows translated field errors", async ({
  page,
  logIn,
  baseURL,
}) => {
  await logIn(DEMO.maintainer);
  const response = await page.request.post("/admin/legislation/new", {
    headers: { Origin: baseURL! },
    form: {
      titleEn: "Act\u0000",
      titleDa: "Lov",
      referenceNumber: `BEK ${randomBytes(3).toString("hex")}`,
      territory: "DK",
      effectiveDate: "0000-01-01",
    },
  });
  expect(response.status()).toBe(422);
  const html = await response.text();
  expect(html).toContain("Remove the invisible control character (NUL) from this text.");
  expect(html).toContain("Enter a date between the years 1000 and 9999.");
});
