import { AQUATIC_STATEMENTS, aquaticStatementsOf } from "../../server/domain/aquatic-hazards";
import { describe, expect, it } from "vitest";
import {
  combinedScore,
  DEFAULT_SIGNIFICANCE,
  nextReviewDate,
  settingRefusals,
  significance,
  type Scores,
  type SignificanceSetting,
} from "../../server/domain/aspects";
import { suggestionWindow } from "../../server/services/aspects";

const scores = (
  severity: number,
  probability: number,
  legalRequirement: number,
  stakeholderConcern: number,
): Scores => ({
  severity,
  probability,
  legalRequirement,
  stakeholderConcern,
});

describe("the significance of an aspect", () => {
  it("combines the four scores by the rule: sum, product, or the highest", () => {
    expect(combinedScore(scores(3, 4, 3, 2), "SUM")).toBe(12);
    expect(combinedScore(scores(3, 4, 3, 2), "PRODUCT")).toBe(72);
    expect(combinedScore(scores(3, 4, 3, 2), "ANY_TOP")).toBe(4);
    expect(() => combinedScore(scores(0, 4, 3, 2), "SUM")).toThrow(RangeError);
    expect(() => combinedScore(scores(6, 4, 3, 2), "SUM")).toThrow(RangeError);
    expect(() => combinedScore(scores(2.5, 4, 3, 2), "SUM")).toThrow(RangeError);
  });

  it("is significant by default from a sum of 12, or with a binding obligation linked", () => {
    expect(significance(scores(3, 3, 3, 3), 0)).toEqual({ score: 12, significant: true, reason: "SCORE" });
    expect(significance(scores(3, 3, 3, 2), 0)).toEqual({ score: 11, significant: false, reason: null });
    expect(significance(scores(1, 1, 1, 1), 2)).toEqual({ score: 4, significant: true, reason: "OBLIGATION" });
    // The score comes first where both apply.
    expect(significance(scores(5, 5, 5, 5), 1).reason).toBe("SCORE");
  });

  it("follows the holding's own rule, the obligation counting only where it says so", () => {
    const anyTop: SignificanceSetting = { rule: "ANY_TOP", threshold: null, obligationMakesSignificant: false };
    expect(significance(scores(5, 1, 1, 1), 0, anyTop).significant).toBe(true);
    expect(significance(scores(4, 4, 4, 4), 3, anyTop).significant).toBe(false);
    const product: SignificanceSetting = { rule: "PRODUCT", threshold: 50, obligationMakesSignificant: true };
    expect(significance(scores(5, 5, 2, 1), 0, product)).toEqual({ score: 50, significant: true, reason: "SCORE" });
    expect(significance(scores(1, 1, 1, 1), 1, product).reason).toBe("OBLIGATION");
  });

  it("takes a threshold only where the rule can reach it and not every aspect is significant", () => {
    expect(settingRefusals(DEFAULT_SIGNIFICANCE)).toEqual([]);
    const refused = [{ path: "threshold", code: "significance_threshold" }];
    expect(settingRefusals({ ...DEFAULT_SIGNIFICANCE, threshold: 4 })).toEqual(refused);
    expect(settingRefusals({ ...DEFAULT_SIGNIFICANCE, threshold: 21 })).toEqual(refused);
    expect(settingRefusals({ ...DEFAULT_SIGNIFICANCE, threshold: null })).toEqual(refused);
    expect(settingRefusals({ ...DEFAULT_SIGNIFICANCE, rule: "PRODUCT", threshold: 625 })).toEqual([]);
    expect(settingRefusals({ ...DEFAULT_SIGNIFICANCE, rule: "PRODUCT", threshold: 626 })).toEqual(refused);
    expect(settingRefusals({ rule: "ANY_TOP", threshold: 3, obligationMakesSignificant: true })).toEqual([
      { path: "threshold", code: "significance_threshold_unused" },
    ]);
  });
});

describe("the figures behind a suggestion", () => {
  it("reads the aquatic hazard statements from the reference data, not from a list typed here", () => {
    expect([...AQUATIC_STATEMENTS].sort()).toEqual(["H400", "H410", "H411", "H412", "H413"]);
    expect(aquaticStatementsOf(["H225", "H411", "H319", "H400"])).toEqual(["H411", "H400"]);
  });

  it("covers the twelve whole months before this one", () => {
    expect(suggestionWindow("2026-11-28")).toEqual({ from: "2025-11-01", lastMonth: "2026-10-01", to: "2026-10-31" });
    expect(suggestionWindow("2026-01-05")).toEqual({ from: "2025-01-01", lastMonth: "2025-12-01", to: "2025-12-31" });
  });
});

describe("the next review", () => {
  it("is the last review plus the recurrence, else the date given", () => {
    expect(nextReviewDate("2025-01-31", 1, null)).toBe("2025-02-28");
    expect(nextReviewDate("2025-06-15", 12, "2030-01-01")).toBe("2026-06-15");
    expect(nextReviewDate(null, 12, "2030-01-01")).toBe("2030-01-01");
    expect(nextReviewDate("2025-06-15", null, null)).toBeNull();
  });
});
