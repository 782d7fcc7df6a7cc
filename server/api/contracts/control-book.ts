import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import {
  agreement,
  agreementInput,
  agreementListItem,
  agreementListQuery,
  agreementUpdate,
  inspection,
  inspectionCreate,
  inspectionListItem,
  inspectionListQuery,
  inspectionCompletion,
  inspectionUpdate,
} from "../schemas/control-book";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Control book"];
const read = inOrganization("READ", "control-book");
const edit = inOrganization("EDIT", "control-book");

/** The organization's agreements (`/organizations/{org}/agreements`): its own and those below it. */
export const agreementsApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/agreements",
    tags,
    request: { params: organizationParams, query: agreementListQuery },
    responses: { 200: json(listOf(agreementListItem)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/agreements",
    tags,
    summary: "A new agreement, and its first inspection due the day it starts; the same one again answers it",
    request: { params: organizationParams, body: jsonBody(agreementInput) },
    responses: {
      200: json(agreement, "Created already: the existing agreement, unchanged"),
      201: json(agreement, "Created"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/agreements/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(agreement), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/agreements/{id}",
    tags,
    request: { params: organizationItemParams, body: jsonBody(agreementUpdate) },
    responses: { 200: json(agreement), ...standardProblems, ...conflictProblem },
  }),
};

export const agreementAttachments = attachmentOperations({
  path: "/organizations/{org}/agreements/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});

/** The control book (`/organizations/{org}/inspections`): each occurrence of an agreement. */
export const inspectionsApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/inspections",
    tags,
    request: { params: organizationParams, query: inspectionListQuery },
    responses: { 200: json(listOf(inspectionListItem)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/inspections",
    tags,
    summary: "An extra inspection of an agreement; one a day per agreement",
    request: { params: organizationParams, body: jsonBody(inspectionCreate) },
    responses: { 201: json(inspection, "Created"), ...standardProblems, ...conflictProblem },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/inspections/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(inspection), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/inspections/{id}",
    tags,
    summary: "Move the due date, complete, correct or reopen; completing schedules the next one",
    request: { params: organizationItemParams, body: jsonBody(inspectionUpdate) },
    responses: { 200: json(inspection), ...standardProblems, ...conflictProblem },
  }),
  complete: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/inspection-completions",
    tags,
    summary: "Complete many pending inspections with one date and result, all or none; each schedules its next",
    request: { params: organizationParams, body: jsonBody(inspectionCompletion) },
    responses: { 204: noContent, ...standardProblems, ...conflictProblem },
  }),
};

export const inspectionAttachments = attachmentOperations({
  path: "/organizations/{org}/inspections/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
