import { deliverDueWebhooks, type WebhookSenderOptions } from "../services/webhook-delivery";
import type { JobDefinition } from "./queue";

/**
 * Every minute: the webhook deliveries that are due, first tries and retries alike (decision 042). The
 * deliveries are rows claimed before they are sent, so a second sender, or this job run twice, sends
 * each attempt once.
 */
export const webhookDeliveryJob = (options: Omit<WebhookSenderOptions, "now">): JobDefinition => ({
  name: "webhook-delivery",
  cron: "* * * * *",
  async run({ db, logger }) {
    const { tried, delivered } = await deliverDueWebhooks(db, options);
    if (tried) logger.info({ tried, delivered }, "webhook deliveries");
  },
});
