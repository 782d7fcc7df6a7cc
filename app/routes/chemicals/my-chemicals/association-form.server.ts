import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { AMOUNT_UNITS } from "../../../../server/domain/chemical-enumerations";
import type { ApiClient } from "~/api/client.server";
import { departmentOptions } from "~/lib/department-options.server";
import { checkbox, optionalId, optionalNumber, optionalText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";

/** The kept chemical's form; its value is the API's body. The chemical is chosen before the form. */
export const associationSchema = z.object({
  chemicalId: z.coerce.number("validation.required").int().positive(),
  supplyId: optionalId(),
  departmentId: optionalId(),
  storageLocation: optionalText(200),
  amount: optionalNumber().refine((value) => value === null || value >= 0, "validation.notNegative"),
  unit: z
    .enum(AMOUNT_UNITS)
    .optional()
    .transform((value) => value ?? null),
  purpose: optionalText(500),
});
export const associationUpdateSchema = associationSchema.extend({ lastModifiedDate: version });
/** A new one may file the sheet read before it: the held sheet's id, and whether it is to be filed. */
export const newAssociationSchema = associationSchema.extend({ heldSheetId: optionalId(), fileHeldSheet: checkbox() });

/** The chemical's supplies to pick from, the departments, and the units. */
export async function associationFormOptions(
  api: ApiClient,
  organizationId: number,
  chemicalId: number,
  departmentId?: number | null,
) {
  const [chemical, departments] = await Promise.all([
    api.call(chemicalsApi.get, { params: { id: chemicalId } }),
    departmentOptions(api, organizationId, departmentId ?? undefined),
  ]);
  return {
    chemical: { id: chemical.id, name: chemical.name, producer: chemical.producer },
    supplies: chemical.supplies.map((supply) => ({
      id: supply.id,
      name: [supply.supplier.name, supply.productNumber].filter(Boolean).join(" · "),
    })),
    departments,
    units: [...AMOUNT_UNITS],
  };
}

/** Adds the kept chemical (no id) or saves it, then shows it. */
export function saveAssociation(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  id?: number,
) {
  if (id === undefined) {
    return submitForm(request, context, {
      schema: newAssociationSchema,
      message: "myChemicals.created",
      send: async ({ fileHeldSheet, heldSheetId, ...fields }) => {
        const body = { ...fields, heldSheetId: fileHeldSheet ? heldSheetId : null };
        const added = await api.call(chemicalAssociationsApi.create, { params: { org: organizationId }, body });
        return `/chemicals/my-chemicals/${added.id}`;
      },
    });
  }
  return submitForm(request, context, {
    schema: associationUpdateSchema,
    message: "myChemicals.saved",
    send: async (body) => {
      await api.call(chemicalAssociationsApi.update, { params: { org: organizationId, id }, body });
      return `/chemicals/my-chemicals/${id}`;
    },
  });
}
