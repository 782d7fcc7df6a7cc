import { describe, expect, it } from "vitest";
import { restrictionsOf } from "../../server/domain/restrictions";

describe("the restriction lists the product ships", () => {
  it("names a carcinogen, mutagen or reproductive toxicant of category 1A or 1B under REACH Annex XVII 28–30", () => {
    for (const code of ["H350", "H350i", "H340", "H360D", "H360Fd"]) {
      expect(restrictionsOf([code]).map((list) => list.code)).toEqual(["REACH_ANNEX_XVII_28_30"]);
    }
  });

  it("reads a combined statement by its parts", () => {
    expect(restrictionsOf(["H301+H311", "H360FD"])).toHaveLength(1);
  });

  it("leaves out category 2 (suspected) and every other hazard", () => {
    expect(restrictionsOf(["H351", "H341", "H361d", "H225", "H314", "EUH066"])).toEqual([]);
    expect(restrictionsOf([])).toEqual([]);
  });
});
