import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { WEBHOOK_DELIVERY_JOB } from "../../domain/webhooks";
import type { ApiEnv } from "../env";

/** Wakes the webhook delivery job: its run starts within seconds instead of at the next minute. */
export const wakeWebhookDelivery = (c: Context<ApiEnv>) => c.var.deps.jobs?.wake(WEBHOOK_DELIVERY_JOB);

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After a write that succeeded, wakes the delivery job when an enabled endpoint may hear it: one on
 * the organization written in, above it (its holding hears it) or below it (a write there may change
 * a department's record). The fan-out trigger wrote the deliveries in the write's own transaction, so
 * they are there to send. A write outside an organization wakes it if any endpoint is on. Checked
 * after the answer, which it never delays or fails (decision 042).
 */
export const webhookWake = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const { jobs, webhookListeners, caches, logger } = c.var.deps;
  if (!jobs || READS.has(c.req.method) || !c.res.ok) return;
  const organization = c.var.organization as ApiEnv["Variables"]["organization"] | undefined;
  const circle = organization
    ? async () => (await caches.directory.circle(organization.id))?.visible ?? null
    : undefined;
  webhookListeners.hear(circle).then(
    (heard) => heard && wakeWebhookDelivery(c),
    (error: unknown) => logger.warn({ err: error }, "could not tell whether a webhook hears a write"),
  );
});
