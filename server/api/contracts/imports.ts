import { camelCase } from "../../domain/wire-casing";
import { chemicalAssociationFields } from "../schemas/chemical-associations";
import {
  booleanQuery,
  id,
  json,
  jsonBody,
  organizationItemParams,
  organizationParams,
  standardProblems,
  timestamp,
  z,
} from "../schemas/common";
import { uploadBody } from "../schemas/files";
import { associationUpdate as obligationUpdate } from "../schemas/legislation";
import { agreementInput } from "../schemas/control-book";
import { meterInput, meterReadingInput } from "../schemas/meters";
import { machineInput } from "./machines";
import { defineOperation, inOrganization, type Access } from "./operation";
import { associationCreate, associationUpdate } from "./stakeholders";

/**
 * A column of an import: a field of the register's create contract, read from the file as written
 * (`name` is the field), or a reference to another record written by name (`reference`: the field it
 * fills, `department` → `department_id`). `label`: its words under the register's section, when they
 * are not the field's own name in camelCase, or a whole key when it has a dot (another screen's words,
 * `complianceEvaluation.period`); `options`: the whole key of an enum's words, when not the section's
 * `<label>Options`.
 */
export type ImportColumn = { name: string; reference?: string; label?: string; options?: string };

type ImportRegister = {
  /** The locale section whose field labels and enum options the columns use. */
  section: string;
  /** The register's edit permission: who may import into it. */
  access: Access;
  /** The register's create contract: a row's rules, so its errors are the form's. */
  row: z.ZodObject;
  columns: readonly ImportColumn[];
};

const department: ImportColumn = { name: "department", reference: "department_id" };
const responsible: ImportColumn = { name: "responsible", reference: "responsible_member_id" };

/** The registers a file can be imported into, each a few lines over its create contract. */
export const IMPORT_REGISTERS = {
  machines: {
    section: "machines",
    access: inOrganization("EDIT", "machines"),
    row: machineInput,
    columns: [
      { name: "name" },
      { name: "type" },
      { name: "manufacturer" },
      { name: "model" },
      { name: "serial_number" },
      department,
      { name: "location" },
      { name: "inception_date" },
      { name: "end_of_use_date" },
    ],
  },
  stakeholders: {
    section: "stakeholders",
    access: inOrganization("EDIT", "stakeholders"),
    row: associationCreate.extend(associationUpdate.omit({ last_modified_date: true }).shape),
    columns: [
      { name: "stakeholder", reference: "stakeholder_id", label: "name" },
      { name: "needs_and_expectations" },
      { name: "compliance_obligation" },
      { name: "how_addressed" },
    ],
  },
  chemicals: {
    section: "myChemicals",
    access: inOrganization("EDIT", "chemicals"),
    row: chemicalAssociationFields,
    columns: [
      { name: "chemical", reference: "chemical_id" },
      { name: "supplier", reference: "supply_id" },
      department,
      { name: "storage_location", label: "location" },
      { name: "amount" },
      { name: "unit", options: "myChemicals.units" },
      { name: "purpose" },
    ],
  },
  obligations: {
    section: "bindingObligations",
    access: inOrganization("EDIT", "binding-obligations"),
    // Adding an act takes nothing but the act; what is recorded of it is its form's.
    row: z.object({ legislation_id: id }).extend(obligationUpdate.omit({ last_modified_date: true }).shape),
    columns: [
      { name: "legislation", reference: "legislation_id" },
      { name: "applicability_note", label: "applicability" },
      responsible,
      { name: "next_review_date", label: "nextReview" },
      {
        name: "evaluation_period",
        label: "complianceEvaluation.period",
        options: "complianceEvaluation.periodOptions",
      },
    ],
  },
  meters: {
    section: "meters",
    access: inOrganization("EDIT", "meters"),
    row: meterInput,
    columns: [
      { name: "name" },
      { name: "utility_type", options: "utilityType" },
      { name: "units" },
      { name: "number" },
      department,
      { name: "location" },
      responsible,
      { name: "frequency", options: "recurrence" },
      { name: "cumulative" },
      { name: "counter_digits" },
    ],
  },
  readings: {
    section: "meterReadings",
    access: inOrganization("EDIT", "meters"),
    // A reading as its meter's form takes it, naming its meter; the unit, left out, is the meter's first.
    row: meterReadingInput.extend({ meter_id: id, unit: meterReadingInput.shape.unit.nullable().default(null) }),
    columns: [
      { name: "meter", reference: "meter_id" },
      { name: "performed_at" },
      { name: "value" },
      { name: "unit" },
      { name: "estimated", label: "estimatedColumn" },
      { name: "comment" },
    ],
  },
  agreements: {
    section: "controlBook",
    access: inOrganization("EDIT", "control-book"),
    row: agreementInput,
    columns: [
      { name: "name" },
      { name: "type", options: "controlBook.types" },
      { name: "description" },
      { name: "counterpart", reference: "stakeholder_id" },
      responsible,
      { name: "starts_at" },
      { name: "ends_at" },
      { name: "frequency", options: "recurrence" },
      { name: "legal_basis", reference: "binding_obligation_id" },
    ],
  },
} as const satisfies Record<string, ImportRegister>;

export type ImportRegisterName = keyof typeof IMPORT_REGISTERS;
export const IMPORT_REGISTER_NAMES = Object.keys(IMPORT_REGISTERS) as ImportRegisterName[];

/** A key under the register's section, or a whole key when it has a dot. */
const sectionKey = (register: ImportRegisterName, key: string) =>
  key.includes(".") ? key : `${IMPORT_REGISTERS[register].section}.${key}`;

/** The translation key of a column's label. */
export const columnLabelKey = (register: ImportRegisterName, column: ImportColumn) =>
  sectionKey(register, column.label ?? camelCase(column.name));

/** The translation key of an enum column's options: `<key>.<option>` are their words. */
export const columnOptionsKey = (register: ImportRegisterName, column: ImportColumn) =>
  column.options ?? sectionKey(register, `${column.label ?? camelCase(column.name)}Options`);

/** How long an uploaded file waits for its import. */
export const PENDING_IMPORT_HOURS = 24;

const mapping = z
  .record(z.string().max(100), z.number().int().min(0).max(199).nullable())
  .openapi({ description: "Each column of the register → the position of the file's header it is read from" });

const rowError = z.object({
  column: z.string().nullable().openapi({ description: "The column the error is in; null: the row as a whole" }),
  code: z.string(),
});

export const pendingImport = z
  .object({
    id,
    register: z.string(),
    file_name: z.string(),
    headers: z.array(z.string()),
    row_count: z.number().int(),
    columns: z.array(z.object({ name: z.string(), required: z.boolean() })),
    mapping,
    mapped: z.boolean().openapi({ description: "The mapping was chosen; until then it is suggested" }),
    clean: z.number().int().openapi({ description: "Rows without errors (0 until mapped)" }),
    bad: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int().openapi({ description: "The row's line in the file, its header being line 1" }),
        cells: z.record(z.string(), z.string()),
        errors: z.array(rowError),
      }),
    ),
    outcome: z.object({ created: z.number().int(), skipped: z.number().int() }).nullable(),
    created_date: timestamp,
  })
  .openapi("PendingImport");

export const importPreviewQuery = z.object({
  page: z.coerce.number().int().min(0).max(1000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
  only_bad: booleanQuery.optional().openapi({ description: "Only the rows with errors" }),
});

export const importMappingInput = z.strictObject({ mapping });

export const importRunInput = z.strictObject({
  only_clean: z
    .boolean()
    .default(false)
    .openapi({ description: "Import the rows without errors and leave the others; otherwise all or nothing" }),
});

/** The four steps of an import into one register, with that register's edit permission. */
function importOperations<const R extends ImportRegisterName>(register: R) {
  const access = IMPORT_REGISTERS[register].access;
  const path = `/organizations/{org}/imports/${register}` as const;
  const tags = ["Imports"];
  return {
    upload: defineOperation(access, {
      method: "post",
      path,
      tags,
      summary: `Upload a CSV or Excel file (.xlsx) for the ${register} register, to map and check before importing`,
      request: {
        params: organizationParams,
        body: { required: true, content: { "multipart/form-data": { schema: uploadBody } } },
      },
      responses: { 201: json(pendingImport, "Held for a day"), ...standardProblems, 413: { description: "Too large" } },
    }),
    get: defineOperation(access, {
      method: "get",
      path: `${path}/{id}`,
      tags,
      summary: "The uploaded file, its mapping, and a page of its rows each with its errors",
      request: { params: organizationItemParams, query: importPreviewQuery },
      responses: { 200: json(pendingImport), ...standardProblems },
    }),
    map: defineOperation(access, {
      method: "put",
      path: `${path}/{id}/mapping`,
      tags,
      summary: "Choose which header each column is read from; remembered for the next file of the register",
      request: { params: organizationItemParams, body: jsonBody(importMappingInput) },
      responses: { 200: json(pendingImport), ...standardProblems },
    }),
    run: defineOperation(access, {
      method: "post",
      path: `${path}/{id}/run`,
      tags,
      summary: "Import the rows in one transaction: all when none has an error, or only the clean ones; once",
      request: { params: organizationItemParams, body: jsonBody(importRunInput) },
      responses: { 200: json(pendingImport, "Imported (or imported already)"), ...standardProblems },
    }),
  };
}

export type ImportOperations = ReturnType<typeof importOperations>;

/** Each register's import operations. */
export const importsApi = Object.fromEntries(
  IMPORT_REGISTER_NAMES.map((register) => [register, importOperations(register)]),
) as { [R in ImportRegisterName]: ReturnType<typeof importOperations<R>> };
