import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../schema";
import { seal } from "../../domain/cipher";
import { newWebhookSecret } from "../../domain/webhook-signing";
import { webhookSealKey } from "../../services/webhooks";

/**
 * The holding's ERP hears of its events and actions (decision 042): registered before those are
 * seeded, so the audit trail's trigger queues their events as it would in use.
 */
export async function registerDemoWebhook(db: Db, holdingId: number, sessionSecret: string) {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      organizationId: holdingId,
      url: "https://erp.nordvik.example/hooks/compliance",
      description: "Maintenance planning in the ERP (paused while the ERP is upgraded)",
      recordTypes: ["event", "action"],
      secretSealed: seal(newWebhookSecret(), webhookSealKey(sessionSecret)),
    })
    .returning({ id: webhookEndpoints.id });
  return endpoint!.id;
}

/**
 * Then the ERP received them, one after a retry, and the endpoint was paused for the upgrade, so the
 * demo sends nothing to an address that does not exist.
 */
export async function settleDemoWebhook(db: Db, endpointId: number) {
  await db.execute(sql`
    with sent as (
      update ${webhookDeliveries} set status = 'DELIVERED', attempts = 1, next_attempt_at = null
      where endpoint_id = ${endpointId} returning id, created_date)
    insert into webhook_attempts (delivery_id, at, status_code, duration_ms)
    select id, created_date + interval '2 seconds', 200, 90 + (id * 37) % 300 from sent`);
  // The ERP was going down for its upgrade when the last event came: its first attempt met a 503, the retry a minute later got through.
  const [retried] = await db
    .select({ id: sql<number>`max(${webhookDeliveries.id})`.mapWith(Number) })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  if (retried?.id) {
    await db.update(webhookDeliveries).set({ attempts: 2 }).where(eq(webhookDeliveries.id, retried.id));
    await db
      .update(webhookAttempts)
      .set({ at: sql`${webhookAttempts.at} + interval '1 minute'` })
      .where(eq(webhookAttempts.deliveryId, retried.id));
    await db.execute(sql`
      insert into webhook_attempts (delivery_id, at, status_code, duration_ms, error)
      select id, created_date + interval '1 second', 503, 41, 'status' from webhook_deliveries where id = ${retried.id}`);
  }
  await db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpointId));
}
