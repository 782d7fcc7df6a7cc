import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { EMISSION_UNITS } from "../../../../server/domain/emissions";
import { MAX_SOURCE_YEAR, MIN_SOURCE_YEAR } from "../../../../server/domain/emission-factor-values";
import type { UtilityType } from "../../../../server/domain/units";
import type { ApiClient } from "~/api/client.server";
import { filledRows, onFormRows as onRows } from "~/lib/form-rows.server";
import {
  checkbox,
  optionalDate,
  optionalId,
  optionalText,
  optionalUrl,
  requiredText,
  version,
} from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { factorEditPath } from "./paths";
import { isBlankRow, MAX_ROWS, ROW_FIELDS } from "./value-rows";

/** A number as people type it: 0.192 or 0,192; empty is none. */
const optionalNumber = () =>
  z
    .string()
    .trim()
    .optional()
    .refine(
      (text) => !text || (/^(\d+([.,]\d*)?|[.,]\d+)$/.test(text) && Number(text.replace(",", ".")) <= 1e9),
      "adminEmissionFactors.numberInvalid",
    )
    .transform((text) => (text ? Number(text.replace(",", ".")) : null));

const optionalYear = () =>
  z
    .string()
    .trim()
    .optional()
    .refine(
      (text) => !text || (/^\d{4}$/.test(text) && Number(text) >= MIN_SOURCE_YEAR && Number(text) <= MAX_SOURCE_YEAR),
      "adminEmissionFactors.yearInvalid",
    )
    .transform((text) => (text ? Number(text) : null));

const required = (path: string) => ({ code: "custom" as const, path: [path], message: "validation.required" });

/**
 * A row of values: a blank row, or one marked for removal, becomes null, to be left out; a filled one
 * needs its number, unit and source.
 */
const valueRow = z
  .object({
    id: optionalId(),
    remove: z.literal("on", "validation.server.invalid_value").optional(),
    value: optionalNumber(),
    meterUnit: optionalText(20),
    emissionUnit: z.enum(EMISSION_UNITS, "validation.server.invalid_value").default("KILOGRAMS"),
    startDate: optionalDate("planned"),
    endDate: optionalDate("term"),
    source: optionalText(500),
    sourceUrl: optionalUrl(),
    sourceYear: optionalYear(),
  })
  .superRefine((row, context) => {
    if (row.remove || isBlankRow(row)) return;
    if (row.value === null) context.addIssue(required("value"));
    if (row.meterUnit === null) context.addIssue(required("meterUnit"));
    if (row.source === null) context.addIssue(required("source"));
  })
  .transform(({ remove, ...row }) =>
    remove || isBlankRow(row)
      ? null
      : { ...row, value: row.value ?? 0, meterUnit: row.meterUnit ?? "", source: row.source ?? "" },
  );

const fields = {
  name: requiredText(200),
  description: optionalText(2000),
  // The rows keep their places (blank ones as null), so a refusal of the API finds its row again.
  values: z
    .array(valueRow)
    .max(MAX_ROWS + 10, "validation.server.values_too_many")
    .default([])
    .refine((rows) => rows.some((row) => row !== null), "validation.server.values_required"),
};

/**
 * The factor form, for the new and the edit screen, validated where the actions run: zod stays out of
 * the browser. Whether the factor is biogenic is chosen once, when it is made.
 */
export const factorSchema = z.object({ ...fields, biogenic: checkbox() });
export const factorUpdateSchema = z.object({ ...fields, lastModifiedDate: version });

// The fields the form shows: a refusal of anything else is shown with the form's own errors.
const SHOWN_TOP = new Set(["name", "description"]);
const SHOWN_IN_ROW = new Set<string>(ROW_FIELDS.filter((name) => name !== "id"));

const onFormRows = (error: unknown, places: number[]) =>
  onRows(error, { values: { places, fields: SHOWN_IN_ROW } }, (path) => (SHOWN_TOP.has(path) ? path : null));

/** Creates the factor (with its utility type) or saves it (with its id), then shows it in edit mode. */
export function saveFactor(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  factor: { utilityType: UtilityType } | { id: number },
) {
  if ("utilityType" in factor) {
    return submitForm(request, context, {
      schema: factorSchema,
      message: "adminEmissionFactors.created",
      send: async ({ values, ...body }) => {
        const rows = filledRows(values);
        const sent = rows.map(({ row: { id: _id, ...value } }) => value);
        try {
          const created = await api.call(emissionFactorsApi.create, {
            body: { ...body, utilityType: factor.utilityType, values: sent },
          });
          return factorEditPath(created.id);
        } catch (error) {
          throw onFormRows(
            error,
            rows.map((row) => row.index),
          );
        }
      },
    });
  }
  return submitForm(request, context, {
    schema: factorUpdateSchema,
    message: "adminEmissionFactors.saved",
    send: async ({ values, ...body }) => {
      const rows = filledRows(values);
      try {
        await api.call(emissionFactorsApi.update, {
          params: { id: factor.id },
          body: { ...body, values: rows.map(({ row }) => row) },
        });
        return factorEditPath(factor.id);
      } catch (error) {
        throw onFormRows(
          error,
          rows.map((row) => row.index),
        );
      }
    },
  });
}
