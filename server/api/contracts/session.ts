import { json, jsonBody, listOf, noContent, standardProblems, text, z } from "../schemas/common";
import { organizationNode } from "../schemas/organizations";
import { anyUser, defineOperation, publicAccess } from "./operation";

const tags = ["Session"];

export const credentials = z.object({
  username: text(320).min(1),
  password: z.string().min(1).max(1000),
});

export const secondFactor = z.object({
  challenge: z.string().min(1).max(1000).openapi({ description: "The `challenge` of the log-in's 401 answer" }),
  code: text(40).min(1).openapi({ description: "The authenticator app's six digits, or a recovery code" }),
});

export const clientErrorReport = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  user_agent: z.string().max(500).optional(),
  digest: z.string().max(200).optional(),
});

/** Logging in and out (`/authentications`, `/logout`) and browsers' error reports (`/errors`). */
export const sessionApi = {
  login: defineOperation(publicAccess, {
    method: "post",
    path: "/authentications",
    tags,
    summary: "Log in; sets the session and XSRF cookies and answers the user's organizations",
    request: {
      body: { required: true, content: { "application/x-www-form-urlencoded": { schema: credentials } } },
    },
    responses: {
      200: json(listOf(organizationNode), "Logged in; the first organization is the default active one"),
      401: standardProblems[401],
      403: standardProblems[403],
      422: standardProblems[422],
      429: { description: "Too many failed attempts; see Retry-After" },
    },
  }),
  secondFactor: defineOperation(publicAccess, {
    method: "post",
    path: "/authentications/second-factor",
    tags,
    summary: "The second step of a log-in with two-factor on: the code for the log-in's challenge",
    description:
      "A log-in whose password is right for an account with two-factor log-in on answers 401 of type " +
      "urn:problem:second-factor-required with a `challenge` (good for five minutes); this completes it.",
    request: {
      body: { required: true, content: { "application/x-www-form-urlencoded": { schema: secondFactor } } },
    },
    responses: {
      200: json(listOf(organizationNode), "Logged in; the first organization is the default active one"),
      401: standardProblems[401],
      403: standardProblems[403],
      422: standardProblems[422],
      429: { description: "Too many failed attempts; see Retry-After" },
    },
  }),
  logout: defineOperation(anyUser, {
    method: "post",
    path: "/logout",
    tags,
    responses: { 204: noContent, 401: standardProblems[401], 403: standardProblems[403] },
  }),
  reportError: defineOperation(publicAccess, {
    method: "post",
    path: "/errors",
    tags,
    summary: "Report an unhandled error seen in a browser",
    request: { body: jsonBody(clientErrorReport) },
    responses: { 204: noContent, 422: standardProblems[422], 429: { description: "Too many reports" } },
  }),
};
