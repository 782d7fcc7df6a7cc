import { API_TOKEN_SCOPES } from "../../domain/api-tokens";
import {
  dateIn,
  id,
  idParam,
  json,
  jsonBody,
  noContent,
  organizationItemParams,
  organizationParams,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { apiTokenCreated, apiTokenSummary } from "./api-tokens";
import { defineOperation, inOrganization } from "./operation";

const tags = ["Service accounts"];
const managers = inOrganization("MANAGE");

export const serviceAccountInput = z
  .strictObject({
    name: text(100).min(1).openapi({ description: "The system it stands for, e.g. the ERP" }),
    scope: z.enum(API_TOKEN_SCOPES).openapi({ description: "READ or EDIT: its tokens never exceed it" }),
  })
  .openapi("ServiceAccountInput");

export const serviceTokenInput = z
  .strictObject({
    name: text(100).min(1).openapi({ description: "What it is for, e.g. the nightly export" }),
    scope: z.enum(API_TOKEN_SCOPES).openapi({ description: "READ or EDIT, no wider than the account's" }),
    // Its last day: from tomorrow to API_TOKEN_MAX_DAYS ahead (checked by the service).
    expires_on: dateIn("planned"),
  })
  .openapi("ServiceTokenInput");

const serviceToken = apiTokenSummary.omit({ organization: true });

export const serviceAccount = z
  .object({
    id,
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    created_date: timestamp,
    created_by: z.object({ id, name: z.string() }).nullable(),
    tokens: z.array(serviceToken),
  })
  .openapi("ServiceAccount");

const tokenParams = z.object({ org: idParam("org"), id: idParam("id"), tokenId: idParam("tokenId") });

/**
 * An organization's service accounts (decision 046): other systems' identities there, managed by its
 * managers, each with its own tokens for the organization and those below it.
 */
export const serviceAccountsApi = {
  list: defineOperation(managers, {
    method: "get",
    path: "/organizations/{org}/service-accounts",
    tags,
    summary: "The organization's service accounts by name, each with its tokens",
    request: { params: organizationParams },
    responses: { 200: json(z.object({ content: z.array(serviceAccount) })), ...standardProblems },
  }),
  create: defineOperation(managers, {
    method: "post",
    path: "/organizations/{org}/service-accounts",
    tags,
    summary: "Make a service account",
    request: { params: organizationParams, body: jsonBody(serviceAccountInput) },
    responses: { 201: json(z.object({ id }), "Made"), ...standardProblems },
  }),
  remove: defineOperation(managers, {
    method: "delete",
    path: "/organizations/{org}/service-accounts/{id}",
    tags,
    summary: "Remove a service account: its tokens stop at once",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  createToken: defineOperation(managers, {
    method: "post",
    path: "/organizations/{org}/service-accounts/{id}/tokens",
    tags,
    summary: "Make a token of the service account; its text is in this answer only",
    request: { params: organizationItemParams, body: jsonBody(serviceTokenInput) },
    responses: { 201: json(apiTokenCreated, "Made: the token is shown this once"), ...standardProblems },
  }),
  revokeToken: defineOperation(managers, {
    method: "delete",
    path: "/organizations/{org}/service-accounts/{id}/tokens/{tokenId}",
    tags,
    summary: "Remove a token of the service account: it stops at once",
    request: { params: tokenParams },
    responses: { 204: noContent, ...standardProblems },
  }),
};
