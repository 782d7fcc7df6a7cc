import { eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { unseal } from "../domain/cipher";
import { signWebhook } from "../domain/webhook-signing";
import {
  WEBHOOK_FAILING_DAYS_TO_DISABLE,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TEST_EVENT,
} from "../domain/webhooks";
import { postWebhook, type PostOutcome } from "./webhook-post";
import { webhookMessageId } from "./webhooks";

export type WebhookSenderOptions = {
  sealKey: Buffer;
  /** Where the API is reached: an event's link to its record's history starts with it. */
  publicUrl: string;
  /** Whether deliveries may go to loopback and private addresses (decision 042). */
  allowPrivate: boolean;
  /** The moment taken as now (a test moves it past a retry's wait). */
  now?: Date;
  timeoutMs?: number;
};

type Claimed = {
  id: number;
  payload: Record<string, unknown>;
  attempts: number;
  endpoint_id: number;
  url: string;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: Date | string | null;
};

// A batch is claimed for longer than its slowest send (ten seconds each, a few at a time) could take.
const CLAIM_SECONDS = 300;
const BATCH = 50;
const AT_ONCE = 5;

/**
 * Sends every delivery that is due, to endpoints turned on (a test event to any): claimed first (committed, `SKIP LOCKED`), so
 * two senders never take the same one, then posted, then its attempt written with the next try or the
 * end. Answers how many were tried and delivered.
 */
export async function deliverDueWebhooks(db: Db, options: WebhookSenderOptions) {
  const now = options.now ?? new Date();
  let tried = 0;
  let delivered = 0;
  for (;;) {
    const batch = await claimDue(db, now);
    for (let start = 0; start < batch.length; start += AT_ONCE) {
      const outcomes = await Promise.all(
        batch.slice(start, start + AT_ONCE).map((row) => attempt(db, row, options, now)),
      );
      tried += outcomes.length;
      delivered += outcomes.filter((ok) => ok).length;
    }
    if (batch.length < BATCH) return { tried, delivered };
  }
}

function claimDue(db: Db, now: Date) {
  const at = now.toISOString();
  return queryRows<Claimed>(
    db,
    sql`update webhook_deliveries d
        set claimed_until = ${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
        from webhook_endpoints e
        where e.id = d.endpoint_id and d.id in (
          select d2.id from webhook_deliveries d2 join webhook_endpoints e2 on e2.id = d2.endpoint_id
          where d2.status = 'PENDING' and d2.next_attempt_at <= ${at}::timestamptz
            and (e2.enabled or d2.event_type = ${WEBHOOK_TEST_EVENT})
            and (d2.claimed_until is null or d2.claimed_until < ${at}::timestamptz)
          order by d2.next_attempt_at, d2.id limit ${BATCH}
          for update of d2 skip locked)
        returning d.id, d.payload, d.attempts, d.endpoint_id, e.url, e.secret_sealed,
          e.previous_secret_sealed, e.previous_secret_until`,
  );
}

/** The secrets that sign now: the current one, and the one before it for a day after a rotation. */
function signingSecrets(row: Claimed, key: Buffer, now: Date) {
  const current = unseal(row.secret_sealed, key);
  const previousValid =
    row.previous_secret_sealed && row.previous_secret_until && new Date(row.previous_secret_until) > now;
  const previous = previousValid ? unseal(row.previous_secret_sealed!, key) : null;
  return [current, previous].filter((secret): secret is string => secret !== null);
}

/** The body as sent: the event's link to its record's history made absolute. */
export function webhookBody(payload: Record<string, unknown>, publicUrl: string): string {
  const data = payload.data as Record<string, unknown> | undefined;
  const history = data?.history_url;
  if (typeof history !== "string" || !history.startsWith("/")) return JSON.stringify(payload);
  return JSON.stringify({ ...payload, data: { ...data, history_url: `${publicUrl}${history}` } });
}

async function attempt(db: Db, row: Claimed, options: WebhookSenderOptions, now: Date): Promise<boolean> {
  const secrets = signingSecrets(row, options.sealKey, now);
  let outcome: PostOutcome;
  if (secrets.length === 0) {
    // The application's secret changed since the endpoint was made: its secret cannot be read.
    outcome = { statusCode: null, durationMs: 0, error: "no_secret", detail: null };
  } else {
    const id = webhookMessageId(row.id);
    const timestamp = Math.floor(Date.now() / 1000);
    const body = webhookBody(row.payload, options.publicUrl);
    const headers = {
      "webhook-id": id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook(secrets, id, timestamp, body),
      "user-agent": "ComplianceWorkbench-Webhooks/1",
    };
    outcome = await postWebhook(row.url, headers, body, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
    });
  }
  await recordAttempt(db, row, outcome, now);
  return outcome.error === null;
}

async function recordAttempt(db: Db, row: Claimed, outcome: PostOutcome, now: Date) {
  const ok = outcome.error === null;
  const attempts = row.attempts + 1;
  const givenUp = !ok && attempts >= WEBHOOK_MAX_ATTEMPTS;
  const wait = WEBHOOK_RETRY_DELAYS_SECONDS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1]!;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: row.id,
      at: now,
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error: outcome.error,
      detail: outcome.detail,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        claimedUntil: null,
        status: ok ? "DELIVERED" : givenUp ? "FAILED" : "PENDING",
        nextAttemptAt: ok || givenUp ? null : new Date(now.getTime() + wait * 1000),
      })
      .where(eq(webhookDeliveries.id, row.id));
    if (ok) {
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, row.endpoint_id));
      return;
    }
    const failingSince = sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`;
    // An endpoint that has answered nothing well for days is turned off when a delivery gives up, so a
    // receiver gone for good does not collect a day of retries for every change.
    const longFailing = sql`${failingSince} < ${now.toISOString()}::timestamptz - make_interval(days => ${WEBHOOK_FAILING_DAYS_TO_DISABLE})`;
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince,
        ...(givenUp
          ? {
              enabled: sql`${webhookEndpoints.enabled} and not (${longFailing})`,
              disabledForFailing: sql`${webhookEndpoints.disabledForFailing} or (${longFailing})`,
            }
          : {}),
      })
      .where(eq(webhookEndpoints.id, row.endpoint_id));
  });
}
