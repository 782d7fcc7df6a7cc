import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { riskMatrixApi } from "../../../../server/api/contracts/risk-matrix";
import { MATRIX_STEPS, matrixRefusals, stepWordRefusals } from "../../../../server/domain/risks";
import type { ApiClient } from "~/api/client.server";
import { submitForm } from "~/lib/route.server";

export type MatrixValues = {
  likelihoods: string;
  severities: string;
  low: string;
  medium: string;
  high: string;
  likelihoodEn: string;
  likelihoodDa: string;
  severityEn: string;
  severityDa: string;
};

const steps = z.coerce
  .number("validation.required")
  .int("validation.server.matrix_steps")
  .min(MATRIX_STEPS.min, "validation.server.matrix_steps")
  .max(MATRIX_STEPS.max, "validation.server.matrix_steps");
const bound = z.coerce
  .number("validation.required")
  .int("validation.server.matrix_bounds")
  .min(1, "validation.server.matrix_bounds")
  .max(MATRIX_STEPS.max ** 2, "validation.server.matrix_bounds");
/** One word a line; blank lines do not count. */
const lines = z
  .string()
  .max(1000, "validation.tooLong")
  .optional()
  .transform((text) =>
    (text ?? "")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  );

const wordsOf = (en: string[], da: string[]) => (en.length || da.length ? { en, da } : null);

/** The form's fields, checked by the domain's own rules so each refusal stands under its field. */
const matrixSchema = z
  .object({
    likelihoods: steps,
    severities: steps,
    low: bound,
    medium: bound,
    high: bound,
    likelihoodEn: lines,
    likelihoodDa: lines,
    severityEn: lines,
    severityDa: lines,
    lastModifiedDate: z.string().optional(),
  })
  .superRefine((value, context) => {
    const bounds = { LOW: value.low, MEDIUM: value.medium, HIGH: value.high };
    for (const refusal of matrixRefusals({ likelihoods: value.likelihoods, severities: value.severities, bounds }))
      if (refusal.path === "bounds")
        context.addIssue({ code: "custom", path: ["high"], message: "validation.server.matrix_bounds" });
    for (const [scale, en, da, count] of [
      ["likelihood", value.likelihoodEn, value.likelihoodDa, value.likelihoods],
      ["severity", value.severityEn, value.severityDa, value.severities],
    ] as const)
      for (const [language, words] of [
        ["En", en],
        ["Da", da],
      ] as const)
        if (stepWordRefusals(wordsOf(en, da), count, scale).length && words.length !== count)
          context.addIssue({ code: "custom", path: [`${scale}${language}`], message: "risks.matrix.wordsPerStep" });
  });

/** Sets the holding's matrix from the page's form; a step still scored, or another's change, is said in words. */
export function saveMatrix(request: Request, context: AppLoadContext, api: ApiClient, organizationId: number) {
  return submitForm(request, context, {
    schema: matrixSchema,
    message: "risks.matrix.saved",
    send: async (value) => {
      await api.call(riskMatrixApi.set, {
        params: { org: organizationId },
        body: {
          likelihoods: value.likelihoods,
          severities: value.severities,
          bounds: { low: value.low, medium: value.medium, high: value.high },
          likelihoodWords: wordsOf(value.likelihoodEn, value.likelihoodDa),
          severityWords: wordsOf(value.severityEn, value.severityDa),
          lastModifiedDate: value.lastModifiedDate || null,
        },
      });
      return "/planning/risk-assessment/matrix";
    },
  });
}
