import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { aspectObligations, aspects, legislationAssociations, legislations } from "../schema";
import { nextReviewDate } from "../../domain/aspects";
import { businessToday, daysBefore } from "../../domain/recurrence";
import type { DateOnly } from "../../domain/wire-casing";
import { aspectSuggestions, type AspectSuggestion } from "../../services/aspects";

type AspectSeed = Omit<
  typeof aspects.$inferInsert,
  "organizationId" | "departmentId" | "lastReviewDate" | "nextReviewDate" | "sourceKey" | "basis"
> & {
  department?: string;
  /** The binding obligations of the plant's legal register it answers to, by their acts' short names. */
  obligations?: string[];
  /** Days since the last review. */
  reviewedDaysAgo: number;
  /** The suggestion it was taken from, found by its kind and name; its figure becomes the aspect's. */
  suggestion?: { kind: AspectSuggestion["kind"]; name: string };
  basis?: string;
};

/**
 * The chemical plant's aspects, from mixing solvent-based coatings to the customers' use of them: the
 * VOC from the mixing vessels and a spill to drain are significant and answer to the environmental
 * permit; the spent washing liquid is the plant's largest hazardous waste; the electricity is taken
 * from the meter's own figures. The natural gas boiler's CO2 is left as a suggestion still to assess.
 */
const ASPECTS: AspectSeed[] = [
  {
    department: "Production",
    activity: "Mixing solvent-based coatings at mixing line 1",
    aspect: "Emission of solvent vapour (VOC) to air from the mixing vessels",
    impact: "Air pollution and ground-level ozone; odour for the neighbours",
    condition: "NORMAL",
    lifeCycleStage: "PRODUCTION",
    severity: 3,
    probability: 4,
    legalRequirement: 4,
    stakeholderConcern: 3,
    obligations: ["Miljøbeskyttelsesloven"],
    basis: "About 6 t of solvents a year go into the mixed products (purchasing records)",
    controls: "Lids on the vessels while mixing; extraction to the activated carbon filter, changed every quarter.",
    reviewMonths: 12,
    reviewedDaysAgo: 120,
  },
  {
    department: "Warehouse",
    activity: "Unloading and storing drums of products hazardous to water",
    aspect: "Spill to the drain from a punctured or leaking drum",
    impact: "Harm to aquatic life in the stream below the treatment plant; upset of the treatment plant",
    condition: "EMERGENCY",
    lifeCycleStage: "PRODUCTION",
    severity: 5,
    probability: 2,
    legalRequirement: 4,
    stakeholderConcern: 4,
    obligations: ["Miljøbeskyttelsesloven"],
    controls: "Drums kept in bunded areas; drain covers and spill kits at the ramp; a spill drill every year.",
    reviewMonths: 12,
    reviewedDaysAgo: 200,
  },
  {
    department: "Production",
    activity: "Cleaning the mixing vessels between batches",
    aspect: "Generation of hazardous waste: spent washing liquid with solvents",
    impact: "Pollution of soil, water or air if it is handled or treated wrongly",
    condition: "NORMAL",
    lifeCycleStage: "PRODUCTION",
    severity: 3,
    probability: 3,
    legalRequirement: 4,
    stakeholderConcern: 2,
    obligations: ["Affaldsbekendtgørelsen"],
    suggestion: { kind: "WASTE", name: "Vaskevæske med opløsningsmidler" },
    controls: "Collected in closed drums, sent for solvent recovery (R2); washing liquid reused for the first rinse.",
    reviewMonths: 12,
    reviewedDaysAgo: 90,
  },
  {
    department: "Production",
    activity: "Electricity for the production hall",
    aspect: "Consumption of electricity",
    impact: "Use of resources and CO2 emissions where the electricity is produced",
    condition: "NORMAL",
    lifeCycleStage: "PRODUCTION",
    severity: 2,
    probability: 5,
    legalRequirement: 2,
    stakeholderConcern: 2,
    suggestion: { kind: "ENERGY", name: "Elmåler, produktionshal" },
    controls: "Compressed-air leaks searched for twice a year; mixers stopped outside batches.",
    reviewMonths: 12,
    reviewedDaysAgo: 60,
  },
  {
    activity: "Deliveries to customers by contracted hauliers",
    aspect: "Exhaust emissions from diesel trucks",
    impact: "Climate change and local air pollution",
    condition: "NORMAL",
    lifeCycleStage: "TRANSPORT",
    severity: 2,
    probability: 5,
    legalRequirement: 1,
    stakeholderConcern: 2,
    reviewMonths: 12,
    // Its review is overdue: the register's "review due" shows it.
    reviewedDaysAgo: 400,
  },
  {
    activity: "Customers applying our solvent-based coatings",
    aspect: "Release of solvent vapour (VOC) when the coating dries",
    impact: "Air pollution and ground-level ozone at the customers' sites",
    condition: "NORMAL",
    lifeCycleStage: "USE",
    severity: 3,
    probability: 4,
    legalRequirement: 3,
    stakeholderConcern: 3,
    controls: "Water-based alternatives offered for two of the three product lines.",
    reviewMonths: 24,
    reviewedDaysAgo: 300,
  },
];

const PLANT = "Nordvik Chemicals A/S";

/** The figure of a suggestion, in English, as the suggestions page words it. */
function figureOf(suggestion: AspectSuggestion) {
  const number = (value: number, digits: number) => value.toLocaleString("en-GB", { maximumFractionDigits: digits });
  if (suggestion.kind === "WASTE") return `${number(suggestion.quantity ?? 0, 2)} t in the last 12 months`;
  const co2 = suggestion.co2Kg === null ? "" : ` and ${number(suggestion.co2Kg / 1000, 2)} t CO2`;
  return `${number(suggestion.quantity ?? 0, 0)} ${suggestion.unit ?? ""}${co2} in the last 12 months`;
}

/** The demo's environmental aspects of the chemical plant, with their obligations and review dates. */
export async function seedDemoAspects(db: Db, organizationIds: Map<string, number>) {
  const plant = organizationIds.get(PLANT)!;
  const today = businessToday() as DateOnly;
  const { suggestions } = await aspectSuggestions(
    db,
    [plant, ...["Production", "Warehouse", "Laboratory"].map((name) => organizationIds.get(name)!)],
    today,
  );
  const register = await db
    .select({ id: legislationAssociations.id, shortName: legislations.shortName })
    .from(legislationAssociations)
    .innerJoin(legislations, eq(legislations.id, legislationAssociations.legislationId))
    .where(
      and(
        eq(legislationAssociations.organizationId, plant),
        inArray(legislations.shortName, ["Miljøbeskyttelsesloven", "Affaldsbekendtgørelsen"]),
      ),
    );
  for (const { department, obligations = [], reviewedDaysAgo, suggestion, basis, ...seed } of ASPECTS) {
    const taken = suggestion
      ? suggestions.find((found) => found.kind === suggestion.kind && found.name.startsWith(suggestion.name))
      : undefined;
    const lastReviewDate = daysBefore(today, reviewedDaysAgo) as DateOnly;
    const [row] = await db
      .insert(aspects)
      .values({
        ...seed,
        organizationId: plant,
        departmentId: department ? organizationIds.get(department)! : null,
        basis: taken ? figureOf(taken) : (basis ?? null),
        sourceKey: taken?.key ?? null,
        lastReviewDate,
        nextReviewDate: nextReviewDate(lastReviewDate, seed.reviewMonths ?? null, null) as DateOnly | null,
      })
      .returning({ id: aspects.id });
    const linked = register.filter((entry) => entry.shortName !== null && obligations.includes(entry.shortName));
    if (linked.length) {
      await db
        .insert(aspectObligations)
        .values(linked.map((entry) => ({ aspectId: row!.id, associationId: entry.id })));
    }
  }
}
