import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import {
  association,
  associationListItem,
  associationUpdate,
  registerListQuery,
  reviewDatesInput,
} from "../schemas/legislation";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Legal register"];
const read = inOrganization("READ", "binding-obligations");
const edit = inOrganization("EDIT", "binding-obligations");

/** The organization's legal register (`/organizations/{org}/legislations`): its binding obligations. */
export const organizationLegislationsApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/legislations",
    tags,
    summary: "The organization's legal register (its binding obligations)",
    request: { params: organizationParams, query: registerListQuery },
    responses: { 200: json(listOf(associationListItem)), ...standardProblems },
  }),
  territories: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/legislation-territories",
    tags,
    summary: "The territories of the legislation in the register, by code (the register's territory filter)",
    request: { params: organizationParams },
    responses: { 200: json(listOf(z.string())), ...standardProblems },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    summary: "The organization's entry for legislation {id}",
    request: { params: organizationItemParams },
    responses: { 200: json(association), ...standardProblems },
  }),
  associate: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    summary: "Add legislation {id} from the catalogue to the register (empty body); a repeat answers the entry",
    request: { params: organizationItemParams },
    responses: {
      200: json(association, "In the register already: the existing entry, unchanged"),
      201: json(association, "Added"),
      ...standardProblems,
    },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    summary: "Record why the legislation applies, who is responsible and the next review",
    request: { params: organizationItemParams, body: jsonBody(associationUpdate) },
    responses: { 200: json(association), ...standardProblems, ...conflictProblem },
  }),
  setReviewDates: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/legislation-review-dates",
    tags,
    summary: "Set the next review of many entries of the register at once, all or none",
    request: { params: organizationParams, body: jsonBody(reviewDatesInput) },
    responses: { 204: noContent, ...standardProblems },
  }),
  remove: defineOperation(edit, {
    method: "delete",
    path: "/organizations/{org}/legislations/{id}",
    tags,
    summary: "Take the legislation out of the register",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
};

export const organizationLegislationAttachments = attachmentOperations({
  path: "/organizations/{org}/legislations/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
