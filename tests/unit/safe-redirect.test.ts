import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/safe-redirect";

describe("safeRedirect judges the path a browser will follow, not the raw text", () => {
  it("refuses paths that normalize to another host", () => {
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/./\\evil.example",
      "/a/../..//evil.example",
      "/.\\/evil.example",
      "/\\/evil.example",
    ]) {
      expect(safeRedirect(target, "/dashboard"), target).toBe("/dashboard");
    }
  });

  it("answers the normalized path for harmless dot segments", () => {
    expect(safeRedirect("/documents/./own-documents/../binding-obligations?page=2")).toBe(
      "/documents/binding-obligations?page=2",
    );
    expect(safeRedirect("/%2e/dashboard")).toBe("/dashboard");
  });

  it("keeps encoded slashes encoded, so they stay part of one path segment", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });
});
