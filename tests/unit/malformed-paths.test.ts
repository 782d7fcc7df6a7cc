import { describe, expect, it } from "vitest";
import { literalPath } from "../../server/http/malformed-paths";

describe("odd request paths", () => {
  it("keeps ordinary paths as they are", () => {
    for (const path of ["/", "/dashboard", "/leadership/policies/abc_-123/public", "/s%C3%B8g", "/a%20b", "/a%2Fb"]) {
      expect(literalPath(path)).toBe(path);
    }
  });

  it("escapes backslashes, control characters and broken encodings once more", () => {
    expect(literalPath("/%5C%2Fevil.example")).toBe("/%255C%2Fevil.example");
    expect(literalPath("/\\evil.example")).toBe("/%255Cevil.example");
    expect(literalPath("/%09/%2Fevil.example")).toBe("/%2509/%2Fevil.example");
    expect(literalPath("/%E0%A4%A")).toBe("/%25E0%25A4%25A");
    expect(literalPath("/%C0%AF")).toBe("/%25C0%25AF");
    expect(literalPath("/100%")).toBe("/100%25");
    for (const path of ["/%5C%2Fevil.example", "/%E0%A4%A", "/%09%5C", "/\\x%0a"]) {
      // eslint-disable-next-line no-control-regex
      expect(decodeURIComponent(literalPath(path))).not.toMatch(/[\\\u0000-\u001f]/);
    }
  });
});
