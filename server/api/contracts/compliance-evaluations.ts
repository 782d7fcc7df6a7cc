import { EVALUATION_PERIODS, EVALUATION_RESULTS, EVALUATION_STANDINGS } from "../../domain/compliance-evaluation";
import {
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

/** How an obligation's evaluations are told apart: the evidence is the assessor's own words. */
export const MAX_EVIDENCE = 4000;
/** The most obligations one change of interval takes: a page of the register at its largest. */
export const MAX_CHOSEN_OBLIGATIONS = 200;
export const OVERVIEW_SORT_FIELDS = ["title", "next_evaluation_date", "evaluated_on", "result"] as const;

const named = z.object({ id, name: z.string() });

export const evaluationInput = z.strictObject({
  evaluated_on: dateIn("happened"),
  result: z.enum(EVALUATION_RESULTS),
  evidence: text(MAX_EVIDENCE)
    .min(1)
    .openapi({ description: "What was checked and found: records, readings, permits, files (on the obligation)" }),
  evaluator_id: id.openapi({ description: "The member who evaluated (a present member the organization sees)" }),
});

export const evaluation = z
  .object({
    id,
    evaluated_on: dateIn("happened"),
    result: z.enum(EVALUATION_RESULTS),
    evidence: z.string(),
    evaluator: named.nullable(),
    asks_for_action: z.boolean().openapi({ description: "Short of compliance: the action plan is to answer it" }),
    actions: z.array(actionSummary),
    last_modified_date: timestamp,
  })
  .openapi("ComplianceEvaluation");

export const obligationStanding = z
  .object({
    id: id.openapi({ description: "The act's id: the obligation's address in the register" }),
    legislation: z.object({ id, title: z.string(), short_name: z.string().nullable(), reference_number: z.string() }),
    evaluation_period: z.enum(EVALUATION_PERIODS),
    next_evaluation_date: dateIn("planned").nullable(),
    standing: z.enum(EVALUATION_STANDINGS),
    latest: z
      .object({ id, evaluated_on: dateIn("happened"), result: z.enum(EVALUATION_RESULTS), actions: z.number().int() })
      .nullable()
      .openapi({ description: "The newest evaluation, with how many actions answer it" }),
  })
  .openapi("ObligationStanding");

export const overviewQuery = pagingSortedBy(OVERVIEW_SORT_FIELDS).extend({
  q: text(200).optional(),
  standing: z.enum(EVALUATION_STANDINGS).optional(),
  result: z.enum(EVALUATION_RESULTS).optional().openapi({ description: "Of the newest evaluation" }),
});

export const organizationStanding = z
  .object({
    organization: named,
    obligations: z.number().int(),
    on_time: z.number().int(),
    overdue: z.number().int(),
    never: z.number().int(),
    compliant: z.number().int(),
    partly_compliant: z.number().int(),
    not_compliant: z.number().int(),
    without_action: z
      .number()
      .int()
      .openapi({ description: "Newest evaluation short of compliance, and no action answers it" }),
  })
  .openapi("ComplianceStanding");

export const intervalInput = z.strictObject({
  legislation_ids: z.array(id).min(1).max(MAX_CHOSEN_OBLIGATIONS),
  evaluation_period: z.enum(EVALUATION_PERIODS),
});

const tags = ["Compliance evaluation"];
const read = inOrganization("READ", "binding-obligations");
const edit = inOrganization("EDIT", "binding-obligations");
const ofObligation = "/organizations/{org}/legislations/{id}/evaluations";

/** Evaluations of compliance with the binding obligations (ISO 14001 and ISO 45001, clause 9.1.2). */
export const complianceEvaluationsApi = {
  list: defineOperation(read, {
    method: "get",
    path: ofObligation,
    tags,
    summary: "The evaluations of the obligation (legislation {id} in the register), newest first",
    request: { params: organizationItemParams },
    responses: { 200: json(z.array(evaluation)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: ofObligation,
    tags,
    summary: "Record an evaluation; the next is due one period after the newest. The same request again answers it",
    request: { params: organizationItemParams, body: jsonBody(evaluationInput) },
    responses: {
      200: json(evaluation, "Recorded already: the same evaluation"),
      201: json(evaluation, "Recorded"),
      ...standardProblems,
    },
  }),
  remove: defineOperation(edit, {
    method: "delete",
    path: `${ofObligation}/{evaluationId}`,
    tags,
    summary: "Remove an evaluation recorded in error (its actions go with it); the next date follows the newest left",
    request: { params: organizationItemParams.extend({ evaluationId: idParam("evaluationId") }) },
    responses: { 204: noContent, ...standardProblems },
  }),
  overview: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/compliance-evaluations",
    tags,
    summary: "Each obligation of the organization's register with its standing and newest evaluation",
    request: { params: organizationParams, query: overviewQuery },
    responses: { 200: json(listOf(obligationStanding)), ...standardProblems },
  }),
  setInterval: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/compliance-evaluations/interval",
    tags,
    summary:
      "Set the evaluation interval of the chosen obligations at once (all or none); their next evaluations follow",
    request: { params: organizationParams, body: jsonBody(intervalInput) },
    responses: { 200: json(z.object({ changed: z.number().int() })), ...standardProblems },
  }),
  standings: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/compliance-standings",
    tags,
    summary: "Per organization (the active one and those below it): obligations evaluated on time, overdue, by result",
    request: { params: organizationParams },
    responses: { 200: json(z.array(organizationStanding)), ...standardProblems },
  }),
};
