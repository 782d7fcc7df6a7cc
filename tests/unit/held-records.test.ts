import { describe, expect, it } from "vitest";
import en from "../../app/locales/en.json";
import { RECORD_TABLES } from "../../server/services/organization-structure";

describe("what keeps an organization in place", () => {
  it("counts every table that belongs to an organization, the audit log aside", () => {
    expect(RECORD_TABLES).toEqual(expect.arrayContaining(["memberships", "files", "scopes", "roles"]));
    expect(RECORD_TABLES).not.toContain("audit_log");
  });

  it("names every kind of record in the refusal, so a new module's table cannot show as a bare key", () => {
    const held = en.held as Record<string, string>;
    for (const kind of [...RECORD_TABLES, "departments", "subsidiaries"]) {
      expect(held[`${kind}_one`], kind).toBeTruthy();
      expect(held[`${kind}_other`], kind).toBeTruthy();
    }
  });
});
