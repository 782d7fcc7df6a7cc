import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  organizationItemParams,
  organizationParams,
  id,
  standardProblems,
  z,
} from "../schemas/common";
import { role, roleInput, roleUpdate } from "../schemas/organizations";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Members"];
const manage = inOrganization("MANAGE", "members");

/** Roles in the organization (`/organizations/{org}/roles`): who holds them and what they require. */
export const rolesApi = {
  list: defineOperation(inOrganization("READ", "members"), {
    method: "get",
    path: "/organizations/{org}/roles",
    tags,
    request: { params: organizationParams },
    responses: { 200: json(listOf(role)), ...standardProblems },
  }),
  names: defineOperation(inOrganization("READ", "members"), {
    method: "get",
    path: "/organizations/{org}/role-names",
    tags,
    summary: "The roles by name alone, for choosing one (a filter, a form)",
    request: { params: organizationParams },
    responses: { 200: json(listOf(z.object({ id, name: z.string() }))), ...standardProblems },
  }),
  get: defineOperation(inOrganization("READ", "members"), {
    method: "get",
    path: "/organizations/{org}/roles/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(role), ...standardProblems },
  }),
  create: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/roles",
    tags,
    request: { params: organizationParams, body: jsonBody(roleInput) },
    responses: { 201: json(role, "Created"), ...standardProblems, ...conflictProblem },
  }),
  update: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}/roles/{id}",
    tags,
    request: { params: organizationItemParams, body: jsonBody(roleUpdate) },
    responses: { 200: json(role), ...standardProblems, ...conflictProblem },
  }),
};
