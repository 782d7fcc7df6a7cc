import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { wasteHandlersApi, wasteTypesApi } from "../../../../server/api/contracts/waste";
import { RECURRENCE_PERIODS } from "../../../../server/domain/recurrence";
import { TREATMENT_CODE_VALUES, TREATMENT_CODES, treatmentOf } from "../../../../server/domain/waste-treatments";
import { REGISTRATION_UNITS } from "../../../../server/domain/waste-units";
import type { ApiClient } from "~/api/client.server";
import { departmentOptions } from "~/lib/department-options.server";
import { checkbox, optionalId, optionalNumber, optionalText, requiredText, version } from "~/lib/form-schema";
import { submitForm } from "~/lib/route.server";
import { arrangementPath, handlerPath } from "./paths";

const positive = () => optionalNumber().refine((value) => value === null || value > 0, "validation.positive");
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum(values)
    .optional()
    .transform((value) => value ?? null);

/** An arrangement's form; its value is the API's body. The waste type is chosen before the form. */
export const arrangementSchema = z.object({
  wasteTypeId: z.coerce.number("validation.required").int().positive("validation.required"),
  fractionName: requiredText(200),
  registrationUnit: z.enum(REGISTRATION_UNITS, "validation.required"),
  container: optionalText(200),
  containerVolumeM3: positive(),
  densityKgPerM3: positive(),
  pieceWeightKg: positive(),
  collectionFrequency: optionalChoice(RECURRENCE_PERIODS),
  treatmentCode: optionalChoice(TREATMENT_CODE_VALUES),
  departmentId: optionalId(),
  active: checkbox(),
});
export const arrangementUpdateSchema = arrangementSchema.extend({ lastModifiedDate: version });

const MATCHES = 20;

/** The first step: the six-digit entries of the List of Waste whose code, text or synonym holds `q`. */
export async function findWasteTypes(api: ApiClient, url: URL) {
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  if (!q) return { q, total: 0, matches: [] };
  const found = await api.call(wasteTypesApi.list, { query: { q, entriesOnly: true, size: MATCHES } });
  return {
    q,
    total: found.totalElements,
    matches: found.content.map(({ id, codeDisplay, name, nameLanguage }) => ({ id, codeDisplay, name, nameLanguage })),
  };
}

/** The waste type chosen in the address (`?wasteTypeId=`), if it names one. */
export function chosenWasteType(url: URL) {
  const id = Number(url.searchParams.get("wasteTypeId"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What the form offers: the chosen waste type, the handler's organization and its departments, and the
 * treatment operations with their official English texts (the reference file stays on the server).
 */
export async function arrangementFormOptions(
  api: ApiClient,
  organizationId: number,
  handlerId: number,
  wasteTypeId: number,
  departmentId?: number | null,
) {
  const [handler, type] = await Promise.all([
    api.call(wasteHandlersApi.get, { params: { org: organizationId, id: handlerId } }),
    api.call(wasteTypesApi.get, { params: { id: wasteTypeId } }),
  ]);
  return {
    handler: { id: handler.id, name: handler.handler.name },
    wasteType: { id: type.id, codeDisplay: type.codeDisplay, name: type.name, nameLanguage: type.nameLanguage },
    departments: await departmentOptions(api, handler.organization.id, departmentId ?? undefined),
    treatments: TREATMENT_CODES.map(({ code, text_en }) => ({ code, text: text_en })),
  };
}

/** A treatment operation's official English text, for the page that shows it. */
export const treatmentText = (code: string | null) => (code === null ? null : (treatmentOf(code)?.text_en ?? null));

/** Adds the arrangement (no id), back to the handler where the next is added; or saves it and shows it. */
export function saveArrangement(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  handlerId: number,
  arrangementId?: number,
) {
  const params = { org: organizationId, id: handlerId };
  if (arrangementId === undefined) {
    return submitForm(request, context, {
      schema: arrangementSchema,
      message: "waste.arrangements.created",
      send: async (body) => {
        await api.call(wasteHandlersApi.addArrangement, { params, body });
        return handlerPath(handlerId);
      },
    });
  }
  return submitForm(request, context, {
    schema: arrangementUpdateSchema,
    message: "waste.arrangements.saved",
    send: async (body) => {
      await api.call(wasteHandlersApi.updateArrangement, { params: { ...params, arrangementId }, body });
      return arrangementPath(handlerId, arrangementId);
    },
  });
}
