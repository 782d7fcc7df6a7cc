import { HAZARD_CATEGORIES, MATRIX_STEPS, REVIEW_PERIODS, RISK_LEVELS } from "../../domain/risks";
import {
  answerFields,
  booleanQuery,
  conflictProblem,
  dateIn,
  id,
  idParam,
  idQuery,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { actionSummary } from "./actions";
import { riskHeatMap } from "./risk-matrix";
import { defineOperation, inOrganization } from "./operation";

export const RISK_SORT_FIELDS = [
  "activity",
  "hazard_category",
  "score",
  "residual_score",
  "department",
  "next_review_date",
] as const;

const optional = (max: number) => text(max).nullable().default(null);
// A step of the largest matrix a holding may set; the service holds a risk to its holding's own.
const step = z.number().int().min(1).max(MATRIX_STEPS.max);

/** A risk's fields as taken, in the form's order: the controls by the hierarchy's levels (decision 033). */
const riskFields = {
  activity: text(200).min(1).openapi({ description: "The work process or activity" }),
  hazard_category: z.enum(HAZARD_CATEGORIES),
  hazard: text(1000).min(1),
  exposed: optional(500).openapi({ description: "Who is exposed" }),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  likelihood: step,
  severity: step,
  control_elimination: optional(1000),
  control_substitution: optional(1000),
  control_engineering: optional(1000),
  control_administrative: optional(1000),
  control_protective_equipment: optional(1000),
  residual_likelihood: step.nullable().default(null).openapi({ description: "With the controls in place" }),
  residual_severity: step.nullable().default(null),
  review_period: z
    .enum(REVIEW_PERIODS)
    .default("P3Y")
    .openapi({ description: "How often it is reviewed: each assessment sets the next review this far on" }),
  next_review_date: dateIn("planned")
    .nullable()
    .default(null)
    .openapi({ description: "None: one review period after the assessment" }),
};

const { department_id: _placedBy, ...answered } = answerFields(riskFields);

export const riskSummary = z
  .object({
    id,
    ...answered,
    department: z.object({ id, name: z.string() }).nullable(),
    level: z.enum(RISK_LEVELS).openapi({ description: "Of likelihood × severity on the holding's matrix" }),
    residual_level: z.enum(RISK_LEVELS).nullable(),
    last_modified_date: timestamp,
  })
  .openapi("RiskSummary");

export const risk = riskSummary
  .extend({
    assessments: z
      .array(
        z.object({
          assessed_at: timestamp,
          assessed_by: z.object({ id, name: z.string() }).nullable(),
          likelihood: z.number().int(),
          severity: z.number().int(),
          residual_likelihood: z.number().int().nullable(),
          residual_severity: z.number().int().nullable(),
          level: z.enum(RISK_LEVELS),
          residual_level: z.enum(RISK_LEVELS).nullable(),
        }),
      )
      .openapi({ description: "Each assessment with its scores, newest first" }),
    participants: z
      .array(z.object({ member: z.object({ id, name: z.string() }), safety_organization: z.boolean() }))
      .openapi({ description: "Who took part in assessing it, those for the safety organization first" }),
    actions: z.array(actionSummary).openapi({ description: "Its actions in the action plan" }),
  })
  .openapi("Risk");

/** The most risks, and departments, one copy takes: a page of the register at its largest, a company's departments. */
export const MAX_COPIED_RISKS = 200;
export const MAX_COPY_DEPARTMENTS = 50;

export const riskCopy = z.strictObject({
  risk_ids: z.array(id).min(1).max(MAX_COPIED_RISKS),
  department_ids: z
    .array(id)
    .min(1)
    .max(MAX_COPY_DEPARTMENTS)
    .openapi({ description: "Departments of the organization (or below it) to copy each risk into" }),
});

export const participantInput = z.strictObject({
  membership_id: id.openapi({ description: "A present member of the organization or one it sees" }),
  safety_organization: z.boolean().default(false).openapi({ description: "Took part for the safety organization" }),
});

type Residual = { residual_likelihood: number | null; residual_severity: number | null };
// A residual risk is scored whole or not at all.
const residualWhole = <T extends z.ZodType<Residual>>(schema: T) =>
  schema.refine((value) => (value.residual_likelihood === null) === (value.residual_severity === null), {
    path: ["residual_severity"],
    message: "both the residual likelihood and severity, or neither",
    params: { code: "residual_incomplete" },
  });

export const riskInput = residualWhole(z.strictObject(riskFields));
export const riskUpdate = residualWhole(z.strictObject({ ...riskFields, last_modified_date: timestamp }));

/** A step of the matrix as a query names it: the heat map's cells link to the register with them. */
const STEPS = Array.from({ length: MATRIX_STEPS.max }, (_, index) => String(index + 1)) as [string, ...string[]];

const riskFilters = {
  department_id: idQuery.optional().openapi({ description: "Risks of this department and those below it" }),
  hazard_category: z.enum(HAZARD_CATEGORIES).optional(),
};

export const riskListQuery = pagingSortedBy(RISK_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its activity, hazard or controls" }),
  ...riskFilters,
  likelihood: z.enum(STEPS).optional().openapi({ description: "A cell of the heat map: with severity" }),
  severity: z.enum(STEPS).optional(),
  level: z.enum(RISK_LEVELS).optional().openapi({ description: "The level before the controls" }),
  review_due: booleanQuery
    .default(false)
    .openapi({ type: "boolean", description: "Only those whose review is due by today" }),
});

export const riskHeatMapQuery = z.object(riskFilters);

const tags = ["Risk assessment"];
const read = inOrganization("READ", "risk-assessment");
const edit = inOrganization("EDIT", "risk-assessment");
const path = "/organizations/{org}/risks";

/** The organization's risk register (hazards and risks, the APV). */
export const risksApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The risks of the organization and those below it",
    request: { params: organizationParams, query: riskListQuery },
    responses: { 200: json(listOf(riskSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Assess a risk; repeating the same assessment answers the risk assessed",
    request: { params: organizationParams, body: jsonBody(riskInput) },
    responses: {
      200: json(risk, "Assessed already: the existing risk, unchanged"),
      201: json(risk, "Assessed"),
      ...standardProblems,
    },
  }),
  heatMap: defineOperation(read, {
    method: "get",
    path: `${path}/heat-map`,
    tags,
    summary: "How many risks stand in each cell of the matrix, before and after the controls",
    request: { params: organizationParams, query: riskHeatMapQuery },
    responses: { 200: json(riskHeatMap), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(risk), ...standardProblems },
  }),
  copy: defineOperation(edit, {
    method: "post",
    path: `${path}/copies`,
    tags,
    summary: "Copy risks into departments; a department with a risk of the same work process and hazard keeps its own",
    request: { params: organizationParams, body: jsonBody(riskCopy) },
    responses: {
      200: json(
        z.object({
          copied: z.number().int().openapi({ description: "Copies made" }),
          kept: z.number().int().openapi({ description: "Copies not made: the department had the risk already" }),
        }),
      ),
      ...standardProblems,
    },
  }),
  addParticipant: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/participants`,
    tags,
    summary: "Add a member to those who took part in assessing the risk, or change their mark",
    request: { params: organizationItemParams, body: jsonBody(participantInput) },
    responses: { 200: json(risk), ...standardProblems },
  }),
  removeParticipant: defineOperation(edit, {
    method: "delete",
    path: `${path}/{id}/participants/{membershipId}`,
    tags,
    summary: "Take a member off those who took part in assessing the risk",
    request: { params: organizationItemParams.extend({ membershipId: idParam("membershipId") }) },
    responses: { 200: json(risk), ...standardProblems },
  }),
  review: defineOperation(edit, {
    method: "post",
    path: `${path}/{id}/reviews`,
    tags,
    summary: "Record a review that leaves the scores as they are: kept as an assessment, the next review set on",
    request: { params: organizationItemParams, body: jsonBody(z.strictObject({ last_modified_date: timestamp })) },
    responses: { 200: json(risk), ...standardProblems, ...conflictProblem },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change the risk; new scores are a new assessment, the earlier ones kept",
    request: { params: organizationItemParams, body: jsonBody(riskUpdate) },
    responses: { 200: json(risk), ...standardProblems, ...conflictProblem },
  }),
};
