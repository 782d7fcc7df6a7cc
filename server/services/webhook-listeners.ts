import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { webhookEndpoints } from "../db/schema";
import { TtlCache } from "./ttl-cache";

// Another process's new or re-enabled endpoint is heard this late at most; this one's at once.
const TTL_MS = 5_000;

/**
 * The organizations with an enabled webhook endpoint, kept for a few seconds, so that a write learns
 * whether an endpoint hears it without a query of its own (decision 042).
 */
export class WebhookListeners {
  private readonly cache = new TtlCache<Set<number>>(TTL_MS, 1);

  constructor(private readonly db: Db) {}

  /**
   * Whether an enabled endpoint sits on one of the organizations a write may have changed records of
   * (`among`, or with none given, anywhere). `among` is asked only when some endpoint exists at all.
   */
  async hear(among?: () => Promise<readonly number[] | null>): Promise<boolean> {
    const listening = await this.cache.getOrLoad("enabled", () => this.load());
    if (listening.size === 0) return false;
    const organizations = await among?.();
    return !organizations || organizations.some((id) => listening.has(id));
  }

  /** An endpoint was made, changed or removed here. */
  forget() {
    this.cache.clear();
  }

  private async load() {
    const rows = await this.db
      .selectDistinct({ id: webhookEndpoints.organizationId })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.enabled, true));
    return new Set(rows.map((row) => row.id));
  }
}
