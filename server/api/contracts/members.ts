import { acquisitionInput, competenceRequirement } from "../schemas/competences";
import {
  conflictProblem,
  idParam,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import { member, memberDetail, memberInvite, memberListQuery, memberUpdate } from "../schemas/members";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Members"];
const manage = inOrganization("MANAGE", "members");
const requirementParams = organizationItemParams.extend({ competenceId: idParam("competenceId") });

/**
 * The organization's members (`/organizations/{org}/members`): the people of the organization and of
 * those below it, and those above it who lead it. Members below it may be changed; those above only read.
 */
export const membersApi = {
  list: defineOperation(inOrganization("READ"), {
    method: "get",
    path: "/organizations/{org}/members",
    tags,
    summary: "The members: of the organization, the organizations below it and those above it",
    request: { params: organizationParams, query: memberListQuery },
    responses: { 200: json(listOf(member)), ...standardProblems },
  }),
  get: defineOperation(inOrganization("READ", "members"), {
    method: "get",
    path: "/organizations/{org}/members/{id}",
    tags,
    summary: "A member with their roles and competence requirements, each with its status today",
    request: { params: organizationItemParams },
    responses: { 200: json(memberDetail), ...standardProblems },
  }),
  invite: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/members",
    tags,
    summary: "Invite a member: the user is made if needed and mailed a link to choose a password",
    description: "Inviting someone who is a member of that organization already answers the membership (200).",
    request: { params: organizationParams, body: jsonBody(memberInvite) },
    responses: {
      200: json(memberDetail, "A member already: the membership, unchanged"),
      201: json(memberDetail, "Invited"),
      ...standardProblems,
    },
  }),
  update: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}/members/{id}",
    tags,
    summary: "Change a member's job title, access, roles and own competence requirements",
    request: { params: organizationItemParams, body: jsonBody(memberUpdate) },
    responses: { 200: json(memberDetail), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(manage, {
    method: "delete",
    path: "/organizations/{org}/members/{id}",
    tags,
    summary: "Remove a member: their access ends, their records stay as history",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  recordAcquisition: defineOperation(inOrganization("EDIT", "competences"), {
    method: "put",
    path: "/organizations/{org}/members/{id}/competences/{competenceId}",
    tags,
    summary: "Record when a member acquired a competence, or by when they must",
    request: { params: requirementParams, body: jsonBody(acquisitionInput) },
    responses: { 200: json(competenceRequirement), ...standardProblems, ...conflictProblem },
  }),
};

/** Evidence (certificates) of a member's competence. */
export const acquisitionAttachments = attachmentOperations({
  path: "/organizations/{org}/members/{id}/competences/{competenceId}",
  params: requirementParams,
  access: inOrganization("EDIT", "competences"),
  tags,
});
