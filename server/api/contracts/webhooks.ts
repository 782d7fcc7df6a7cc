import { AUDIT_ENTITIES } from "../../domain/audit-trail";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ERRORS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_URL_MAX,
  webhookUrlRefusal,
} from "../../domain/webhooks";
import {
  conflictProblem,
  id,
  idParam,
  json,
  jsonBody,
  listOf,
  noContent,
  organizationItemParams,
  organizationParams,
  pagingQuery,
  standardProblems,
  text,
  timestamp,
  url,
  z,
} from "../schemas/common";
import { defineOperation, inOrganization } from "./operation";

const webhookFields = {
  url: url(WEBHOOK_URL_MAX)
    .superRefine((value, context) => {
      const code = webhookUrlRefusal(value);
      if (code)
        context.addIssue({
          code: "custom",
          message: "https, or http to this machine; no user or password",
          params: { code },
        });
    })
    .openapi({ description: "Where events are posted: https (http only to localhost), without user or password" }),
  description: text(200).nullable().default(null),
  event_types: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .max(WEBHOOK_EVENT_TYPES.length)
    .default([])
    .openapi({ description: "The events it hears; none: all" }),
  record_types: z
    .array(z.enum(AUDIT_ENTITIES))
    .max(AUDIT_ENTITIES.length)
    .default([])
    .openapi({ description: "The kinds of record it hears of; none: all" }),
  enabled: z.boolean().default(true),
};

export const webhookInput = z.strictObject(webhookFields).openapi("WebhookEndpointInput");
export const webhookUpdate = z
  .strictObject({ ...webhookFields, last_modified_date: timestamp })
  .openapi("WebhookEndpointUpdate");

export const webhookEndpoint = z
  .object({
    id,
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    record_types: z.array(z.string()),
    enabled: z.boolean(),
    disabled_for_failing: z.boolean().openapi({ description: "Turned off by the server: it kept failing" }),
    failing_since: timestamp.nullable(),
    secret_rotated_until: timestamp
      .nullable()
      .openapi({ description: "Until then the secret before the last rotation signs too" }),
    created_date: timestamp,
    last_modified_date: timestamp,
    last_delivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), created_date: timestamp }).nullable(),
  })
  .openapi("WebhookEndpoint");

const secret = z.string().openapi({
  description: `The signing secret (${WEBHOOK_SECRET_PREFIX}…, Standard Webhooks), shown this once`,
});
export const webhookCreated = webhookEndpoint.extend({ secret }).openapi("WebhookEndpointCreated");

export const webhookDelivery = z
  .object({
    id,
    message_id: z.string().openapi({ description: "The webhook-id header: the same on every attempt" }),
    event_type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int().openapi({ description: "Attempts since it was last queued" }),
    next_attempt_at: timestamp.nullable(),
    created_date: timestamp,
    payload: z.record(z.string(), z.unknown()).openapi({ description: "The event as sent" }),
    attempt_log: z.array(
      z.object({
        at: timestamp,
        status_code: z.number().int().nullable(),
        duration_ms: z.number().int(),
        error: z.enum(WEBHOOK_ERRORS).nullable(),
        detail: z.string().nullable(),
      }),
    ),
  })
  .openapi("WebhookDelivery");

const deliveryParams = organizationItemParams.extend({ delivery: idParam("delivery") });
const tags = ["Webhooks"];
const manage = inOrganization("MANAGE");

/** The organization's webhook endpoints and their deliveries (decision 042): its managers' business. */
export const webhooksApi = {
  list: defineOperation(manage, {
    method: "get",
    path: "/organizations/{org}/webhooks",
    tags,
    summary: "The organization's webhook endpoints",
    request: { params: organizationParams },
    responses: { 200: json(z.object({ content: z.array(webhookEndpoint) })), ...standardProblems },
  }),
  create: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/webhooks",
    tags,
    summary: "Register an endpoint; its signing secret is in this answer only",
    request: { params: organizationParams, body: jsonBody(webhookInput) },
    responses: { 201: json(webhookCreated, "Registered: the secret is shown this once"), ...standardProblems },
  }),
  get: defineOperation(manage, {
    method: "get",
    path: "/organizations/{org}/webhooks/{id}",
    tags,
    request: { params: organizationItemParams },
    responses: { 200: json(webhookEndpoint), ...standardProblems },
  }),
  update: defineOperation(manage, {
    method: "put",
    path: "/organizations/{org}/webhooks/{id}",
    tags,
    summary: "Change an endpoint; turning it on again clears a failing endpoint's stop",
    request: { params: organizationItemParams, body: jsonBody(webhookUpdate) },
    responses: { 200: json(webhookEndpoint), ...standardProblems, ...conflictProblem },
  }),
  remove: defineOperation(manage, {
    method: "delete",
    path: "/organizations/{org}/webhooks/{id}",
    tags,
    summary: "Remove an endpoint with its delivery log",
    request: { params: organizationItemParams },
    responses: { 204: noContent, ...standardProblems },
  }),
  rotateSecret: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/webhooks/{id}/secret",
    tags,
    summary: "A new signing secret, in this answer only; the old one signs beside it for a day",
    request: { params: organizationItemParams },
    responses: { 200: json(z.object({ secret }).openapi("WebhookSecret")), ...standardProblems },
  }),
  test: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/webhooks/{id}/test",
    tags,
    summary: "Queue a test event (webhook.test) for the endpoint",
    request: { params: organizationItemParams },
    responses: { 201: json(z.object({ id }), "Queued: the delivery made"), ...standardProblems },
  }),
  deliveries: defineOperation(manage, {
    method: "get",
    path: "/organizations/{org}/webhooks/{id}/deliveries",
    tags,
    summary: "The endpoint's deliveries, newest first, each with its attempts",
    request: { params: organizationItemParams, query: pagingQuery.omit({ sort: true }) },
    responses: { 200: json(listOf(webhookDelivery)), ...standardProblems },
  }),
  redeliver: defineOperation(manage, {
    method: "post",
    path: "/organizations/{org}/webhooks/{id}/deliveries/{delivery}/redeliver",
    tags,
    summary: "Send a delivered or failed delivery again, with the same webhook-id",
    request: { params: deliveryParams },
    responses: { 202: noContent, ...standardProblems },
  }),
};
