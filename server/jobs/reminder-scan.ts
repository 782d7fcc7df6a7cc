import { businessToday } from "../domain/recurrence";
import type { DateOnly } from "../domain/wire-casing";
import { scanReminders } from "../services/reminder-scan";
import type { JobDefinition } from "./queue";

/**
 * Every morning in the business time zone, and once at each start (a laptop that slept through the
 * morning still reminds): the scan is idempotent, so a second run that day writes nothing.
 */
export const reminderScanJob: JobDefinition = {
  name: "reminder-scan",
  cron: "0 6 * * *",
  runAtStart: true,
  async run({ db, logger }) {
    const today = businessToday() as DateOnly;
    const written = await scanReminders(db, today);
    logger.info({ today, ...written }, "reminder scan");
  },
};
