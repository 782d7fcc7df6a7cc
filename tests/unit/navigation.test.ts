import { describe, expect, it } from "vitest";
import { nextSort, parseListQuery, withParams } from "../../app/lib/list-query";
import { safeRedirect } from "../../app/lib/safe-redirect";
import { sectionOf } from "../../app/lib/sections";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/documents/own-documents?page=2")).toBe("/documents/own-documents?page=2");
  });

  it("refuses anything that could leave the site", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(target, "/dashboard"), String(target)).toBe("/dashboard");
    }
  });
});

describe("sectionOf", () => {
  it("cuts a path at its first record id, new or edit", () => {
    expect(sectionOf("/documents/own-documents/42/edit")).toBe("/documents/own-documents");
    expect(sectionOf("/monitoring/meters/new/electricity")).toBe("/monitoring/meters");
    expect(sectionOf("/dashboard?x=1")).toBe("/dashboard");
    expect(sectionOf("/")).toBe("/dashboard");
  });
});

describe("list queries", () => {
  const options = { sortable: ["name", "date"], defaultSort: { field: "name", direction: "asc" as const } };
  const parse = (search: string) => parseListQuery(new URL(`http://x/list${search}`), options);

  it("reads page, size and sort, and falls back on anything odd", () => {
    expect(parse("?page=3&size=50&sort=date,desc")).toEqual({
      page: 3,
      size: 50,
      sort: [{ field: "date", direction: "desc" }],
    });
    expect(parse("?page=-1&size=7&sort=password,asc")).toEqual({
      page: 1,
      size: 20,
      sort: [{ field: "name", direction: "asc" }],
    });
    expect(parse("?page=abc")).toMatchObject({ page: 1 });
  });

  it("builds links that restart paging unless a page is given", () => {
    expect(withParams("?page=4&q=x", { sort: "name,desc" })).toBe("?q=x&sort=name%2Cdesc");
    expect(withParams("?q=x", { page: 2 })).toBe("?q=x&page=2");
    expect(withParams("?q=x", { q: null })).toBe("?");
  });

  it("toggles a column ascending, then descending", () => {
    expect(nextSort([{ field: "name", direction: "asc" }], "name")).toBe("name,desc");
    expect(nextSort([{ field: "name", direction: "desc" }], "name")).toBe("name,asc");
    expect(nextSort([{ field: "name", direction: "asc" }], "date")).toBe("date,asc");
  });
});
