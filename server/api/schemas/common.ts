import { z } from "@hono/zod-openapi";
import type { DateOnly } from "../../domain/wire-casing";

export { z };

/** `yyyy-mm-dd`, a real calendar date. */
export const dateOnly = z.iso.date().openapi({ example: "2026-03-31" }) as unknown as z.ZodType<DateOnly, DateOnly>;

export const timestamp = z.string().openapi({ format: "date-time", example: "2026-03-31T08:15:00.000Z" });

export const id = z.number().int().positive().openapi({ example: 42 });

export const idParam = (name: string) =>
  z.coerce
    .number()
    .int()
    .positive()
    .openapi({ param: { name, in: "path" }, example: 42 });

export const organizationParams = z.object({ org: idParam("org") });
export const organizationItemParams = z.object({ org: idParam("org"), id: idParam("id") });

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ total_elements: z.number().int().nonnegative(), content: z.array(item) });

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 20;

const sortItem = z
  .string()
  .regex(/^[a-z_]+(,(asc|desc))?$/i, "sort is field,asc or field,desc")
  .transform((value) => {
    const [field, direction] = value.split(",");
    return { field: field!, direction: direction?.toLowerCase() === "desc" ? ("desc" as const) : ("asc" as const) };
  });

/** page (0-based), size and repeated sort=field,asc|desc. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z
    .union([sortItem, z.array(sortItem)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .openapi({ type: "array", items: { type: "string", example: "name,asc" } }),
});
export type Paging = z.output<typeof pagingQuery>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
  })
  .openapi("Problem");

const problem = (description: string) => ({
  description,
  content: { "application/problem+json": { schema: problemSchema } },
});

/** The refusals every authenticated route can answer, for the OpenAPI document. */
export const standardProblems = {
  400: problem("Malformed request"),
  401: problem("Not logged in, or the session expired"),
  403: problem("Missing permission, XSRF token or feature"),
  404: problem("Not found, or not in an organization the caller belongs to"),
  422: problem("Invalid fields"),
} as const;

export const conflictProblem = { 409: problem("The record was changed since it was read") } as const;

export const json = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const noContent = { description: "Done" } as const;
