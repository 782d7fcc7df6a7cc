import {
  conflictProblem,
  inUseProblem,
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
  area,
  childOrganizationUpdate,
  departmentChoice,
  departmentChoiceQuery,
  organization,
  organizationEntry,
  organizationEntryQuery,
  organizationInput,
  organizationNode,
  organizationUpdate,
  permissions,
} from "../schemas/organizations";
import { anyUser, defineOperation, inOrganization } from "./operation";

const tags = ["Organization"];
const read = inOrganization("READ");
const manage = inOrganization("MANAGE", "manage-organization");

/** The holding's organizations and departments (`/organizations`, `/organizations/{org}/…`). */
export const organizationsApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/organizations",
    tags,
    summary: "The organization trees the user belongs to",
    responses: { 200: json(listOf(organizationNode)), 401: standardProblems[401] },
  }),
  accessible: defineOperation(anyUser, {
    method: "get",
    path: "/accessible-organizations",
    tags,
    summary: "The organizations the user may open, flat in tree order: searched, filtered and paged",
    description:
      "Cheap for a large holding: the companies alone (type=COMPANY), one organization (id), the children " +
      "of one (parent_id) or the organizations whose name contains q, a page at a time.",
    request: { query: organizationEntryQuery },
    responses: {
      200: json(listOf(organizationEntry)),
      400: standardProblems[400],
      401: standardProblems[401],
      422: standardProblems[422],
    },
  }),
  get: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}",
    tags,
    request: { params: organizationParams },
    responses: { 200: json(organization), ...standardProblems },
  }),
  put: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}",
    tags,
    request: { params: organizationParams, body: jsonBody(organizationUpdate) },
    responses: { 200: json(organization), ...standardProblems, ...conflictProblem },
  }),
  permissions: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/permissions",
    tags,
    summary: "The permission names the user holds in the organization",
    request: { params: organizationParams },
    responses: { 200: json(permissions), ...standardProblems },
  }),
  areas: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/areas",
    tags,
    request: { params: organizationParams },
    responses: { 200: json(listOf(area)), ...standardProblems },
  }),
  departments: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/departments",
    tags,
    request: { params: organizationParams },
    responses: { 200: json(listOf(organizationNode)), ...standardProblems },
  }),
  departmentChoices: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/department-choices",
    tags,
    summary: "The choices of a department filter or field: the organization and those below it, in tree order",
    description:
      "The whole tree up to 200; a larger holding lists its companies, each with the departments directly " +
      "under it unless it has more than 50, and the one chosen.",
    request: { params: organizationParams, query: departmentChoiceQuery },
    responses: { 200: json(listOf(departmentChoice)), ...standardProblems },
  }),
  createDepartment: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/departments",
    tags,
    request: { params: organizationParams, body: jsonBody(organizationInput) },
    responses: { 201: json(organization, "Created"), ...standardProblems },
  }),
  updateDepartment: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}/departments/{id}",
    tags,
    summary: "Change a department below {org}, or move it (parent_id) while it holds no records",
    request: { params: organizationItemParams, body: jsonBody(childOrganizationUpdate) },
    responses: { 200: json(organization), ...standardProblems, ...conflictProblem, ...inUseProblem },
  }),
  removeDepartment: defineOperation(manage, {
    method: "delete",
    path: "/organizations/{org}/departments/{id}",
    tags,
    summary: "Remove a department below {org} that holds no records and has nothing below it",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems, ...inUseProblem },
  }),
  updateSubsidiary: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}/subsidiaries/{id}",
    tags,
    summary: "Change a subsidiary below {org}, or move it under another company while it holds no records",
    request: { params: organizationItemParams, body: jsonBody(childOrganizationUpdate) },
    responses: { 200: json(organization), ...standardProblems, ...conflictProblem, ...inUseProblem },
  }),
  removeSubsidiary: defineOperation(manage, {
    method: "delete",
    path: "/organizations/{org}/subsidiaries/{id}",
    tags,
    summary: "Remove a subsidiary below {org} that holds no records and has nothing below it",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems, ...inUseProblem },
  }),
  logo: defineOperation(read, {
    method: "get",
    path: "/organizations/{org}/logo",
    tags,
    summary: "The logo the organization shows: its own, else the closest one above it (404 when none)",
    request: { params: organizationParams },
    responses: {
      200: {
        description: "The image",
        content: { "image/*": { schema: z.string().openapi({ format: "binary" }) } },
      },
      ...standardProblems,
    },
  }),
  createSubsidiary: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/subsidiaries",
    tags,
    request: { params: organizationParams, body: jsonBody(organizationInput) },
    responses: { 201: json(organization, "Created"), ...standardProblems },
  }),
};
