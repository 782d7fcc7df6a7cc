import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { DEMO, test } from "./support/demo";

// A form post as a script or a browser without the page's checks sends it: values the database cannot
// hold come back as translated field errors on the form, never as an error page.
test("a form post with a NUL character and a year-0000 date shows translated field errors @no-js", async ({
  page,
  logIn,
  baseURL,
}) => {
  await logIn(DEMO.maintainer);
  const post = (titleEn: string, effectiveDate: string) =>
    page.request.post("/admin/legislation/new", {
      headers: { Origin: baseURL! },
      form: {
        titleEn,
        titleDa: "Lov",
        referenceNumber: `BEK ${randomBytes(3).toString("hex")}`,
        territory: "DK",
        effectiveDate,
      },
    });
  // The API refuses what the database cannot hold.
  const nul = await post("Act\u0000", "2020-01-01");
  expect(nul.status()).toBe(422);
  expect(await nul.text()).toContain("Remove the invisible control character (NUL) from this text.");
  // The form's own date rule refuses a year 0000 before the API is asked.
  const early = await post("Act", "0000-01-01");
  expect(early.status()).toBe(400);
  expect(await early.text()).toContain("Enter a date from the year 1600 on.");
});
