import { EMISSION_TYPES, EMISSION_UNITS } from "../../domain/emissions";
import {
  MAX_FACTOR_VALUES,
  MAX_SOURCE_LENGTH,
  MAX_SOURCE_YEAR,
  MIN_SOURCE_YEAR,
} from "../../domain/emission-factor-values";
import { dateIn, dateOnly, id, idParam, pagingSortedBy, text, timestamp, url, z } from "./common";
import { utilityType } from "./meters";

export const emissionType = z.enum(EMISSION_TYPES);
export const emissionUnit = z.enum(EMISSION_UNITS);

export const EMISSION_FACTOR_SORT_FIELDS = ["name", "utility_type", "last_modified_date"] as const;

const valueFields = {
  value: z.number().openapi({ description: "Emission in emission_unit per one meter_unit" }),
  meter_unit: z.string(),
  emission_unit: emissionUnit,
  start_date: dateOnly.nullable(),
  end_date: dateOnly.nullable().openapi({ description: "Inclusive; none: open-ended (or an undated value)" }),
  source: z.string(),
  source_url: z.string().nullable(),
  source_year: z.number().int().nullable().openapi({ description: "The year the source's figure is for" }),
};

export const emissionFactorValue = z.object({ id, ...valueFields }).openapi("EmissionFactorValue");

/** The value that applies today (or the undated one, or the latest), with where it comes from. */
const currentValue = z
  .object({
    value: valueFields.value,
    meter_unit: valueFields.meter_unit,
    emission_unit: valueFields.emission_unit,
    source: valueFields.source,
    source_year: valueFields.source_year,
  })
  .nullable();

const biogenic = z.boolean().openapi({
  description: "CO2 of burning biomass (wood): reported apart, outside the scopes (GHG Protocol); set when created",
});

const factorFields = {
  id,
  name: z.string(),
  utility_type: utilityType,
  emission_type: emissionType,
  biogenic,
};

/** A factor to choose, for a meter of its utility type. */
export const emissionFactorChoice = z
  .object({ ...factorFields, current: currentValue })
  .openapi("EmissionFactorChoice");

/** A row of the catalogue: the description and the values themselves come with the factor. */
export const emissionFactorSummary = z
  .object({
    ...factorFields,
    values_count: z.number().int(),
    current: currentValue,
    last_modified_date: timestamp,
  })
  .openapi("EmissionFactorSummary");

export const emissionFactor = z
  .object({
    ...factorFields,
    description: z.string().nullable(),
    values: z.array(emissionFactorValue).openapi({ description: "By start date; an undated value first" }),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("EmissionFactor");

const valueInput = z.strictObject({
  value: z.number().finite().min(0).max(1e9),
  meter_unit: text(20).min(1),
  emission_unit: emissionUnit,
  start_date: dateIn("planned").nullable().default(null),
  end_date: dateIn("term").nullable().default(null),
  source: text(MAX_SOURCE_LENGTH).min(1),
  source_url: url(1000).nullable().default(null),
  source_year: z.number().int().min(MIN_SOURCE_YEAR).max(MAX_SOURCE_YEAR).nullable().default(null),
});

const valuesOf = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1).max(MAX_FACTOR_VALUES).openapi({
    description: "One undated value, or values for periods that do not overlap; only the latest open-ended",
  });

export const emissionFactorInput = z.strictObject({
  name: text(200).min(1),
  utility_type: utilityType,
  emission_type: emissionType.default("CO2"),
  biogenic: biogenic.default(false),
  description: text(2000).nullable().default(null),
  values: valuesOf(valueInput),
});

/** The utility type and whether the factor is biogenic stay; a value sent with its id is that value changed, one without a new value. */
export const emissionFactorUpdate = z.strictObject({
  name: emissionFactorInput.shape.name,
  emission_type: emissionFactorInput.shape.emission_type,
  description: emissionFactorInput.shape.description,
  values: valuesOf(
    valueInput.extend({
      id: id.nullable().default(null).openapi({ description: "The value's id; none for a new value" }),
    }),
  ),
  last_modified_date: timestamp,
});

const biogenicQuery = z
  .enum(["true", "false"])
  .optional()
  .openapi({ description: "Only biogenic factors (true) or only the others (false)" });

export const emissionFactorChoiceQuery = z.object({ utility_type: utilityType.optional(), biogenic: biogenicQuery });

export const emissionFactorListQuery = pagingSortedBy(EMISSION_FACTOR_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name" }),
  utility_type: utilityType.optional(),
  biogenic: biogenicQuery,
});

export const emissionFactorParams = z.object({ id: idParam("id") });
