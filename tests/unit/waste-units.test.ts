import { describe, expect, it } from "vitest";
import { tonnesOf, wasteCodeDisplay, monthStart } from "../../server/domain/waste-units";
import { treatmentKindOf, TREATMENT_CODES } from "../../server/domain/waste-treatments";

const none = { containerVolumeM3: null, densityKgPerM3: null, pieceWeightKg: null };

describe("a registered quantity in tonnes", () => {
  it("takes weights as they are", () => {
    expect(tonnesOf(2.5, "TONNES", none)).toBe(2.5);
    expect(tonnesOf(1250, "KILOGRAMS", none)).toBe(1.25);
  });

  it("weighs volumes by the arrangement's density", () => {
    // 12 m³ of mixed waste at 150 kg/m³ = 1,800 kg.
    expect(tonnesOf(12, "CUBIC_METRES", { ...none, densityKgPerM3: 150 })).toBe(1.8);
    // 1,200 L of waste oil at 900 kg/m³ = 1.2 m³ × 900 = 1,080 kg.
    expect(tonnesOf(1200, "LITRES", { ...none, densityKgPerM3: 900 })).toBe(1.08);
    expect(tonnesOf(12, "CUBIC_METRES", none)).toBeNull();
  });

  it("weighs container emptyings by the container's volume and the density", () => {
    // 3 emptyings of a 10 m³ container of pallets at 150 kg/m³ = 4,500 kg.
    expect(tonnesOf(3, "CONTAINER_EMPTYINGS", { ...none, containerVolumeM3: 10, densityKgPerM3: 150 })).toBe(4.5);
    expect(tonnesOf(3, "CONTAINER_EMPTYINGS", { ...none, containerVolumeM3: 10 })).toBeNull();
    expect(tonnesOf(3, "CONTAINER_EMPTYINGS", { ...none, densityKgPerM3: 150 })).toBeNull();
  });

  it("weighs pieces by the weight of one only, and keeps sums to the gram", () => {
    expect(tonnesOf(40, "PIECES", { containerVolumeM3: 1, densityKgPerM3: 1, pieceWeightKg: null })).toBeNull();
    // 36 empty 25 l jerrycans of 1.2 kg each = 43.2 kg.
    expect(tonnesOf(36, "PIECES", { ...none, pieceWeightKg: 1.2 })).toBe(0.0432);
    // 0.1 + 0.2 kg must not print as 0.30000000000000004 g.
    expect(tonnesOf(0.3, "KILOGRAMS", none)).toBe(0.0003);
    expect(tonnesOf(0, "TONNES", none)).toBe(0);
  });
});

describe("codes", () => {
  it("writes a List of Waste code in the official form, starred when hazardous", () => {
    expect(wasteCodeDisplay("130205", true)).toBe("13 02 05*");
    expect(wasteCodeDisplay("15 01 03", false)).toBe("15 01 03");
    expect(wasteCodeDisplay("16", null)).toBe("16");
  });

  it("knows R1–R13 as recovery and D1–D15 as disposal", () => {
    expect(TREATMENT_CODES).toHaveLength(28);
    expect(TREATMENT_CODES.filter((code) => code.type === "recovery")).toHaveLength(13);
    expect([treatmentKindOf("R13"), treatmentKindOf("D1"), treatmentKindOf("X9"), treatmentKindOf(null)]).toEqual([
      "recovery",
      "disposal",
      null,
      null,
    ]);
  });

  it("places a statement on its month's first day", () => {
    expect(monthStart("2026-02-28")).toBe("2026-02-01");
  });
});
