import type { Context } from "hono";
import { isIP } from "node:net";
import { isPrivateAddress } from "../domain/webhook-signing";
import { camelKeys } from "../domain/wire-casing";
import { RefusedError } from "../services/errors";
import {
  createWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  queueTestEvent,
  redeliverWebhook,
  removeWebhookEndpoint,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  webhookSealKey,
} from "../services/webhooks";
import { actorOf } from "./circle";
import { webhooksApi as contract } from "./contracts/webhooks";
import type { ApiEnv } from "./env";
import { wakeWebhookDelivery } from "./middleware/webhook-wake";
import { createRouter, guarded, respond } from "./router";

/**
 * An address inside a network is refused when it is saved, as its delivery would be, unless the
 * installation allows them (decision 042); a name is checked again each time it is resolved.
 */
function checkReachable(c: Context<ApiEnv>, address: string) {
  if (c.var.deps.config.webhookPrivateAddresses) return;
  const host = new URL(address).hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || (isIP(host) && isPrivateAddress(host))) {
    throw new RefusedError([
      { path: "url", code: "webhook_url_private", message: "This installation delivers to the internet only" },
    ]);
  }
}

const sealKey = (c: Context<ApiEnv>) => webhookSealKey(c.var.deps.config.sessionSecret);
const organizationOf = (c: Context<ApiEnv>) => c.var.organization.id;
// Which organizations' writes wake the delivery job follows the endpoints turned on (decision 042).
const endpointsChanged = (c: Context<ApiEnv>) => c.var.deps.webhookListeners.forget();

export const webhookRoutes = createRouter()
  .openapi(guarded(contract.list), async (c) => {
    const content = await listWebhookEndpoints(c.var.deps.db, organizationOf(c));
    return c.json(respond(contract.list, { content }), 200);
  })
  .openapi(guarded(contract.create), async (c) => {
    const input = camelKeys(c.req.valid("json"));
    checkReachable(c, input.url);
    const made = await createWebhookEndpoint(c.var.deps.db, actorOf(c), organizationOf(c), input, sealKey(c));
    endpointsChanged(c);
    // The secret is in this answer only: no cache, and no kept answer of a repeated key, holds it.
    c.header("Cache-Control", "no-store");
    return c.json(respond(contract.create, made), 201);
  })
  .openapi(guarded(contract.get), async (c) => {
    const row = await getWebhookEndpoint(c.var.deps.db, organizationOf(c), c.req.valid("param").id);
    return c.json(respond(contract.get, row), 200);
  })
  .openapi(guarded(contract.update), async (c) => {
    const { id } = c.req.valid("param");
    const { lastModifiedDate, ...input } = camelKeys(c.req.valid("json"));
    checkReachable(c, input.url);
    await updateWebhookEndpoint(c.var.deps.db, actorOf(c), organizationOf(c), id, input, lastModifiedDate);
    endpointsChanged(c);
    return c.json(respond(contract.update, await getWebhookEndpoint(c.var.deps.db, organizationOf(c), id)), 200);
  })
  .openapi(guarded(contract.remove), async (c) => {
    await removeWebhookEndpoint(c.var.deps.db, actorOf(c), organizationOf(c), c.req.valid("param").id);
    endpointsChanged(c);
    return c.body(null, 204);
  })
  .openapi(guarded(contract.rotateSecret), async (c) => {
    const id = c.req.valid("param").id;
    const rotated = await rotateWebhookSecret(c.var.deps.db, actorOf(c), organizationOf(c), id, sealKey(c));
    c.header("Cache-Control", "no-store");
    return c.json(respond(contract.rotateSecret, rotated), 200);
  })
  .openapi(guarded(contract.test), async (c) => {
    const id = await queueTestEvent(c.var.deps.db, organizationOf(c), c.req.valid("param").id);
    // Also to an endpoint turned off, which no write wakes the job for.
    wakeWebhookDelivery(c);
    return c.json(respond(contract.test, { id }), 201);
  })
  .openapi(guarded(contract.deliveries), async (c) => {
    const { page, size } = c.req.valid("query");
    const { id } = c.req.valid("param");
    const result = await listWebhookDeliveries(c.var.deps.db, organizationOf(c), id, page, size);
    return c.json(respond(contract.deliveries, { totalElements: result.total, content: result.rows }), 200);
  })
  .openapi(guarded(contract.redeliver), async (c) => {
    const { id, delivery } = c.req.valid("param");
    await redeliverWebhook(c.var.deps.db, organizationOf(c), id, delivery);
    wakeWebhookDelivery(c);
    return c.body(null, 202);
  });
