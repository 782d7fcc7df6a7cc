import { sql, type SQL } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "../domain/recurrence";

/**
 * The business day (BUSINESS_TIME_ZONE) of a moment, in SQL: a timestamp's own `::date` is the database
 * session's day (UTC), which near midnight is the day before Copenhagen's.
 */
export const businessDay = (moment: SQL) => sql`(${moment} at time zone ${BUSINESS_TIME_ZONE})::date`;
