import type { Config } from "../config";
import { WEBHOOK_DELIVERY_JOB } from "../domain/webhooks";
import { deliverDueWebhooks } from "../services/webhook-delivery";
import { webhookSealKey } from "../services/webhooks";
import type { JobDefinition } from "./queue";

/**
 * The webhook deliveries that are due, first tries and retries alike (decision 042). A write heard by
 * an endpoint wakes it (`server/api/middleware/webhook-wake.ts`), so a first try goes out within
 * seconds; the minute's run is what sends the retries, and anything a wake missed. The deliveries are
 * rows claimed before they are sent, so a second sender, or this job run twice, sends each attempt once.
 */
export const webhookDeliveryJob = (
  config: Pick<Config, "sessionSecret" | "publicUrl" | "webhookPrivateAddresses">,
): JobDefinition => ({
  name: WEBHOOK_DELIVERY_JOB,
  cron: "* * * * *",
  // A run woken in another process (whose own worker is busy) waits for this poll, not the minute.
  pollSeconds: 2,
  async run({ db, logger }) {
    const { tried, delivered } = await deliverDueWebhooks(db, {
      sealKey: webhookSealKey(config.sessionSecret),
      publicUrl: config.publicUrl,
      allowPrivate: config.webhookPrivateAddresses,
    });
    if (tried) logger.info({ tried, delivered }, "webhook deliveries");
  },
});
