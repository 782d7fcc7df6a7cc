import { z } from "zod";
import { dateBoundRefusal, type DateBound } from "../../server/domain/date-bounds";
import { MAX_ID } from "../../server/domain/record-ids";
import type { DateOnly } from "../../server/domain/wire-casing";
import { parseTypedNumber } from "../../server/domain/typed-values";

/**
 * Field builders for form schemas. Their output is what the API's contract takes (empty → null,
 * dates as `yyyy-mm-dd`), so an action hands the validated value to the API as it is. Messages are
 * translation keys.
 */
/** The rows of a list a bulk action was sent for: the checkboxes named `id`, at least one. */
export const chosenRows = (max: number, noneChosen = "table.noneChosen") =>
  z
    .array(z.coerce.number().int().positive().max(MAX_ID), noneChosen)
    .min(1, noneChosen)
    .max(max, "table.tooManyChosen");

export const requiredText = (max: number) =>
  z.string("validation.required").trim().min(1, "validation.required").max(max, "validation.tooLong");

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .transform((value) => value || null);

/** A calendar date within the range the API takes for a field of this kind (decision 020). */
const boundedDate = (bound: DateBound) =>
  z.iso.date("validation.date").superRefine((value, context) => {
    const code = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateBoundRefusal(value, bound) : null;
    if (code) context.addIssue({ code: "custom", message: `validation.server.${code}` });
  });

export const optionalDate = (bound: DateBound) =>
  boundedDate(bound)
    .optional()
    .transform((value) => (value ?? null) as DateOnly | null);

export const requiredDate = (bound: DateBound) => boundedDate(bound).transform((value) => value as DateOnly);

export const optionalUrl = (max = 1000) =>
  z
    .url({ protocol: /^https?$/, error: "validation.url" })
    .max(max, "validation.tooLong")
    .optional()
    .transform((value) => value ?? null);

export const optionalId = () =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .optional()
    .transform((value) => value ?? null);

/** A choice of a record that must be made (a member from a list). */
export const requiredId = () =>
  z.coerce.number("validation.required").int().positive("validation.required").max(MAX_ID, "validation.required");

export const idList = (max: number) => z.array(z.coerce.number().int().positive().max(MAX_ID)).max(max).default([]);

/** The record's version, sent back so a stale edit is refused instead of overwriting. */
export const version = z.string().min(1);

const typedNumber = z
  .string()
  .trim()
  .transform((value, context) => {
    const parsed = parseTypedNumber(value);
    if (!Number.isFinite(parsed) || Math.abs(parsed) > 1e12) {
      context.addIssue({ code: "custom", message: "validation.number" });
      return z.NEVER;
    }
    return parsed;
  });

export const requiredNumber = () =>
  z.string("validation.required").trim().min(1, "validation.required").pipe(typedNumber);

export const optionalNumber = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(typedNumber.optional())
    .transform((value) => value ?? null);

/** A checkbox: present (any value) is true, absent false. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value !== undefined);
