import { RECURRENCE_PERIODS } from "../../domain/recurrence";
import { UTILITY_TYPES } from "../../domain/units";
import { dateIn, dateOnly, id, idParam, idQuery, pagingQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

const named = z.object({ id, name: z.string() });
const optional = (max: number) => text(max).nullable().default(null);

export const utilityType = z.enum(UTILITY_TYPES);
const frequency = z.enum(RECURRENCE_PERIODS).openapi({ description: "How often it is read: an ISO period; P0D once" });
/** A measured quantity: finite, and far below where a double loses whole units. */
export const quantity = z.number().finite().min(-1e12).max(1e12);
const unit = text(20).min(1);

const latestReading = z.object({ performed_at: dateOnly, value: z.number(), unit: z.string() });

export const meterSummary = z
  .object({
    id,
    name: z.string(),
    utility_type: utilityType,
    units: z.array(z.string()),
    number: z.string().nullable(),
    department: named.nullable(),
    location: z.string().nullable(),
    responsible_member: named.nullable(),
    frequency,
    cumulative: z.boolean(),
    scope: z.number().int().nullable(),
    organization: named,
    latest_reading: latestReading.nullable(),
    next_reading_due: dateOnly.nullable().openapi({ description: "The latest reading plus the frequency" }),
    last_modified_date: timestamp,
  })
  .openapi("MeterSummary");

export const meter = meterSummary
  .extend({
    counter_digits: z.number().int().nullable(),
    emission_factors: z.array(named),
    biogenic_factor: named.nullable().openapi({ description: "For the biogenic CO2 of biomass burned" }),
    total_unit: z.string().openapi({ description: "The unit consumption and totals are given in" }),
    files: z.array(fileMetadata),
  })
  .openapi("Meter");

const meterFields = z.strictObject({
  name: text(200).min(1),
  utility_type: utilityType,
  units: z.array(unit).min(1).max(20),
  number: optional(100),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  location: optional(200),
  responsible_member_id: id
    .nullable()
    .default(null)
    .openapi({ description: "A present member, who answers for its readings" }),
  frequency,
  cumulative: z.boolean(),
  counter_digits: z
    .number()
    .int()
    .min(1)
    .max(15)
    .nullable()
    .default(null)
    .openapi({ description: "Digits of the counter: values stay below 10^digits; a rollover needs them" }),
  scope: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional()
    .openapi({
      description:
        "GHG scope; null for none; left out: scope 1 for fuel burned on site (a fuel unit, or a fuel's utility type), else the utility type's",
    }),
  emission_factor_id: id.nullable().default(null),
  biogenic_factor_id: id.nullable().default(null).openapi({
    description: "A biogenic factor of the utility type: the CO2 of biomass burned, reported outside the scopes",
  }),
});
export const meterInput = meterFields;
export const meterUpdate = meterFields.omit({ utility_type: true }).extend({ last_modified_date: timestamp });

export const METER_SORT_FIELDS = ["name", "utility_type", "department", "latest_reading", "next_reading_due"] as const;

export const meterListQuery = pagingSortedBy(METER_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the name, number or location" }),
  utility_type: utilityType.optional(),
  department_id: idQuery.optional().openapi({ description: "Meters of this department and those below it" }),
  responsible_member_id: idQuery.optional(),
  overdue: z.enum(["true", "false"]).optional().openapi({ description: "Only meters whose reading is due" }),
});

export const meterGroup = z
  .object({ utility_type: utilityType, total: z.number().int(), overdue: z.number().int() })
  .openapi("MeterGroup");

export const meterReadingParams = z.object({ org: idParam("org"), id: idParam("id"), readingId: idParam("readingId") });

export const meterReading = z
  .object({
    id,
    performed_at: dateOnly,
    value: z.number(),
    unit: z.string(),
    estimated: z.boolean(),
    comment: z.string().nullable(),
    rollover: z.boolean(),
    new_counter: z.boolean(),
    replaced_counter_final: z.number().nullable(),
    new_counter_start: z.number().nullable(),
    unusual: z
      .boolean()
      .openapi({ description: "Its consumption is far above the meter's usual; it was confirmed when entered" }),
    consumption: z
      .number()
      .nullable()
      .openapi({ description: "Since the reading before, in the meter's total unit; none for the first" }),
    last_modified_date: timestamp,
  })
  .openapi("MeterReading");

export const meterReadingInput = z.strictObject({
  performed_at: dateIn("happened"),
  value: quantity,
  unit,
  estimated: z.boolean().default(false),
  comment: optional(1000),
  rollover: z.boolean().default(false).openapi({
    description: "The counter passed its largest value and started again: needs the meter's counter_digits",
  }),
  new_counter: z.boolean().default(false),
  replaced_counter_final: quantity.nullable().default(null),
  new_counter_start: quantity.nullable().default(null),
  confirm_unusual: z.boolean().default(false).openapi({
    description:
      "A consumption at least ten times the meter's usual (its median per day) is refused (`unusual_consumption`) unless confirmed; it is then saved marked `unusual`",
  }),
});
export const meterReadingUpdate = meterReadingInput.extend({ last_modified_date: timestamp });

export const meterReadingListQuery = pagingQuery.omit({ sort: true }).extend({
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});

export const readingImport = z.strictObject({
  rows: z.array(meterReadingInput).min(1).max(5000),
  dry_run: z.boolean().default(false).openapi({ description: "Check every row, save nothing" }),
});
export const readingImportResult = z
  .object({
    saved: z.number().int(),
    refusals: z.array(
      z.object({
        row: z.number().int().openapi({ description: "0-based index of the row" }),
        field: z.string(),
        code: z.string(),
      }),
    ),
  })
  .openapi("ReadingImportResult");

export const meterMonth = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/),
    consumption: z.number(),
    unit: z.string(),
    partial: z.boolean(),
    emissions_kg: z.number().nullable(),
    emissions_complete: z.boolean(),
  })
  .openapi("MeterMonth");

const monthParam = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .openapi({ description: "A month, yyyy-mm" });

/** A meter's months between two, both included: a meter read daily for decades has hundreds. */
export const meterMonthsQuery = z.object({
  from: monthParam.optional(),
  to: monthParam.optional(),
});

export const yearQuery = z.object({
  year: z.coerce.number().int().min(1000).max(9999).optional().openapi({ description: "Default: this year" }),
});
