import { keysToSnake, snakeCase } from "../../server/domain/wire-casing";

export type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number | Date)[];
export type SortOrder<Field extends string = string> = { field: Field; direction: "asc" | "desc" };
export type Query = {
  [name: string]: QueryValue | readonly SortOrder[];
  sort?: readonly SortOrder[] | readonly string[];
};

/** A Date as the wire's date-only form, in UTC (dates travel as UTC midnight). */
export const toDateOnly = (date: Date) => date.toISOString().slice(0, 10);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (typeof value === "number" && Number.isNaN(value));

function queryText(value: string | number | boolean | Date) {
  return value instanceof Date ? toDateOnly(value) : String(value);
}

/** camelCase names → snake_case, empty values skipped, arrays as repeated parameters, sort as `field,dir`. */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === "sort") continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (!isEmpty(item)) params.append(snakeCase(name), queryText(item as string | number | Date));
  }
  for (const order of query.sort ?? []) {
    if (typeof order === "string") {
      const [field, direction] = order.split(",");
      if (field) params.append("sort", `${snakeCase(field)},${direction === "desc" ? "desc" : "asc"}`);
    } else {
      params.append("sort", `${snakeCase(order.field)},${order.direction}`);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A request body: keys to snake_case, dates to `yyyy-mm-dd`. */
export const toRequestBody = (value: unknown) =>
  keysToSnake(value, (leaf) => (leaf instanceof Date ? toDateOnly(leaf) : leaf));
