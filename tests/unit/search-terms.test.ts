import { describe, expect, it } from "vitest";
import { SEARCH_KINDS, SEARCH_MAX_TERMS, SEARCH_SOURCES, searchPath, searchTerms } from "../../server/domain/search";

describe("a search query's terms", () => {
  it("keeps letters and digits of each word, lower case, Danish letters included", () => {
    expect(searchTerms("  Gaffeltruck  i HAL-2 ")).toEqual({ words: ["gaffeltruck", "i", "hal2"], code: null });
    expect(searchTerms("Ærø Østergård")).toEqual({ words: ["ærø", "østergård"], code: null });
  });

  it("takes a query without letters as one code too, however it is punctuated", () => {
    expect(searchTerms("64-17-5")).toEqual({ words: ["64175"], code: "64175" });
    expect(searchTerms("15 01 10*")).toEqual({ words: ["15", "01", "10"], code: "150110" });
  });

  it("leaves nothing of signs, so text search's operators never reach the database", () => {
    expect(searchTerms("&|!:*()'")).toEqual({ words: [], code: null });
    expect(searchTerms("a & b | !c:*")).toEqual({ words: ["a", "b", "c"], code: null });
  });

  it("holds a bounded number of bounded terms", () => {
    const many = searchTerms(Array.from({ length: 20 }, (_, index) => `ord${index}`).join(" "));
    expect(many.words).toHaveLength(SEARCH_MAX_TERMS);
    expect(searchTerms("x".repeat(500)).words[0]).toHaveLength(40);
  });
});

describe("a hit's page", () => {
  it("is an address of the record's module for every kind", () => {
    for (const kind of SEARCH_KINDS) {
      expect(searchPath(kind, 7)).toMatch(/^\/[a-z-]+\/[a-z-/]+\/7$/);
      expect(SEARCH_SOURCES[kind].feature).toBeTruthy();
    }
  });
});
