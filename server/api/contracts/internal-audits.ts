import { MAX_REPETITIONS } from "../../domain/audit-programme";
import { AUDIT_STATUSES, AUDITOR_WARNINGS, MAX_AUDITORS } from "../../domain/internal-audits";
import {
  answerFields,
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
import { fileMetadata } from "../schemas/files";
import { findingDetail, findingInput, findingSummary, findingUpdate } from "./audit-findings";
import { attachmentOperations } from "./attachments";
import {
  auditObligationChoices,
  auditProcedureChoices,
  checklistInput,
  checklistLine,
  MAX_AUDIT_OBLIGATIONS,
  MAX_AUDIT_PROCEDURES,
  obligation,
  procedure,
  repetitionInput,
} from "./internal-audit-scope";
import { defineOperation, inOrganization } from "./operation";

export const AUDIT_SORT_FIELDS = ["start_date", "subject", "status", "department"] as const;

const optional = (max: number) => text(max).nullable().default(null);
const named = z.object({ id, name: z.string() });

/** An audit's fields as taken, in the form's order (decision 037). */
const auditFields = {
  subject: text(200).min(1).openapi({ description: "What is audited, in a few words" }),
  department_id: id
    .nullable()
    .default(null)
    .openapi({ description: "The department audited; none, the organization as a whole" }),
  covers_environment: z.boolean().default(false).openapi({ description: "ISO 14001 is in scope" }),
  covers_safety: z.boolean().default(false).openapi({ description: "ISO 45001 is in scope" }),
  covers_security: z.boolean().default(false).openapi({ description: "ISO 27001 is in scope" }),
  clauses: optional(300).openapi({ description: "The clauses in scope (`4.1, 6.1, 8.1`); none, all of them" }),
  processes: optional(2000).openapi({ description: "The processes in scope, in words" }),
  obligation_ids: z.array(id).max(MAX_AUDIT_OBLIGATIONS).default([]).openapi({
    description: "Entries of the legal register of the organization or one above it: each a checklist line",
  }),
  procedure_ids: z.array(id).max(MAX_AUDIT_PROCEDURES).default([]).openapi({
    description: "Procedures of the organization, one above it or one below it: each a checklist line",
  }),
  lead_auditor_id: id.openapi({ description: "A present member of the organization or one it sees" }),
  auditor_ids: z
    .array(id)
    .max(MAX_AUDITORS)
    .default([])
    .openapi({ description: "The other auditors, members like the lead auditor" }),
  start_date: dateIn("planned"),
  end_date: dateIn("planned").nullable().default(null),
  conclusion: optional(4000).openapi({ description: "The audit's conclusion, for its report" }),
};

const {
  department_id: _placed,
  lead_auditor_id: _lead,
  auditor_ids: _auditors,
  ...answered
} = answerFields(auditFields);

export const auditSummary = z
  .object({
    id,
    ...answered,
    department: named.nullable(),
    lead_auditor: named.nullable().openapi({ description: "None once the member is gone" }),
    auditors: z.array(named),
    status: z.enum(AUDIT_STATUSES),
    finding_count: z.number().int(),
    nonconformity_count: z.number().int(),
    last_modified_date: timestamp,
  })
  .openapi("InternalAuditSummary");

export const auditDetail = auditSummary
  .extend({
    obligations: z.array(obligation).openapi({ description: "The binding obligations in scope" }),
    procedures: z.array(procedure).openapi({ description: "The procedures in scope" }),
    findings: z.array(findingSummary).openapi({ description: "In the order they were found" }),
    checklist: z.array(checklistLine).openapi({ description: "A line per clause of the scope, in order" }),
    files: z.array(fileMetadata).openapi({ description: "The evidence seen, which the checklist and findings name" }),
    warnings: z.array(z.object({ member: named, kind: z.enum(AUDITOR_WARNINGS) })).openapi({
      description: "Auditors without a valid internal-auditor competence, or auditing their own department",
    }),
  })
  .openapi("InternalAudit");

export const auditInput = z.strictObject(auditFields);
export const auditUpdate = z.strictObject({ ...auditFields, last_modified_date: timestamp });
export const auditStatusChange = z
  .strictObject({ status: z.enum(AUDIT_STATUSES), last_modified_date: timestamp })
  .openapi("InternalAuditStatusChange");

export const auditListQuery = pagingSortedBy(AUDIT_SORT_FIELDS).extend({
  q: text(200).optional().openapi({ description: "Part of its subject, clauses, processes or conclusion" }),
  department_id: idQuery.optional().openapi({ description: "Audits of this department and those below it" }),
  status: z.enum(AUDIT_STATUSES).optional(),
});

const tags = ["Internal audits"];
const feature = "internal-audit";
const read = inOrganization("READ", feature);
const audit = inOrganization("EDIT", feature);
const plan = inOrganization("MANAGE", feature);
const path = "/organizations/{org}/internal-audits";
const findingParams = z.object({ org: idParam("org"), findingId: idParam("findingId") });

/** The audit programme: READ reads it, EDIT audits (status, findings), MANAGE plans the audits. */
export const internalAuditsApi = {
  list: defineOperation(read, {
    method: "get",
    path,
    tags,
    summary: "The audits of the organization and those below it",
    request: { params: organizationParams, query: auditListQuery },
    responses: { 200: json(listOf(auditSummary)), ...standardProblems },
  }),
  create: defineOperation(plan, {
    method: "post",
    path,
    tags,
    summary: "Plan an audit; the same one again answers the existing one",
    request: { params: organizationParams, body: jsonBody(auditInput) },
    responses: {
      200: json(auditDetail, "Planned already: the existing audit, unchanged"),
      201: json(auditDetail, "Planned"),
      ...standardProblems,
    },
  }),
  obligations: defineOperation(read, {
    method: "get",
    path: `${path}/obligations`,
    tags,
    summary: "The binding obligations an audit's scope may name",
    request: { params: organizationParams },
    responses: { 200: json(auditObligationChoices), ...standardProblems },
  }),
  procedures: defineOperation(read, {
    method: "get",
    path: `${path}/procedures`,
    tags,
    summary: "The procedures an audit's scope may name",
    request: { params: organizationParams },
    responses: { 200: json(auditProcedureChoices), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: `${path}/{id}`,
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(auditDetail), ...standardProblems },
  }),
  update: defineOperation(plan, {
    method: "put",
    path: `${path}/{id}`,
    tags,
    summary: "Change the audit's scope, auditors, dates or conclusion (not once it is closed)",
    request: { params: organizationItemParams, body: jsonBody(auditUpdate) },
    responses: { 200: json(auditDetail), ...standardProblems, ...conflictProblem },
  }),
  repeat: defineOperation(plan, {
    method: "post",
    path: `${path}/{id}/repetitions`,
    tags,
    summary: `Plan the audit again every so many months up to a day (${MAX_REPETITIONS} at most); those planned already are kept`,
    request: { params: organizationItemParams, body: jsonBody(repetitionInput) },
    responses: {
      200: json(z.object({ planned: z.array(id).openapi({ description: "The repetitions, new or kept" }) })),
      ...standardProblems,
    },
  }),
  status: defineOperation(audit, {
    method: "post",
    path: `${path}/{id}/status`,
    tags,
    summary: "Move the audit a step: closing is refused while a nonconformity has no cause or no action",
    request: { params: organizationItemParams, body: jsonBody(auditStatusChange) },
    responses: { 200: json(auditDetail), ...standardProblems, ...conflictProblem },
  }),
  answerChecklist: defineOperation(audit, {
    method: "put",
    path: `${path}/{id}/checklist`,
    tags,
    summary: "Answer lines of the checklist, all or none; a line without an answer forgets the one kept",
    request: { params: organizationItemParams, body: jsonBody(checklistInput) },
    responses: { 200: json(auditDetail), ...standardProblems, ...conflictProblem },
  }),
  addFinding: defineOperation(audit, {
    method: "post",
    path: `${path}/{id}/findings`,
    tags,
    summary: "Record a finding; the same one again answers the existing one",
    request: { params: organizationItemParams, body: jsonBody(findingInput) },
    responses: {
      200: json(findingDetail, "Recorded already: the existing finding"),
      201: json(findingDetail, "Recorded"),
      ...standardProblems,
    },
  }),
  getFinding: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/audit-findings/{findingId}",
    tags,
    request: { params: findingParams },
    responses: { 200: json(findingDetail), ...standardProblems },
  }),
  updateFinding: defineOperation(audit, {
    method: "put",
    path: "/organizations/{org}/audit-findings/{findingId}",
    tags,
    summary: "Change the finding: its type, clause, description or cause (not once the audit is closed)",
    request: { params: findingParams, body: jsonBody(findingUpdate) },
    responses: { 200: json(findingDetail), ...standardProblems, ...conflictProblem },
  }),
};

/** Its evidence files: EDIT (the auditors) attaches them, after it is closed too (the signed report). */
export const auditAttachments = attachmentOperations({
  path: `${path}/{id}`,
  params: organizationItemParams,
  access: audit,
  tags,
});
