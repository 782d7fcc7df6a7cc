import { ACTION_KINDS, ACTION_SOURCES, ACTION_STATUSES, DUE_WITHIN_DAYS, EFFECTIVENESS } from "../../domain/actions";
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
import { fileMetadata } from "../schemas/files";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

export const ACTION_SORT_FIELDS = [
  "due_date",
  "title",
  "status",
  "kind",
  "owner",
  "department",
  "last_modified_date",
] as const;
/** NOT_DONE: open and in progress (the plan's work); ALL: done ones too. */
export const ACTION_STATUS_FILTERS = ["NOT_DONE", ...ACTION_STATUSES, "ALL"] as const;
/** The most actions one bulk change takes: a page of the register at its largest. */
export const MAX_CHOSEN_ACTIONS = 200;

const optional = (max: number) => text(max).nullable().default(null);

/** An action's fields as taken, in the form's order; the references answered by name. */
const actionFields = {
  title: text(200).min(1),
  description: optional(4000),
  kind: z.enum(ACTION_KINDS).default("CORRECTIVE"),
  owner_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The owner's membership: a present member of the organization or one it sees" }),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The organization itself or a department below it" }),
  due_date: dateIn("planned").nullable().default(null),
  status: z.enum(ACTION_STATUSES).default("OPEN"),
  done_date: dateIn("happened")
    .nullable()
    .default(null)
    .openapi({ description: "The day it was done; today when it is set done without one" }),
  effectiveness: z.enum(EFFECTIVENESS).nullable().default(null),
  effectiveness_note: optional(2000),
};
const sourceFields = {
  event_id: id.nullable().default(null).openapi({ description: "The event it answers" }),
  risk_id: id.nullable().default(null).openapi({ description: "The risk it answers" }),
  aspect_id: id.nullable().default(null).openapi({ description: "The environmental aspect it answers" }),
  evaluation_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The compliance evaluation it answers (one that found a shortfall)" }),
  audit_finding_id: id.nullable().default(null).openapi({ description: "The internal audit's finding it answers" }),
  objective_id: id.nullable().default(null).openapi({ description: "The objective it delivers" }),
  review_id: id.nullable().default(null).openapi({ description: "The management review that decided it" }),
};
type Sourced = {
  event_id: number | null;
  risk_id: number | null;
  aspect_id: number | null;
  evaluation_id: number | null;
  audit_finding_id: number | null;
  objective_id: number | null;
  review_id: number | null;
};
/** An action answers one record at most; none for an action of its own. */
const oneSource = <T extends z.ZodType<Sourced>>(schema: T) =>
  schema.refine(
    (value) =>
      [
        value.event_id,
        value.risk_id,
        value.aspect_id,
        value.evaluation_id,
        value.audit_finding_id,
        value.objective_id,
        value.review_id,
      ].filter((v) => v !== null).length <= 1,
    {
      path: ["risk_id"],
      message: "an action answers one record",
      params: { code: "one_source" },
    },
  );

type Checked = { status: string; done_date: string | null; effectiveness: string | null };
/** A done date and an effectiveness belong to a done action. */
const doneBeforeJudged = <T extends z.ZodType<Checked>>(schema: T) =>
  schema
    .refine((value) => value.done_date === null || value.status === "DONE", {
      path: ["done_date"],
      message: "only for a done action",
      params: { code: "done_date_not_done" },
    })
    .refine((value) => value.effectiveness === null || value.status === "DONE", {
      path: ["effectiveness"],
      message: "judged once the action is done",
      params: { code: "effectiveness_before_done" },
    });

const { owner_id: _owner, department_id: _department, ...answered } = answerFields(actionFields);
const named = z.object({ id, name: z.string() });

export const actionSummary = z
  .object({
    id,
    source: z.enum(ACTION_SOURCES),
    origin: named.nullable().openapi({ description: "The record it answers (its source), by its title" }),
    organization: named,
    ...answered,
    owner: named.nullable(),
    department: named.nullable(),
    overdue: z.boolean().openapi({ description: "Not done and past its due date" }),
    effectiveness_checked_by: named.nullable(),
    effectiveness_checked_at: timestamp.nullable(),
    last_modified_date: timestamp,
  })
  .openapi("ActionSummary");

export const action = actionSummary.extend({ files: z.array(fileMetadata) }).openapi("Action");

export const actionInput = oneSource(doneBeforeJudged(z.strictObject({ ...actionFields, ...sourceFields })));
// The source is given when the action is made and stays.
export const actionUpdate = doneBeforeJudged(z.strictObject({ ...actionFields, last_modified_date: timestamp }));

export const actionChange = z
  .strictObject({
    action_ids: z.array(id).min(1).max(MAX_CHOSEN_ACTIONS),
    owner_id: id.optional().openapi({ description: "The new owner of each; left out: each keeps its own" }),
    due_date: dateIn("planned").optional().openapi({ description: "The new due date of each; left out: kept" }),
  })
  .refine((value) => value.owner_id !== undefined || value.due_date !== undefined, {
    path: ["owner_id"],
    message: "say what changes: an owner or a due date",
    params: { code: "nothing_to_change" },
  });

export const actionListQuery = pagingSortedBy(ACTION_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of the title or description" }),
  status: z.enum(ACTION_STATUS_FILTERS).default("NOT_DONE"),
  source: z.enum(ACTION_SOURCES).optional(),
  owner_id: idQuery.optional().openapi({ description: "The actions of this membership" }),
  department_id: idQuery.optional().openapi({ description: "Actions of this department and those below it" }),
  due_within_days: z.enum(DUE_WITHIN_DAYS).optional().openapi({ description: "Not done and due within so many days" }),
  overdue: booleanQuery.default(false).openapi({ type: "boolean", description: "Not done and past due" }),
  ineffective: booleanQuery.default(false).openapi({ type: "boolean", description: "Judged not effective" }),
});

const tags = ["Actions"];
const read = inOrganization("READ", "action-plan");
const edit = inOrganization("EDIT", "action-plan");
const path = "/organizations/{org}/actions";

/** The organization's action plan: every action, whatever it answers, rolled up over those below it. */
export const actionsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The actions of the organization and those below it; not done ones by default, soonest due first",
    request: { params: organizationParams, query: actionListQuery },
    responses: { 200: json(listOf(actionSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path,
    tags,
    summary: "Plan an action (of an event, or of its own); repeating it answers the one planned",
    request: { params: organizationParams, body: jsonBody(actionInput) },
    responses: {
      200: json(action, "Planned already: the existing action, unchanged"),
      201: json(action, "Planned"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(action), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change an action: its plan, its progress, whether it worked; one of a closed event is refused",
    request: { params: organizationItemParams, body: jsonBody(actionUpdate) },
    responses: { 200: json(action), ...standardProblems, ...conflictProblem },
  }),
  change: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/action-changes",
    tags,
    summary: "Give many actions one owner or one due date, all or none",
    request: { params: organizationParams, body: jsonBody(actionChange) },
    responses: { 200: json(z.object({ changed: z.number().int() })), ...standardProblems },
  }),
};

export const actionAttachments = attachmentOperations({
  path: `${path}/{id}`,
  params: organizationItemParams,
  access: edit,
  tags,
});
