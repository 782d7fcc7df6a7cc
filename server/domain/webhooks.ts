/**
 * Webhooks (decision 042): an organization's endpoints hear of its records' changes, and those of the
 * organizations below it, signed as the Standard Webhooks specification says.
 */
export const WEBHOOK_EVENT_TYPES = [
  "record.created",
  "record.changed",
  "record.status_moved",
  "record.removed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** A test event a manager sends by hand; no record changed. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** The job that sends the deliveries, and that a write heard by an endpoint wakes. */
export const WEBHOOK_DELIVERY_JOB = "webhook-delivery";

export const WEBHOOK_DELIVERY_STATUSES = ["PENDING", "DELIVERED", "FAILED"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What went wrong with an attempt, in words the page translates. */
export const WEBHOOK_ERRORS = [
  "status",
  "redirect",
  "timeout",
  "name_not_found",
  "address_refused",
  "connection_failed",
  "tls",
  "no_secret",
] as const;
export type WebhookError = (typeof WEBHOOK_ERRORS)[number];

export const MAX_WEBHOOK_ENDPOINTS = 20;
export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** How long one attempt may take, answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The waits before each retry: about a day in all, so a receiver down overnight misses nothing. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 18_000, 36_000, 36_000] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** An endpoint that answered nothing well for this long is turned off when a delivery gives up. */
export const WEBHOOK_FAILING_DAYS_TO_DISABLE = 5;
/** After a rotation the old secret still signs beside the new one, so a receiver can switch without a gap. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why an endpoint's address is refused, or null: https (http only to this machine: a local receiver or
 * a test's), no user name or password in it (they would show on every page that lists it).
 */
export function webhookUrlRefusal(address: string): "webhook_url_scheme" | "webhook_url_credentials" | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "webhook_url_scheme";
  }
  if (url.username || url.password) return "webhook_url_credentials";
  if (url.protocol === "https:") return null;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname) ? null : "webhook_url_scheme";
}
