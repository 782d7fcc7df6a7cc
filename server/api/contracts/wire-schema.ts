import type { z } from "@hono/zod-openapi";
import { camelCase, keysToCamel, toWire, utcMidnight } from "../../domain/wire-casing";

/**
 * The wire form follows the response schema, never the look of a value: only fields the schema
 * declares as date-only (`format: date`) are dates, so a name such as "2026-01-01" stays text.
 */

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers that carry the schema that matters for the wire form. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === "nullable" || def.type === "optional" || def.type === "default" || def.type === "readonly")
      current = def.innerType!;
    else if (def.type === "pipe") current = def.in!;
    else if (def.type === "lazy") current = def.getter!();
    else return current;
  }
}

const unwrapped = new WeakMap<z.ZodType, Def>();

/** The definition that decides a value's wire form; schemas are built once, so this is kept per schema. */
function wireDef(schema: z.ZodType): Def {
  let def = unwrapped.get(schema);
  if (!def) unwrapped.set(schema, (def = defOf(unwrap(schema))));
  return def;
}

const toDateOnly = (date: Date) => date.toISOString().slice(0, 10);

/** A service's camelCase value as the snake_case JSON the schema declares; undeclared fields are left out. */
export function serialize(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const def = wireDef(schema);
  switch (def.type) {
    case "object": {
      const source = value as Record<string, unknown>;
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape!)) {
        const name = camelCase(key);
        const item = name in source ? source[name] : source[key];
        if (item !== undefined) result[key] = serialize(field, item);
      }
      return result;
    }
    case "array":
      return (value as unknown[]).map((item) => serialize(def.element!, item));
    case "record":
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, serialize(def.valueType!, item)]),
      );
    case "string":
      if (value instanceof Date) return def.format === "date" ? toDateOnly(value) : value.toISOString();
      return value;
    default:
      return toWire(value);
  }
}

/** A snake_case JSON answer as the app reads it: camelCase keys, date-only fields as Dates at UTC midnight. */
export function revive(schema: z.ZodType | null, value: unknown): unknown {
  if (value === null || value === undefined || !schema) return keysToCamel(value);
  const def = wireDef(schema);
  switch (def.type) {
    case "object": {
      if (typeof value !== "object" || Array.isArray(value)) return value;
      const result: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const field = def.shape![key];
        result[camelCase(key)] = field ? revive(field, item) : keysToCamel(item);
      }
      return result;
    }
    case "array":
      return Array.isArray(value) ? value.map((item) => revive(def.element!, item)) : value;
    case "string":
      return def.format === "date" && typeof value === "string" ? utcMidnight(value) : value;
    default:
      return keysToCamel(value);
  }
}
