import { SSO_DEFAULT_SCOPES } from "../../domain/single-sign-on";
import {
  conflictProblem,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationParams,
  standardProblems,
  text,
  timestamp,
  z,
} from "../schemas/common";
import { organizationNode } from "../schemas/organizations";
import { defineOperation, inOrganization, publicAccess } from "./operation";

const tags = ["Single sign-on"];
const managers = inOrganization("MANAGE");

export const ssoConnectionInput = z
  .strictObject({
    issuer: text(500).min(1).openapi({ description: "The OpenID provider's issuer: https (http only on localhost)" }),
    client_id: text(300).min(1),
    client_secret: z
      .string()
      .min(1)
      .max(1000)
      .optional()
      .openapi({ description: "Write-only: never answered; absent keeps the one kept" }),
    enabled: z.boolean().default(true),
    create_users: z.boolean().default(false),
    default_scope: z.enum(SSO_DEFAULT_SCOPES).default("READ"),
    password_login_disabled: z.boolean().default(false),
    /** The stamp read, when changing a connection that exists. */
    last_modified_date: timestamp.optional(),
  })
  .openapi("SsoConnectionInput");

export const ssoConnection = z
  .object({
    issuer: z.string(),
    client_id: z.string(),
    enabled: z.boolean(),
    create_users: z.boolean(),
    default_scope: z.enum(SSO_DEFAULT_SCOPES),
    password_login_disabled: z.boolean(),
    created_date: timestamp,
    last_modified_date: timestamp,
  })
  .openapi("SsoConnection");

export const ssoStart = z.object({
  email: text(320).optional().openapi({ description: "The person's e-mail: their organization's provider" }),
  organization_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const ssoCallback = z.object({
  challenge: z.string().min(1).max(4000).openapi({ description: "The `challenge` of the start's answer" }),
  parameters: z
    .string()
    .max(8000)
    .openapi({ description: "The query string the provider sent the browser back with (code, state, iss)" }),
});

/** An organization's single sign-on (decision 047), and the log-in through it. */
export const singleSignOnApi = {
  get: defineOperation(managers, {
    method: "get",
    path: "/organizations/{org}/sso-connection",
    tags,
    summary: "The company's OpenID Connect connection, without its secret; null when none",
    request: { params: organizationParams },
    responses: { 200: json(z.object({ connection: ssoConnection.nullable() })), ...standardProblems },
  }),
  put: defineOperation(managers, {
    method: "put",
    path: "/organizations/{org}/sso-connection",
    tags,
    summary: "Set the company's OpenID Connect connection (a company only)",
    request: { params: organizationParams, body: jsonBody(ssoConnectionInput) },
    responses: { 200: json(ssoConnection), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(managers, {
    method: "delete",
    path: "/organizations/{org}/sso-connection",
    tags,
    summary: "Remove the company's single sign-on; passwords work again",
    request: { params: organizationParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  start: defineOperation(publicAccess, {
    method: "post",
    path: "/authentications/sso",
    tags,
    summary: "Start a single sign-on: the provider's address to send the browser to, and a challenge",
    description:
      "By the person's e-mail or an organization's id. The challenge (state, nonce and PKCE verifier, " +
      "sealed, good for ten minutes) comes back with the provider's answer to `/authentications/sso/callback`.",
    request: {
      body: { required: true, content: { "application/x-www-form-urlencoded": { schema: ssoStart } } },
    },
    responses: {
      200: json(z.object({ authorization_url: z.string(), challenge: z.string() })),
      401: standardProblems[401],
      403: standardProblems[403],
      404: standardProblems[404],
      422: standardProblems[422],
      429: { description: "Too many failed attempts; see Retry-After" },
      502: { description: "The provider cannot be reached" },
    },
  }),
  callback: defineOperation(publicAccess, {
    method: "post",
    path: "/authentications/sso/callback",
    tags,
    summary: "Finish a single sign-on: sets the session and XSRF cookies as the password log-in does",
    request: {
      body: { required: true, content: { "application/x-www-form-urlencoded": { schema: ssoCallback } } },
    },
    responses: {
      200: json(listOf(organizationNode), "Logged in; the first organization is the default active one"),
      401: standardProblems[401],
      403: standardProblems[403],
      422: standardProblems[422],
      429: { description: "Too many failed attempts; see Retry-After" },
      502: { description: "The provider cannot be reached" },
    },
  }),
};
