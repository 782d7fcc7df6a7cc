import { describe, expect, it } from "vitest";
import { fixedT, translationVersions } from "../../app/i18n/translations.server";

describe("server translations", () => {
  it("keep one translator per language", () => {
    expect(fixedT("en")).toBe(fixedT("en"));
    expect(fixedT("da")("login.title")).toBe("Log ind");
    expect(fixedT("en")("table.showing", { first: 1, last: 20, total: 45 })).toBe("1–20 of 45");
  });

  it("show a missing key as a visible marker containing the key, never as an empty text or another language", () => {
    expect(fixedT("en")("no.such.key")).toContain("no.such.key");
    expect(fixedT("da")("no.such.key")).toContain("no.such.key");
    expect(fixedT("da")("no.such.key")).not.toBe("no.such.key");
  });

  it("version each language's file by its content", () => {
    expect(translationVersions.en).toMatch(/^[0-9a-f]{12}$/);
    expect(translationVersions.en).not.toBe(translationVersions.da);
  });
});
