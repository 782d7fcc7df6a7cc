import { RECURRENCE_PERIODS } from "../../domain/recurrence";
import { TREATMENT_CODE_VALUES } from "../../domain/waste-treatments";
import { REGISTRATION_UNITS } from "../../domain/waste-units";
import {
  booleanQuery,
  dateIn,
  dateOnly,
  id,
  idQuery,
  pagingSortedBy,
  problemSchema,
  text,
  timestamp,
  z,
} from "./common";
import { fileMetadata } from "./files";
import { wasteTypeName } from "./waste-types";

const named = z.object({ id, name: z.string() });

export const wasteArrangement = z
  .object({
    id,
    waste_type: wasteTypeName,
    fraction_name: z.string(),
    registration_unit: z.enum(REGISTRATION_UNITS),
    container: z.string().nullable(),
    container_volume_m3: z.number().nullable(),
    density_kg_per_m3: z.number().nullable(),
    piece_weight_kg: z.number().nullable().openapi({ description: "What one piece weighs, for pieces" }),
    converts_to_tonnes: z.boolean().openapi({ description: "Whether its quantities become tonnes" }),
    collection_frequency: z.enum(RECURRENCE_PERIODS).nullable(),
    treatment_code: z.enum(TREATMENT_CODE_VALUES).nullable(),
    department: named.nullable(),
    active: z.boolean(),
    last_modified_date: timestamp,
  })
  .openapi("WasteArrangement");

const positive = z.number().positive().max(1e6);
export const wasteArrangementInput = z.strictObject({
  waste_type_id: id.openapi({ description: "A six-digit entry of the List of Waste" }),
  fraction_name: text(200).min(1),
  registration_unit: z.enum(REGISTRATION_UNITS),
  container: text(200).nullable().default(null),
  container_volume_m3: positive.nullable().default(null),
  density_kg_per_m3: positive.nullable().default(null),
  piece_weight_kg: positive
    .nullable()
    .default(null)
    .openapi({ description: "What one piece weighs (kg): pieces become tonnes with it" }),
  collection_frequency: z.enum(RECURRENCE_PERIODS).nullable().default(null),
  treatment_code: z.enum(TREATMENT_CODE_VALUES).nullable().default(null),
  department_id: id.nullable().default(null).openapi({ description: "The organization itself or one below it" }),
  active: z.boolean().default(true),
});
export const wasteArrangementUpdate = wasteArrangementInput.extend({ last_modified_date: timestamp });

const registrationLine = z.object({
  arrangement_id: id,
  quantity: z.number(),
  tonnes: z.number().nullable(),
  estimated: z.boolean(),
});

export const wasteArrangementDetail = wasteArrangement
  .extend({
    handler: named,
    registrations: z
      .array(
        registrationLine.omit({ arrangement_id: true }).extend({ bulk_registration_id: id, performed_at: dateOnly }),
      )
      .openapi({ description: "The newest 24 months with a quantity" }),
  })
  .openapi("WasteArrangementDetail");

export const wasteBulkSummary = z
  .object({
    id,
    performed_at: dateOnly,
    lines: z.number().int(),
    tonnes: z.number(),
    estimated_lines: z.number().int(),
  })
  .openapi("WasteBulkRegistrationSummary");

export const wasteHandlerAssociationSummary = z
  .object({
    id,
    handler: named,
    organization: named,
    registration_number: z.string().nullable(),
    registration_valid_until: dateOnly.nullable(),
    registration_expired: z.boolean().openapi({ description: "Valid until a day before today" }),
    contract_start: dateOnly.nullable(),
    contract_end: dateOnly.nullable(),
    contact_name: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    responsible_member: named.nullable(),
    active_arrangements: z.number().int(),
    last_performed_at: dateOnly.nullable().openapi({ description: "The newest month registered" }),
    last_modified_date: timestamp,
  })
  .openapi("WasteHandlerAssociationSummary");

export const wasteHandlerAssociation = wasteHandlerAssociationSummary
  .extend({
    note: z.string().nullable(),
    files: z.array(fileMetadata),
    arrangements: z.array(wasteArrangement),
    bulk_registrations: z.array(wasteBulkSummary).openapi({ description: "Newest month first" }),
  })
  .openapi("WasteHandlerAssociation");

const associationFields = z.strictObject({
  stakeholder_id: id.openapi({ description: "A stakeholder of kind WASTE_HANDLER" }),
  registration_number: text(50).nullable().default(null),
  registration_valid_until: dateIn("term").nullable().default(null),
  contract_start: dateIn("planned").nullable().default(null),
  contract_end: dateIn("term").nullable().default(null),
  contact_name: text(200).nullable().default(null),
  contact_email: text(200).nullable().default(null),
  contact_phone: text(50).nullable().default(null),
  responsible_member_id: id
    .nullable()
    .default(null)
    .openapi({ description: "A present member, who answers for the monthly statements" }),
  note: text(2000).nullable().default(null),
});
type Contract = { contract_start: string | null; contract_end: string | null };
const endsAfterStart = <T extends z.ZodType<Contract>>(schema: T) =>
  schema.refine((value) => !value.contract_start || !value.contract_end || value.contract_end >= value.contract_start, {
    path: ["contract_end"],
    message: "not before the contract's start",
    params: { code: "ends_before_start" },
  });
export const wasteHandlerAssociationInput = endsAfterStart(associationFields);
export const wasteHandlerAssociationUpdate = endsAfterStart(
  associationFields.extend({ last_modified_date: timestamp }),
);

export const WASTE_HANDLER_SORT_FIELDS = ["handler", "registration_valid_until", "last_performed_at"] as const;
export const wasteHandlerListQuery = pagingSortedBy(WASTE_HANDLER_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the handler's name, registration number or contact" }),
  expired: booleanQuery.optional().openapi({ type: "boolean", description: "Only those whose registration expired" }),
  responsible_member_id: idQuery.optional(),
});

export const wasteBulkRegistration = z
  .object({
    id,
    association_id: id,
    performed_at: dateOnly,
    note: z.string().nullable(),
    lines: z.array(registrationLine),
    last_modified_date: timestamp,
  })
  .openapi("WasteBulkRegistration");

const bulkFields = z.strictObject({
  performed_at: dateIn("month").openapi({
    description: "Any day of the month the statement covers, a month that is over",
  }),
  note: text(2000).nullable().default(null),
  lines: z
    .array(
      z.strictObject({
        arrangement_id: id,
        quantity: z.number().min(0).max(1e9),
        estimated: z.boolean().default(false),
      }),
    )
    .max(500)
    .openapi({
      description: "One per arrangement with waste that month, at least one; an arrangement left out had none",
    }),
});
export const wasteBulkRegistrationInput = bulkFields;
export const wasteBulkRegistrationUpdate = bulkFields.extend({ last_modified_date: timestamp });

export const duplicatePeriodProblem = {
  409: {
    description: "The handler has a statement for this month already, or the record changed since it was read",
    content: {
      "application/problem+json": {
        schema: problemSchema.extend({ existing_id: id.optional().openapi({ description: "The month's statement" }) }),
      },
    },
  },
} as const;

const tonnes = z.number();
const split = { total: tonnes, hazardous: tonnes, non_hazardous: tonnes, recovery: tonnes, disposal: tonnes };
export const wasteReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().openapi({ description: "By default this year" }),
  department_id: idQuery.optional().openapi({ description: "This department and those below it" }),
});
export const wasteReport = z
  .object({
    year: z.number().int(),
    months: z.array(z.object({ month: z.string().openapi({ example: "2026-03" }), ...split })),
    totals: z.object({
      ...split,
      unknown_treatment: tonnes,
      unconverted: z.array(z.object({ unit: z.enum(REGISTRATION_UNITS), quantity: z.number() })).openapi({
        description: "What the tonnes leave out: quantities without a conversion (pieces without a weight)",
      }),
    }),
    types: z.array(
      z.object({
        waste_type: wasteTypeName,
        treatment_code: z.enum(TREATMENT_CODE_VALUES).nullable(),
        tonnes,
        unconverted: z
          .array(z.object({ unit: z.enum(REGISTRATION_UNITS), quantity: z.number() }))
          .openapi({ description: "Quantities in units without a conversion to tonnes" }),
      }),
    ),
    departments: z.array(z.object({ department: named.nullable(), ...split })),
    years: z
      .array(z.object({ year: z.number().int(), ...split }))
      .openapi({ description: "The year before and the year" }),
    expired_handlers: z.array(z.object({ id, handler: named, registration_valid_until: dateOnly })),
  })
  .openapi("WasteReport");
