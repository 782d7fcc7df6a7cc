import { API_TOKEN_PREFIX, API_TOKEN_SCOPES } from "../../domain/api-tokens";
import {
  dateIn,
  dateOnly,
  id,
  idParam,
  json,
  jsonBody,
  noContent,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { anyUser, defineOperation } from "./operation";

const tags = ["User"];

export const apiTokenInput = z
  .strictObject({
    name: text(100).min(1).openapi({ description: "What it is for, e.g. the ERP's nightly export" }),
    organization_id: id.openapi({ description: "The organization it reaches, with those below it" }),
    scope: z.enum(API_TOKEN_SCOPES).openapi({ description: "READ or EDIT, no wider than the caller's there" }),
    // Its last day: from tomorrow to API_TOKEN_MAX_DAYS ahead (checked by the route).
    expires_on: dateIn("planned"),
  })
  .openapi("ApiTokenInput");

export const apiTokenSummary = z
  .object({
    id,
    name: z.string(),
    scope: z.enum(API_TOKEN_SCOPES),
    expires_on: dateOnly,
    created_date: timestamp,
    last_used_date: timestamp.nullable(),
    organization: z.object({ id, name: z.string() }),
  })
  .openapi("ApiToken");

export const apiTokenCreated = apiTokenSummary
  .extend({
    token: z.string().openapi({
      description: `The token (starting ${API_TOKEN_PREFIX}), shown this once: send it as "Authorization: Bearer …"`,
    }),
  })
  .openapi("ApiTokenCreated");

/**
 * The caller's API tokens (decision 040). Only a session manages them: a token reaches an organization's
 * records, never the account it belongs to.
 */
export const apiTokensApi = {
  list: defineOperation(anyUser, {
    method: "get",
    path: "/user/api-tokens",
    tags,
    summary: "The caller's API tokens, the newest first",
    responses: { 200: json(z.object({ content: z.array(apiTokenSummary) })), ...standardProblems },
  }),
  create: defineOperation(anyUser, {
    method: "post",
    path: "/user/api-tokens",
    tags,
    summary: "Make an API token for one organization; its text is in this answer only",
    request: { body: jsonBody(apiTokenInput) },
    responses: { 201: json(apiTokenCreated, "Made: the token is shown this once"), ...standardProblems },
  }),
  revoke: defineOperation(anyUser, {
    method: "delete",
    path: "/user/api-tokens/{id}",
    tags,
    summary: "Remove an API token: it stops at once",
    request: { params: z.object({ id: idParam("id") }) },
    responses: { 204: noContent, ...standardProblems },
  }),
};
