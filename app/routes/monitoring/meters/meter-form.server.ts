import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { emissionFactorsApi } from "../../../../server/api/contracts/emission-factors";
import { metersApi } from "../../../../server/api/contracts/meters";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import type { UtilityType } from "../../../../server/domain/units";
import type { ApiClient } from "~/api/client.server";
import { departmentOptions } from "~/lib/department-options.server";
import { memberOptions } from "~/lib/member-options.server";
import { optionalId, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

const units = z
  .union([z.string(), z.array(z.string())], "validation.required")
  .transform((value) => (Array.isArray(value) ? value : [value]).map((unit) => unit.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(20, "validation.tooLong")).min(1, "validation.server.units_required").max(20));

/**
 * The meter form, for the new and the edit screen; its value is the API's body. Which units a type
 * allows and whether a factor fits the type are the API's to judge: its answer lands on the field.
 */
const meterFields = z.object({
  name: requiredText(200),
  units,
  number: optionalText(100),
  departmentId: optionalId(),
  location: optionalText(200),
  responsibleMemberId: optionalId(),
  frequency: z.enum(RECURRENCE_PERIODS, "validation.required"),
  cumulative: z.enum(["true", "false"], "validation.required").transform((value) => value === "true"),
  counterDigits: z.coerce
    .number("validation.number")
    .int("validation.number")
    .min(1, "validation.number")
    .max(15, "validation.number")
    .optional()
    .transform((value) => value ?? null),
  // "auto": the API's default, from the units (a fuel burned on site is scope 1) and the type.
  scope: z
    .enum(["1", "2", "none", "auto"])
    .optional()
    .transform((value) =>
      value === "auto" ? undefined : ((value === "1" ? 1 : value === "2" ? 2 : null) as 1 | 2 | null),
    ),
  emissionFactorId: optionalId(),
  biogenicFactorId: optionalId(),
});

export const meterCreateSchema = (utilityType: UtilityType) =>
  meterFields.transform((value) => ({ ...value, utilityType }));
export const meterUpdateSchema = meterFields.extend({ lastModifiedDate: version });

/**
 * What the form offers: departments, the members who may answer for it, and the emission factors of
 * the meter's type, biogenic ones apart.
 */
export async function meterFormOptions(
  api: ApiClient,
  organizationId: number,
  utilityType: UtilityType,
  departmentId?: number | null,
) {
  const [departments, members, factors] = await Promise.all([
    departmentOptions(api, organizationId, departmentId ?? undefined),
    memberOptions(api, organizationId),
    api.call(emissionFactorsApi.list, { query: { utilityType } }),
  ]);
  const choices = (biogenic: boolean) =>
    factors.content
      .filter((factor) => factor.biogenic === biogenic)
      .map((factor) => ({ id: factor.id, name: factor.name }));
  return { departments, members, factors: choices(false), biogenicFactors: choices(true) };
}

/** Creates the meter (no id) or saves it, then shows it. */
export function saveMeter(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  target: { utilityType: UtilityType } | { id: number },
) {
  if ("utilityType" in target) {
    return submitForm(request, context, {
      schema: meterCreateSchema(target.utilityType),
      message: "meters.created",
      send: async (body) => {
        const meter = await api.call(metersApi.create, { params: { org: organizationId }, body });
        return `/monitoring/meters/${meter.id}`;
      },
    });
  }
  return submitForm(request, context, {
    schema: meterUpdateSchema,
    message: "meters.saved",
    send: async (body) => {
      await api.call(metersApi.update, { params: { org: organizationId, id: target.id }, body });
      return `/monitoring/meters/${target.id}`;
    },
  });
}
