import {
  conflictProblem,
  idParam,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  standardProblems,
  z,
} from "../schemas/common";
import {
  associationCreate,
  associationListQuery,
  associationUpdate,
  stakeholder,
  stakeholderAssociation,
  stakeholderAssociationListItem,
  stakeholderInput,
  stakeholderListQuery,
  stakeholderUpdate,
} from "../schemas/stakeholders";
import { attachmentOperations } from "./attachments";
import { anyUser, defineOperation, inOrganization, system } from "./operation";

const tags = ["Stakeholders"];
const params = z.object({ id: idParam("id") });

/** The system's stakeholder catalogue (`/stakeholders`): read by everyone signed in, kept by maintainers. */
export const stakeholdersApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/stakeholders",
    tags,
    request: { query: stakeholderListQuery },
    responses: {
      200: json(listOf(stakeholder)),
      400: standardProblems[400],
      401: standardProblems[401],
      422: standardProblems[422],
    },
  }),
  create: defineOperation(system("MAINTAIN"), {
    method: "post",
    path: "/stakeholders",
    tags,
    request: { body: jsonBody(stakeholderInput) },
    responses: { 201: json(stakeholder, "Created"), ...standardProblems, ...conflictProblem },
  }),
  get: defineOperation(anyUser, {
    method: "get",
    path: "/stakeholders/{id}",
    tags,
    request: { params },
    responses: { 200: json(stakeholder), ...standardProblems },
  }),
  update: defineOperation(system("MAINTAIN"), {
    method: "put",
    path: "/stakeholders/{id}",
    tags,
    request: { params, body: jsonBody(stakeholderUpdate) },
    responses: { 200: json(stakeholder), ...standardProblems, ...conflictProblem },
  }),
};

const read = inOrganization("READ", "stakeholders");
const edit = inOrganization("EDIT", "stakeholders");

/** The organization's stakeholders (`/organizations/{org}/stakeholder-associations`). */
export const stakeholderAssociationsApi = {
  list: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/stakeholder-associations",
    tags,
    request: { params: organizationParams, query: associationListQuery },
    responses: { 200: json(listOf(stakeholderAssociationListItem)), ...standardProblems },
  }),
  create: defineOperation(edit, {
    method: "post",
    path: "/organizations/{org}/stakeholder-associations",
    tags,
    summary: "Add a stakeholder from the catalogue; adding one already there answers its entry",
    request: { params: organizationParams, body: jsonBody(associationCreate) },
    responses: {
      200: json(stakeholderAssociation, "There already: the existing entry"),
      201: json(stakeholderAssociation, "Added"),
      ...standardProblems,
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/stakeholder-associations/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(stakeholderAssociation), ...standardProblems },
  }),
  update: defineOperation(edit, {
    method: "put",
    path: "/organizations/{org}/stakeholder-associations/{id}",
    tags,
    summary: "Record the stakeholder's needs and expectations, and how they are addressed",
    request: { params: organizationItemParams, body: jsonBody(associationUpdate) },
    responses: { 200: json(stakeholderAssociation), ...standardProblems, ...conflictProblem },
  }),
};

export const stakeholderAssociationAttachments = attachmentOperations({
  path: "/organizations/{org}/stakeholder-associations/{id}",
  params: organizationItemParams,
  access: edit,
  tags,
});
