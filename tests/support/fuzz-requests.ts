import fc from "fast-check";

/**
 * Bad and boundary requests generated from the API's own OpenAPI document, for the bad-input sweep.
 * Values are mostly valid so that requests get past the first check and reach the services and the
 * database; at every level a field may instead be one of the values that once broke the API.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  example?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; schema?: JsonSchema };
export type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  method: string;
  /** The path template below the API base, e.g. `/organizations/{org}/files/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
};

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer };

const INT4_MAX = 2 ** 31 - 1;
const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);

/** Every write operation, and every read that takes parameters, from the document. */
export function fuzzableOperations(doc: OpenApiDocument, base: string): Operation[] {
  const resolve = (schema: JsonSchema) => resolveRefs(schema, doc);
  return Object.entries(doc.paths).flatMap(([fullPath, methods]) =>
    Object.entries(methods)
      .filter(([method, operation]) => WRITE_METHODS.has(method) || (operation.parameters ?? []).length > 0)
      .map(([method, operation]) => {
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        return {
          method: method.toUpperCase(),
          path: fullPath.slice(base.length),
          parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: p.schema && resolve(p.schema) })),
          body: contentType && media ? { contentType, schema: resolve(media.schema) } : undefined,
        };
      }),
  );
}

function resolveRefs(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (schema.$ref) return resolveRefs(doc.components!.schemas![schema.$ref.split("/").pop()!]!, doc, depth + 1);
  const deeper = (s: JsonSchema) => resolveRefs(s, doc, depth + 1);
  return {
    ...schema,
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(deeper) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(deeper) } : {}),
    ...(schema.items ? { items: deeper(schema.items) } : {}),
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, deeper(v)])) }
      : {}),
  };
}

/** Values that broke, or could break, a JSON field: wrong types, int4 overflow, NUL, odd dates, size. */
const badScalar = fc.constantFrom<unknown>(
  2 ** 31,
  INT4_MAX,
  -(2 ** 31) - 1,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  1e308,
  "2147483648",
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x".repeat(20_000),
  "0000-01-01",
  "2026-02-30",
  "10000-01-01",
  "-001000-01-01",
  "0001-01-01T00:00:00.000Z",
  "2026-13-45T99:99:99Z",
  "not a date",
  "1e3",
  true,
  null,
  [],
  {},
  [2 ** 31],
  ["\u0000"],
  { nested: "\u0000" },
);

/** Values that broke, or could break, a path or query parameter (sent URL-encoded). */
const badParameter = fc.constantFrom(
  "2147483648",
  String(INT4_MAX),
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "99999999999999999999",
  "abc",
  "\u0000",
  "7\u0000",
  "",
  " ",
  "0000-01-01",
  "x".repeat(5_000),
  "name,desc,extra",
  "\u0000,asc",
);

const validString = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (typeof schema.example === "string") return fc.constant(schema.example);
  switch (schema.format) {
    case "date":
      return fc.constantFrom("2026-03-31", "2024-02-29");
    case "date-time":
      return fc.constant(new Date().toISOString());
    case "email":
      return fc.constant("someone@test.example");
    case "uri":
      return fc.constant("https://example.org/act");
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
};

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value the schema accepts (as far as a JSON schema tells). */
function validValue(schema: JsonSchema, ids: () => number): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, ids)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = typesOf(schema).find((t) => t !== "null") ?? "string";
  switch (type) {
    case "integer":
      return schema.maximum !== undefined && schema.maximum < 1000
        ? fc.integer({ min: schema.minimum ?? 0, max: schema.maximum })
        : fc.constant(ids());
    case "number":
      return fc.double({ noNaN: true, min: -1000, max: 1000 });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(validValue(schema.items ?? {}, ids), { maxLength: 3 });
    case "object":
      return objectOf(schema, ids);
    default:
      return validString(schema);
  }
}

function objectOf(schema: JsonSchema, ids: () => number) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, ids)])),
    { requiredKeys: [...required].filter((name) => name in properties) },
  );
}

/** Every place in a JSON value where another value could stand: the root, each field, each item. */
function slotsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const children =
    value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, child]) =>
          slotsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...children];
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

/**
 * A valid value with one bad spot: a field or item swapped for a bad value, or an unknown field
 * added, so that the one bad value is what the API has to deal with.
 */
const withOneBadSpot = (schema: JsonSchema, ids: () => number) =>
  fc.tuple(validValue(schema, ids), fc.nat(), badScalar, fc.boolean()).map(([value, pick, bad, addField]) => {
    if (addField && value && typeof value === "object" && !Array.isArray(value))
      return { ...value, unknown_field: bad };
    const slots = slotsOf(value);
    return replaceAt(value, slots[pick % slots.length]!, bad);
  });

/** Bodies that are not what the operation reads at all. */
const notJson = fc.constantFrom(
  "",
  "{",
  "not json",
  "\u0000",
  "null",
  "[]",
  "42",
  '"text"',
  "[".repeat(5_000),
  '{"a":1}{',
);

const multipartBody = (boundary: string, parts: string[], closed = true) =>
  Buffer.from(parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + (closed ? `--${boundary}--\r\n` : ""));

const filePart = (field: string, fileName: string, content: string) =>
  `Content-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n${content}`;

/** Multipart bodies as a careless or hostile client sends them: no boundary, wrong boundary, cut off, … */
const multiparts: fc.Arbitrary<{ contentType: string; body: string | Buffer }> = fc.constantFrom(
  { contentType: "multipart/form-data", body: multipartBody("b", [filePart("file", "a.txt", "hello")]) },
  { contentType: "multipart/form-data; boundary=", body: "--\r\n\r\n" },
  { contentType: "multipart/form-data; boundary=other", body: multipartBody("b", [filePart("file", "a.txt", "hi")]) },
  {
    contentType: "multipart/form-data; boundary=b",
    body: multipartBody("b", [filePart("file", "a.txt", "hi")], false),
  },
  { contentType: "multipart/form-data; boundary=b", body: "" },
  { contentType: "multipart/form-data; boundary=b", body: "\u0000garbage" },
  { contentType: "multipart/form-data; boundary=b", body: multipartBody("b", ['name="file"\r\n\r\nno headers']) },
  { contentType: "multipart/form-data; boundary=b", body: multipartBody("b", [filePart("file", "", "nameless")]) },
  { contentType: "multipart/form-data; boundary=b", body: multipartBody("b", [filePart("file", "a\u0000.txt", "x")]) },
  {
    contentType: "multipart/form-data; boundary=b",
    body: multipartBody("b", [filePart("file", "a.txt", "one"), filePart("file", "b.txt", "two")]),
  },
  {
    contentType: "multipart/form-data; boundary=b",
    body: multipartBody("b", [
      'Content-Disposition: form-data; name="standalone"\r\n\r\n\u0000',
      filePart("file", "notes.txt", "fine"),
    ]),
  },
  { contentType: "multipart/form-data; boundary=b", body: multipartBody("b", [filePart("other", "a.txt", "x")]) },
  { contentType: "application/json", body: "{}" },
  { contentType: "text/plain", body: "hello" },
);

function bodyFor(operation: Operation, ids: () => number) {
  const { contentType, schema } = operation.body ?? { contentType: "application/json", schema: {} };
  if (contentType.startsWith("multipart/")) return multiparts;
  const encode =
    contentType === "application/x-www-form-urlencoded"
      ? (value: unknown) =>
          new URLSearchParams(
            Object.entries(value && typeof value === "object" ? value : { value }).map(([k, v]) => [k, String(v)]),
          ).toString()
      : (value: unknown) => JSON.stringify(value) ?? "";
  return fc.oneof(
    { weight: 1, arbitrary: validValue(schema, ids).map((value) => ({ contentType, body: encode(value) })) },
    { weight: 6, arbitrary: withOneBadSpot(schema, ids).map((value) => ({ contentType, body: encode(value) })) },
    { weight: 1, arbitrary: notJson.map((body) => ({ contentType, body })) },
    {
      weight: 1,
      arbitrary: validValue(schema, ids).map((value) => ({ contentType: "text/plain", body: encode(value) })),
    },
  );
}

const asParameter = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * Requests for one operation: path ids of existing records (from `existingId`) or bad ones, query
 * parameters valid or bad, and a body shaped by the operation's schema or deliberately broken.
 */
export function requestsFor(operation: Operation, existingId: (path: string, name: string) => number) {
  const ids = () => existingId(operation.path, "id");
  const pathParameters = operation.parameters.filter((p) => p.in === "path");
  const queryParameters = operation.parameters.filter((p) => p.in === "query");
  const path = fc.tuple(
    ...pathParameters.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(String(existingId(operation.path, p.name))) },
        { weight: 1, arbitrary: badParameter },
      ),
    ),
  );
  const query = fc.tuple(
    ...queryParameters.map((p) =>
      fc.option(
        fc.oneof(
          validValue(p.schema ?? {}, ids).map(asParameter),
          badParameter,
          badScalar.map(asParameter),
          fc.array(badParameter, { minLength: 2, maxLength: 3 }),
        ),
        { freq: 2 },
      ),
    ),
  );
  const hasBody = operation.body !== undefined || operation.method !== "GET";
  const body = hasBody ? fc.option(bodyFor(operation, ids), { freq: 10 }) : fc.constant(null);
  return fc.tuple(path, query, body).map(([pathValues, queryValues, sent]): FuzzRequest => {
    let i = 0;
    const url = operation.path.replace(/{(\w+)}/g, () => encodeURIComponent(pathValues[i++]!));
    const search = new URLSearchParams();
    queryParameters.forEach((p, index) => {
      const value = queryValues[index];
      for (const item of value == null ? [] : Array.isArray(value) ? value : [value]) search.append(p.name, item);
    });
    return {
      method: operation.method,
      path: search.size ? `${url}?${search}` : url,
      headers: sent ? { "content-type": sent.contentType } : {},
      body: sent?.body,
    };
  });
}

/** One line per request, short enough to read in a failure message. */
export function describeRequest(request: FuzzRequest) {
  const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);
  const body = shorten(request.body === undefined ? "" : String(request.body));
  return `${request.method} ${shorten(request.path)} ${JSON.stringify(request.headers)} ${JSON.stringify(body)}`;
}
