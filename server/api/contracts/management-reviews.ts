import type { SnakeCase } from "../../domain/wire-casing";
import { MAX_PARTICIPANTS, REVIEW_STATUSES, type AgendaSection } from "../../domain/management-reviews";
import {
  answerFields,
  conflictProblem,
  dateIn,
  id,
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
import { actionSummary } from "./actions";
import { attachmentOperations } from "./attachments";
import { agenda } from "./management-review-agenda";
import { defineOperation, inOrganization } from "./operation";

export const REVIEW_SORT_FIELDS = ["review_date", "title", "status", "organization"] as const;

const optional = (max: number) => text(max).nullable().default(null);
const named = z.object({ id, name: z.string() });

/** A review's fields as planned, in the form's order (decision 038). */
const reviewFields = {
  title: text(200).min(1).openapi({ description: "e.g. Management review 2026" }),
  // The day it is held; the agenda is read as of it. (A described copy would lose the date's bound.)
  review_date: dateIn("planned"),
  chair_id: id.openapi({ description: "Who chairs it: a present member of the organization or one it sees" }),
  participant_ids: z
    .array(id)
    .max(MAX_PARTICIPANTS)
    .default([])
    .openapi({ description: "The members taking part besides the chair" }),
  external_participants: optional(1000).openapi({ description: "Participants from outside, in words" }),
};

/** The minutes: per agenda section the participants' notes and conclusion, the decisions, the next date. */
const note = optional(4000);
const notes = z.object({
  previous_actions: note,
  issues: note,
  stakeholders: note,
  objectives: note,
  nonconformities: note,
  monitoring: note,
  compliance: note,
  audits: note,
  incidents: note,
  resources: note,
  opportunities: note,
} satisfies Record<SnakeCase<AgendaSection>, typeof note>);
const minutesFields = {
  notes: notes.openapi({ description: "Per agenda section, what the review concluded on it" }),
  decisions: optional(8000).openapi({ description: "The decisions, e.g. on changes to the system and resources" }),
  next_review_date: dateIn("planned").nullable().default(null),
};

const { chair_id: _chair, participant_ids: _participants, ...answered } = answerFields(reviewFields);
const { notes: _notes, ...answeredMinutes } = answerFields(minutesFields);

export const reviewSummary = z
  .object({
    id,
    organization: named.openapi({ description: "The organization reviewed, with those below it" }),
    ...answered,
    chair: named.nullable().openapi({ description: "None once the member is gone" }),
    participants: z.array(named),
    status: z.enum(REVIEW_STATUSES),
    ...answeredMinutes,
    agenda_assembled_at: timestamp.nullable().openapi({ description: "When the agenda was last assembled" }),
    action_count: z.number().int(),
    last_modified_date: timestamp,
  })
  .openapi("ManagementReviewSummary");

export const reviewDetail = reviewSummary
  .extend({
    agenda: agenda.nullable().openapi({ description: "None until assembled; frozen once the review is held" }),
    notes: notes.partial(),
    actions: z.array(actionSummary).openapi({ description: "The actions the review decided, in the action plan" }),
    files: z.array(fileMetadata).openapi({ description: "What it was given and gave: reports, the signed minutes" }),
  })
  .openapi("ManagementReview");

export const reviewInput = z.strictObject(reviewFields);
export const reviewUpdate = z.strictObject({ ...reviewFields, last_modified_date: timestamp });
export const minutesInput = z.strictObject({ ...minutesFields, last_modified_date: timestamp });
export const reviewStamp = z.strictObject({ last_modified_date: timestamp });
export const reviewStatusChange = z
  .strictObject({ status: z.enum(REVIEW_STATUSES), last_modified_date: timestamp })
  .openapi("ManagementReviewStatusChange");

export const reviewListQuery = pagingSortedBy(REVIEW_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its title, external participants or decisions" }),
  status: z.enum(REVIEW_STATUSES).optional(),
});

const tags = ["Management reviews"];
const feature = "management-review";
const read = inOrganization("READ", feature);
const manage = inOrganization("MANAGE", feature);
const path = "/organizations/{org}/management-reviews";
const item = { params: organizationItemParams };
const changed = { 200: json(reviewDetail), ...standardProblems, ...conflictProblem };

/** Management reviews: READ reads them and their minutes, MANAGE (top management's) plans, holds and writes them. */
export const managementReviewsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The reviews of the organization and those below it",
    request: { params: organizationParams, query: reviewListQuery },
    responses: { 200: json(listOf(reviewSummary)), ...standardProblems },
  }),
  create: defineOperation(manage, {
    method: "post",
    path,
    tags,
    summary: "Plan a review; the same one again answers the existing one",
    request: { params: organizationParams, body: jsonBody(reviewInput) },
    responses: {
      200: json(reviewDetail, "Planned already: the existing review, unchanged"),
      201: json(reviewDetail, "Planned"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: item,
    responses: { 200: json(reviewDetail), ...standardProblems },
  }),
  update: defineOperation(manage, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change the title, date, chair or participants (the date only while planned; nothing once closed)",
    request: { ...item, body: jsonBody(reviewUpdate) },
    responses: changed,
  }),
  minutes: defineOperation(manage, {
    method: "put",
    path: `${path}/{id}/minutes`,
    tags,
    summary: "Write the minutes: each section's notes, the decisions and the next review's date (not once closed)",
    request: { ...item, body: jsonBody(minutesInput) },
    responses: changed,
  }),
  assemble: defineOperation(manage, {
    method: "post",
    path: `${path}/{id}/agenda`,
    tags,
    summary: "Assemble the agenda from the records as of the review's date (only while it is planned)",
    request: { ...item, body: jsonBody(reviewStamp) },
    responses: changed,
  }),
  status: defineOperation(manage, {
    method: "post",
    path: `${path}/{id}/status`,
    tags,
    summary: "Hold (the agenda assembled and frozen as of the date), close, or reopen a closed review",
    request: { ...item, body: jsonBody(reviewStatusChange) },
    responses: changed,
  }),
};

/** Its files: MANAGE attaches them, after it is closed too (the signed minutes come last). */
export const reviewAttachments = attachmentOperations({
  path: `${path}/{id}`,
  params: organizationItemParams,
  access: manage,
  tags,
});
