import { id, text, timestamp, z } from "./common";
import { fileMetadata } from "./files";

export const scope = z
  .object({
    id,
    text: z.string(),
    files: z.array(fileMetadata),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("Scope");

export const scopeInput = z.strictObject({
  text: text(20_000).min(1),
  /** The stamp read with the scope; null when writing the first. */
  last_modified_date: timestamp.nullable().default(null),
});

export const scopeRevision = z
  .object({
    id,
    text: z.string(),
    author: z.object({ id, name: z.string() }).nullable(),
    created_date: timestamp,
  })
  .openapi("ScopeRevision");
