import { SIGNIFICANCE_RULES } from "../../domain/aspects";
import { id, timestamp, z } from "../schemas/common";

/** The holding's rule of significance and the suggestions from the product's data (decision 034). */
export const significanceSettingInput = z
  .strictObject({
    rule: z.enum(SIGNIFICANCE_RULES),
    threshold: z.number().int().min(1).max(10_000).nullable().default(null),
    obligation_makes_significant: z.boolean().default(false),
  })
  .openapi("AspectSignificanceInput");

export const significanceSetting = z
  .object({
    rule: z.enum(SIGNIFICANCE_RULES),
    threshold: z.number().int().nullable(),
    obligation_makes_significant: z.boolean(),
    chosen: z.boolean().openapi({ description: "Whether the holding chose it; false: the product's default" }),
    holding: z.object({ id, name: z.string() }),
    last_modified_date: timestamp.nullable(),
  })
  .openapi("AspectSignificance");

export const SUGGESTION_KINDS = ["ENERGY", "EMISSIONS", "WASTE", "CHEMICAL"] as const;

export const aspectSuggestions = z
  .object({
    from: z.iso.date().openapi({ description: "The first day of the twelve months the figures cover" }),
    to: z.iso.date().openapi({ description: "The last day" }),
    suggestions: z.array(
      z.object({
        key: z.string().openapi({ description: "Stored on the aspect taken from it, as its source_key" }),
        kind: z.enum(SUGGESTION_KINDS),
        name: z.string().openapi({ description: "The meter, the waste fraction or the chemical" }),
        department: z.object({ id, name: z.string() }).nullable(),
        quantity: z.number().nullable().openapi({ description: "Consumption, tonnes of waste or the amount kept" }),
        unit: z.string().nullable(),
        co2_kg: z.number().nullable(),
        hazardous: z.boolean().openapi({ description: "Hazardous waste, or a chemical hazardous to water" }),
        statements: z.array(z.string()).openapi({ description: "A chemical's aquatic hazard statements" }),
        aspect_id: id.nullable().openapi({ description: "The aspect taken from it, if one is" }),
      }),
    ),
  })
  .openapi("AspectSuggestions");
