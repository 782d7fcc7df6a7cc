import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { dateBounds } from "../../server/api/schemas/common";
import type { Operation } from "../../server/api/contracts/operation";
import { camelCase, type KeysToCamel } from "../../server/domain/wire-casing";
import {
  idList,
  optionalDate,
  optionalId,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredDate,
  requiredNumber,
  requiredText,
  version,
} from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { LONG_TEXT, MAX_STEPS, type FieldRule, type FormRules } from "./form-rules";

type JsonBody<R> = R extends { request: { body: { content: { "application/json": { schema: infer S } } } } }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** The record an operation takes, as a form sends it: camelCase names, empty fields as null. */
export type FormValue<R> = KeysToCamel<z.output<JsonBody<R>>>;

const STAMP = "last_modified_date";

function bodySchema(operation: Operation): z.ZodObject {
  const schema = (operation.request as { body?: { content: { "application/json": { schema: unknown } } } })?.body
    ?.content["application/json"].schema;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${operation.path} takes no JSON object`);
  return schema;
}

/** A field's rule from its API schema: optional when it may be null, missing or has a default. */
function ruleOf(name: string, field: z.ZodType): FieldRule {
  let inner: z.ZodType = field;
  let required = true;
  const fallback = field instanceof z.ZodDefault ? (field.def.defaultValue as unknown) : undefined;
  for (;;) {
    if (inner instanceof z.ZodDefault || inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
      required = false;
      inner = inner.unwrap() as z.ZodType;
    } else break;
  }
  const bound = dateBounds.get(inner);
  if (bound) return { kind: "date", required };
  if (inner instanceof z.ZodStringFormat && inner.maxLength !== null) {
    const format = inner instanceof z.ZodEmail ? "email" : inner instanceof z.ZodURL ? "url" : undefined;
    if (format) return { kind: "text", required, maxLength: inner.maxLength, format };
  }
  if (inner instanceof z.ZodString && inner.maxLength !== null)
    return {
      kind: inner.maxLength >= LONG_TEXT ? "longText" : "text",
      required: required && (inner.minLength ?? 0) > 0,
      maxLength: inner.maxLength,
    };
  if (inner instanceof z.ZodBoolean) return { kind: "flag", required: false };
  // A string without a length the API checks by a rule of its own (a country code): a choice the page offers.
  if (inner instanceof z.ZodString && inner.maxLength === null) return { kind: "code", required };
  if (inner instanceof z.ZodNumber && inner.isInt && name.endsWith("_id")) return { kind: "id", required };
  const { minValue: min, maxValue: max } = inner instanceof z.ZodNumber ? inner : { minValue: null, maxValue: null };
  if (inner instanceof z.ZodNumber && inner.isInt && min !== null && max !== null && max - min <= MAX_STEPS)
    return { kind: "step", required, min, max };
  if (inner instanceof z.ZodNumber && min !== null && max !== null)
    return { kind: "number", required, min, max, whole: Boolean(inner.isInt) };
  if (inner instanceof z.ZodEnum) {
    const options = inner.options as string[];
    // A choice the API defaults (a kind, a status) is always made: the form starts at the default.
    if (typeof fallback === "string") return { kind: "choice", required: true, options, initial: fallback };
    return { kind: "choice", required, options };
  }
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodNumber && name.endsWith("_ids"))
    return { kind: "ids", required: false, max: maxItems(inner) };
  throw new Error(`the register kit has no form field for ${name}: give the form its own schema`);
}

/** The most items an array takes (its `.max()`), or as many as a form may send. */
function maxItems(array: z.ZodArray): number {
  for (const check of array.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === "max_length" && def.maximum !== undefined) return def.maximum;
  }
  return 200;
}

const email = (max: number) => z.email("validation.email").max(max, "validation.tooLong");

function formField(rule: FieldRule, field: z.ZodType): z.ZodType {
  switch (rule.kind) {
    case "text":
      if (rule.format === "url")
        return rule.required
          ? z.url({ protocol: /^https?$/, error: "validation.url" }).max(rule.maxLength, "validation.tooLong")
          : optionalUrl(rule.maxLength);
      if (rule.format === "email")
        return rule.required
          ? email(rule.maxLength)
          : email(rule.maxLength)
              .optional()
              .transform((value) => value ?? null);
      return rule.required ? requiredText(rule.maxLength) : optionalText(rule.maxLength);
    case "longText":
      return rule.required ? requiredText(rule.maxLength) : optionalText(rule.maxLength);
    case "date": {
      let inner = field;
      while (inner instanceof z.ZodDefault || inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
        inner = inner.unwrap() as z.ZodType;
      const { bound } = dateBounds.get(inner)!;
      return rule.required ? requiredDate(bound) : optionalDate(bound);
    }
    case "id":
      return rule.required ? z.coerce.number("validation.required").int().positive() : optionalId();
    case "flag":
      // A checkbox sends its value only when ticked.
      return z
        .string()
        .optional()
        .transform((value) => value === "on");
    case "choice": {
      const choice = z.enum(rule.options as [string, ...string[]], "validation.required");
      // A choice the form does not show (a new record's status) is the API's default.
      if (rule.initial !== undefined) return choice.optional().transform((value) => value ?? rule.initial);
      return rule.required ? choice : choice.optional().transform((value) => value ?? null);
    }
    case "step": {
      const step = z.coerce.number("validation.required").int().min(rule.min).max(rule.max);
      return rule.required
        ? step
        : z
            .union([z.literal("").transform(() => null), step])
            .optional()
            .transform((value) => value ?? null);
    }
    case "number": {
      const typed = z.number().min(rule.min, "validation.server.too_small").max(rule.max, "validation.server.too_big");
      const number = rule.whole ? typed.int("validation.number") : typed;
      return rule.required ? requiredNumber().pipe(number) : optionalNumber().pipe(number.nullable());
    }
    case "code": {
      const code = z.string("validation.required").trim().min(1, "validation.required");
      return rule.required ? code : code.optional().transform((value) => value ?? null);
    }
    case "ids":
      return idList(rule.max);
  }
}

const forms = new WeakMap<Operation, { schema: z.ZodType; rules: FormRules }>();

/**
 * The form for an operation's body, from the API's own input schema: the page's rules (required,
 * longest text, date bounds) and the action's schema, whose output is the body as it is. Rules that
 * tie fields together stay the API's: its 422 lands on the field it names.
 */
export function recordForm<R extends Operation>(operation: R) {
  let form = forms.get(operation);
  if (!form) {
    const rules: FormRules = {};
    const fields: Record<string, z.ZodType> = {};
    for (const [name, field] of Object.entries(bodySchema(operation).shape)) {
      if (name === STAMP) {
        fields[camelCase(name)] = version;
        continue;
      }
      const rule = ruleOf(name, field as z.ZodType);
      rules[camelCase(name)] = rule;
      fields[camelCase(name)] = formField(rule, field as z.ZodType);
    }
    form = { schema: z.object(fields), rules };
    forms.set(operation, form);
  }
  return form as { schema: z.ZodType<FormValue<R>>; rules: FormRules<Extract<keyof FormValue<R>, string>> };
}

/**
 * A register's save: validates the form by the operation's input schema, sends it, and goes to the
 * page `send` answers, with the success message; refusals land on the form (submitForm).
 */
export function saveRecord<R extends Operation>(
  request: Request,
  context: AppLoadContext,
  options: { operation: R; message: string; send: (body: FormValue<R>) => Promise<string> },
) {
  return submitForm(request, context, {
    schema: recordForm(options.operation).schema,
    message: options.message,
    send: options.send,
  });
}
