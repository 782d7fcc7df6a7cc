import {
  answerFields,
  conflictProblem,
  dateIn,
  id,
  idQuery,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { fileMetadata } from "../schemas/files";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

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

const optional = (max: number) => text(max).nullable().default(null);

/**
 * A machine's fields as taken, in the form's order, and (but the department, answered by name) as
 * answered.
 */
const machineFields = {
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
  end_of_use_date: dateIn("term").nullable().default(null).openapi({ description: "Retired from this date on" }),
};

const { department_id: _placedBy, ...answered } = answerFields(machineFields);

export const machineSummary = z
  .object({
    id,
    ...answered,
    department: z.object({ id, name: z.string() }).nullable(),
    last_modified_date: timestamp,
  })
  .openapi("MachineSummary");

export const machine = machineSummary.extend({ files: z.array(fileMetadata) }).openapi("Machine");

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

export const machineInput = endsAfterInception(z.strictObject(machineFields));
export const machineUpdate = endsAfterInception(z.strictObject({ ...machineFields, last_modified_date: timestamp }));

export const machineListQuery = pagingSortedBy(MACHINE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of any of its text fields" }),
  department_id: idQuery.optional().openapi({ description: "Machines of this department and those below it" }),
  type: text(100).optional().openapi({ description: "The type, in any case" }),
  status: z.enum(MACHINE_STATUSES).default("IN_USE"),
});

const tags = ["Machines"];
const read = inOrganization("READ", "machines");
const edit = inOrganization("EDIT", "machines");

/** The organization's machine register (`/organizations/{org}/machines`). */
export const machinesApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/machines",
    tags,
    summary: "The machines in use (by default), retired, or all",
    request: { params: organizationParams, query: machineListQuery },
    responses: { 200: json(listOf(machineSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/machines",
    tags,
    summary: "Register a machine; repeating the same registration answers the machine registered",
    request: { params: organizationParams, body: jsonBody(machineInput) },
    responses: {
      200: json(machine, "Registered already: the existing machine, unchanged"),
      201: json(machine, "Registered"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/machines/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(machine), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/machines/{id}",
    tags,
    request: { params: organizationItemParams, body: jsonBody(machineUpdate) },
    responses: { 200: json(machine), ...standardProblems, ...conflictProblem },
  }),
};

export const machineAttachments = attachmentOperations({
  path: "/organizations/{org}/machines/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
