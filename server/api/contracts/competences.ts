import {
  competence,
  competenceInput,
  competenceListQuery,
  competenceMatrix,
  competenceSummary,
  competenceUpdate,
  matrixQuery,
} from "../schemas/competences";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
} from "../schemas/common";
import { attachmentOperations } from "./attachments";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Competences"];
const read = inOrganization("READ", "competences");
const edit = inOrganization("EDIT", "competences");

/** What members must know or hold (`/organizations/{org}/competences`), and the matrix of who does. */
export const competencesApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/competences",
    tags,
    request: { params: organizationParams, query: competenceListQuery },
    responses: { 200: json(listOf(competenceSummary)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/competences",
    tags,
    request: { params: organizationParams, body: jsonBody(competenceInput) },
    responses: { 201: json(competence, "Created"), ...standardProblems, ...conflictProblem },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/competences/{id}",
    tags,
    summary: "A competence with every member it is required of and their status today",
    request: { params: organizationItemParams },
    responses: { 200: json(competence), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/competences/{id}",
    tags,
    request: { params: organizationItemParams, body: jsonBody(competenceUpdate) },
    responses: { 200: json(competence), ...standardProblems, ...conflictProblem },
  }),
  matrix: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/competence-matrix",
    tags,
    summary: "Members × competences: the status of each requirement today, a page of members at a time",
    request: { params: organizationParams, query: matrixQuery },
    responses: { 200: json(competenceMatrix), ...standardProblems },
  }),
};

export const competenceAttachments = attachmentOperations({
  path: "/organizations/{org}/competences/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
