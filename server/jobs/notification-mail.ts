import { businessToday } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { sendDigests, sendImmediateMails } from "../services/notification-mail";
import type { JobDefinition } from "./queue";

/** Every minute: the notifications their users want at once (a reminder scan's, or news that cannot wait). */
export const immediateMailJob: JobDefinition = {
  name: "notification-mail",
  cron: "* * * * *",
  async run({ mail, logger }) {
    const sent = await sendImmediateMails(mail);
    if (sent) logger.info({ sent }, "notification mails sent");
  },
};

/** Each morning after the reminder scan: the digests (weekly ones on Mondays). */
export const digestJob: JobDefinition = {
  name: "notification-digest",
  cron: "0 7 * * *",
  async run({ mail, logger }) {
    const today = businessToday() as DateOnly;
    const { mails } = await sendDigests(mail, today);
    logger.info({ today, mails }, "notification digests sent");
  },
};
