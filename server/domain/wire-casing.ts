/**
 * The wire speaks snake_case JSON; code on both sides speaks camelCase. These convert keys deeply,
 * at the type level too, so the API's declared schemas and the app's types stay in step.
 */

export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type CamelCase<S extends string> = S extends `${infer Head}_${infer Next}${infer Tail}`
  ? `${Head}${Uppercase<Next>}${CamelCase<Tail>}`
  : S;

/** The JSON form of a value with snake_case keys: dates become ISO strings. */
export type ToWire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? ToWire<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? SnakeCase<K> : K]: ToWire<T[K]> }
      : T;

/** A date without time, `yyyy-mm-dd` on the wire; the app reads it as a Date at UTC midnight. */
export type DateOnly = `${number}-${number}-${number}`;

/**
 * A date-only text as the Date at its UTC midnight. Any number of year digits: a stored year beyond
 * 9999 (which `new Date("10000-01-01")` cannot read) stays a date a page can show (decision 020).
 */
export function utcMidnight(day: string): Date {
  const parts = /^(\d{1,6})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return new Date(Number.NaN);
  const date = new Date(0);
  date.setUTCFullYear(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return date;
}

export type FromWire<T> = T extends DateOnly
  ? Date
  : T extends readonly (infer Item)[]
    ? FromWire<Item>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: FromWire<T[K]> }
      : T;

/** Keys to camelCase, values as they are (date-only fields stay `yyyy-mm-dd`, as services take them). */
export type KeysToCamel<T> = T extends readonly (infer Item)[]
  ? KeysToCamel<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: KeysToCamel<T[K]> }
    : T;

/** Remembers a conversion of the few hundred keys the schemas have; keys from elsewhere fill it only so far. */
function remembered(convert: (key: string) => string, limit = 5_000) {
  const known = new Map<string, string>();
  return (key: string) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < limit) known.set(key, converted);
    }
    return converted;
  };
}

// A key without a lowercase letter is a constant used as a key (a topic, say): camelCase leaves it as
// it is, and so does this.
export const snakeCase = remembered((key) =>
  /[a-z]/.test(key) ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : key,
);
export const camelCase = remembered((key) => key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function convertKeys(value: unknown, rename: (key: string) => string, mapLeaf: (leaf: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, rename, mapLeaf));
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) result[rename(key)] = convertKeys(item, rename, mapLeaf);
    return result;
  }
  return mapLeaf(value);
}

export function toWire<T>(value: T): ToWire<T> {
  return convertKeys(value, snakeCase, (leaf) => (leaf instanceof Date ? leaf.toISOString() : leaf)) as ToWire<T>;
}

export function keysToCamel<T>(value: T, mapLeaf: (leaf: unknown) => unknown = (leaf) => leaf): FromWire<T> {
  return convertKeys(value, camelCase, mapLeaf) as FromWire<T>;
}

export function keysToSnake<T>(value: T, mapLeaf: (leaf: unknown) => unknown = (leaf) => leaf): unknown {
  return convertKeys(value, snakeCase, mapLeaf);
}

/** A validated request body as services take it: camelCase keys, values untouched. */
export const camelKeys = <T>(value: T) => convertKeys(value, camelCase, (leaf) => leaf) as KeysToCamel<T>;
