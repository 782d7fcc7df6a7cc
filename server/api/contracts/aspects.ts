import { ASPECT_CONDITIONS, CRITERION_STEPS, LIFE_CYCLE_STAGES, MAX_REVIEW_MONTHS } from "../../domain/aspects";
import {
  answerFields,
  booleanQuery,
  conflictProblem,
  dateIn,
  id,
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
import { aspectSuggestions, significanceSetting, significanceSettingInput } from "./aspect-significance";
import { defineOperation, inOrganization } from "./operation";

export const ASPECT_SORT_FIELDS = [
  "activity",
  "aspect",
  "condition",
  "life_cycle_stage",
  "score",
  "department",
  "next_review_date",
] as const;

const optional = (max: number) => text(max).nullable().default(null);
const step = z.number().int().min(1).max(CRITERION_STEPS);
/** The most aspects one bulk review takes: a page of the register at its largest. */
export const MAX_CHOSEN_ASPECTS = 200;
/** The most binding obligations one aspect names. */
export const MAX_ASPECT_OBLIGATIONS = 50;

/** An aspect's fields as taken, in the form's order (decision 034). */
const aspectFields = {
  activity: text(200).min(1).openapi({ description: "The activity, product or service" }),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  aspect: text(300).min(1).openapi({ description: "What of the activity meets the environment" }),
  impact: text(500).min(1).openapi({ description: "The change to the environment it causes" }),
  condition: z.enum(ASPECT_CONDITIONS),
  life_cycle_stage: z.enum(LIFE_CYCLE_STAGES),
  severity: step,
  probability: step,
  legal_requirement: step,
  stakeholder_concern: step,
  obligation_ids: z
    .array(id)
    .max(MAX_ASPECT_OBLIGATIONS)
    .default([])
    .openapi({ description: "Entries of the legal register of the organization or one above it" }),
  basis: optional(500).openapi({ description: "The figure that makes it worth assessing" }),
  controls: optional(2000).openapi({ description: "How the aspect is controlled today" }),
  last_review_date: dateIn("happened").nullable().default(null),
  review_months: z
    .number()
    .int()
    .min(1)
    .max(MAX_REVIEW_MONTHS)
    .nullable()
    .default(null)
    .openapi({ description: "Reviewed every so many months: the next review is the last plus these" }),
  next_review_date: dateIn("planned")
    .nullable()
    .default(null)
    .openapi({ description: "Worked out from the last review and the recurrence when both are given" }),
  source_key: text(100)
    .nullable()
    .default(null)
    .openapi({ description: "The suggestion it is taken from: one aspect per suggestion and organization" }),
};

const { department_id: _placedBy, obligation_ids: _linked, ...answered } = answerFields(aspectFields);

const significanceFields = {
  score: z.number().int().openapi({ description: "The scores combined by the holding's rule" }),
  significant: z.boolean(),
  significance_reason: z
    .enum(["SCORE", "OBLIGATION"])
    .nullable()
    .openapi({ description: "What makes it significant: its score, or a binding obligation linked to it" }),
};

export const aspectSummary = z
  .object({
    id,
    ...answered,
    department: z.object({ id, name: z.string() }).nullable(),
    ...significanceFields,
    obligation_count: z.number().int(),
    last_modified_date: timestamp,
  })
  .openapi("AspectSummary");

const obligation = z.object({
  id: id.openapi({ description: "The entry of the legal register" }),
  legislation_id: id,
  organization_id: id,
  title_en: z.string(),
  title_da: z.string(),
  short_name: z.string().nullable(),
});

export const aspectDetail = aspectSummary
  .extend({
    obligations: z.array(obligation).openapi({ description: "The binding obligations it answers to" }),
    actions: z.array(actionSummary).openapi({ description: "Its actions in the action plan" }),
  })
  .openapi("Aspect");

export const aspectInput = z.strictObject(aspectFields);
export const aspectUpdate = z.strictObject({ ...aspectFields, last_modified_date: timestamp });

export const aspectsReviewed = z
  .strictObject({
    aspect_ids: z.array(id).min(1).max(MAX_CHOSEN_ASPECTS),
    reviewed_on: dateIn("happened").openapi({
      description: "The last review of each; the next follows from each one's recurrence, where it has one",
    }),
  })
  .openapi("AspectsReviewed");

export const aspectListQuery = pagingSortedBy(ASPECT_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its activity, aspect, impact or controls" }),
  department_id: idQuery.optional().openapi({ description: "Aspects of this department and those below it" }),
  condition: z.enum(ASPECT_CONDITIONS).optional(),
  life_cycle_stage: z.enum(LIFE_CYCLE_STAGES).optional(),
  significant: booleanQuery
    .default(false)
    .openapi({ type: "boolean", description: "Only those significant by the holding's rule" }),
  review_due: booleanQuery
    .default(false)
    .openapi({ type: "boolean", description: "Only those whose review is due by today" }),
});

export const obligationChoices = z
  .object({ content: z.array(obligation) })
  .openapi({ description: "The legal register entries of the organization and those above it" });

const tags = ["Environmental aspects"];
const feature = "environmental-aspects";
const read = inOrganization("READ", feature);
const edit = inOrganization("EDIT", feature);
const path = "/organizations/{org}/aspects";

/** The organization's register of environmental aspects and impacts (ISO 14001 6.1.2). */
export const aspectsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The aspects of the organization and those below it, significant by the holding's rule",
    request: { params: organizationParams, query: aspectListQuery },
    responses: { 200: json(listOf(aspectSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Assess an aspect; the same one again, or a suggestion already taken, answers the existing one",
    request: { params: organizationParams, body: jsonBody(aspectInput) },
    responses: {
      200: json(aspectDetail, "Assessed already: the existing aspect, unchanged"),
      201: json(aspectDetail, "Assessed"),
      ...standardProblems,
    },
  }),
  reviewed: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/aspect-reviews",
    tags,
    summary: "Mark many aspects reviewed on one day, all or none",
    request: { params: organizationParams, body: jsonBody(aspectsReviewed) },
    responses: { 200: json(z.object({ reviewed: z.number().int() })), ...standardProblems },
  }),
  suggestions: defineOperation(read, {
    method: "get",
    path: `${path}/suggestions`,
    tags,
    summary: "Aspects the organization's own figures of the last twelve months suggest, each with its figure",
    request: { params: organizationParams },
    responses: { 200: json(aspectSuggestions), ...standardProblems },
  }),
  obligations: defineOperation(read, {
    method: "get",
    path: `${path}/obligations`,
    tags,
    summary: "The binding obligations an aspect of the organization may name",
    request: { params: organizationParams },
    responses: { 200: json(obligationChoices), ...standardProblems },
  }),
  significance: defineOperation(read, {
    method: "get",
    path: `${path}/significance`,
    tags,
    summary: "The holding's rule for which aspects are significant",
    request: { params: organizationParams },
    responses: { 200: json(significanceSetting), ...standardProblems },
  }),
  setSignificance: defineOperation(inOrganization("MANAGE", feature), {
    method: "put",
    path: `${path}/significance`,
    tags,
    summary: "Choose the rule (the holding only): every aspect of the holding is banded by it when read",
    request: { params: organizationParams, body: jsonBody(significanceSettingInput) },
    responses: { 200: json(significanceSetting), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(aspectDetail), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change the aspect",
    request: { params: organizationItemParams, body: jsonBody(aspectUpdate) },
    responses: { 200: json(aspectDetail), ...standardProblems, ...conflictProblem },
  }),
};
