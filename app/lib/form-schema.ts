import { z } from "zod";
import { MAX_ID } from "../../server/domain/record-ids";
import type { DateOnly } from "../../server/domain/wire-casing";

/**
 * Field builders for form schemas. Their output is what the API's contract takes (empty → null,
 * dates as `yyyy-mm-dd`), so an action hands the validated value to the API as it is. Messages are
 * translation keys.
 */
export const requiredText = (max: number) =>
  z.string("validation.required").trim().min(1, "validation.required").max(max, "validation.tooLong");

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .optional()
    .transform((value) => value || null);

export const optionalDate = () =>
  z.iso
    .date("validation.date")
    .optional()
    .transform((value) => (value ?? null) as DateOnly | null);

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

export const idList = (max: number) => z.array(z.coerce.number().int().positive().max(MAX_ID)).max(max).default([]);

/** The record's version, sent back so a stale edit is refused instead of overwriting. */
export const version = z.string().min(1);
