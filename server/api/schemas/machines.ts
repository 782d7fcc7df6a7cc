import { dateIn, dateOnly, id, idQuery, pagingSortedBy, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

/** IN_USE: not retired by today; RETIRED: its end of use has come; ALL: both. */
export const MACHINE_STATUSES = ["IN_USE", "RETIRED", "ALL"] as const;
export const MACHINE_SORT_FIELDS = [
  "name",
  "type",
  "department",
  "inception_date",
  "end_of_use_date",
  "last_modified_date",
] as const;

const named = z.object({ id, name: z.string() });

export const machineSummary = z
  .object({
    id,
    name: z.string(),
    type: z.string().nullable(),
    manufacturer: z.string().nullable(),
    model: z.string().nullable(),
    serial_number: z.string().nullable(),
    department: named.nullable(),
    location: z.string().nullable(),
    inception_date: dateOnly.nullable(),
    end_of_use_date: dateOnly.nullable().openapi({ description: "Retired from this date on" }),
    last_modified_date: timestamp,
  })
  .openapi("MachineSummary");

export const machine = machineSummary.extend({ files: z.array(fileMetadata) }).openapi("Machine");

const optional = (max: number) => text(max).nullable().default(null);

const machineFields = z.strictObject({
  name: text(200).min(1),
  type: optional(100),
  manufacturer: optional(200),
  model: optional(200),
  serial_number: optional(100),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  location: optional(200),
  inception_date: dateIn("planned").nullable().default(null),
  end_of_use_date: dateIn("term").nullable().default(null),
});

type Dates = { inception_date: string | null; end_of_use_date: string | null };
// yyyy-mm-dd strings order as their dates do.
const endsAfterInception = <T extends z.ZodType<Dates>>(schema: T) =>
  schema.refine(
    (value) => !value.inception_date || !value.end_of_use_date || value.end_of_use_date >= value.inception_date,
    {
      path: ["end_of_use_date"],
      message: "not before the inception date",
      params: { code: "ends_before_inception" },
    },
  );

export const machineInput = endsAfterInception(machineFields);
export const machineUpdate = endsAfterInception(machineFields.extend({ last_modified_date: timestamp }));

export const machineListQuery = pagingSortedBy(MACHINE_SORT_FIELDS).extend({
  q: text(200)
    .optional()
    .openapi({ description: "Part of the name, type, manufacturer, model, serial number or location" }),
  department_id: idQuery.optional().openapi({ description: "Machines of this department and those below it" }),
  type: text(100).optional().openapi({ description: "The type, in any case" }),
  status: z.enum(MACHINE_STATUSES).default("IN_USE"),
});
