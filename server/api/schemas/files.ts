import { dateIn, dateOnly, id, pagingSortedBy, text, timestamp, z } from "./common";

export const fileMetadata = z
  .object({
    id,
    name: z.string(),
    description: z.string().nullable(),
    date: dateOnly.nullable(),
    deleted: z.boolean(),
    standalone: z.boolean(),
    content_type: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    created_by: id.nullable(),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("File");

export const fileUpdate = z.strictObject({
  name: text(200).min(1),
  description: text(2000).nullish(),
  date: dateIn("planned").nullish(),
  deleted: z.boolean().default(false),
  last_modified_date: timestamp,
});

const booleanQuery = z
  .enum(["true", "false"])
  .transform((value) => value === "true")
  .optional();

export const FILE_SORT_FIELDS = ["name", "date", "size", "created_date", "last_modified_date"] as const;
export const fileListQuery = pagingSortedBy(FILE_SORT_FIELDS).extend({
  search: text(200).optional(),
  standalone: booleanQuery,
  deleted: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true")
    .openapi({ description: "Only the deleted files (true) or only the others (false)" }),
});

/** The multipart body of an upload, for the OpenAPI document (it is read as a stream, not validated here). */
export const uploadBody = z
  .object({
    file: z.string().openapi({ type: "string", format: "binary" }),
    standalone: z.enum(["true", "false"]).optional(),
  })
  .openapi("FileUpload");
