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
import { IMPORT_REGISTER_NAMES, IMPORT_REGISTERS, type ImportRegisterName } from "./import-registers";
import { defineOperation } from "./operation";

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
