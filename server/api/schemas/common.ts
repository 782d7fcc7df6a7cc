import { z } from "@hono/zod-openapi";
import { DATE_BOUNDS, dateBoundRefusal, type DateBound } from "../../domain/date-bounds";
import { MAX_ID } from "../../domain/record-ids";
import type { DateOnly } from "../../domain/wire-casing";

export { z };

export { isRecordId, MAX_ID } from "../../domain/record-ids";

/** An id in a JSON body: a larger one would make PostgreSQL fail instead of answering "not found". */
export const id = z.number().int().min(1).max(MAX_ID).openapi({ example: 42 });

const coercedId = z.coerce.number().int().min(1).max(MAX_ID);

/** An id in the path. One that cannot name a record answers 404, like a missing one (see router.ts). */
export const idParam = (name: string) => coercedId.openapi({ param: { name, in: "path" }, example: 42 });

/** An id in the query string, e.g. a filter: out of range is a 422 like any invalid query value. */
export const idQuery = coercedId.openapi({ type: "integer", example: 42 });

/** PostgreSQL's text types cannot hold U+0000; refused up front instead of failing in the database. */
const NUL = "\u0000";
const noNul = { message: "must not contain the NUL character (U+0000)", params: { code: "nul_character" } } as const;
const withoutNul = (value: string) => !value.includes(NUL);

/**
 * Free text from a user, in a body or a query: trimmed, at most `max` characters, without NUL.
 * Every string input goes through this (or a stricter format such as an enum, a regex or `url`).
 */
export const text = (max: number) => z.string().trim().max(max).refine(withoutNul, noNul);

/** A web address (http or https), at most `max` characters, without NUL (a URL parser lets it through). */
export const url = (max: number) =>
  z
    .url({ protocol: /^https?$/ })
    .max(max)
    .refine(withoutNul, noNul);

/**
 * Years a date may have. PostgreSQL and JavaScript hold 1..9999 (year 0 does not exist in PostgreSQL);
 * the product narrows it to 1000..9999: legislation predates 1900 (Danske Lov 1683, Grundloven 1849),
 * and a year below 1000 is always a typing error ("0026"), which a calendar would show absurdly.
 */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;
const dateRange = {
  message: `a date in the years ${MIN_YEAR}..${MAX_YEAR}`,
  params: { code: "date_out_of_range" },
} as const;
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};

const isoDate = z.iso.date().refine(yearInRange, dateRange);

/**
 * `yyyy-mm-dd`, a real calendar date (zod checks month lengths and leap years) in MIN_YEAR..MAX_YEAR:
 * what the API answers and takes in filters. A date a person enters into a record is `dateIn(bound)`.
 */
export const dateOnly = isoDate.openapi({ example: "2026-03-31" }) as unknown as z.ZodType<DateOnly, DateOnly>;

const boundDescription = (bound: DateBound) => {
  const { fromYear, ahead } = DATE_BOUNDS[bound];
  return `From ${fromYear}-01-01 to today plus ${ahead} (refused as \`${DATE_BOUNDS[bound].early}\` or \`${DATE_BOUNDS[bound].late}\`)`;
};

/** Refuses a date (the `yyyy-mm-dd` part of `value`) outside the bound, with the bound's code. */
const withinBound =
  (bound: DateBound, dayOf: (value: string) => string = (value) => value) =>
  (value: string, context: z.RefinementCtx) => {
    const day = dayOf(value);
    // A value that is no date at all is refused once, as such, by the checks before.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !yearInRange(day)) return;
    const code = dateBoundRefusal(day, bound);
    if (code) context.addIssue({ code: "custom", message: boundDescription(bound), params: { code } });
  };

/** A validation issue's code as the screens translate it: a refinement names its own (nul_character). */
export const issueCode = (issue: z.core.$ZodIssue) =>
  issue.code === "custom" && typeof issue.params?.code === "string" ? issue.params.code : issue.code;

/** The bound of each `dateIn` field, for the page's form that takes the same field (app/register). */
export const dateBounds = z.registry<{ bound: DateBound }>();

/** A date a person enters into a record, within the range that makes sense for what it is (decision 020). */
export const dateIn = (bound: DateBound) => {
  const schema = isoDate
    .superRefine(withinBound(bound))
    .openapi({ example: "2026-03-31", description: boundDescription(bound) });
  dateBounds.add(schema, { bound });
  return schema as unknown as z.ZodType<DateOnly, DateOnly>;
};

type Answered<Shape extends z.ZodRawShape> = {
  [Name in keyof Shape]: Shape[Name] extends z.ZodDefault<infer Inner> ? Inner : Shape[Name];
};

/**
 * A record's input fields as its answer declares them: what is taken is what is answered, so a field's
 * type, length and date bound are written once. An input's default (null for "none") is no answer's.
 */
export function answerFields<Shape extends z.ZodRawShape>(shape: Shape): Answered<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [name, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as Answered<Shape>;
}

/**
 * An instant, e.g. `last_modified_date` (the optimistic concurrency stamp a client sends back): ISO
 * 8601 with a time zone, a real calendar date, in a year PostgreSQL's timestamptz and JS Date hold.
 */
export const timestamp = z.iso
  .datetime({ offset: true })
  .refine((value) => yearInRange(value) && z.iso.date().safeParse(value.slice(0, 10)).success, dateRange)
  .openapi({ format: "date-time", example: "2026-03-31T08:15:00.000Z" });

/** An instant a person enters (when something happened), its day within the bound like `dateIn`. */
export const timestampIn = (bound: DateBound) =>
  timestamp.superRefine(withinBound(bound, (value) => value.slice(0, 10))).openapi({
    format: "date-time",
    example: "2026-03-31T08:15:00.000Z",
    description: boundDescription(bound),
  });

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

/** A yes/no filter of a query string: `true` or `false`, nothing else. */
export const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

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

/**
 * A list's paging and sort, its sort limited to the fields the list declares: the declaration is the
 * one list of them (the contract documents it, the service's columns are typed by it, the pages offer
 * it), and any other field answers 422 `unknown_sort` on `sort`.
 */
export function pagingSortedBy<const Field extends string>(fields: readonly [Field, ...Field[]]) {
  const known: readonly string[] = fields;
  const item = sortItem.superRefine((value, context) => {
    if (!known.includes(value.field)) {
      context.addIssue({
        code: "custom",
        message: `The list cannot be sorted by ${value.field}; it sorts by ${fields.join(", ")}`,
        params: { code: "unknown_sort" },
      });
    }
  }) as unknown as z.ZodType<{ field: Field; direction: "asc" | "desc" }, string>;
  return pagingQuery.extend({
    sort: z
      .union([item, z.array(item)])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
      .openapi({
        type: "array",
        items: { type: "string", example: `${fields[0]},asc` },
        description: `field,asc or field,desc; the fields: ${fields.join(", ")}`,
      }),
  });
}

/** The fields a list sorts by, as its declaration names them. */
export type SortField<Fields extends readonly string[]> = Fields[number];

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

/** An organization that holds records refuses to move or go; `held` lists them by kind with a count. */
export const inUseProblem = {
  409: {
    description: "It still holds records, or organizations below it",
    content: {
      "application/problem+json": {
        schema: problemSchema.extend({
          held: z.array(z.object({ kind: z.string(), count: z.number().int() })).optional(),
        }),
      },
    },
  },
} as const;

export const json = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const noContent = { description: "Done" } as const;
