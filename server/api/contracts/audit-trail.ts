import { auditEntry, auditLogQuery, historyQuery } from "../schemas/audit-trail";
import { json, listOf, organizationParams, standardProblems } from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Audit trail"];

/** Who changed what and when (decision 023). */
export const auditTrailApi = {
  history: defineOperation(inOrganization("EDIT"), {
    method: "get",
    path: "/organizations/{org}/history",
    tags,
    summary: "A record's changes, newest first, as far as they fall in the organization and those below it",
    request: { params: organizationParams, query: historyQuery },
    responses: { 200: json(listOf(auditEntry)), ...standardProblems },
  }),
  log: defineOperation(inOrganization("MANAGE"), {
    method: "get",
    path: "/organizations/{org}/audit-log",
    tags,
    summary: "Every change of the organization's and its units' records in a span of days",
    request: { params: organizationParams, query: auditLogQuery },
    responses: { 200: json(listOf(auditEntry)), ...standardProblems },
  }),
};
