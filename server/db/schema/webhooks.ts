import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ERRORS,
  type WebhookDeliveryStatus,
  type WebhookError,
} from "../../domain/webhooks";
import { auditStamps, oneOf, timestamptz } from "./columns";
import { organizations } from "./organizations";

/**
 * An address an organization's records' changes are posted to (decision 042). The signing secret is
 * kept sealed, since the server needs it to sign; after a rotation the old one signs too for a day.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    /** The event types it hears; none: all of them. */
    eventTypes: text("event_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The kinds of record it hears of (the audit trail's entities); none: all of them. */
    recordTypes: text("record_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    /** Set when the server turned it off because it kept failing; cleared when a person turns it on. */
    disabledForFailing: boolean("disabled_for_failing").notNull().default(false),
    /** Since when every attempt has failed; null while it answers. */
    failingSince: timestamptz("failing_since"),
    secretSealed: text("secret_sealed").notNull(),
    previousSecretSealed: text("previous_secret_sealed"),
    previousSecretUntil: timestamptz("previous_secret_until"),
    ...auditStamps,
  },
  (table) => [index("webhook_endpoints_organization_idx").on(table.organizationId)],
);

/** One event for one endpoint: its body, kept as first made so every attempt sends the same message. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").defaultNow(),
    /** A sender holds it until then; one that died lets it go when this passes. */
    claimedUntil: timestamptz("claimed_until"),
    createdDate: timestamptz("created_date").notNull().defaultNow(),
  },
  (table) => [
    index("webhook_deliveries_endpoint_idx").on(table.endpointId, table.createdDate),
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    check("webhook_deliveries_status_check", sql.raw(`status in (${oneOf(WEBHOOK_DELIVERY_STATUSES)})`)),
  ],
);

/** One try of a delivery: when, the answer's status, how long it took, and what went wrong. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    at: timestamptz("at").notNull().defaultNow(),
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error").$type<WebhookError>(),
    /** The technical reason (a network error's message), never a secret: shown beside the words. */
    detail: text("detail"),
  },
  (table) => [
    index("webhook_attempts_delivery_idx").on(table.deliveryId, table.at),
    check("webhook_attempts_error_check", sql.raw(`error in (${oneOf(WEBHOOK_ERRORS)})`)),
  ],
);
