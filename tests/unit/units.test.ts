import { describe, expect, it } from "vitest";
import {
  allowedUnits,
  checkMeterUnits,
  convert,
  DEFAULT_SCOPE,
  FUEL_UNITS,
  GROUP_UNITS,
  isUnitGroup,
  isUtilityType,
  normalizeUnit,
  UNIT_GROUPS,
  UnitConversionError,
  unifiedUnit,
  UTILITY_TYPE_GROUP,
  UTILITY_TYPE_ICON,
  UTILITY_TYPES,
  type UnitConversionFailure,
  type UnitGroup,
  type UtilityType,
} from "../../server/domain/units";

/** Within 1e-9 relative; the tiny absolute floor only matters where the expected value is 0. */
function expectClose(actual: number, expected: number, label: string) {
  expect(Math.abs(actual - expected), `${label}: ${actual} ≠ ${expected}`).toBeLessThanOrEqual(
    1e-9 * Math.abs(expected) + 1e-12,
  );
}

function expectFailure(run: () => unknown, reason: UnitConversionFailure, label = "") {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, label).toBeInstanceOf(UnitConversionError);
  expect((thrown as UnitConversionError).reason, label).toBe(reason);
}

const SCALED_GROUPS = UNIT_GROUPS.filter((group) => group !== "CUSTOM");
const NON_CUSTOM_TYPES = UTILITY_TYPES.filter((type) => type !== "CUSTOM");
const ALL_UNITS = [...new Set(SCALED_GROUPS.flatMap((group) => GROUP_UNITS[group]))];
const groupsOf = (unit: string) => SCALED_GROUPS.filter((group) => GROUP_UNITS[group].includes(unit));
const pairsOf = (units: readonly string[]) => units.flatMap((from) => units.map((to) => [from, to] as const));
const SAMPLES = [1, 123.456, -7.5, 0.001, 1e6, 0];

describe("utility types", () => {
  it("are exactly the fourteen of the spec", () => {
    expect([...UTILITY_TYPES].sort()).toEqual(
      [
        "CONCENTRATION_MASS_TO_MASS",
        "CONCENTRATION_MASS_TO_VOLUME",
        "CONCENTRATION_VOLUME_TO_VOLUME",
        "ELECTRICITY",
        "HEAT",
        "WATER",
        "FLEET",
        "TANK_BEARING",
        "GAS",
        "MASS",
        "PRESSURE",
        "TIME",
        "TEMPERATURE",
        "CUSTOM",
      ].sort(),
    );
  });

  it("recognises only those names", () => {
    for (const type of UTILITY_TYPES) expect(isUtilityType(type), type).toBe(true);
    for (const value of ["electricity", "ENERGY", "", " HEAT", null, undefined, 1, {}]) {
      expect(isUtilityType(value), String(value)).toBe(false);
    }
    for (const group of UNIT_GROUPS) expect(isUnitGroup(group), group).toBe(true);
    for (const value of ["energy", "WATER", "", null]) expect(isUnitGroup(value), String(value)).toBe(false);
  });

  it("map to the unit groups of the spec", () => {
    const expected: Record<UtilityType, UnitGroup> = {
      CONCENTRATION_MASS_TO_MASS: "CONCENTRATION_MASS_TO_MASS",
      CONCENTRATION_MASS_TO_VOLUME: "CONCENTRATION_MASS_TO_VOLUME",
      CONCENTRATION_VOLUME_TO_VOLUME: "CONCENTRATION_VOLUME_TO_VOLUME",
      ELECTRICITY: "ENERGY",
      HEAT: "HEAT",
      WATER: "VOLUME",
      FLEET: "VOLUME",
      TANK_BEARING: "VOLUME",
      GAS: "VOLUME",
      MASS: "MASS",
      PRESSURE: "PRESSURE",
      TIME: "TIME",
      TEMPERATURE: "TEMPERATURE",
      CUSTOM: "CUSTOM",
    };
    expect(UTILITY_TYPE_GROUP).toEqual(expected);
  });

  it("each have their own icon", () => {
    const icons = UTILITY_TYPES.map((type) => UTILITY_TYPE_ICON[type]);
    for (const icon of icons) expect(icon).toMatch(/^[a-z][a-z-]*$/);
    expect(new Set(icons).size).toBe(UTILITY_TYPES.length);
    expect(UTILITY_TYPE_ICON.ELECTRICITY).toBe("bolt");
    expect(UTILITY_TYPE_ICON.CUSTOM).toBe("pencil");
  });

  it("default to the GHG scope of what they measure", () => {
    const expected: Record<UtilityType, 1 | 2 | null> = {
      CONCENTRATION_MASS_TO_MASS: null,
      CONCENTRATION_MASS_TO_VOLUME: null,
      CONCENTRATION_VOLUME_TO_VOLUME: null,
      ELECTRICITY: 2,
      HEAT: 2,
      WATER: null,
      FLEET: 1,
      TANK_BEARING: 1,
      GAS: 1,
      MASS: null,
      PRESSURE: null,
      TIME: null,
      TEMPERATURE: null,
      CUSTOM: null,
    };
    expect(DEFAULT_SCOPE).toEqual(expected);
  });
});

describe("unit groups", () => {
  it("allow the units of the spec in priority order", () => {
    const energy = ["kWh", "Wh", "MWh", "J", "kJ", "MJ"];
    const fuels = ["heating oil L", "natural gas m3", "wood pellets kg", "diesel L", "gasoline L", "jet fuel L"];
    const expected: Record<UnitGroup, string[]> = {
      ENERGY: energy,
      HEAT: [...energy, ...fuels],
      VOLUME: ["m3", "L", "cm3"],
      MASS: ["mg", "g", "kg", "t"],
      PRESSURE: ["bar", "atm", "mbar", "Pa"],
      TIME: ["yr", "mo", "d", "h", "s"],
      TEMPERATURE: ["C", "F", "K"],
      LENGTH: ["km", "m"],
      AREA: ["m2", "ha", "km2"],
      PIECES: ["pcs"],
      CONCENTRATION_MASS_TO_MASS: ["w%", "w‰", "ppm", "ppb"],
      CONCENTRATION_MASS_TO_VOLUME: ["g/L", "mg/L", "\u00b5g/L"],
      CONCENTRATION_VOLUME_TO_VOLUME: ["vol%", "vol‰", "ppm", "ppb"],
      CUSTOM: [],
    };
    expect(GROUP_UNITS).toEqual(expected);
    expect(FUEL_UNITS).toEqual(fuels);
  });

  it("share units only where the spec does: energy with HEAT, ppm and ppb between concentrations", () => {
    const shared = ALL_UNITS.filter((unit) => groupsOf(unit).length > 1);
    expect(Object.fromEntries(shared.map((unit) => [unit, groupsOf(unit)]))).toEqual({
      kWh: ["ENERGY", "HEAT"],
      Wh: ["ENERGY", "HEAT"],
      MWh: ["ENERGY", "HEAT"],
      J: ["ENERGY", "HEAT"],
      kJ: ["ENERGY", "HEAT"],
      MJ: ["ENERGY", "HEAT"],
      ppm: ["CONCENTRATION_MASS_TO_MASS", "CONCENTRATION_VOLUME_TO_VOLUME"],
      ppb: ["CONCENTRATION_MASS_TO_MASS", "CONCENTRATION_VOLUME_TO_VOLUME"],
    });
  });

  it("spell units already normalised", () => {
    for (const unit of ALL_UNITS) expect(normalizeUnit(unit), unit).toBe(unit);
  });
});

describe("normalizeUnit", () => {
  it("trims and reads a Greek mu as the micro sign", () => {
    expect(normalizeUnit("  kWh\t")).toBe("kWh");
    expect(normalizeUnit("\u03bcg/L")).toBe("\u00b5g/L");
    expect(normalizeUnit("\u00b5g/L")).toBe("\u00b5g/L");
    expect(normalizeUnit("natural gas m3")).toBe("natural gas m3");
  });
});

describe("convert", () => {
  describe.each(SCALED_GROUPS)("within %s", (group) => {
    const units = GROUP_UNITS[group];

    it.each(pairsOf(units))("%s → %s and back", (from, to) => {
      for (const value of SAMPLES) {
        const there = convert(value, from, to, group);
        expect(Number.isFinite(there)).toBe(true);
        expectClose(convert(there, to, from, group), value, `${value} ${from} → ${to} → ${from}`);
        // Without a group the answer is the same: no unit pair of a group is ambiguous.
        expect(convert(value, from, to), `${value} ${from} → ${to}`).toBe(there);
      }
    });

    it("goes the same way directly or through any third unit", () => {
      for (const [from, to] of pairsOf(units)) {
        for (const via of units) {
          const direct = convert(123.456, from, to, group);
          expectClose(convert(convert(123.456, from, via, group), via, to, group), direct, `${from} → ${via} → ${to}`);
        }
      }
    });

    it("keeps a value in its own unit exactly", () => {
      for (const unit of units) for (const value of SAMPLES) expect(convert(value, unit, unit, group)).toBe(value);
    });

    it("refuses every unit from outside the group", () => {
      for (const from of units) {
        for (const to of ALL_UNITS.filter((unit) => !units.includes(unit))) {
          expectFailure(() => convert(1, from, to, group), "incompatible_units", `${from} → ${to} in ${group}`);
          expectFailure(() => convert(1, to, from, group), "incompatible_units", `${to} → ${from} in ${group}`);
        }
      }
    });
  });

  it.each([
    [1, "bar", "atm", 0.986923],
    [1, "atm", "bar", 1 / 0.986923],
    [1, "bar", "mbar", 1000],
    [1, "bar", "Pa", 100000],
    [250, "mbar", "Pa", 25000],
    [1, "atm", "Pa", 100000 / 0.986923],
    [1, "MWh", "kWh", 1000],
    [1, "kWh", "Wh", 1000],
    [1, "kWh", "MJ", 3.6],
    [1, "kWh", "kJ", 3600],
    [1, "kWh", "J", 3.6e6],
    [1, "MJ", "kJ", 1000],
    [1, "MWh", "MJ", 3600],
    [1, "natural gas m3", "kWh", 1 / 0.09259259],
    [1, "kWh", "natural gas m3", 0.09259259],
    [1, "kWh", "wood pellets kg", 0.20408163],
    [1, "kWh", "diesel L", 0.09345794],
    [1, "kWh", "gasoline L", 0.10309278],
    [1, "kWh", "heating oil L", 0.09661836],
    [1, "kWh", "jet fuel L", 0.10309278],
    [1, "MWh", "diesel L", 93.45794],
    [1, "gasoline L", "jet fuel L", 1],
    [1, "diesel L", "gasoline L", 0.10309278 / 0.09345794],
    [100, "C", "F", 212],
    [100, "C", "K", 373.15],
    [212, "F", "K", 373.15],
    [-40, "C", "F", -40],
    [-40, "F", "C", -40],
    [32, "F", "C", 0],
    [0, "K", "C", -273.15],
    [0, "K", "F", -459.67],
    [20, "C", "K", 293.15],
    [1, "yr", "d", 365.25],
    [1, "mo", "d", 30.416655],
    [1, "yr", "mo", 365.25 / 30.416655],
    [1, "d", "h", 24],
    [1, "h", "s", 3600],
    [1, "d", "s", 86400],
    [1, "yr", "s", 365.25 * 86400],
    [1, "m3", "L", 1000],
    [1, "L", "cm3", 1000],
    [1, "m3", "cm3", 1e6],
    [1, "t", "kg", 1000],
    [1, "kg", "g", 1000],
    [1, "g", "mg", 1000],
    [1, "t", "mg", 1e9],
    [1, "km", "m", 1000],
    [1, "km2", "ha", 100],
    [1, "ha", "m2", 10000],
    [1, "km2", "m2", 1e6],
    [3, "pcs", "pcs", 3],
    [1, "w%", "ppm", 10000],
    [1, "w%", "w‰", 10],
    [1, "w%", "ppb", 1e7],
    [1, "w‰", "ppm", 1000],
    [1, "ppb", "w%", 1e-7],
    [1, "vol%", "ppm", 10000],
    [1, "vol%", "vol‰", 10],
    [1, "vol‰", "ppb", 1e6],
    [1, "ppm", "vol%", 1e-4],
    [1, "ppm", "w%", 1e-4],
    [1, "ppm", "ppb", 1000],
    [1, "g/L", "µg/L", 1e6],
    [1, "g/L", "mg/L", 1000],
    [1, "mg/L", "µg/L", 1000],
  ] as const)("%d %s → %s = %d", (value, from, to, expected) => {
    expectClose(convert(value, from, to), expected, `${value} ${from} → ${to}`);
  });

  it("puts a cubic metre of natural gas at about 10.8 kWh", () => {
    expect(convert(1, "natural gas m3", "kWh")).toBeCloseTo(10.8, 6);
    expect(convert(1, "natural gas m3", "kWh", "HEAT")).toBeCloseTo(10.8, 6);
  });

  it("converts ppm and ppb in either concentration group, and only within it when a group is named", () => {
    expect(convert(2, "ppm", "ppb", "CONCENTRATION_MASS_TO_MASS")).toBe(2000);
    expect(convert(2, "ppm", "ppb", "CONCENTRATION_VOLUME_TO_VOLUME")).toBe(2000);
    expectClose(convert(5000, "ppm", "w%", "CONCENTRATION_MASS_TO_MASS"), 0.5, "ppm → w%");
    expectFailure(() => convert(1, "ppm", "w%", "CONCENTRATION_VOLUME_TO_VOLUME"), "incompatible_units");
    expectFailure(() => convert(1, "vol%", "ppm", "CONCENTRATION_MASS_TO_MASS"), "incompatible_units");
    expectFailure(() => convert(1, "w%", "vol%"), "incompatible_units");
    expectFailure(() => convert(1, "w‰", "vol‰"), "incompatible_units");
    expectFailure(() => convert(1, "ppm", "mg/L"), "incompatible_units");
  });

  it("converts fuels to energy only within HEAT", () => {
    expectClose(convert(1, "diesel L", "MWh", "HEAT"), 1 / 93.45794, "diesel → MWh");
    expectFailure(() => convert(1, "natural gas m3", "kWh", "ENERGY"), "incompatible_units");
    expectFailure(() => convert(1, "natural gas m3", "m3"), "incompatible_units");
    expectFailure(() => convert(1, "diesel L", "L"), "incompatible_units");
    expectFailure(() => convert(1, "wood pellets kg", "kg"), "incompatible_units");
  });

  it("reads a Greek mu and surrounding spaces", () => {
    expectClose(convert(1, "g/L", "\u03bcg/L"), 1e6, "g/L → μg/L");
    expect(convert(7, "\u03bcg/L", "\u00b5g/L")).toBe(7);
    expect(convert(7, " kWh ", "kWh")).toBe(7);
    expectClose(convert(1, "MWh ", " kWh", "ENERGY"), 1000, "spaced");
  });

  it.each([
    ["kWh", "m3"],
    ["kg", "L"],
    ["C", "bar"],
    ["MWh", "t"],
    ["s", "m"],
    ["m", "m2"],
    ["m2", "m3"],
    ["pcs", "kg"],
    ["K", "kWh"],
    ["mg/L", "mg"],
  ])("refuses %s → %s across groups", (from, to) => {
    expectFailure(() => convert(1, from, to), "incompatible_units");
    expectFailure(() => convert(1, to, from), "incompatible_units");
  });

  it.each(ALL_UNITS)("refuses %s to any unit it shares no group with", (from) => {
    const own = new Set(groupsOf(from).flatMap((group) => GROUP_UNITS[group]));
    for (const to of ALL_UNITS.filter((unit) => !own.has(unit))) {
      expectFailure(() => convert(1, from, to), "incompatible_units", `${from} → ${to}`);
    }
  });

  it("refuses unknown units, whatever the group", () => {
    const unknown = ["kwh", "KWH", "MWH", "", "   ", "foo", "m³", "°C", "natural gas", "ppt", "toString", "__proto__"];
    for (const unit of unknown) {
      expectFailure(() => convert(1, unit, "kWh"), "unknown_unit", unit);
      expectFailure(() => convert(1, "kWh", unit), "unknown_unit", unit);
      expectFailure(() => convert(1, unit, unit), "unknown_unit", unit);
      expectFailure(() => convert(1, unit, "kWh", "ENERGY"), "unknown_unit", unit);
    }
  });

  it("converts a custom unit only to itself, and only in the CUSTOM group", () => {
    expect(convert(3.5, "widgets", "widgets", "CUSTOM")).toBe(3.5);
    expect(convert(3.5, " widgets", "widgets ", "CUSTOM")).toBe(3.5);
    expect(convert(2, "kWh", "kWh", "CUSTOM")).toBe(2);
    expect(convert(2, "a".repeat(20), "a".repeat(20), "CUSTOM")).toBe(2);
    expectFailure(() => convert(1, "widgets", "boxes", "CUSTOM"), "custom_unit");
    expectFailure(() => convert(1, "kWh", "MWh", "CUSTOM"), "custom_unit");
    expectFailure(() => convert(1, "", "", "CUSTOM"), "custom_unit");
    expectFailure(() => convert(1, "a".repeat(21), "a".repeat(21), "CUSTOM"), "custom_unit");
    expectFailure(() => convert(1, "widgets", "widgets"), "unknown_unit");
  });

  it("refuses what is not a finite number", () => {
    for (const value of [NaN, Infinity, -Infinity]) {
      expectFailure(() => convert(value, "kWh", "MWh"), "not_finite", String(value));
      expectFailure(() => convert(value, "kWh", "kWh"), "not_finite", String(value));
      expectFailure(() => convert(value, "widgets", "widgets", "CUSTOM"), "not_finite", String(value));
    }
  });

  it("refuses a group it does not know", () => {
    expectFailure(() => convert(1, "kWh", "MWh", "WATTS" as UnitGroup), "unknown_group");
  });

  it("throws a named error", () => {
    expect(() => convert(1, "kWh", "m3")).toThrow(UnitConversionError);
    try {
      convert(1, "kWh", "m3");
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe("UnitConversionError");
      expect((error as Error).message).toContain("kWh");
    }
  });
});

describe("allowedUnits", () => {
  it.each(UTILITY_TYPES)("lists the units of the group of %s", (type) => {
    expect(allowedUnits(type)).toEqual(GROUP_UNITS[UTILITY_TYPE_GROUP[type]]);
  });

  it("names the units a meter may be read in", () => {
    expect(allowedUnits("ELECTRICITY")).toEqual(["kWh", "Wh", "MWh", "J", "kJ", "MJ"]);
    expect(allowedUnits("GAS")).toEqual(["m3", "L", "cm3"]);
    expect(allowedUnits("FLEET")).toEqual(["m3", "L", "cm3"]);
    expect(allowedUnits("HEAT")).toContain("natural gas m3");
    expect(allowedUnits("CUSTOM")).toEqual([]);
  });
});

describe("checkMeterUnits", () => {
  describe.each(NON_CUSTOM_TYPES)("for %s", (type) => {
    const allowed = allowedUnits(type);

    it("accepts each allowed unit and all of them together", () => {
      for (const unit of allowed) expect(checkMeterUnits(type, [unit])).toEqual({ ok: true, units: [unit] });
      expect(checkMeterUnits(type, allowed)).toEqual({ ok: true, units: [...allowed] });
      expect(checkMeterUnits(type, [...allowed].reverse())).toEqual({ ok: true, units: [...allowed].reverse() });
    });

    it("refuses every unit of other groups, alone or beside an allowed one", () => {
      for (const unit of ALL_UNITS.filter((candidate) => !allowed.includes(candidate))) {
        expect(checkMeterUnits(type, [unit]), unit).toEqual({ ok: false, code: "unit_not_allowed", unit });
        expect(checkMeterUnits(type, [allowed[0] ?? "", unit]), unit).toEqual({
          ok: false,
          code: "unit_not_allowed",
          unit,
        });
      }
      expect(checkMeterUnits(type, ["widgets"])).toEqual({ ok: false, code: "unit_not_allowed", unit: "widgets" });
    });

    it("requires a unit and refuses one twice", () => {
      expect(checkMeterUnits(type, [])).toEqual({ ok: false, code: "units_required" });
      expect(checkMeterUnits(type, ["", "  "])).toEqual({ ok: false, code: "units_required" });
      const [first = ""] = allowed;
      expect(checkMeterUnits(type, [first, ` ${first}`])).toEqual({ ok: false, code: "duplicate_unit", unit: first });
    });
  });

  it("trims, reads a Greek mu and drops blank rows", () => {
    expect(checkMeterUnits("ELECTRICITY", [" kWh ", "", "MWh"])).toEqual({ ok: true, units: ["kWh", "MWh"] });
    expect(checkMeterUnits("CONCENTRATION_MASS_TO_VOLUME", ["\u03bcg/L"])).toEqual({ ok: true, units: ["µg/L"] });
  });

  it("matches units exactly, case and all", () => {
    expect(checkMeterUnits("ELECTRICITY", ["kwh"])).toEqual({ ok: false, code: "unit_not_allowed", unit: "kwh" });
    expect(checkMeterUnits("PRESSURE", ["pa"])).toEqual({ ok: false, code: "unit_not_allowed", unit: "pa" });
    expect(checkMeterUnits("TEMPERATURE", ["°C"])).toEqual({ ok: false, code: "unit_not_allowed", unit: "°C" });
  });

  it("allows fuel-based units on HEAT meters only", () => {
    for (const unit of FUEL_UNITS) {
      expect(checkMeterUnits("HEAT", ["kWh", unit])).toEqual({ ok: true, units: ["kWh", unit] });
      for (const type of NON_CUSTOM_TYPES.filter((other) => other !== "HEAT")) {
        expect(checkMeterUnits(type, [unit]), `${type} ${unit}`).toEqual({ ok: false, code: "unit_not_allowed", unit });
      }
    }
  });

  it("gives a CUSTOM meter exactly one free unit of at most 20 characters", () => {
    expect(checkMeterUnits("CUSTOM", ["widgets"])).toEqual({ ok: true, units: ["widgets"] });
    expect(checkMeterUnits("CUSTOM", [" bags of 25 kg "])).toEqual({ ok: true, units: ["bags of 25 kg"] });
    expect(checkMeterUnits("CUSTOM", ["kWh"])).toEqual({ ok: true, units: ["kWh"] });
    expect(checkMeterUnits("CUSTOM", ["x".repeat(20)])).toEqual({ ok: true, units: ["x".repeat(20)] });
    expect(checkMeterUnits("CUSTOM", ["🛢".repeat(20)])).toEqual({ ok: true, units: ["🛢".repeat(20)] });
    expect(checkMeterUnits("CUSTOM", ["x".repeat(21)])).toEqual({
      ok: false,
      code: "unit_not_allowed",
      unit: "x".repeat(21),
    });
    expect(checkMeterUnits("CUSTOM", [])).toEqual({ ok: false, code: "units_required" });
    expect(checkMeterUnits("CUSTOM", [" "])).toEqual({ ok: false, code: "units_required" });
    expect(checkMeterUnits("CUSTOM", ["widgets", "boxes"])).toEqual({ ok: false, code: "custom_needs_one_unit" });
    expect(checkMeterUnits("CUSTOM", ["widgets", "widgets"])).toEqual({
      ok: false,
      code: "duplicate_unit",
      unit: "widgets",
    });
  });
});

describe("unifiedUnit", () => {
  const top: Record<Exclude<UtilityType, "CUSTOM">, string> = {
    CONCENTRATION_MASS_TO_MASS: "w%",
    CONCENTRATION_MASS_TO_VOLUME: "g/L",
    CONCENTRATION_VOLUME_TO_VOLUME: "vol%",
    ELECTRICITY: "kWh",
    HEAT: "kWh",
    WATER: "m3",
    FLEET: "m3",
    TANK_BEARING: "m3",
    GAS: "m3",
    MASS: "mg",
    PRESSURE: "bar",
    TIME: "yr",
    TEMPERATURE: "C",
  };

  describe.each(NON_CUSTOM_TYPES)("for %s", (type) => {
    const allowed = allowedUnits(type);

    it("keeps a single unit, however often it is given", () => {
      for (const unit of allowed) {
        expect(unifiedUnit(type, [unit])).toBe(unit);
        expect(unifiedUnit(type, [unit, ` ${unit}`, unit])).toBe(unit);
      }
    });

    it("unifies every mix of units to the highest-priority unit that is not fuel-based", () => {
      for (const [a, b] of pairsOf(allowed).filter(([a, b]) => a !== b)) {
        expect(unifiedUnit(type, [a, b]), `${a} + ${b}`).toBe(top[type]);
      }
      if (allowed.length > 1) expect(unifiedUnit(type, allowed)).toBe(top[type]);
    });

    it("refuses units the type does not allow, and none", () => {
      expect(() => unifiedUnit(type, [])).toThrow(RangeError);
      expect(() => unifiedUnit(type, ["widgets"])).toThrow(RangeError);
      expect(() => unifiedUnit(type, [allowed[0] ?? "", "widgets"])).toThrow(RangeError);
    });
  });

  it("ignores fuel-based units on HEAT meters", () => {
    expect(unifiedUnit("HEAT", ["natural gas m3", "MWh"])).toBe("kWh");
    expect(unifiedUnit("HEAT", ["MWh", "natural gas m3"])).toBe("kWh");
    expect(unifiedUnit("HEAT", ["diesel L", "gasoline L"])).toBe("kWh");
    expect(unifiedUnit("HEAT", [...FUEL_UNITS])).toBe("kWh");
    expect(unifiedUnit("HEAT", ["diesel L"])).toBe("diesel L");
    expect(unifiedUnit("HEAT", ["diesel L", "diesel L"])).toBe("diesel L");
    expect(unifiedUnit("HEAT", ["MWh"])).toBe("MWh");
  });

  it("totals a CUSTOM meter in its one unit", () => {
    expect(unifiedUnit("CUSTOM", ["widgets"])).toBe("widgets");
    expect(unifiedUnit("CUSTOM", ["widgets", " widgets "])).toBe("widgets");
    expect(() => unifiedUnit("CUSTOM", ["widgets", "boxes"])).toThrow(RangeError);
    expect(() => unifiedUnit("CUSTOM", [])).toThrow(RangeError);
    expect(() => unifiedUnit("CUSTOM", ["x".repeat(21)])).toThrow(RangeError);
  });
});
