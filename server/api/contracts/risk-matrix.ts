import { MATRIX_STEPS, MAX_STEP_WORD, RISK_LEVELS } from "../../domain/risks";
import {
  conflictProblem,
  id,
  json,
  jsonBody,
  organizationParams,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

/** The matrix's steps and bounds, as the matrix and the heat map name them (decision 033). */
export const matrixShape = {
  likelihoods: z.number().int().min(MATRIX_STEPS.min).max(MATRIX_STEPS.max),
  severities: z.number().int().min(MATRIX_STEPS.min).max(MATRIX_STEPS.max),
  bounds: z
    .object({ low: z.number().int().min(1), medium: z.number().int().min(1), high: z.number().int().min(1) })
    .openapi({ description: "The highest score (likelihood × severity) of each level; above high: very high" }),
};
const stepWords = z
  .object({
    en: z.array(text(MAX_STEP_WORD).min(1)).max(MATRIX_STEPS.max),
    da: z.array(text(MAX_STEP_WORD).min(1)).max(MATRIX_STEPS.max),
  })
  .nullable()
  .openapi({ description: "The words of each step, lowest first, in each language; none: the product's" });

export const riskMatrix = z
  .object({
    ...matrixShape,
    likelihood_words: stepWords,
    severity_words: stepWords,
    holding: z.object({ id }).openapi({ description: "The holding that sets it" }),
    last_modified_date: timestamp.nullable().openapi({ description: "None while the holding uses the default" }),
  })
  .openapi("RiskMatrix");

export const riskMatrixInput = z.strictObject({
  ...matrixShape,
  likelihood_words: stepWords.default(null),
  severity_words: stepWords.default(null),
  last_modified_date: timestamp
    .nullable()
    .default(null)
    .openapi({ description: "As read; none when the holding set no matrix yet" }),
});

export const riskHeatMap = z
  .object({
    matrix: z.object(matrixShape),
    cells: z.array(
      z.object({
        likelihood: z.number().int(),
        severity: z.number().int(),
        level: z.enum(RISK_LEVELS),
        count: z.number().int(),
      }),
    ),
    residual_cells: z
      .array(z.object({ likelihood: z.number().int(), severity: z.number().int(), count: z.number().int() }))
      .openapi({ description: "The same risks by their scores with the controls, where assessed" }),
  })
  .openapi("RiskHeatMap");

const tags = ["Risk assessment"];

/** The matrix the organization's holding scores its risks on: read where risks are read, set at the holding. */
export const riskMatrixApi = {
  get: defineOperation(inOrganization("READ", "risk-assessment"), {
    method: "get",
    path: "/organizations/{org}/risk-matrix",
    tags,
    summary: "The risk matrix of the organization's holding (the default 5 × 5 until it sets its own)",
    request: { params: organizationParams },
    responses: { 200: json(riskMatrix), ...standardProblems },
  }),
  set: defineOperation(inOrganization("MANAGE", "risk-assessment"), {
    method: "put",
    path: "/organizations/{org}/risk-matrix",
    tags,
    summary: "Set the holding's risk matrix; refused while a risk is scored on a step it would drop",
    request: { params: organizationParams, body: jsonBody(riskMatrixInput) },
    responses: { 200: json(riskMatrix), ...standardProblems, ...conflictProblem },
  }),
};
