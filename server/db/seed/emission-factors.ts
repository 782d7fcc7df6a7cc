import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { emissionFactors, emissionFactorValues } from "../schema";
import { checkFactorValues, yearPeriod, type FactorValue } from "../../domain/emission-factor-values";
import { isUtilityType } from "../../domain/units";
import reference from "./reference/emission-factors.json";

/**
 * The emission factors every installation starts with: a selection of cited CO2 factors for Denmark
 * and the Nordics (`reference/emission-factors.json` names each figure's source, publisher and year,
 * what was chosen and why, and the licence). One factor per coherent series; a year's figure holds
 * from 1 January to 31 December of that year, a figure without a year, or of a fuel's combustion
 * (`"valid": "always"`: a property of the fuel, not of the year), always.
 */

type Factor = (typeof reference.factors)[number];
type Entry = Factor["entries"][number];

// Only CO2 in kilograms per meter unit is taken: a CO2e or other basis must not pass as the catalogue's CO2.
const KG_CO2_PER = /^kg CO2 per (?!tonne)/;

/** The source as a value names it: the title, led by the publisher where the title does not name it. */
function sourceOf(entry: Entry) {
  const publisher = entry.publisher.split(/[\s(]/)[0]!;
  const named = entry.source_title.toLowerCase().startsWith(publisher.toLowerCase());
  return (named ? entry.source_title : `${entry.publisher}: ${entry.source_title}`).slice(0, 500);
}

const isBiogenic = (factor: Factor) => "biogenic" in factor && factor.biogenic === true;

/**
 * The unit of an entry's figure as the catalogue keeps it: kilograms of CO2 per meter unit, or, for
 * a figure per tonne of a fuel read in kilograms, the same number as grams per kilogram.
 */
function emissionUnitOf(factor: Factor, entry: Entry): "KILOGRAMS" | "GRAMS" {
  const basis = isBiogenic(factor) ? "biogenic CO2" : "CO2";
  const co2 = entry.gas_basis.startsWith(basis) && !entry.gas_basis.startsWith("CO2e");
  const grams = "emission_unit" in factor && factor.emission_unit === "GRAMS";
  if (co2 && !grams && KG_CO2_PER.test(entry.unit)) return "KILOGRAMS";
  if (co2 && grams && entry.unit === "kg CO2 per tonne" && factor.meter_unit.endsWith(" kg")) return "GRAMS";
  throw new Error(`Emission factor ${entry.id}: ${entry.unit} (${entry.gas_basis}) is not ${basis} per meter unit`);
}

function valueOf(factor: Factor, entry: Entry, always: boolean): FactorValue {
  const period = entry.year === null || always ? { startDate: null, endDate: null } : yearPeriod(entry.year);
  return {
    value: entry.value,
    meterUnit: factor.meter_unit,
    emissionUnit: emissionUnitOf(factor, entry),
    ...period,
    source: sourceOf(entry),
    sourceUrl: entry.source_url,
    sourceYear: entry.year,
  };
}

const describe = (first: Entry) =>
  [
    first.carrier,
    first.method,
    `Basis: ${first.gas_basis}`,
    `Region: ${first.region}`,
    "notes" in first ? first.notes : "",
  ]
    .filter(Boolean)
    .join(". ");

/** The factors of the reference file, ready to store; throws on one that breaks the catalogue's rules. */
export function referenceEmissionFactors() {
  return reference.factors.map((factor) => {
    if (!isUtilityType(factor.utility_type)) throw new Error(`Emission factor ${factor.name}: unknown utility type`);
    const always = "valid" in factor && factor.valid === "always";
    const values = factor.entries.map((entry) => valueOf(factor, entry, always));
    const refusals = checkFactorValues(factor.utility_type, values);
    if (refusals.length) throw new Error(`Emission factor ${factor.name}: ${JSON.stringify(refusals)}`);
    return {
      name: factor.name,
      utilityType: factor.utility_type,
      emissionType: "CO2" as const,
      biogenic: isBiogenic(factor),
      description: describe(factor.entries[0]!),
      values,
    };
  });
}

/** Adds the factors the catalogue lacks (by name); maintainers own every factor from then on. */
export async function seedEmissionFactors(db: Db) {
  const factors = referenceEmissionFactors();
  await db.transaction(async (tx) => {
    const present = new Set(
      (await tx.select({ name: sql<string>`lower(${emissionFactors.name})` }).from(emissionFactors)).map(
        (row) => row.name,
      ),
    );
    for (const { values, ...factor } of factors) {
      if (present.has(factor.name.toLowerCase())) continue;
      const [row] = await tx.insert(emissionFactors).values(factor).returning({ id: emissionFactors.id });
      await tx.insert(emissionFactorValues).values(values.map((value) => ({ ...value, emissionFactorId: row!.id })));
    }
  });
}
