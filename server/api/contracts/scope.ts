import { conflictProblem, json, jsonBody, listOf, organizationParams, standardProblems } from "../schemas/common";
import { scope, scopeInput, scopeRevision } from "../schemas/scope";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Scope"];
const read = inOrganization("READ", "scope");
const edit = inOrganization("EDIT", "scope");

/** The organization's scope statement (`/organizations/{org}/scope`) and its revisions. */
export const scopeApi = {
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/scope",
    tags,
    summary: "The scope statement; 404 while the organization has none",
    request: { params: organizationParams },
    responses: { 200: json(scope), ...standardProblems },
  }),
  put: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/scope",
    tags,
    summary: "Write the scope (the first time without a stamp); every save is kept as a revision",
    request: { params: organizationParams, body: jsonBody(scopeInput) },
    responses: { 200: json(scope), ...standardProblems, ...conflictProblem },
  }),
  revisions: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/scope/revisions",
    tags,
    summary: "Every saved version of the scope, newest first",
    request: { params: organizationParams },
    responses: { 200: json(listOf(scopeRevision)), ...standardProblems },
  }),
};

export const scopeAttachments = attachmentOperations({
  path: "/organizations/{org}/scope",
  params: organizationParams,
  access: edit,
  tags,
});
