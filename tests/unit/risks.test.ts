import { describe, expect, it } from "vitest";
import { CMR_STATEMENTS, cmrStatementsOf } from "../../server/domain/cmr";
import {
  stepWordRefusals,
  DEFAULT_RISK_MATRIX,
  inHierarchyOrder,
  matrixCells,
  matrixRefusals,
  riskLevel,
  type RiskMatrix,
} from "../../server/domain/risks";

describe("the risk matrix", () => {
  it("bands the default 5 × 5 matrix at 4, 9 and 16", () => {
    expect([riskLevel(1, 1), riskLevel(2, 2), riskLevel(1, 5), riskLevel(3, 3)]).toEqual([
      "LOW",
      "LOW",
      "MEDIUM",
      "MEDIUM",
    ]);
    expect([riskLevel(2, 5), riskLevel(4, 4), riskLevel(4, 5), riskLevel(5, 5)]).toEqual([
      "HIGH",
      "HIGH",
      "VERY_HIGH",
      "VERY_HIGH",
    ]);
  });

  it("refuses a cell the matrix does not have", () => {
    expect(() => riskLevel(0, 3)).toThrow(RangeError);
    expect(() => riskLevel(6, 1)).toThrow(RangeError);
    expect(() => riskLevel(2.5, 2)).toThrow(RangeError);
    const small: RiskMatrix = { likelihoods: 3, severities: 4, bounds: { LOW: 2, MEDIUM: 4, HIGH: 8 } };
    expect(riskLevel(3, 4, small)).toBe("VERY_HIGH");
    expect(() => riskLevel(4, 1, small)).toThrow(RangeError);
  });

  it("takes a holding's own matrix only when every level can be reached", () => {
    expect(matrixRefusals(DEFAULT_RISK_MATRIX)).toEqual([]);
    const with_ = (change: Partial<RiskMatrix>) => matrixRefusals({ ...DEFAULT_RISK_MATRIX, ...change });
    // Two steps is too few, and its highest score (10) leaves the default bands unreachable too.
    expect(with_({ likelihoods: 2 })).toEqual([
      { path: "likelihoods", code: "matrix_steps" },
      { path: "bounds", code: "matrix_bounds" },
    ]);
    expect(with_({ severities: 7 })).toEqual([{ path: "severities", code: "matrix_steps" }]);
    expect(with_({ bounds: { LOW: 9, MEDIUM: 9, HIGH: 16 } })).toEqual([{ path: "bounds", code: "matrix_bounds" }]);
    // 25 is the highest score: a HIGH band up to 25 leaves VERY_HIGH empty.
    expect(with_({ bounds: { LOW: 4, MEDIUM: 9, HIGH: 25 } })).toEqual([{ path: "bounds", code: "matrix_bounds" }]);
    expect(with_({ bounds: { LOW: 0, MEDIUM: 9, HIGH: 16 } })).toEqual([{ path: "bounds", code: "matrix_bounds" }]);
  });

  it("takes a scale's words only as one word a step in each language", () => {
    const four = {
      en: ["Rare", "Unlikely", "Likely", "Certain"],
      da: ["Sjælden", "Usandsynlig", "Sandsynlig", "Sikker"],
    };
    expect(stepWordRefusals(null, 4, "likelihood_words")).toEqual([]);
    expect(stepWordRefusals(four, 4, "likelihood_words")).toEqual([]);
    expect(stepWordRefusals(four, 5, "likelihood_words")).toEqual([{ path: "likelihood_words", code: "matrix_words" }]);
    expect(stepWordRefusals({ ...four, da: ["Sjælden", " ", "Sandsynlig", "Sikker"] }, 4, "w")).toHaveLength(1);
    expect(stepWordRefusals({ ...four, en: ["x".repeat(41), "b", "c", "d"] }, 4, "w")).toHaveLength(1);
  });

  it("lays the cells out for the heat map, the likeliest row first", () => {
    const rows = matrixCells();
    expect(rows.map((row) => row.likelihood)).toEqual([5, 4, 3, 2, 1]);
    expect(rows[0]!.cells.map((cell) => cell.level)).toEqual(["MEDIUM", "HIGH", "HIGH", "VERY_HIGH", "VERY_HIGH"]);
    expect(rows[4]!.cells.map((cell) => cell.score)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("controls and CMR products", () => {
  it("orders controls by the hierarchy, keeping each level's order", () => {
    const controls = [
      { level: "PROTECTIVE_EQUIPMENT" as const, text: "Gloves" },
      { level: "ENGINEERING" as const, text: "Local exhaust" },
      { level: "SUBSTITUTION" as const, text: "Water-based degreaser" },
      { level: "ENGINEERING" as const, text: "Closed wash bay" },
    ];
    expect(inHierarchyOrder(controls).map((control) => control.text)).toEqual([
      "Water-based degreaser",
      "Local exhaust",
      "Closed wash bay",
      "Gloves",
    ]);
  });

  it("knows the CMR statements and their variants from the reference data", () => {
    for (const code of ["H340", "H341", "H350", "H350i", "H351", "H360FD", "H360Df", "H361fd", "H362"]) {
      expect(CMR_STATEMENTS.has(code), code).toBe(true);
    }
    expect(CMR_STATEMENTS.has("H304")).toBe(false);
    expect(cmrStatementsOf(["H225", "H350", "H319", "H361d"])).toEqual(["H350", "H361d"]);
    expect(cmrStatementsOf(["H225", "H336"])).toEqual([]);
  });
});
