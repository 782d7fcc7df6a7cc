import { ROUND_STATUSES } from "../../domain/risks";
import {
  dateIn,
  id,
  idQuery,
  json,
  jsonBody,
  listOf,
  organizationParams,
  pagingSortedBy,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

/** By status: open rounds before those done. */
export const ROUND_SORT_FIELDS = ["status", "started_on", "due_on", "department"] as const;
/** The most rounds one completion takes: a page of the list at its largest. */
export const MAX_CHOSEN_ROUNDS = 200;

const named = z.object({ id, name: z.string() });

export const riskRound = z
  .object({
    id,
    department: named,
    started_on: dateIn("happened"),
    due_on: dateIn("planned"),
    done_on: dateIn("happened").nullable(),
    note: z.string().nullable(),
    status: z.enum(ROUND_STATUSES),
    overdue: z
      .boolean()
      .openapi({ description: "Open and past the day it was to be done by; or the latest done and the next due" }),
    next_due: dateIn("planned")
      .nullable()
      .openapi({ description: "The department's latest round done: when its next is due (three years on)" }),
    last_modified_date: timestamp,
  })
  .openapi("RiskRound");

export const riskRoundInput = z
  .strictObject({
    department_id: id.openapi({ description: "The department (or company) whose workplace assessment it is" }),
    started_on: dateIn("happened"),
    due_on: dateIn("planned").openapi({ description: "The day the round is to be done by" }),
    note: text(1000).nullable().default(null),
  })
  .refine((value) => value.due_on >= value.started_on, {
    path: ["due_on"],
    message: "due on or after the start",
    params: { code: "due_before_start" },
  });

export const riskRoundCompletion = z.strictObject({
  round_ids: z.array(id).min(1).max(MAX_CHOSEN_ROUNDS),
  done_on: dateIn("happened"),
});

export const riskRoundListQuery = pagingSortedBy(ROUND_SORT_FIELDS).extend({
  department_id: idQuery.optional().openapi({ description: "Rounds of this department and those below it" }),
  status: z.enum(ROUND_STATUSES).optional(),
});

const tags = ["Risk assessment"];
const read = inOrganization("READ", "risk-assessment");
const edit = inOrganization("EDIT", "risk-assessment");
const path = "/organizations/{org}/risk-rounds";

/** The rounds of the workplace assessment (APV) in the organization's departments. */
export const riskRoundsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The APV rounds of the organization's departments, open ones first by default",
    request: { params: organizationParams, query: riskRoundListQuery },
    responses: { 200: json(listOf(riskRound)), ...standardProblems },
  }),
  start: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Start a department's round; the same start again answers the open round",
    request: { params: organizationParams, body: jsonBody(riskRoundInput) },
    responses: {
      200: json(riskRound, "Started already: the open round, unchanged"),
      201: json(riskRound, "Started"),
      ...standardProblems,
    },
  }),
  complete: defineOperation(edit, {
    method: "post",
    path: `${path}/done`,
    tags,
    summary: "Record the chosen rounds done on a day; a round done already keeps its day",
    request: { params: organizationParams, body: jsonBody(riskRoundCompletion) },
    responses: { 200: json(z.object({ done: z.number().int() })), ...standardProblems },
  }),
};
