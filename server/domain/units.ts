/**
 * Meter and utility types, their unit groups and conversions between the units of a group (spec §5).
 * Each unit is a scale onto its group's base unit; only temperature needs an offset. Conversions never
 * cross groups and never guess: a unit that is in two groups (ppm, ppb; the energy units, which HEAT
 * repeats) converts without a group only where every group holding both units gives the same answer.
 */

export const UTILITY_TYPES = [
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
] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];

export const isUtilityType = (value: unknown): value is UtilityType => UTILITY_TYPES.includes(value as UtilityType);

export const UNIT_GROUPS = [
  "ENERGY",
  "HEAT",
  "VOLUME",
  "MASS",
  "PRESSURE",
  "TIME",
  "TEMPERATURE",
  "LENGTH",
  "AREA",
  "PIECES",
  "CONCENTRATION_MASS_TO_MASS",
  "CONCENTRATION_MASS_TO_VOLUME",
  "CONCENTRATION_VOLUME_TO_VOLUME",
  "CUSTOM",
] as const;
export type UnitGroup = (typeof UNIT_GROUPS)[number];

export const isUnitGroup = (value: unknown): value is UnitGroup => UNIT_GROUPS.includes(value as UnitGroup);

export const UTILITY_TYPE_GROUP: Record<UtilityType, UnitGroup> = {
  CONCENTRATION_MASS_TO_MASS: "CONCENTRATION_MASS_TO_MASS",
  CONCENTRATION_MASS_TO_VOLUME: "CONCENTRATION_MASS_TO_VOLUME",
  CONCENTRATION_VOLUME_TO_VOLUME: "CONCENTRATION_VOLUME_TO_VOLUME",
  ELECTRICITY: "ENERGY",
  HEAT: "HEAT",
  WATER: "VOLUME",
  FLEET: "VOLUME", // litres of fuel
  TANK_BEARING: "VOLUME",
  GAS: "VOLUME", // m3 of gas as read off the meter, unlike HEAT's "natural gas m3"
  MASS: "MASS",
  PRESSURE: "PRESSURE",
  TIME: "TIME",
  TEMPERATURE: "TEMPERATURE",
  CUSTOM: "CUSTOM",
};

/** Icon names, drawn as inline SVGs by the app. */
export const UTILITY_TYPE_ICON: Record<UtilityType, string> = {
  CONCENTRATION_MASS_TO_MASS: "flask",
  CONCENTRATION_MASS_TO_VOLUME: "beaker",
  CONCENTRATION_VOLUME_TO_VOLUME: "bubbles",
  ELECTRICITY: "bolt",
  HEAT: "flame",
  WATER: "droplet",
  FLEET: "truck",
  TANK_BEARING: "tank",
  GAS: "gas",
  MASS: "scale",
  PRESSURE: "gauge",
  TIME: "clock",
  TEMPERATURE: "thermometer",
  CUSTOM: "pencil",
};

/**
 * The GHG protocol scope a new meter of a type starts in: fuel burned on site (gas, fleet, tanks) is
 * scope 1, purchased electricity and district heat scope 2; the other types measure no emissions.
 */
export const DEFAULT_SCOPE: Record<UtilityType, 1 | 2 | null> = {
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

/**
 * The scope a new meter starts in: a meter read in a fuel (natural gas m3, wood pellets kg, heating
 * oil L …) measures fuel burned on site, scope 1 whatever its type; otherwise its type's.
 */
export const defaultScope = (type: UtilityType, units: readonly string[]): 1 | 2 | null =>
  units.some((unit) => FUEL_UNITS.includes(normalizeUnit(unit))) ? 1 : DEFAULT_SCOPE[type];

/** How a unit maps onto its group's base unit: base = value × factor + offset. */
type Scale = { readonly factor: number; readonly offset: number };
type ScaledGroup = Exclude<UnitGroup, "CUSTOM">;

/** Sizes in the group's base unit, listed in priority order (the first is the highest priority). */
const linear = (sizes: Record<string, number>): ReadonlyMap<string, Scale> =>
  new Map(Object.entries(sizes).map(([unit, factor]) => [unit, { factor, offset: 0 }]));

const ENERGY = { kWh: 1, Wh: 1e-3, MWh: 1e3, J: 1 / 3.6e6, kJ: 1 / 3.6e3, MJ: 1 / 3.6 };
// The spec gives fuels as amounts per kWh; their size in kWh is the inverse.
const FUEL = {
  "heating oil L": 1 / 0.09661836,
  "natural gas m3": 1 / 0.09259259,
  "wood pellets kg": 1 / 0.20408163,
  "diesel L": 1 / 0.09345794,
  "gasoline L": 1 / 0.10309278,
  "jet fuel L": 1 / 0.10309278,
};
const DAY_SECONDS = 86400;

const SCALES: Record<ScaledGroup, ReadonlyMap<string, Scale>> = {
  ENERGY: linear(ENERGY),
  HEAT: linear({ ...ENERGY, ...FUEL }),
  VOLUME: linear({ m3: 1, L: 1e-3, cm3: 1e-6 }),
  MASS: linear({ mg: 1e-6, g: 1e-3, kg: 1, t: 1e3 }),
  // The spec fixes 1 bar = 0.986923 atm, slightly off the SI 1/1.01325; readings must match theirs.
  PRESSURE: linear({ bar: 1, atm: 1 / 0.986923, mbar: 1e-3, Pa: 1e-5 }),
  TIME: linear({ yr: 365.25, mo: 30.416655, d: 1, h: 1 / 24, s: 1 / DAY_SECONDS }),
  TEMPERATURE: new Map([
    ["C", { factor: 1, offset: 273.15 }],
    ["F", { factor: 5 / 9, offset: 273.15 - (32 * 5) / 9 }],
    ["K", { factor: 1, offset: 0 }],
  ]),
  LENGTH: linear({ km: 1e3, m: 1 }),
  // Our choice, as the spec names no area units: square metres first, then hectares and square kilometres.
  AREA: linear({ m2: 1, ha: 1e4, km2: 1e6 }),
  PIECES: linear({ pcs: 1 }),
  CONCENTRATION_MASS_TO_MASS: linear({ "w%": 1e4, "w‰": 1e3, ppm: 1, ppb: 1e-3 }),
  CONCENTRATION_MASS_TO_VOLUME: linear({ "g/L": 1e3, "mg/L": 1, "µg/L": 1e-3 }),
  CONCENTRATION_VOLUME_TO_VOLUME: linear({ "vol%": 1e4, "vol‰": 1e3, ppm: 1, ppb: 1e-3 }),
};

/** The allowed units of each group in priority order; CUSTOM has none, its one unit is free. */
export const GROUP_UNITS = Object.fromEntries(
  UNIT_GROUPS.map((group): [UnitGroup, readonly string[]] => [
    group,
    group === "CUSTOM" ? [] : [...SCALES[group].keys()],
  ]),
) as Record<UnitGroup, readonly string[]>;

/** Fuel-based units of the HEAT group, which unifying mixed units ignores. */
export const FUEL_UNITS: readonly string[] = Object.keys(FUEL);

export const CUSTOM_UNIT_MAX_LENGTH = 20;

/** Trims and accepts the Greek mu (U+03BC) for the micro sign (U+00B5) the units are spelt with. */
export const normalizeUnit = (unit: string): string => unit.trim().replace(/\u03bc/g, "\u00b5");

const isCustomUnit = (unit: string) => unit !== "" && [...unit].length <= CUSTOM_UNIT_MAX_LENGTH;

export type UnitConversionFailure =
  "not_finite" | "unknown_unit" | "unknown_group" | "incompatible_units" | "custom_unit" | "ambiguous_units";

export class UnitConversionError extends Error {
  override readonly name = "UnitConversionError";
  constructor(
    readonly reason: UnitConversionFailure,
    message: string,
  ) {
    super(message);
  }
}

const scaledGroups = Object.keys(SCALES) as ScaledGroup[];

function convertIn(value: number, from: string, to: string, group: ScaledGroup): number | undefined {
  const a = SCALES[group].get(from);
  const b = SCALES[group].get(to);
  if (!a || !b) return undefined;
  // An identity must not pick up rounding from a round trip through the base unit.
  return from === to ? value : (value * a.factor + a.offset - b.offset) / b.factor;
}

/**
 * `value` in unit `from` expressed in unit `to`, both of `group` when it is given. Without a group the
 * units must share one, or several that agree (ppm → ppb); custom units convert only to themselves and
 * only within the CUSTOM group. Throws UnitConversionError instead of guessing.
 */
export function convert(value: number, from: string, to: string, group?: UnitGroup): number {
  if (!Number.isFinite(value)) throw new UnitConversionError("not_finite", `Not a finite number: ${value}`);
  const [source, target] = [normalizeUnit(from), normalizeUnit(to)];
  if (group === "CUSTOM") {
    if (source === target && isCustomUnit(source)) return value;
    throw new UnitConversionError("custom_unit", `A custom unit converts only to itself: ${from} → ${to}`);
  }
  if (group !== undefined && !isUnitGroup(group)) {
    throw new UnitConversionError("unknown_group", `Unknown unit group: ${String(group)}`);
  }
  for (const unit of [source, target]) {
    if (!scaledGroups.some((candidate) => SCALES[candidate].has(unit))) {
      throw new UnitConversionError("unknown_unit", `Unknown unit: ${unit}`);
    }
  }
  const results = (group ? [group] : scaledGroups)
    .map((candidate) => convertIn(value, source, target, candidate))
    .filter((result) => result !== undefined);
  const [result] = results;
  if (result === undefined) {
    throw new UnitConversionError(
      "incompatible_units",
      `Cannot convert ${source} to ${target}${group ? ` in ${group}` : ""}`,
    );
  }
  if (results.some((other) => other !== result)) {
    throw new UnitConversionError("ambiguous_units", `Name a unit group to convert ${source} to ${target}`);
  }
  return result;
}

/** The units a meter of a type may be read in, in priority order; empty for CUSTOM, whose unit is free. */
export const allowedUnits = (type: UtilityType): readonly string[] => GROUP_UNITS[UTILITY_TYPE_GROUP[type]];

export type MeterUnitsProblem = "unit_not_allowed" | "units_required" | "custom_needs_one_unit" | "duplicate_unit";
export type MeterUnitsCheck = { ok: true; units: string[] } | { ok: false; code: MeterUnitsProblem; unit?: string };

/**
 * A meter's units, normalised and in the given order: at least one, no unit twice, each allowed for the
 * type; a CUSTOM meter has exactly one free unit of at most 20 characters. Blank entries (an empty form
 * row) are dropped rather than refused.
 */
export function checkMeterUnits(type: UtilityType, units: readonly string[]): MeterUnitsCheck {
  const normalized = units.map(normalizeUnit).filter((unit) => unit !== "");
  if (normalized.length === 0) return { ok: false, code: "units_required" };
  const duplicate = normalized.find((unit, index) => normalized.indexOf(unit) !== index);
  if (duplicate !== undefined) return { ok: false, code: "duplicate_unit", unit: duplicate };
  if (type === "CUSTOM") {
    const [unit] = normalized;
    if (normalized.length !== 1 || unit === undefined) return { ok: false, code: "custom_needs_one_unit" };
    return isCustomUnit(unit) ? { ok: true, units: [unit] } : { ok: false, code: "unit_not_allowed", unit };
  }
  const allowed = allowedUnits(type);
  const refused = normalized.find((unit) => !allowed.includes(unit));
  return refused === undefined
    ? { ok: true, units: normalized }
    : { ok: false, code: "unit_not_allowed", unit: refused };
}

/**
 * The unit a meter's readings are totalled in. A single unit stays itself, even a fuel-based one (a
 * HEAT meter read only in "diesel L" totals in litres of diesel). Mixed units (more than one distinct
 * unit) are unified to the group's highest-priority unit that is not fuel-based, whichever units the
 * meter has: HEAT in "natural gas m3" and MWh totals in kWh, WATER in L and cm3 in m3. CUSTOM totals in
 * its one unit. `units` may repeat (the units of a meter's readings); throws RangeError for a unit the
 * type does not allow, for none, and for a CUSTOM meter with more than one.
 */
export function unifiedUnit(type: UtilityType, units: readonly string[]): string {
  const distinct = [...new Set(units.map(normalizeUnit).filter((unit) => unit !== ""))];
  const check = checkMeterUnits(type, distinct);
  if (!check.ok) throw new RangeError(`Cannot unify units of a ${type} meter (${check.code}): ${units.join(", ")}`);
  const [only] = check.units;
  if (check.units.length === 1 && only !== undefined) return only;
  const top = allowedUnits(type).find((unit) => !FUEL_UNITS.includes(unit));
  if (top === undefined) throw new RangeError(`A ${type} meter has no unit to unify to`);
  return top;
}
