import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { chemicalAssociationsApi } from "../../../../server/api/contracts/chemical-associations";
import { chemicalsApi } from "../../../../server/api/contracts/chemicals";
import { workProcessesApi } from "../../../../server/api/contracts/work-processes";
import { AMOUNT_UNITS } from "../../../../server/domain/chemical-enumerations";
import {
  MAX_DURATION_MINUTES,
  protectiveEquipmentCodes,
  USE_FREQUENCIES,
} from "../../../../server/domain/chemical-risk";
import { cmrStatementsOf } from "../../../../server/domain/cmr";
import { hazardStatement, precautionaryStatement } from "../../../../server/domain/hazard-statements";
import { MATRIX_STEPS } from "../../../../server/domain/risks";
import type { Language } from "../../../../server/domain/standards";
import type { ApiClient } from "~/api/client.server";
import { requireRouteAccess } from "~/auth/guards.server";
import { REMOVE_INTENT } from "~/components/page/removal";
import { checkbox, optionalNumber, optionalText, requiredId, version } from "~/lib/form-schema";
import { redirectWithToast, requireId, submitForm } from "~/lib/route.server";
import { holdingMatrix } from "../risk-assessment/matrix.server";

const ROUTE = "routes/planning/chemical-risk/detail";
const LIST = "/planning/chemical-risk";
export const USE_INTENTS = ["addUse", "updateUse", "removeUse"] as const;
export type UseIntent = (typeof USE_INTENTS)[number];

/** The facts a statement list shows: each code with its official text in the reader's language. */
type Statement = { code: string; statement: string };
const inLanguage = (codes: readonly string[], find: typeof hazardStatement, language: Language): Statement[] =>
  codes.map((code) => ({ code, statement: find(code)?.text[language] ?? code }));

/**
 * What the page shows beside a product's scores: its hazard statements (CMR ones marked) and the
 * protective equipment its precautionary statements name, in the official texts of the reader's language.
 */
export function productFacts(
  hazardCodes: readonly string[],
  precautionaryCodes: readonly string[],
  language: Language,
) {
  return {
    hazards: inLanguage(hazardCodes, hazardStatement, language),
    cmrCodes: cmrStatementsOf(hazardCodes),
    suggested: inLanguage(
      protectiveEquipmentCodes(precautionaryCodes),
      precautionaryStatement as typeof hazardStatement,
      language,
    ),
  };
}

// Any step a matrix may have: the service holds a use to its holding's own (`not_a_step` under the field).
const step = z.coerce.number("validation.required").int().min(1).max(MATRIX_STEPS.max);
const useFields = {
  exposureInhalation: checkbox(),
  exposureSkin: checkbox(),
  exposureEyes: checkbox(),
  quantity: optionalNumber(),
  unit: z
    .enum(AMOUNT_UNITS)
    .optional()
    .transform((value) => value ?? null),
  frequency: z.enum(USE_FREQUENCIES, "validation.required"),
  durationMinutes: z.coerce
    .number("validation.number")
    .int("validation.number")
    .min(1, "validation.server.too_small")
    .max(MAX_DURATION_MINUTES, "validation.server.too_big")
    .optional()
    .transform((value) => value ?? null),
  protectiveEquipment: optionalText(1000),
  likelihood: step,
  severity: step,
  substitutionConsidered: optionalText(2000),
};
const addSchema = z.object({ associationId: requiredId(), ...useFields });
const updateSchema = z.object({ useId: requiredId(), lastModifiedDate: version, ...useFields });
const removeSchema = z.object({ useId: requiredId() });

/** The products of my chemicals not yet in the work process, by name: the choice of the one to add. */
async function productChoices(api: ApiClient, org: number, taken: Set<number>) {
  const kept = await api.call(chemicalAssociationsApi.list, {
    params: { org },
    query: { page: 0, size: 200, sort: [{ field: "chemical", direction: "asc" }] },
  });
  return kept.content
    .filter((row) => !taken.has(row.id))
    .map((row) => ({
      id: row.id,
      label: [row.chemical.name, row.department?.name, row.storageLocation].filter(Boolean).join(" · "),
    }));
}

/** The chosen product's facts for the form that assesses its use (`?add=<kept chemical>`). */
async function chosenProduct(api: ApiClient, org: number, id: number, language: Language) {
  const kept = await api.call(chemicalAssociationsApi.get, { params: { org, id } });
  const chemical = await api.call(chemicalsApi.get, { params: { id: kept.chemical.id } });
  return {
    id: kept.id,
    name: kept.chemical.name,
    ...productFacts(
      kept.chemical.hazardCodes,
      chemical.precautionaryStatements.map((statement) => statement.code),
      language,
    ),
  };
}

export async function workProcessLoader({ request, context, params }: LoaderFunctionArgs) {
  const { api, organizationId: org, canEdit, language } = await requireRouteAccess(request, context, ROUTE);
  const [process, { stepWords }] = await Promise.all([
    api.call(workProcessesApi.get, { params: { org, id: requireId(params) } }),
    holdingMatrix(api, org, language),
  ]);
  const url = new URL(request.url);
  const adding = canEdit ? Number(url.searchParams.get("add")) : 0;
  const editing = canEdit ? Number(url.searchParams.get("use")) : 0;
  const choices = canEdit
    ? await productChoices(api, org, new Set(process.productUses.map((use) => use.product.id)))
    : [];
  const precautions = new Map<number, string[]>();
  // The precautionary statements are the catalogue's: read once per product.
  await Promise.all(
    process.productUses.map(async (use) => {
      const chemical = await api.call(chemicalsApi.get, { params: { id: use.product.chemicalId } });
      precautions.set(
        use.id,
        chemical.precautionaryStatements.map((statement) => statement.code),
      );
    }),
  );
  return {
    process: {
      ...process,
      productUses: process.productUses.map((use) => ({
        ...use,
        facts: productFacts(use.product.hazardCodes, precautions.get(use.id) ?? [], language),
      })),
    },
    canEdit,
    choices,
    adding: choices.some((choice) => choice.id === adding) ? await chosenProduct(api, org, adding, language) : null,
    editing: process.productUses.some((use) => use.id === editing) ? editing : null,
    scale: { likelihood: stepWords.likelihood, severity: stepWords.severity },
    confirmingRemoval: canEdit && url.searchParams.has("remove"),
  };
}

/** The work process page's forms: a product's use added, changed or taken off, and the removal. */
export async function workProcessAction({ request, context, params }: ActionFunctionArgs) {
  const { api, organizationId: org } = await requireRouteAccess(request, context, ROUTE);
  const id = requireId(params);
  const path = `${LIST}/${id}`;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === REMOVE_INTENT) {
    await api.call(workProcessesApi.remove, { params: { org, id } });
    return redirectWithToast(context, LIST, "workProcesses.removed");
  }
  if (!USE_INTENTS.includes(intent as UseIntent)) throw new Response("Unknown action", { status: 400 });
  const result =
    intent === "addUse"
      ? await submitForm(request, context, {
          schema: addSchema,
          formData,
          message: "workProcesses.uses.added",
          send: async (body) => {
            await api.call(workProcessesApi.addProductUse, { params: { org, id }, body });
            return path;
          },
        })
      : intent === "updateUse"
        ? await submitForm(request, context, {
            schema: updateSchema,
            formData,
            message: "workProcesses.uses.saved",
            send: async ({ useId, ...body }) => {
              await api.call(workProcessesApi.updateProductUse, { params: { org, id, useId }, body });
              return path;
            },
          })
        : await submitForm(request, context, {
            schema: removeSchema,
            formData,
            message: "workProcesses.uses.removed",
            send: async ({ useId }) => {
              await api.call(workProcessesApi.removeProductUse, { params: { org, id, useId } });
              return path;
            },
          });
  // Which form answered, so its errors show under it.
  return "data" in result ? data({ form: intent as UseIntent, result: result.data }, result.init ?? undefined) : result;
}
