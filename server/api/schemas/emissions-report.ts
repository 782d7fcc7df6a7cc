import { id, timestamp, z } from "./common";

const named = z.object({ id, name: z.string() });
const kilograms = z.number().openapi({ description: "kg CO2" });
const byScope = { scope1_kg: kilograms, scope2_kg: kilograms };

export const emissionsReport = z
  .object({
    year: z.number().int(),
    months: z.array(
      z.object({
        month: z.number().int().min(1).max(12),
        ...byScope,
        previous_scope1_kg: kilograms,
        previous_scope2_kg: kilograms,
      }),
    ),
    organizations: z
      .array(z.object({ organization: named, ...byScope }))
      .openapi({ description: "The year's emissions of each organization with meters" }),
    incomplete: z
      .boolean()
      .openapi({ description: "A month of the two years lacks a factor value for some days or a meter its factor" }),
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
