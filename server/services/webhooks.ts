import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { deriveKey, seal } from "../domain/cipher";
import { newWebhookSecret } from "../domain/webhook-signing";
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_OLD_SECRET_HOURS,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from "../domain/webhooks";
import { audit } from "./audit";
import { RecordNotFoundError, RefusedError } from "./errors";
import { pageWithTotal, totalOfMatches } from "./paging";
import { updateVersioned } from "./versioned";

/** The key the endpoints' secrets are sealed with, derived from the application's secret. */
export const webhookSealKey = (appSecret: string) => deriveKey(appSecret, "webhook-secret");

export type WebhookEndpointInput = {
  url: string;
  description: string | null;
  eventTypes: WebhookEventType[];
  recordTypes: string[];
  enabled: boolean;
};
type Actor = { userId: number };

const lastDelivery = sql<{ status: string; created_date: string } | null>`(
  select json_build_object('status', d.status, 'created_date', d.created_date)
  from webhook_deliveries d where d.endpoint_id = ${webhookEndpoints.id}
  order by d.created_date desc, d.id desc limit 1)`;

const shown = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  recordTypes: webhookEndpoints.recordTypes,
  enabled: webhookEndpoints.enabled,
  disabledForFailing: webhookEndpoints.disabledForFailing,
  failingSince: webhookEndpoints.failingSince,
  secretRotatedUntil: webhookEndpoints.previousSecretUntil,
  createdDate: webhookEndpoints.createdDate,
  lastModifiedDate: webhookEndpoints.lastModifiedDate,
  lastDelivery,
};

const own = (organizationId: number, id: number) =>
  and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id))!;

/** The organization's own endpoints (not those of the organizations below it), the oldest first. */
export async function listWebhookEndpoints(db: Db, organizationId: number) {
  const rows = await db
    .select(shown)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.createdDate, webhookEndpoints.id);
  return rows.map(withLastDelivery);
}

export async function getWebhookEndpoint(db: Db, organizationId: number, id: number) {
  const [row] = await db.select(shown).from(webhookEndpoints).where(own(organizationId, id));
  if (!row) throw new RecordNotFoundError();
  return withLastDelivery(row);
}

function withLastDelivery<Row extends { lastDelivery: { status: string; created_date: string } | null }>(row: Row) {
  const last = row.lastDelivery;
  return { ...row, lastDelivery: last ? { status: last.status, createdDate: new Date(last.created_date) } : null };
}

const urlTaken = () =>
  new RefusedError([
    { path: "url", code: "webhook_url_taken", message: "The organization posts to this address already" },
  ]);

/** Registers an endpoint with a new secret, answered this once. */
export async function createWebhookEndpoint(
  db: Db,
  actor: Actor,
  organizationId: number,
  input: WebhookEndpointInput,
  sealKey: Buffer,
) {
  const secret = newWebhookSecret();
  const id = await db.transaction(async (tx) => {
    // One organization's endpoints are made one at a time, so the count and the address check hold.
    await tx.execute(sql`select id from organizations where id = ${organizationId} for no key update`);
    const [{ held }] = (await tx
      .select({ held: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.organizationId, organizationId))) as [{ held: number }];
    if (held >= MAX_WEBHOOK_ENDPOINTS) {
      throw new RefusedError([
        { path: "url", code: "too_many_webhooks", message: `At most ${MAX_WEBHOOK_ENDPOINTS}; remove one first` },
      ]);
    }
    // A form sent twice makes one endpoint: its answer (with the secret) is never kept for a replay.
    const [same] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.url, input.url)));
    if (same) throw urlTaken();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...input, organizationId, secretSealed: seal(secret, sealKey) })
      .returning({ id: webhookEndpoints.id });
    await noteChange(tx, actor, organizationId, row!.id, "create", input.url);
    return row!.id;
  });
  return { ...(await getWebhookEndpoint(db, organizationId, id)), secret };
}

export async function updateWebhookEndpoint(
  db: Db,
  actor: Actor,
  organizationId: number,
  id: number,
  input: WebhookEndpointInput,
  lastModified: string,
) {
  await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.organizationId, organizationId),
          eq(webhookEndpoints.url, input.url),
          ne(webhookEndpoints.id, id),
        ),
      );
    if (same) throw urlTaken();
    // Turned on by a person: it starts afresh, without the server's reason for turning it off.
    const fresh = input.enabled ? { disabledForFailing: false, failingSince: null } : {};
    await updateVersioned(tx, webhookEndpoints, own(organizationId, id), lastModified, { ...input, ...fresh });
    await noteChange(tx, actor, organizationId, id, "update", input.url);
  });
}

export async function removeWebhookEndpoint(db: Db, actor: Actor, organizationId: number, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(webhookEndpoints)
      .where(own(organizationId, id))
      .returning({ url: webhookEndpoints.url });
    if (!gone) throw new RecordNotFoundError();
    await noteChange(tx, actor, organizationId, id, "delete", gone.url);
  });
}

/** A new secret, answered this once; the old one signs beside it for a day. */
export async function rotateWebhookSecret(db: Db, actor: Actor, organizationId: number, id: number, sealKey: Buffer) {
  const secret = newWebhookSecret();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        // A rotation sent twice at once (a double click) keeps the secret the receiver still has, not
        // the one made a moment ago that nobody saw.
        previousSecretSealed: sql`case when ${webhookEndpoints.previousSecretUntil} > now() + make_interval(hours => ${WEBHOOK_OLD_SECRET_HOURS}, mins => -1)
          then ${webhookEndpoints.previousSecretSealed} else ${webhookEndpoints.secretSealed} end`,
        previousSecretUntil: sql`now() + make_interval(hours => ${WEBHOOK_OLD_SECRET_HOURS})`,
        secretSealed: seal(secret, sealKey),
      })
      .where(own(organizationId, id))
      .returning({ url: webhookEndpoints.url });
    if (!row) throw new RecordNotFoundError();
    await noteChange(tx, actor, organizationId, id, "update", row.url, { secretRotated: true });
  });
  return { secret };
}

// The endpoints hold a secret, so they have no audit trigger (decision 023): the service writes who
// changed which endpoint, never its secret or its whole address. Such an entry has no changes, so it is no webhook event.
async function noteChange(
  db: Db,
  actor: Actor,
  organizationId: number,
  id: number,
  action: "create" | "update" | "delete",
  url: string,
  more: Record<string, unknown> = {},
) {
  await audit(db, {
    userId: actor.userId,
    organizationId,
    action,
    entity: "webhook_endpoint",
    entityId: id,
    // The host only: a receiver's address may carry its own key in its path or query.
    details: { host: new URL(url).host, ...more },
  });
}

/**
 * Queues a test event for the endpoint, whether or not it is turned on; one waits at a time, so a
 * button pressed over and over does not fill the queue.
 */
export async function queueTestEvent(db: Db, organizationId: number, id: number) {
  const endpoint = await getWebhookEndpoint(db, organizationId, id);
  const [waiting] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        eq(webhookDeliveries.eventType, WEBHOOK_TEST_EVENT),
        eq(webhookDeliveries.status, "PENDING"),
      ),
    );
  if (waiting) {
    throw new RefusedError([{ path: "id", code: "webhook_test_pending", message: "A test event is waiting already" }]);
  }
  const payload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: new Date().toISOString(),
    data: { organization_id: organizationId, endpoint_id: endpoint.id },
  };
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, eventType: WEBHOOK_TEST_EVENT, payload })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** An endpoint's deliveries, the newest first, each with its attempts. */
export async function listWebhookDeliveries(
  db: Db,
  organizationId: number,
  endpointId: number,
  page: number,
  size: number,
) {
  await getWebhookEndpoint(db, organizationId, endpointId);
  const { total, rows } = await pageWithTotal(
    db
      .select({
        id: webhookDeliveries.id,
        eventType: webhookDeliveries.eventType,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        createdDate: webhookDeliveries.createdDate,
        payload: webhookDeliveries.payload,
        total: totalOfMatches(),
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdDate), desc(webhookDeliveries.id))
      .$dynamic(),
    page,
    size,
  );
  const attempts = rows.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    : [];
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      messageId: webhookMessageId(row.id),
      attemptLog: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map(({ at, statusCode, durationMs, error, detail }) => ({ at, statusCode, durationMs, error, detail })),
    })),
  };
}

/** The `webhook-id` of a delivery: the same for every attempt and redelivery, so a receiver can tell a repeat. */
export const webhookMessageId = (deliveryId: number) => `msg_${deliveryId}`;

/** Sends a delivery that was delivered or gave up again, from its first attempt. */
export async function redeliverWebhook(db: Db, organizationId: number, endpointId: number, deliveryId: number) {
  await getWebhookEndpoint(db, organizationId, endpointId);
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "PENDING", attempts: 0, nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.endpointId, endpointId),
        ne(webhookDeliveries.status, "PENDING"),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (row) return;
  const [pending] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!pending) throw new RecordNotFoundError();
  throw new RefusedError([
    { path: "id", code: "webhook_delivery_pending", message: "It is waiting to be sent already" },
  ]);
}
