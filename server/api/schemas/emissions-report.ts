import { dateOnly, id, timestamp, z } from "./common";

const named = z.object({ id, name: z.string() });
const kilograms = z.number().openapi({ description: "kg CO2" });
const byScope = { scope1_kg: kilograms, scope2_kg: kilograms };
const biogenic = kilograms.openapi({ description: "kg biogenic CO2 (burned biomass), outside the scopes" });
const covered = z.boolean().openapi({
  description: "A meter with a scope has readings for every day of the month: months without are not compared",
});

export const emissionsReport = z
  .object({
    year: z.number().int(),
    months: z.array(
      z.object({
        month: z.number().int().min(1).max(12),
        ...byScope,
        biogenic_kg: biogenic,
        covered,
        comparable: z.boolean().openapi({
          description:
            "Like with like: every meter with a scope that has figures in this month of either year has them for the whole month in both",
        }),
        previous_scope1_kg: kilograms,
        previous_scope2_kg: kilograms,
        previous_biogenic_kg: biogenic,
        previous_covered: covered,
      }),
    ),
    organizations: z
      .array(z.object({ organization: named, ...byScope, biogenic_kg: biogenic }))
      .openapi({ description: "The year's emissions of each organization with meters" }),
    incomplete: z
      .boolean()
      .openapi({ description: "A month of the two years lacks a factor value for some days or a meter its factor" }),
    factors: z
      .array(
        z.object({
          emission_factor: named,
          biogenic: z.boolean(),
          own_value: z
            .boolean()
            .openapi({ description: "A value of the factor covers the year; otherwise an earlier one stands in" }),
          values: z.array(
            z.object({
              source_year: z.number().int().nullable(),
              start_date: dateOnly.nullable(),
              end_date: dateOnly.nullable(),
              earlier: z.boolean().openapi({ description: "Its period ended before the year: it stands in for it" }),
            }),
          ),
        }),
      )
      .openapi({ description: "The factors and values the year's emissions were calculated with" }),
    recalculations: z.array(
      z.object({
        at: timestamp,
        emission_factor: named,
        year: z.number().int(),
        emissions_before_kg: kilograms,
        emissions_after_kg: kilograms,
      }),
    ),
  })
  .openapi("EmissionsReport");
