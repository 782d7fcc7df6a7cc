import {
  MAX_OBJECTIVE_FIGURE,
  OBJECTIVE_MEASURES,
  OBJECTIVE_STANDINGS,
  OBJECTIVE_YEARS,
} from "../../domain/objectives";
import {
  answerFields,
  conflictProblem,
  dateIn,
  id,
  idParam,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { actionSummary } from "./actions";
import { defineOperation, inOrganization } from "./operation";

export const OBJECTIVE_SORT_FIELDS = ["title", "deadline", "measure", "organization"] as const;

const optional = (max: number) => text(max).nullable().default(null);
const figure = z.number().min(0).max(MAX_OBJECTIVE_FIGURE);
const year = z.number().int().min(OBJECTIVE_YEARS.first).max(OBJECTIVE_YEARS.last);
const named = z.object({ id, name: z.string() });

/** An objective's fields as taken, in the form's order (decision 038). */
const objectiveFields = {
  title: text(200).min(1).openapi({ description: "What is to be reached, in a few words" }),
  description: optional(2000),
  measure: z.enum(OBJECTIVE_MEASURES).openapi({ description: "What it is measured by; MANUAL: figures entered" }),
  unit: optional(20).openapi({ description: "The unit of figures entered by hand (MANUAL only)" }),
  baseline_year: year,
  baseline_value: figure.nullable().default(null).openapi({
    description: "The baseline year's figure; none: the product's figure of that year",
  }),
  target_value: figure,
  // The day the target is to be reached, after the baseline year (a date's bound carries its own description).
  deadline: dateIn("planned"),
  owner_id: id.nullable().default(null).openapi({ description: "The member who answers for it" }),
};

// A unit belongs to figures entered by hand, and they need one.
const unitForManual = <T extends z.ZodType<{ measure: string; unit: string | null; baseline_value: number | null }>>(
  schema: T,
) =>
  schema
    .refine((value) => (value.measure === "MANUAL") === (value.unit !== null), {
      path: ["unit"],
      message: "a unit for figures entered by hand, and only for them",
      params: { code: "unit_for_manual" },
    })
    .refine((value) => value.measure !== "MANUAL" || value.baseline_value !== null, {
      path: ["baseline_value"],
      message: "a baseline for figures entered by hand",
      params: { code: "required" },
    });

const { owner_id: _owner, baseline_value: _baseline, ...answered } = answerFields(objectiveFields);

export const objectiveSummary = z
  .object({
    id,
    ...answered,
    baseline_value: z.number(),
    organization: named,
    owner: named.nullable(),
    actual: z.number().nullable().openapi({ description: "The figure now: the last twelve whole months, or today" }),
    expected: z.number().nullable().openapi({ description: "Where the straight path to the target stands then" }),
    standing: z.enum(OBJECTIVE_STANDINGS),
    open_actions: z.number().int(),
    last_modified_date: timestamp,
  })
  .openapi("ObjectiveSummary");

const figureFields = {
  measured_on: dateIn("happened"),
  value: figure,
  note: optional(500),
};

export const objectiveDetail = objectiveSummary
  .extend({
    description: z.string().nullable(),
    points: z
      .array(
        z.object({
          year: z.number().int().nullable().openapi({ description: "A calendar year; none: the figure now" }),
          until: z.string().openapi({ description: "The day the figure stands on" }),
          actual: z.number().nullable(),
          expected: z.number(),
        }),
      )
      .openapi({ description: "The baseline year, each whole year since, and now" }),
    figures: z
      .array(z.object({ id, ...answerFields(figureFields), last_modified_date: timestamp }))
      .openapi({ description: "Figures entered by hand, the newest first (MANUAL)" }),
    actions: z.array(actionSummary),
  })
  .openapi("Objective");

export const objectiveInput = unitForManual(z.strictObject(objectiveFields));
export const objectiveUpdate = unitForManual(z.strictObject({ ...objectiveFields, last_modified_date: timestamp }));
export const objectiveFigureInput = z.strictObject(figureFields).openapi("ObjectiveFigureInput");

export const objectiveListQuery = pagingSortedBy(OBJECTIVE_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its title or description" }),
  measure: z.enum(OBJECTIVE_MEASURES).optional(),
  open: z.enum(["true", "false"]).optional().openapi({ description: "true: deadline today or later" }),
});

const tags = ["Objectives"];
const feature = "objectives";
const read = inOrganization("READ", feature);
const measure = inOrganization("EDIT", feature);
const set = inOrganization("MANAGE", feature);
const path = "/organizations/{org}/objectives";
const figureParams = z.object({ org: idParam("org"), id: idParam("id"), figureId: idParam("figureId") });

/** Objectives: READ reads them, EDIT enters figures, MANAGE sets them. */
export const objectivesApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The objectives of the organization and those below it, each with its figure now",
    request: { params: organizationParams, query: objectiveListQuery },
    responses: { 200: json(listOf(objectiveSummary)), ...standardProblems },
  }),
  create: defineOperation(set, {
    method: "post",
    path,
    tags,
    summary: "Set an objective; the same one again answers the existing one",
    request: { params: organizationParams, body: jsonBody(objectiveInput) },
    responses: {
      200: json(objectiveDetail, "Set already: the existing objective, unchanged"),
      201: json(objectiveDetail, "Set"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(objectiveDetail), ...standardProblems },
  }),
  update: defineOperation(set, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams, body: jsonBody(objectiveUpdate) },
    responses: { 200: json(objectiveDetail), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(set, {
    method: "delete",
    path: `${path}/{id}`,
    tags,
    summary: "Remove the objective with its figures and its actions",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  addFigure: defineOperation(measure, {
    method: "post",
    path: `${path}/{id}/figures`,
    tags,
    summary: "Enter a figure of an objective measured by hand; a second figure of the same day replaces it",
    request: { params: organizationItemParams, body: jsonBody(objectiveFigureInput) },
    responses: { 200: json(objectiveDetail), ...standardProblems },
  }),
  removeFigure: defineOperation(measure, {
    method: "delete",
    path: `${path}/{id}/figures/{figureId}`,
    tags,
    request: { params: figureParams },
    responses: { 200: json(objectiveDetail), ...standardProblems },
  }),
};
